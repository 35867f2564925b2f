import { Anchor, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useThread } from '../hooks/useInbox';
import { useMarkRead, useSendReply } from '../hooks/useSendReply';
import {
  contactFormLabel,
  messageToSend,
  type ConversationSummary,
  type ThreadMessage,
} from '../model';
import classes from './Messages.module.css';
import { useAdminDates } from '../../shared/useAdminDates';

/** How a reply to a contact message went: e-mailed, or waiting (with the last refusal). */
function deliveryText(message: ThreadMessage, errors: ReadonlyMap<string, string> | undefined) {
  if (message.delivery === 'sent') return ' · E-mailed';
  if (message.delivery !== 'waiting') return '';
  const error = errors?.get(message.id);
  return error ? ` · Waiting to be sent (last try: ${error})` : ' · Waiting to be sent';
}

export function ConversationView({ conversation }: { conversation: ConversationSummary }) {
  const dates = useAdminDates();
  const thread = useThread(conversation.id);
  const send = useSendReply(conversation);
  const { mutate: markRead } = useMarkRead();
  const contact = conversation.kind === 'contact';
  const [text, setText] = useState('');
  const threadRef = useRef<HTMLDivElement>(null);

  // Opening a conversation (and new customer messages while open) marks it read.
  useEffect(() => {
    if (conversation.unread > 0) markRead(conversation.id);
  }, [conversation.id, conversation.unread, markRead]);

  useEffect(() => {
    const element = threadRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [thread]);

  function submit() {
    const message = messageToSend(text);
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText('') });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div className={classes.heading}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4">
              {conversation.customerName}
            </Title>
            {contact ? (
              <Badge variant="light" color="grape">
                {contactFormLabel}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {conversation.customerEmail}
            {contact && conversation.phone ? ` · ${conversation.phone}` : ''}
          </Text>
          {contact ? (
            <Text size="sm">
              <Text span fw={600}>
                Subject:
              </Text>{' '}
              {conversation.subject || 'None'}
            </Text>
          ) : null}
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
          {(thread?.messages ?? []).map((message) => (
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
                {deliveryText(message, thread?.replyErrors)}
              </Text>
            </div>
          ))}
        </Stack>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Textarea
          label="Reply"
          description={
            contact
              ? `E-mailed to ${conversation.customerEmail}. Enter sends, Shift+Enter adds a new line`
              : 'Enter sends, Shift+Enter adds a new line'
          }
          placeholder="Type your message..."
          autosize
          minRows={2}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={send.isPending} disabled={!messageToSend(text)}>
            Send
          </Button>
        </Group>
      </form>
    </>
  );
}
