import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import type { JobOpening } from '../../../../content/jobs';
import { applicationTexts, type ApplicationValues } from '../model';
import { saveApplication } from '../saveApplication';

/** Keeps a job application on this device; `onSubmitted` closes the dialogs. */
export function useSubmitApplication(job: JobOpening, onSubmitted: () => void) {
  return useMutation({
    mutationFn: (values: ApplicationValues) => saveApplication(job, values),
    onSuccess: () => {
      onSubmitted();
      notify({
        color: 'green',
        title: applicationTexts.submitted,
        message: applicationTexts.submittedDetail,
      });
    },
    onError: (error) => {
      console.error('[careers] could not save the application', error);
      notify({ color: 'red', title: 'Error', message: applicationTexts.failed });
    },
  });
}
