import { Badge, Group, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { IconSearch } from '../../../../components/icons';
import { searchConversations, type ConversationSummary } from '../model';
import classes from './Messages.module.css';
import { useAdminDates } from '../../shared/useAdminDates';

export interface ConversationListProps {
  conversations: ConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const dates = useAdminDates();
  const [search, setSearch] = useState('');
  const visible = searchConversations(conversations, search);
  return (
    <>
      <TextInput
        label="Search conversations"
        placeholder="Name, email or order"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="sm"
      />
      {visible.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          No conversations found
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Customers">
          {visible.map((item) => (
            <li key={item.id}>
              <UnstyledButton
                className={classes.item}
                aria-current={item.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(item.id)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} className={classes.truncate}>
                    {item.customerName}
                  </Text>
                  {item.unread > 0 ? (
                    <>
                      <Badge size="sm" color="red.8" circle aria-hidden="true">
                        {item.unread}
                      </Badge>
                      <VisuallyHidden>{`${item.unread} unread`}</VisuallyHidden>
                    </>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" className={classes.truncate}>
                  {item.label}
                </Text>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="xs" className={classes.truncate}>
                    {item.lastText}
                  </Text>
                  <Text size="xs" c="dimmed" className={classes.time}>
                    {dates.shortDateTime(item.lastTimestamp)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
