// Mantine's Tooltip with its code loaded when it is wanted. A tooltip brings Floating UI's React
// layer (~20 kB gzip with Mantine's Tooltip, and a few milliseconds of a slow phone's start-up to
// run and mount); in a page's frame (the back office's top bar) it would ride in every cold load
// for a hint nobody may ask for. Until it arrives the control renders on its own, with its
// accessible name, and works.
import type { TooltipProps } from '@mantine/core';
import { useCallback, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from '../lib/loadOnce';

const tooltipCode = loadOnce<ComponentType<TooltipProps>>(() =>
  import('./mantineTooltip').then((module) => module.Tooltip),
);

/**
 * A Mantine Tooltip whose code loads when the pointer or the focus first reaches the control (the
 * hint then opens as it arrives, if the pointer is still there), not with the page: from the
 * worker's cache that takes a few milliseconds. Its control is mounted again when the tooltip
 * arrives: the wrapper (`display: contents`, no box of its own) gives the focus back to it, and
 * never does it while the control is pressed (the click would be lost).
 */
export function DeferredTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState(tooltipCode.loaded);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const pointerInside = useRef(false);
  const [openAtArrival, setOpenAtArrival] = useState(false);
  // A press on the control: the tooltip must not replace it between the press and the release,
  // or the release lands on another element and the browser sends no click (issue 33).
  const pressed = useRef(false);
  const swapAfterPress = useRef<(() => void) | null>(null);

  const load = useCallback(() => {
    void tooltipCode.load().then(
      (component) => {
        const swap = () => {
          hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
          // The pointer that asked for it is still on the control: the hint shows at once.
          setOpenAtArrival(pointerInside.current);
          setTooltip(() => component);
        };
        if (pressed.current) swapAfterPress.current = swap;
        else swap();
      },
      (error: unknown) => console.error('[app] a tooltip could not load', error),
    );
  }, []);

  const onPointerDown = () => {
    if (Tooltip) return;
    pressed.current = true;
    const release = () => {
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      // After the click that follows the release, in the same task.
      window.setTimeout(() => {
        pressed.current = false;
        const swap = swapAfterPress.current;
        swapAfterPress.current = null;
        swap?.();
      }, 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  };

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
      onPointerDown={onPointerDown}
      onFocus={Tooltip ? undefined : load}
    >
      {Tooltip ? <Tooltip defaultOpened={openAtArrival} {...props} /> : props.children}
    </span>
  );
}
