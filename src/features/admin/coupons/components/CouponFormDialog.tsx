import {
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useSaveCoupon } from '../../../../api/coupons/couponMutations';
import type { Coupon } from '../../../../api/types';
import { useAdminSession } from '../../../../data/useSession';
import { notify } from '../../../../components/notify';
import {
  couponFieldRule,
  couponNotificationIds,
  couponSaveErrorMessage,
  couponToForm,
  emptyCouponForm,
  formToCouponInput,
  toPercentNumber,
  type CouponFormValues,
} from '../model';

export interface CouponFormDialogProps {
  opened: boolean;
  /** null = add a new coupon. */
  coupon: Coupon | null;
  onClose: () => void;
}

export function CouponFormDialog({ opened, coupon, onClose }: CouponFormDialogProps) {
  const form = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: emptyCouponForm,
    clearInputErrorOnChange: true,
    validate: {
      code: couponFieldRule('code'),
      discount: couponFieldRule('discount'),
      expiresAt: couponFieldRule('expiresAt'),
    },
  });

  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = coupon ? couponToForm(coupon) : emptyCouponForm;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, coupon, setValues, resetDirty, clearErrors]);

  const save = useSaveCoupon(useAdminSession()?.token ?? null, {
    onSuccess: (saved, { id }) => {
      notify({
        id: couponNotificationIds.form,
        color: 'green',
        message: id !== null ? `Coupon ${saved.code} updated.` : `Coupon ${saved.code} added.`,
      });
      onClose();
    },
    onError: (error) => {
      // e.g. 'A coupon with this code already exists': show it where it belongs.
      const message = couponSaveErrorMessage(error);
      form.setFieldError('code', message);
      notify({ id: couponNotificationIds.form, color: 'red', message });
    },
  });
  const saving = save.isPending;

  const submit = (values: CouponFormValues) => {
    save.mutate({ id: coupon?.id ?? null, input: formToCouponInput(values) });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={coupon ? 'Edit Coupon' : 'Add Coupon'}
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Coupon code"
            placeholder="e.g. SPRING30"
            required
            description="Letters and numbers; saved in capitals."
            {...form.getInputProps('code')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Discount (%)"
              required
              min={1}
              max={100}
              clampBehavior="none"
              step={1}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps('discount')}
              onChange={(value) =>
                form.setFieldValue('discount', value === '' ? '' : toPercentNumber(value))
              }
            />
            <TextInput
              type="date"
              label="Expiry date"
              description="Optional; leave empty for never."
              {...form.getInputProps('expiresAt')}
            />
          </SimpleGrid>
          <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {coupon ? 'Save Changes' : 'Add Coupon'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
