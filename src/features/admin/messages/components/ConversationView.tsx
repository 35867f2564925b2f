import { Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useThread } from '../hooks/useInbox';
import { markRead, useSendReply } from '../hooks/useSendReply';
import { messageToSend, type ConversationSummary } from '../model';
import classes from './Messages.module.css';
import { useAdminDates } from '../../shared/useAdminDates';

export function ConversationView({ conversation }: { conversation: ConversationSummary }) {
  const dates = useAdminDates();
  const thread = useThread(conversation.id);
  const { send, sending } = useSendReply(conversation.id);
  const [text, setText] = useState('');
  const threadRef = useRef<HTMLDivElement>(null);

  // Opening a conversation (and new customer messages while open) marks it read.
  useEffect(() => {
    if (conversation.unread > 0) {
      markRead(conversation.id).catch((error: unknown) =>
        console.error('[messages] could not mark read', error),
      );
    }
  }, [conversation.id, conversation.unread]);

  useEffect(() => {
    const element = threadRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [thread]);

  async function submit() {
    const message = messageToSend(text);
    if (!message || sending) return;
    const ok = await send(message);
    if (ok) setText('');
    else
      notifications.show({
        color: 'red',
        message: 'Failed to send message. Please try again.',
      });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            {conversation.customerName}
          </Title>
          <Text size="sm" c="dimmed">
            {conversation.customerEmail}
          </Text>
        </div>
        {conversation.kind === 'order' ? (
          <Anchor component={Link} to={paths.shopOrder(conversation.id)} size="sm">
            {conversation.label}
          </Anchor>
        ) : null}
      </Group>
      <div
        ref={threadRef}
        className={classes.thread}
        role="log"
        aria-label={`Messages with ${conversation.customerName}`}
        tabIndex={0}
      >
        <Stack gap="xs">
          {(thread ?? []).map((message) => (
            <div
              key={message.id}
              className={`${classes.bubble} ${message.from === 'staff' ? classes.staff : classes.customer}`}
            >
              <Text size="sm">{message.text}</Text>
              <Text
                size="xs"
                className={message.from === 'staff' ? classes.staffTime : undefined}
                c={message.from === 'staff' ? undefined : 'dimmed'}
              >
                {message.from === 'staff' ? 'You' : conversation.customerName} ·{' '}
                {dates.shortDateTime(message.timestamp)}
              </Text>
            </div>
          ))}
        </Stack>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Textarea
          label="Reply"
          description="Enter sends, Shift+Enter adds a new line"
          placeholder="Type your message..."
          autosize
          minRows={2}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={sending} disabled={!messageToSend(text)}>
            Send
          </Button>
        </Group>
      </form>
    </>
  );
}
