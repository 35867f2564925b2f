import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useOrderMessages } from '../hooks/useOrder';
import { useSendOrderMessage } from '../hooks/useSendOrderMessage';
import { formatDateTime, messageError } from '../model';
import { IconSend } from '../../../../components/icons';
import classes from './MessageCenter.module.css';

export function MessageCenter({ orderId }: { orderId: string }) {
  const messages = useOrderMessages(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendOrderMessage(orderId, { onSent: () => setText(''), onFailed: setError });
  const sending = send.isPending;
  const listRef = useRef<HTMLOListElement>(null);

  const count = messages?.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = messageError(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    send.mutate(text);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="messages-title"
    >
      <Title order={2} size="h4" mb={4} id="messages-title">
        Messages
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Questions about this order? Our support team replies here.
      </Text>
      {count === 0 ? (
        <Text size="sm" c="gray.7" className={classes.empty}>
          No messages yet.
        </Text>
      ) : (
        <ol className={classes.list} ref={listRef} aria-label="Order messages">
          {messages?.map((message) => (
            <li
              key={message.id}
              className={message.sender === 'customer' ? classes.customer : classes.support}
            >
              <Text size="xs" fw={700} className={classes.sender}>
                {message.sender === 'customer' ? 'You' : 'Support'}
              </Text>
              <Text size="sm" className={classes.text}>
                {message.text}
              </Text>
              <Text size="xs" className={classes.time}>
                <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
              </Text>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs" mt="md">
          <Textarea
            label="Your message"
            placeholder="Type your message…"
            autosize
            minRows={2}
            maxRows={6}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            disabled={sending}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={sending} leftSection={<IconSend size={16} />}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
