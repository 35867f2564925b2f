import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoothMode } from '../../data/boothMode';
import { clearVisitorState } from './clearVisitorState';
import { isWaitingForVisitor, setWaitingForVisitor, startNewVisitor } from './visitorSession';
import classes from './BoothOverlay.module.css';

/** How long the "Starting over" warning counts down before the visitor's state goes. */
export const warningSeconds = 10;

/** The warning shows after the whole idle time ("Start over after 30 s": 30 s without input). */
export const warnAfterMs = (idleSeconds: number): number => idleSeconds * 1000;
const inputEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

/**
 * Booth mode on public and shop pages: a "Demo" badge, and after the chosen idle time (no input
 * for that long) a further countdown of `warningSeconds` that, unless someone is still there, clears the visitor's state and goes to the
 * start page. It arms again on the next input, so an empty booth does not start over forever.
 */
export default function BoothOverlay({ mode }: { mode: BoothMode }) {
  // When the countdown ends (ms), or null while no warning shows.
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Just started over: nobody is there, so wait for the next visitor's first input (kept across
  // the start over's reload).
  const waitingForVisitor = useRef(isWaitingForVisitor());
  const warningActive = deadline !== null;
  // From the clock, not from counting ticks: a throttled background tab still ends on time.
  const secondsLeft = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));

  const arm = useCallback(() => {
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      setNow(Date.now());
      setDeadline(Date.now() + warningSeconds * 1000);
    }, warnAfterMs(mode.idleSeconds));
  }, [mode.idleSeconds]);

  // Any input while no warning shows starts the idle time again.
  useEffect(() => {
    if (warningActive) return undefined;
    if (!waitingForVisitor.current) arm();
    const onInput = () => {
      if (waitingForVisitor.current) setWaitingForVisitor(false);
      waitingForVisitor.current = false;
      arm();
    };
    inputEvents.forEach((name) =>
      window.addEventListener(name, onInput, { passive: true, capture: true }),
    );
    return () => {
      clearTimeout(idleTimer.current);
      inputEvents.forEach((name) => window.removeEventListener(name, onInput, { capture: true }));
    };
  }, [arm, warningActive]);

  useEffect(() => {
    if (!warningActive) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [warningActive]);

  // The countdown ran out: start over.
  const timeUp = secondsLeft === 0;
  useEffect(() => {
    if (!timeUp) return undefined;
    let cancelled = false;
    void clearVisitorState().finally(() => {
      if (cancelled) return;
      // A new visitor session, and a fresh load of the start page: nothing of this page (its
      // memory, its forms) survives, and the history entries left behind belong to the previous
      // visitor, which useBoothVisitorHistory refuses to show again.
      startNewVisitor();
      setWaitingForVisitor(true);
      window.location.replace(mode.startPage);
    });
    return () => {
      cancelled = true;
    };
  }, [timeUp, mode.startPage]);

  return (
    <>
      <Badge className={classes.badge} color="orange" variant="filled" size="lg" radius="sm">
        Demo
      </Badge>
      <Modal
        opened={warningActive}
        onClose={() => setDeadline(null)}
        withCloseButton={false}
        centered
        title="Are you still there?"
        zIndex={1000}
      >
        <Stack gap="md">
          <Text size="lg" fw={600} role="status">
            Starting over in {secondsLeft ?? warningSeconds} s
          </Text>
          <Text size="sm" c="dimmed">
            The cart, wishlist and sign-in are cleared for the next visitor.
          </Text>
          <Button size="lg" onClick={() => setDeadline(null)} data-autofocus>
            I&apos;m still here
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
