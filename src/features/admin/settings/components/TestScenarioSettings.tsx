// Settings → Data → Test scenarios: the mocked backend's scenarios, for testers (README, "For
// testers"). The choice holds for this browser profile, every tab and the service worker. The
// testing switch comes first: with it off, the list is hidden and a `?scenario=` link asks before
// it switches. A build pointed at a real backend has no scenarios, and no section.
import { Alert, Button, Loader, Radio, Stack, Switch, Text } from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { testScenarioQuery } from '../../../../api/testScenario/testScenarioQueries';
import { env } from '../../../../config/env';
import { useTesting, writeTesting } from '../../../../data/testingSwitch';
import { useSwitchTestScenario } from '../hooks/useSwitchTestScenario';
import { SettingsSectionHeading } from './SettingsSectionHeading';
import classes from './Settings.module.css';

const noticeId = 'settings-test-scenario';

export function TestScenarioSettings() {
  const testing = useTesting();
  if (!env.mockBackend) return null;
  return (
    <div>
      <SettingsSectionHeading title="Test scenarios">
        For testers: makes the offline backend misbehave on purpose, in every tab of this browser,
        until turned off. With testing on, adding{' '}
        <code className={classes.nowrap}>?scenario=NAME</code> to any address does the same without
        asking; with it off, such a link asks first.
      </SettingsSectionHeading>
      <Switch
        label="Testing in this browser"
        description={
          <>
            Shows the test scenarios here, and lets{' '}
            <code className={classes.nowrap}>?scenario=</code> links switch without asking.
          </>
        }
        checked={testing}
        onChange={(event) => {
          if (!writeTesting(event.currentTarget.checked)) {
            notify({
              id: noticeId,
              color: 'red',
              message: 'Testing could not be switched: this browser refused to store it.',
            });
          }
        }}
      />
      {testing ? (
        <ScenarioChoice />
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          Switch testing on to choose a test scenario.
        </Text>
      )}
    </div>
  );
}

function ScenarioChoice() {
  const active = useQuery(testScenarioQuery());
  // Chosen first, then switched with the button: arrow keys move through the list without
  // switching at every step (large-catalogue writes 10,000 products).
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useSwitchTestScenario(noticeId);

  return (
    <div className={classes.scenarioChoice}>
      {active.isPending ? (
        <Loader size="sm" aria-label="Loading test scenarios" />
      ) : active.isError ? (
        <Alert color="red" title="The test scenarios could not be loaded">
          {active.error.message}
        </Alert>
      ) : (
        <>
          <Radio.Group
            label="Test scenario"
            value={chosen ?? active.data.name}
            onChange={setChosen}
            aria-busy={change.isPending}
          >
            <Stack gap="xs" mt="xs">
              {active.data.scenarios.map((scenario) => (
                <Radio
                  key={scenario.name}
                  value={scenario.name}
                  label={scenario.name}
                  description={scenario.description}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            mt="sm"
            variant="light"
            loading={change.isPending}
            disabled={(chosen ?? active.data.name) === active.data.name}
            onClick={() => chosen && change.mutate(chosen)}
          >
            Switch scenario
          </Button>
        </>
      )}
    </div>
  );
}
