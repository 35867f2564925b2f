import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchTestScenario } from '../../../../api/testScenario/testScenarioClient';
import { testScenarioQuery } from '../../../../api/testScenario/testScenarioQueries';
import { notify } from '../../../../components/notify';

/** Switches the mocked backend's test scenario; every cached answer may differ afterwards. */
export function useSwitchTestScenario(noticeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => switchTestScenario(name),
    onSuccess: async (answer) => {
      queryClient.setQueryData(testScenarioQuery().queryKey, answer);
      notify({
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
      notify({
        id: noticeId,
        color: 'red',
        message: `The test scenario could not be switched: ${error.message}`,
      }),
  });
}
