import { Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { shortOrderId } from '../shared/orderId';

/**
 * An order id where space is short: its last characters on screen, the full id on hover (title)
 * and for screen readers, so the id never pushes the status and total off a phone's screen.
 */
export function OrderIdText({ id, ...props }: { id: string } & TextProps) {
  return (
    <Text component="span" size="xs" ff="monospace" title={id} {...props}>
      <span aria-hidden="true">{shortOrderId(id)}</span>
      <VisuallyHidden>{id}</VisuallyHidden>
    </Text>
  );
}
