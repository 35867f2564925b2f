import { Box, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './TableScroller.module.css';

export const tableScrollHint = 'Scroll sideways to see every column';

export interface TableScrollerProps {
  /** Below this width the table scrolls sideways inside its card. */
  minWidth: number;
  /** Names the scrolling region for screen readers, e.g. "Orders table". */
  label: string;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen: it scrolls inside its card (never the page), with a shadow
 * on each side that has more columns and a line saying so, so a phone user knows they exist.
 */
export function TableScroller({ minWidth, label, children }: TableScrollerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  // Measured before the browser paints: the hint line appearing after the table had painted
  // pushed the table down (a layout shift).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const left = hidden > 1 && element.scrollLeft > 1;
      const right = hidden > 1 && element.scrollLeft < hidden - 1;
      setMore((current) =>
        current.left === left && current.right === right ? current : { left, right },
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const overflowing = more.left || more.right;
  return (
    <Box className={classes.frame}>
      {overflowing ? (
        <Text size="xs" c="dimmed" className={classes.hint}>
          {tableScrollHint}
          <span aria-hidden="true"> ↔</span>
        </Text>
      ) : null}
      <div
        className={classes.edges}
        data-more-left={more.left || undefined}
        data-more-right={more.right || undefined}
      >
        {/* Focusable so a keyboard can scroll it too. */}
        <div
          ref={scroller}
          className={classes.scroller}
          role="region"
          aria-label={label}
          tabIndex={0}
        >
          <Box miw={minWidth}>{children}</Box>
        </div>
      </div>
    </Box>
  );
}
