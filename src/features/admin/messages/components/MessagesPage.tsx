import { Center, Loader, Paper, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useUnreadMessageCount } from '../../../../data/useUnreadMessageCount';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { PageHeader } from '../../components/PageHeader';
import { useConversationList } from '../hooks/useInbox';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import classes from './Messages.module.css';

export function MessagesPage() {
  const conversations = useConversationList();
  // The same count as the top bar's shortcut (the admin shell seeds the sample conversations).
  const unread = useUnreadMessageCount() ?? 0;
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('c');
  const selected = conversations?.find((item) => item.id === selectedId) ?? null;

  function select(id: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('c', id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div>
      <PageHeader
        title="Messages"
        description={
          unread > 0
            ? `${unread} unread message${unread === 1 ? '' : 's'}`
            : 'Conversations with customers and messages written on orders.'
        }
      />
      <SkippedRecordsNotice tables={['conversations', 'orderMessages']} />
      <div className={classes.panes}>
        <Paper withBorder radius="md" p="sm" className={classes.listPane}>
          {conversations ? (
            <ConversationList
              conversations={conversations}
              selectedId={selected?.id ?? null}
              onSelect={select}
            />
          ) : (
            <Center py="xl">
              <Loader aria-label="Loading conversations" />
            </Center>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" className={classes.threadPane}>
          {selected ? (
            <ConversationView key={selected.id} conversation={selected} />
          ) : (
            <Center className={classes.placeholder}>
              <Text c="dimmed">Select a customer to view messages</Text>
            </Center>
          )}
        </Paper>
      </div>
    </div>
  );
}
