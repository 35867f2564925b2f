import { Anchor, Badge, Container, Group, Loader, Paper, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { useCartHistory } from '../../../../data/cartHistory';
import type { CartHistoryRecord } from '../../../../data/recordTypes';
import { useCustomerSession } from '../../../../data/useSession';
import { formatPrice } from '../../../../lib/money';
import { ProductImage } from '../../components/ProductImage';
import {
  filterHistory,
  historyStatusColor,
  historyTabLabels,
  historyTabs,
  parseHistoryTab,
} from '../model';
import { SignInPrompt } from './SignInPrompt';
import classes from './History.module.css';

export function CartHistoryPage() {
  const session = useCustomerSession();
  if (!session) return <SignInPrompt what="cart history" />;
  return <CartHistory owner={session.user.email.trim().toLowerCase()} />;
}

function CartHistory({ owner }: { owner: string }) {
  const records = useCartHistory(owner);
  const [params, setParams] = useSearchParams();
  const tab = parseHistoryTab(params.get('tab'));

  const setTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'all') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  const shown = records ? filterHistory(records, tab) : [];

  return (
    <Container size="md" py={{ base: 'lg', md: 40 }}>
      <Title order={1} mb={4}>
        Cart History
      </Title>
      <Text c="gray.7" mb="lg">
        Everything you have added to your cart, bought or removed.
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg" className={classes.tabs}>
          {historyTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {historyTabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          {records === undefined ? (
            <Group justify="center" py="xl">
              <Loader aria-label="Loading cart history" />
            </Group>
          ) : shown.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Text fw={600}>No cart history found</Text>
            </Paper>
          ) : (
            <ul className={classes.list} aria-label="Cart history">
              {shown.map((record) => (
                <HistoryRow key={record.id} record={record} />
              ))}
            </ul>
          )}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function HistoryRow({ record }: { record: CartHistoryRecord }) {
  return (
    <li className={classes.row}>
      <ProductImage src={record.productImage} alt="" size={64} className={classes.thumb} />
      <div className={classes.rowInfo}>
        <Anchor component={Link} to={paths.shopProduct(record.productId)} fw={600} size="sm">
          {record.productName}
        </Anchor>
        <Text size="xs" c="gray.7">
          Qty {record.quantity} × {formatPrice(record.price)} ·{' '}
          <time dateTime={record.addedAt}>
            {new Date(record.addedAt).toLocaleString('en-US', {
              month: 'short',
              day: 'numeric',
              year: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </time>
        </Text>
      </div>
      <Badge color={historyStatusColor(record.status)} c="dark.7" variant="light">
        {record.status}
      </Badge>
    </li>
  );
}
