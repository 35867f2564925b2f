// The banner of an active test scenario (README, "For testers"): loaded only while one is active
// or a switch left a message.
import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { fetchTestScenario, switchTestScenario } from '../../api/testScenario/testScenarioClient';
import { setTestScenarioNotice } from '../../data/testScenario';
import { queryClient } from '../queryClient';
import classes from './TestScenarioBanner.module.css';

export interface TestScenarioBannerProps {
  name: string | null;
  notice: string | null;
}

export default function TestScenarioBanner({ name, notice }: TestScenarioBannerProps) {
  const [turningOff, setTurningOff] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  // The backend's record is what takes effect: the page's copy follows it.
  useEffect(() => {
    fetchTestScenario().catch((error: unknown) =>
      console.warn('[scenario] the active test scenario could not be read', error),
    );
  }, []);

  // The strip's real height (it wraps to two or three lines on a phone): the room kept at the
  // end of the page and the status banners above it follow it.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(
        '--test-scenario-bar-height',
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty('--test-scenario-bar-height');
    };
  }, []);

  async function turnOff() {
    setTurningOff(true);
    try {
      await switchTestScenario('default');
      setTestScenarioNotice(null);
      await queryClient.invalidateQueries();
    } catch (error) {
      setTestScenarioNotice(
        `The test scenario could not be turned off: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setTurningOff(false);
    }
  }

  return (
    <>
      <div className={classes.endSpace} />
      <div ref={bar} className={classes.bar} role="region" aria-label="Test scenario">
        {/* Each message keeps its button beside it when the strip wraps. */}
        {notice ? (
          <div className={classes.group}>
            <Text size="sm" role="alert">
              {notice}
            </Text>
            <Button
              className={classes.action}
              size="compact-sm"
              variant="subtle"
              color="dark"
              onClick={() => setTestScenarioNotice(null)}
            >
              Dismiss
            </Button>
          </div>
        ) : null}
        {name ? (
          <div className={classes.group}>
            <Text size="sm" fw={600}>
              Test scenario: {name}
            </Text>
            <Button
              className={classes.action}
              size="compact-sm"
              variant="filled"
              color="dark"
              loading={turningOff}
              onClick={() => void turnOff()}
              aria-label={`Turn off test scenario ${name}`}
            >
              Turn off
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
