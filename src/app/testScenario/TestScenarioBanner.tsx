// The banner of an active test scenario (README, "For testers"): loaded only while one is active,
// a switch left a message, or a `?scenario=` link waits for the visitor's yes.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { fetchTestScenario, switchTestScenario } from '../../api/testScenario/testScenarioClient';
import { env } from '../../config/env';
import {
  setScenarioRequest,
  setTestScenarioNotice,
  type ScenarioRequest,
} from '../../api/testScenario/testScenario';
import { queryClient } from '../queryClient';
import classes from './TestScenarioBanner.module.css';

export interface TestScenarioBannerProps {
  name: string | null;
  notice: string | null;
  /** A link's scenario, switched only once the visitor confirms. */
  request?: ScenarioRequest | null;
}

export default function TestScenarioBanner({
  name,
  notice,
  request = null,
}: TestScenarioBannerProps) {
  // A build pointed at a real backend has no test scenarios: nothing to show (a copy left by
  // an earlier build on this origin included).
  if (!env.mockBackend) return null;
  return (
    <>
      {(name || notice) && <ScenarioBar name={name} notice={notice} />}
      {request && <ScenarioQuestion key={request.name} request={request} />}
    </>
  );
}

/** The title the question has: what a yes does. */
export function scenarioQuestionTitle({ name, active }: ScenarioRequest): string {
  return name === 'default'
    ? `Turn off test scenario ${active} for this browser?`
    : `Turn on test scenario ${name} for this browser?`;
}

/** Asks before a link's scenario is switched: Cancel (or closing) changes nothing. */
function ScenarioQuestion({ request }: { request: ScenarioRequest }) {
  const [switching, setSwitching] = useState(false);
  const turningOff = request.name === 'default';
  const cancel = () => {
    if (!switching) setScenarioRequest(null);
  };
  async function confirm() {
    setSwitching(true);
    try {
      await switchTestScenario(request.name);
      setTestScenarioNotice(null);
      await queryClient.invalidateQueries();
    } catch (error) {
      setTestScenarioNotice(
        `The test scenario could not be switched: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setScenarioRequest(null);
    }
  }
  return (
    <Modal opened onClose={cancel} title={scenarioQuestionTitle(request)} centered>
      <Stack gap="sm">
        <Text size="sm">
          {turningOff ? 'The site then behaves normally again.' : request.description}
        </Text>
        {!turningOff && (
          <Text size="sm" c="dimmed">
            A test scenario makes the shop and the back office misbehave on purpose, in every tab of
            this browser, until it is turned off. It is for testers: if a link brought you here,
            choose Cancel and nothing changes.
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={cancel} disabled={switching}>
            Cancel
          </Button>
          <Button
            color={turningOff ? undefined : 'red'}
            loading={switching}
            onClick={() => void confirm()}
          >
            {turningOff ? 'Turn off' : 'Turn on'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ScenarioBar({ name, notice }: { name: string | null; notice: string | null }) {
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
