// Settings → Data → Generated orders: a year of orders in the demo data's shape, added in bulk, to
// see and measure the back office at a real shop's size (issue 19; the bench uses it too).
import { Button, Group, NumberInput } from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useState } from 'react';
import { addGeneratedOrders, MAX_GENERATED_ORDERS } from '../../../../data/appData';
import { SettingsSectionHeading } from './SettingsSectionHeading';

const noticeId = 'settings-generate-orders';
const defaultCount = 10_000;

export const generateOrdersMessages = {
  generated: (count: number) => `Generated ${count.toLocaleString('en-US')} orders.`,
  failed: 'The orders could not be generated. Nothing was added.',
} as const;

export function GenerateOrdersSettings() {
  const [count, setCount] = useState<string | number>(defaultCount);
  const [generating, setGenerating] = useState(false);
  const valid =
    Number.isInteger(count) && Number(count) >= 1 && Number(count) <= MAX_GENERATED_ORDERS;

  const generate = async () => {
    if (!valid) return;
    const wanted = Number(count);
    setGenerating(true);
    try {
      await addGeneratedOrders(wanted);
      notify({
        id: noticeId,
        color: 'green',
        message: generateOrdersMessages.generated(wanted),
      });
    } catch (error) {
      console.error('[data] generating orders failed', error);
      notify({ id: noticeId, color: 'red', message: generateOrdersMessages.failed });
    } finally {
      setGenerating(false);
    }
  };

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
          onClick={generate}
          loading={generating}
          disabled={!valid}
        >
          Generate orders
        </Button>
      </Group>
    </div>
  );
}
