import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { countOutbox } from '../../../../data/outbox';
import { clearContactDraft, loadContactDraft, saveContactDraft } from '../draft';
import { useSendContact } from '../hooks/useSendContact';
import {
  contactSubjects,
  contactTexts,
  emptyContact,
  validateContact,
  type ContactValues,
} from '../model';
import { IconCheckCircle, IconCloudOff } from '../../../../components/icons';
import classes from './ContactForm.module.css';
import { useLocalQuery } from '../../../../data/useLocalQuery';

const subjectOptions = [
  { value: '', label: contactTexts.subjectPlaceholder },
  ...contactSubjects.map((subject) => ({ value: subject, label: subject })),
];

/** Contact form (spec §4): idle → submitting → thank-you panel, or inline error with the form kept. */
export function ContactForm() {
  const send = useSendContact();
  const error = send.error?.message ?? null;
  const [queuedNotice, setQueuedNotice] = useState(false);
  // "Saved for sending" is over once the outbox has sent it ("Message delivered"): the notice
  // goes when the waiting count falls back to 0, so the two never stand side by side.
  const waiting = useLocalQuery(() => countOutbox('contact'), []);
  const hadWaiting = useRef(false);
  useEffect(() => {
    if (waiting === undefined) return;
    if (waiting > 0) hadWaiting.current = true;
    else if (hadWaiting.current) {
      hadWaiting.current = false;
      setQueuedNotice(false);
    }
  }, [waiting]);

  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: loadContactDraft(),
    validate: (values) => validateContact(values),
    onValuesChange: (values) => saveContactDraft(values),
  });

  function clearForm() {
    form.setValues({ ...emptyContact });
    form.resetDirty({ ...emptyContact });
    form.clearErrors();
    clearContactDraft();
  }

  function handleSubmit(values: ContactValues) {
    setQueuedNotice(false);
    send.mutate(values, {
      onSuccess: (outcome) => {
        clearForm();
        if (outcome === 'queued') setQueuedNotice(true);
      },
    });
  }

  if (send.data === 'sent') {
    return (
      <Paper className={classes.card} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md" py="xl" role="status">
          <ThemeIcon size={64} radius="xl" color="green" variant="light">
            <IconCheckCircle size={36} />
          </ThemeIcon>
          <Title order={2}>{contactTexts.thankYouTitle}</Title>
          <Text size="lg" maw={420}>
            {contactTexts.thankYouBody}
          </Text>
          <Button
            mt="sm"
            onClick={() => {
              clearForm();
              send.reset();
            }}
          >
            {contactTexts.sendAnother}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const submitting = send.isPending;

  return (
    <Paper className={classes.card} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} mb={4}>
        Send us a message
      </Title>
      <Text c="dimmed" mb="lg">
        Tell us what you need and our team will reply within one working day.
      </Text>
      {queuedNotice && (
        <Alert
          color="yellow"
          variant="light"
          mb="md"
          icon={<IconCloudOff />}
          title="Saved for sending"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss notice"
          onClose={() => setQueuedNotice(false)}
        >
          {contactTexts.queued}
        </Alert>
      )}
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Contact form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              autoComplete="name"
              withAsterisk
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="Optional"
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
            <NativeSelect
              label="Subject"
              data={subjectOptions}
              withAsterisk
              required
              key={form.key('subject')}
              {...form.getInputProps('subject')}
            />
          </SimpleGrid>
          <Textarea
            label="Message"
            rows={5}
            withAsterisk
            required
            key={form.key('message')}
            {...form.getInputProps('message')}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" disabled={submitting} className={classes.submit}>
            {submitting ? contactTexts.sending : contactTexts.send}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
