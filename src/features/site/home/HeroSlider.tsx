import { Button, Container, Title, VisuallyHidden } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { Link } from 'react-router-dom';
import type { HeroSlide } from '../../../content/slides';
import {
  IconArrowRight,
  IconChevronLeft,
  IconChevronRight,
  IconPause,
  IconPlay,
} from '../../../components/icons';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import {
  AUTO_ADVANCE_MS,
  initialSliderState,
  moveSlider,
  slideLabel,
  swipeMove,
  type SliderMove,
} from './model';
import classes from './HeroSlider.module.css';

/**
 * The home page hero slider: auto-advances every 6 s (paused on hover, on focus,
 * by the pause button and under reduced motion), ignores navigation for 500 ms
 * after each change, wraps both ways, and takes arrow keys and swipes.
 */
export function HeroSlider({ slides, heading }: { slides: HeroSlide[]; heading: string }) {
  const count = slides.length;
  const [state, setState] = useState(initialSliderState);
  const [hovered, setHovered] = useState(false);
  // The other slides' pictures load after first paint: the first slide is what
  // the visitor sees, and its text should not wait behind three hidden images.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const handle = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(handle);
  }, []);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const autoPaused = userPaused || reducedMotion;
  const paused = autoPaused || hovered || focused;

  const move = useCallback(
    (step: SliderMove) => setState((current) => moveSlider(current, step, count, Date.now())),
    [count],
  );

  // Auto-advance: a fresh 6 s after every change of slide or of the paused state.
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setTimeout(() => move({ type: 'next' }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [state.index, paused, count, move]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move({ type: 'next' });
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move({ type: 'prev' });
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeMove(touch.clientX - start.x, touch.clientY - start.y);
    if (step) move(step);
  };

  return (
    <section
      className={classes.slider}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-active-index={state.index}
      data-paused={paused ? 'true' : 'false'}
      data-hero="dark"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <VisuallyHidden component="h1">{heading}</VisuallyHidden>
      <div className={classes.track} aria-live={autoPaused || focused ? 'polite' : 'off'}>
        {slides.map((slide, index) => {
          const active = index === state.index;
          return (
            <div
              key={slide.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, count)}
              data-active={active ? 'true' : 'false'}
              inert={!active}
            >
              <img
                className={classes.background}
                src={index === 0 || painted ? slide.image : undefined}
                alt=""
                width={1600}
                height={900}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <div className={classes.shade} aria-hidden="true" />
              <Container size="lg" className={classes.content}>
                <div className={classes.text}>
                  <span className={classes.counter} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
                  </span>
                  <Title order={2} className={classes.title}>
                    {slide.title}
                  </Title>
                  <p className={classes.subtitle}>{slide.subtitle}</p>
                  <div className={classes.actions}>
                    <Button
                      component={Link}
                      to={slide.route}
                      size="lg"
                      radius="xl"
                      rightSection={<IconArrowRight size={18} />}
                    >
                      {slide.buttonLabel}
                    </Button>
                  </div>
                </div>
              </Container>
            </div>
          );
        })}
      </div>

      <div className={classes.controls}>
        <Container size="lg" className={classes.controlsInner}>
          <div className={classes.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={classes.dot}
                aria-label={`Go to slide ${index + 1}: ${slide.title}`}
                aria-current={index === state.index ? 'true' : undefined}
                onClick={() => move({ type: 'goto', index })}
              />
            ))}
          </div>
          <div className={classes.arrows}>
            <button
              type="button"
              className={classes.arrow}
              aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setUserPaused((value) => !value)}
            >
              {userPaused ? <IconPlay size={18} /> : <IconPause size={18} />}
            </button>
            <button
              type="button"
              className={classes.arrow}
              aria-label="Previous slide"
              onClick={() => move({ type: 'prev' })}
            >
              <IconChevronLeft size={22} />
            </button>
            <button
              type="button"
              className={classes.arrow}
              aria-label="Next slide"
              onClick={() => move({ type: 'next' })}
            >
              <IconChevronRight size={22} />
            </button>
          </div>
        </Container>
      </div>
    </section>
  );
}
