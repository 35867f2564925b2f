import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/money';
import { percentLabel, type CartTotals } from '../shared/cartTotals';

export interface OrderSummaryProps {
  totals: CartTotals;
  couponCode: string | null;
  itemCount: number;
}

/** Subtotal, discount (code and percent) and total; shared by the cart and checkout. */
export function OrderSummary({ totals, couponCode, itemCount }: OrderSummaryProps) {
  return (
    <Stack gap={8}>
      <SummaryRow
        label={`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}
        value={formatPrice(totals.subtotal)}
      />
      {couponCode && totals.discountRate > 0 && (
        <SummaryRow
          label={`Discount (${couponCode}, ${percentLabel(totals.discountRate)})`}
          value={`-${formatPrice(totals.discountAmount)}`}
          color="teal.9"
        />
      )}
      <SummaryRow label="Shipping" value="Free" />
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="lg">
          Total
        </Text>
        <Text fw={800} size="xl" data-testid="order-total">
          {formatPrice(totals.total)}
        </Text>
      </Group>
    </Stack>
  );
}

function SummaryRow({ label, value, color }: { label: ReactNode; value: string; color?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c={color ?? 'gray.7'}>
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </Group>
  );
}
