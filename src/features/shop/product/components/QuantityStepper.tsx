import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '../../../../components/icons';
import {
  clampQuantity,
  decreaseQuantity,
  increaseQuantity,
  MAX_QUANTITY,
  MIN_QUANTITY,
} from '../model';
import classes from './ProductPage.module.css';

export interface QuantityStepperProps {
  /** Raw field value (may be '' while the shopper is typing). */
  value: number | string;
  onChange: (value: number | string) => void;
}

/** − / field / + ; never below 1 (decrease is ignored at 1). */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const quantity = clampQuantity(value);
  return (
    <Group gap={0} wrap="nowrap" className={classes.stepper}>
      <ActionIcon
        variant="default"
        size={44}
        radius="md"
        aria-label="Decrease quantity"
        disabled={quantity <= MIN_QUANTITY}
        onClick={() => onChange(decreaseQuantity(quantity))}
        className={classes.stepButton}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <NumberInput
        aria-label="Quantity"
        value={value}
        onChange={onChange}
        onBlur={() => onChange(quantity)}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        size="md"
        classNames={{ input: classes.stepInput }}
        className={classes.stepField}
      />
      <ActionIcon
        variant="default"
        size={44}
        radius="md"
        aria-label="Increase quantity"
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => onChange(increaseQuantity(quantity))}
        className={classes.stepButton}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
