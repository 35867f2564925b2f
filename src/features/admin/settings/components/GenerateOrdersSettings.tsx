// Settings → Data → Generated orders: a year of orders in the demo data's shape, added in bulk, to
// see and measure the back office at a real shop's size (issue 19; the bench uses it too).
import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_GENERATED_ORDERS } from '../../../../data/appData';
import { useGenerateOrders } from '../hooks/useDataWrites';
import { SettingsSectionHeading } from './SettingsSectionHeading';

const defaultCount = 10_000;

export function GenerateOrdersSettings() {
  const [count, setCount] = useState<string | number>(defaultCount);
  const generate = useGenerateOrders();
  const valid =
    Number.isInteger(count) && Number(count) >= 1 && Number(count) <= MAX_GENERATED_ORDERS;

  return (
    <div>
      <SettingsSectionHeading title="Generated orders">
        For testers: adds a year of made-up orders, like the demo data&apos;s, to see the back
        office at a real shop&apos;s size. They count as orders everywhere until the next reset.
      </SettingsSectionHeading>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Orders to generate"
          value={count}
          onChange={setCount}
          min={1}
          max={MAX_GENERATED_ORDERS}
          step={1_000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          error={valid ? undefined : `From 1 to ${MAX_GENERATED_ORDERS.toLocaleString('en-US')}`}
          w={200}
        />
        <Button
          type="button"
          variant="light"
          onClick={() => {
            if (valid) generate.mutate(Number(count));
          }}
          loading={generate.isPending}
          disabled={!valid}
        >
          Generate orders
        </Button>
      </Group>
    </div>
  );
}
