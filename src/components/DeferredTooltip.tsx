// Mantine's Tooltip with its code loaded late. A tooltip brings Floating UI's React layer (~13 kB
// gzip, and a few milliseconds of a slow phone's start-up to run and mount); in a page's frame
// (the back office's top bar) it would ride in the first paint for a hint nobody can ask for
// before the page is there. Until it arrives the control renders on its own, with its accessible
// name, and works.
import type { TooltipProps } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { loadOnce } from '../lib/loadOnce';
import { whenIdle } from '../lib/whenIdle';

const tooltipCode = loadOnce<ComponentType<TooltipProps>>(() =>
  import('./mantineTooltip').then((module) => module.Tooltip),
);

/**
 * A Mantine Tooltip whose code loads when the page is idle after start-up, or at once when the
 * pointer or the focus reaches the control first (the hint then opens as it arrives, if the
 * pointer is still there). Its control is mounted again when the tooltip arrives: the wrapper
 * (`display: contents`, no box of its own) gives the focus back to it.
 */
export function DeferredTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState(tooltipCode.loaded);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const pointerInside = useRef(false);
  const [openAtArrival, setOpenAtArrival] = useState(false);

  const load = useCallback(() => {
    void tooltipCode.load().then(
      (component) => {
        hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
        // The pointer that asked for it is still on the control: the hint shows at once.
        setOpenAtArrival(pointerInside.current);
        setTooltip(() => component);
      },
      (error: unknown) => console.error('[app] a tooltip could not load', error),
    );
  }, []);

  useEffect(
    () =>
      tooltipCode.loaded() ? undefined : whenIdle(load, { timeout: 3000, fallbackDelay: 1500 }),
    [load],
  );

  useLayoutEffect(() => {
    if (!Tooltip || !hadFocus.current) return;
    hadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
  }, [Tooltip]);

  return (
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onPointerEnter={() => {
        pointerInside.current = true;
        if (!Tooltip) load();
      }}
      onPointerLeave={() => (pointerInside.current = false)}
      onFocus={Tooltip ? undefined : load}
    >
      {Tooltip ? <Tooltip defaultOpened={openAtArrival} {...props} /> : props.children}
    </span>
  );
}
