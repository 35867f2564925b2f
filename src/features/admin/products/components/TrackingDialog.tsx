import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useState, type FormEvent } from 'react';
import { useSaveProduct } from '../../../../api/products/productMutations';
import type { Product } from '../../../../api/types';
import { useAdminSession } from '../../../../data/useSession';
import { normaliseTrackingId, productToInput } from '../model';
import { notifySaveFailed } from './notifySaveFailed';

export interface TrackingDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** Spec §4: saved as a product update with trackingId; an empty value is silently ignored. */
export function TrackingDialog({ product, onClose }: TrackingDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={product !== null}
      onClose={onClose}
      title={product?.trackingId ? 'Update Tracking ID' : 'Add Tracking ID'}
      centered
    >
      {product ? <TrackingForm key={product.id} product={product} onClose={onClose} /> : null}
    </Modal>
  );
}

function TrackingForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const [value, setValue] = useState(product.trackingId ?? '');
  const save = useSaveProduct(useAdminSession()?.token ?? null, {
    onSuccess: (saved) => {
      notify({ color: 'green', message: `Tracking ID saved for "${saved.name}".` });
      onClose();
    },
    onError: notifySaveFailed,
  });
  const saving = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trackingId = normaliseTrackingId(value);
    if (trackingId === null) {
      onClose();
      return;
    }
    save.mutate({ id: product.id, input: { ...productToInput(product), trackingId } });
  };

  return (
    <form onSubmit={submit}>
      <Text size="sm" mb="sm">
        {product.name}
      </Text>
      <TextInput
        label="Tracking ID"
        placeholder="e.g. TRK-123456"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Group>
    </form>
  );
}
