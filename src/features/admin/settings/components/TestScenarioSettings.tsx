// Settings → Data → Test scenarios: the mocked backend's scenarios, for testers (README, "For
// testers"). The choice holds for this browser profile, every tab and the service worker.
import { Alert, Button, Loader, Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { switchTestScenario } from '../../../../api/testScenario/testScenarioClient';
import { testScenarioQuery } from '../../../../api/testScenario/testScenarioQueries';
import { SettingsSectionHeading } from './SettingsSectionHeading';
import classes from './Settings.module.css';

const noticeId = 'settings-test-scenario';

export function TestScenarioSettings() {
  const queryClient = useQueryClient();
  const active = useQuery(testScenarioQuery());
  // Chosen first, then switched with the button: arrow keys move through the list without
  // switching at every step (large-catalogue writes 10,000 products).
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (name: string) => switchTestScenario(name),
    onSuccess: async (answer) => {
      queryClient.setQueryData(testScenarioQuery().queryKey, answer);
      notifications.show({
        id: noticeId,
        color: 'green',
        message:
          answer.name === 'default'
            ? 'Test scenario turned off.'
            : `Test scenario on: ${answer.name}.`,
      });
      // Every cached answer may differ under the new scenario (an empty catalogue, errors).
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      notifications.show({
        id: noticeId,
        color: 'red',
        message: `The test scenario could not be switched: ${error.message}`,
      }),
  });

  return (
    <div>
      <SettingsSectionHeading title="Test scenarios">
        For testers: makes the offline backend misbehave on purpose, in every tab of this browser,
        until turned off. Adding <code className={classes.nowrap}>?scenario=NAME</code> to any
        address does the same.
      </SettingsSectionHeading>
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
