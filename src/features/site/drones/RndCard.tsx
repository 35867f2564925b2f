import { Text, Title } from '@mantine/core';
import { useCallback, useState, type FocusEvent, type PointerEvent } from 'react';
import type { RndProject } from '../../../content/drones';
import { IconPlay } from '../../../components/icons';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import site from '../components/site.module.css';
import classes from './drones.module.css';

/**
 * An R&D project. Its thumbnail swaps to a muted looping video with controls on
 * mouse hover, on keyboard focus and on tap, and swaps back on leave or blur.
 */
export function RndCard({ project }: { project: RndProject }) {
  const [active, setActive] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const attachVideo = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      video.muted = true;
      if (!reducedMotion) {
        video.play().catch(() => {
          /* Autoplay refused: the controls remain. */
        });
      }
    },
    [reducedMotion],
  );

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setActive(true);
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    // Keep playing while keyboard focus is still inside.
    if (!event.currentTarget.contains(document.activeElement)) setActive(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
  };

  return (
    <article className={`${site.card} ${site.cardInteractive}`} data-testid="rnd-card">
      <div
        className={`${site.cardMedia} ${classes.rndMedia}`}
        role="group"
        aria-label={`${project.title}: video preview`}
        tabIndex={0}
        data-playing={active ? 'true' : 'false'}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={() => setActive(true)}
        onBlur={onBlur}
        onClick={() => setActive(true)}
      >
        {active ? (
          <video
            ref={attachVideo}
            src={project.videoUrl}
            poster={project.thumbnail}
            autoPlay={!reducedMotion}
            muted
            loop
            playsInline
            controls
            preload="metadata"
            aria-label={`${project.title} video`}
            width={1200}
            height={800}
          />
        ) : (
          <>
            <img src={project.thumbnail} alt="" width={1200} height={800} loading="lazy" />
            <span className={classes.playBadge} aria-hidden="true">
              <IconPlay size={26} />
            </span>
            <span className={classes.rndHint} aria-hidden="true">
              Hover or tap to play
            </span>
          </>
        )}
      </div>
      <div className={site.cardBody}>
        <Title order={3} className={site.cardTitle} fz={19}>
          {project.title}
        </Title>
        <Text className={site.cardText} size="sm" mt="xs">
          {project.description}
        </Text>
      </div>
    </article>
  );
}
