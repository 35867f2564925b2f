import type { JobOpening } from '../../../content/jobs';
import { addApplication } from '../../../data/applications';
import type { JobApplication } from '../../../data/recordTypes';
import type { ApplicationValues } from './model';

/** Spec §7: no call is made; the application is kept in the app database (file name and size only). */
export async function saveApplication(
  job: Pick<JobOpening, 'id' | 'title'>,
  values: ApplicationValues,
): Promise<JobApplication> {
  const record: Omit<JobApplication, 'id'> = {
    jobId: job.id,
    jobTitle: job.title,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    coverLetter: values.coverLetter.trim(),
    linkedin: values.linkedin.trim(),
    portfolio: values.portfolio.trim(),
    resumeName: values.resume?.name ?? null,
    resumeSize: values.resume?.size ?? null,
    submittedAt: new Date().toISOString(),
  };
  return addApplication(record);
}
