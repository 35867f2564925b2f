import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AppliedCoupon } from '../../../../api/types';
import { useApplyCoupon, useRemoveCoupon } from '../../../../data/cartHooks';
import { percentLabel } from '../../shared/cartTotals';
import { couponFeedback, normalizeCouponInput, type CouponFeedback } from '../model';
import classes from './CouponBox.module.css';

export interface CouponBoxProps {
  coupon: AppliedCoupon | null;
}

/** Spec §4/§8: none → applied (code and percent) → removed. */
export function CouponBox({ coupon }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<CouponFeedback | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = normalizeCouponInput(code);
    if (!text) {
      setFeedback(couponFeedback({ kind: 'empty' }));
      return;
    }
    const result = await apply.mutateAsync(text).catch(() => false as const);
    if (result) {
      setCode('');
      setFeedback(couponFeedback({ kind: 'applied', coupon: result }));
    } else {
      setFeedback(couponFeedback({ kind: 'invalid' }));
    }
  };

  const onRemove = () => {
    setFeedback(null);
    remove.mutate();
  };

  return (
    <Stack gap="xs" className={classes.root}>
      {coupon ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.applied}>
          <div className={classes.appliedText}>
            <Text size="xs" c="gray.7">
              Coupon applied
            </Text>
            <Text fw={800} c="teal.9" className={classes.code}>
              {coupon.code}{' '}
              <Text component="span" size="sm" fw={600}>
                ({percentLabel(coupon.discount)} off)
              </Text>
            </Text>
          </div>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            className={classes.remove}
            onClick={onRemove}
            loading={remove.isPending}
            aria-label={`Remove coupon ${coupon.code}`}
          >
            Remove
          </Button>
        </Group>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Coupon code"
              placeholder="Enter coupon code"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                if (feedback?.tone === 'error') setFeedback(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              className={classes.input}
            />
            <Button type="submit" variant="light" loading={apply.isPending}>
              Apply
            </Button>
          </Group>
        </form>
      )}
      {feedback && (
        <Text
          size="sm"
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          c={feedback.tone === 'error' ? 'red.9' : 'teal.9'}
          fw={500}
        >
          {feedback.message}
        </Text>
      )}
    </Stack>
  );
}
