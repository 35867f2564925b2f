import { Button, FileInput, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { JobOpening } from '../../../../content/jobs';
import {
  applicationTexts,
  emptyApplication,
  resumeAccept,
  resumeError,
  validateApplication,
  type ApplicationValues,
} from '../model';
import { useSubmitApplication } from '../hooks/useSubmitApplication';
import { IconUpload } from '../../../../components/icons';

export interface ApplicationFormProps {
  job: JobOpening;
  onCancel: () => void;
  onSubmitted: () => void;
}

export function ApplicationForm({ job, onCancel, onSubmitted }: ApplicationFormProps) {
  const submit = useSubmitApplication(job, onSubmitted);
  const saving = submit.isPending;
  const form = useForm<ApplicationValues>({
    mode: 'controlled',
    initialValues: { ...emptyApplication },
    validate: (values) => validateApplication(values),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => submit.mutate(values))}
      noValidate
      aria-label={`Application for ${job.title}`}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            key={form.key('firstName')}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            key={form.key('lastName')}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <FileInput
          label="Resume/CV"
          description={applicationTexts.resumeHint}
          placeholder="Choose a file"
          accept={resumeAccept}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the selected file' }}
          leftSection={<IconUpload size={16} />}
          key={form.key('resume')}
          {...form.getInputProps('resume')}
          onChange={(file) => {
            form.setFieldValue('resume', file);
            // Reject at once: a wrong type or a file over 10 MB blocks submitting until changed.
            form.setFieldError('resume', resumeError(file));
          }}
        />
        <Textarea
          label="Cover Letter"
          rows={6}
          required
          key={form.key('coverLetter')}
          {...form.getInputProps('coverLetter')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="LinkedIn Profile URL"
            type="url"
            placeholder="https://www.linkedin.com/in/your-name"
            description="Optional"
            key={form.key('linkedin')}
            {...form.getInputProps('linkedin')}
          />
          <TextInput
            label="Portfolio/Website URL"
            type="url"
            placeholder="https://your-portfolio.dev"
            description="Optional"
            key={form.key('portfolio')}
            {...form.getInputProps('portfolio')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Submit Application
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
