// The banner of an active test scenario (README, "For testers"): loaded only while one is active
// or a switch left a message.
import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchTestScenario, switchTestScenario } from '../../api/testScenario/testScenarioClient';
import { setTestScenarioNotice } from '../../data/testScenario';
import { queryClient } from '../queryClient';
import classes from './TestScenarioBanner.module.css';

const BAR_HEIGHT = '36px';

export interface TestScenarioBannerProps {
  name: string | null;
  notice: string | null;
}

export default function TestScenarioBanner({ name, notice }: TestScenarioBannerProps) {
  const [turningOff, setTurningOff] = useState(false);

  // The backend's record is what takes effect: the page's copy follows it.
  useEffect(() => {
    fetchTestScenario().catch((error: unknown) =>
      console.warn('[scenario] the active test scenario could not be read', error),
    );
  }, []);

  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--test-scenario-bar-height', BAR_HEIGHT);
    return () => {
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
      <div className={classes.bar} role="region" aria-label="Test scenario">
        {notice ? (
          <>
            <Text size="sm" role="alert">
              {notice}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              color="dark"
              onClick={() => setTestScenarioNotice(null)}
            >
              Dismiss
            </Button>
          </>
        ) : null}
        {name ? (
          <>
            <Text size="sm" fw={600}>
              Test scenario: {name}
            </Text>
            <Button
              size="compact-sm"
              variant="filled"
              color="dark"
              loading={turningOff}
              onClick={() => void turnOff()}
            >
              Turn off
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
}
