import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { IconTrash } from '../../../../components/icons';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../shared/useListState';
import { useChangeNotification, useNotificationList } from '../hooks/useNotifications';
import {
  countByFilter,
  emptyTexts,
  filterLabels,
  filterNotifications,
  formatAge,
  notificationFilters,
  parseNotificationFilter,
} from '../model';
import classes from './Notifications.module.css';
import { TypeIcon } from './TypeIcon';

/** A clock that ticks every minute so ages stay current. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 60_000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return now;
}

export function NotificationsPage() {
  const data = useNotificationList();
  const list = data?.list;
  const clock = useMinuteClock();
  const now = Math.max(clock, data?.readAt ?? 0);
  const [state, setState] = useListState({ filter: 'all' });
  const filter = parseNotificationFilter(state.filter);
  const counts = useMemo(() => countByFilter(list ?? []), [list]);
  const visible = useMemo(() => filterNotifications(list ?? [], filter), [list, filter]);

  const change = useChangeNotification();

  return (
    <div>
      <PageHeader
        title="Notifications"
        description={`${counts.unread} unread · ${counts.action} requiring action`}
        actions={
          <Button
            variant="light"
            disabled={counts.unread === 0}
            onClick={() => change.mutate({ kind: 'readAll' })}
          >
            Mark All Read
          </Button>
        }
      />
      <SkippedRecordsNotice tables={['notifications']} />
      <SegmentedControl
        aria-label="Filter notifications"
        mb="md"
        value={filter}
        onChange={(value) => setState({ filter: value })}
        data={notificationFilters.map((value) => ({ value, label: filterLabels[value] }))}
      />
      {!list ? (
        <Center py="xl">
          <Loader aria-label="Loading notifications" />
        </Center>
      ) : visible.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {emptyTexts[filter]}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" aria-label="Notifications" p={0} m={0}>
          {visible.map((item) => (
            <Paper
              key={item.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              className={`${classes.item} ${item.read ? '' : classes.unread}`}
              data-type={item.type}
            >
              {/* On a phone the buttons wrap below the text instead of squeezing it. */}
              <Group align="flex-start" wrap="wrap" gap="md" className={classes.row}>
                <TypeIcon type={item.type} />
                <div className={classes.body}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={item.read ? 500 : 700}>{item.title}</Text>
                    {!item.read ? (
                      <Badge size="xs" color="sky">
                        New
                      </Badge>
                    ) : null}
                    {item.actionRequired ? (
                      <Badge size="xs" color="orange" variant="dot">
                        Action Required
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" className={classes.message}>
                    {item.message}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    <time dateTime={item.timestamp}>{formatAge(item.timestamp, now)}</time>
                  </Text>
                </div>
                <Group gap={6} wrap="wrap" justify="flex-end">
                  {!item.read ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Mark read: ${item.title}`}
                      onClick={() => change.mutate({ kind: 'read', id: item.id })}
                    >
                      Mark read
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    aria-label={`Delete: ${item.title}`}
                    onClick={() => change.mutate({ kind: 'delete', id: item.id })}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </div>
  );
}
