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
import {
  contactSubjects,
  contactTexts,
  emptyContact,
  toTemplateParams,
  validateContact,
  type ContactValues,
} from '../model';
import { queueContactMessage, recordDeliveredContact } from '../outbox';
import { toContactSendError } from '../../../../api/email/emailClient';
import { sendContactEmail } from '../sendContact';
import { IconCheckCircle, IconCloudOff } from '../../../../components/icons';
import { storageAwareMessage } from '../../../../data/storageErrors';
import classes from './ContactForm.module.css';
import { useLocalQuery } from '../../../../data/useLocalQuery';

const subjectOptions = [
  { value: '', label: contactTexts.subjectPlaceholder },
  ...contactSubjects.map((subject) => ({ value: subject, label: subject })),
];

type Status = 'idle' | 'submitting' | 'success';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Contact form (spec §4): idle → submitting → thank-you panel, or inline error with the form kept. */
export function ContactForm() {
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
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

  async function queue(values: ContactValues) {
    await queueContactMessage(toTemplateParams(values));
    clearForm();
    setQueuedNotice(true);
  }

  async function handleSubmit(values: ContactValues) {
    setStatus('submitting');
    setError(null);
    setQueuedNotice(false);
    const params = toTemplateParams(values);
    try {
      if (isOffline()) {
        await queue(values);
        setStatus('idle');
        return;
      }
      await sendContactEmail(params);
      await recordDeliveredContact(params);
      clearForm();
      setStatus('success');
    } catch (caught) {
      const failure = toContactSendError(caught);
      console.error('[contact] sending the message failed', caught);
      let cause: unknown = caught;
      if (failure.isNetworkError) {
        try {
          await queue(values);
          setStatus('idle');
          return;
        } catch (queueError) {
          console.error('[contact] could not keep the message in the outbox', queueError);
          cause = queueError;
        }
      }
      // The form keeps what was typed (and its draft); a full device says so.
      setError(storageAwareMessage(cause, contactTexts.failure));
      setStatus('idle');
    }
  }

  if (status === 'success') {
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
              setStatus('idle');
            }}
          >
            {contactTexts.sendAnother}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const submitting = status === 'submitting';

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
