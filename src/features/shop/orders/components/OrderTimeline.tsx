import { Text, Timeline } from '@mantine/core';
import type { Order } from '../../../../data/recordTypes';
import { activeStepIndex, formatDateTime, orderTimeline, type TimelineStepKey } from '../model';
import { IconCog, IconBox, IconReceipt, IconTruck } from '../../../../components/icons';

const stepIcons: Record<TimelineStepKey, typeof IconReceipt> = {
  placed: IconReceipt,
  processing: IconCog,
  shipped: IconTruck,
  delivered: IconBox,
};

export function OrderTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'createdAt' | 'statusHistory'>;
}) {
  const steps = orderTimeline(order);
  return (
    <Timeline
      active={activeStepIndex(steps)}
      bulletSize={32}
      lineWidth={3}
      aria-label="Order progress"
    >
      {steps.map((step) => {
        const StepIcon = stepIcons[step.key];
        return (
          <Timeline.Item
            key={step.key}
            title={step.title}
            bullet={<StepIcon size={16} />}
            lineVariant={step.done ? 'solid' : 'dashed'}
            data-done={step.done}
          >
            <Text size="sm" c={step.done ? undefined : 'gray.7'}>
              {step.done ? 'Completed' : 'Expected'} ·{' '}
              <time dateTime={step.time}>{formatDateTime(step.time)}</time>
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
