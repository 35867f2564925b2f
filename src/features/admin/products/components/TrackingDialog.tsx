import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { Product } from '../../../../api/types';
import { isStorageFullError, storageAwareMessage } from '../../../../data/storageErrors';
import { saveProduct } from '../../../../api/catalogClient';
import { useInvalidateProducts } from '../hooks/useAdminProducts';
import { normaliseTrackingId, productMessages, productToInput } from '../model';

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
  const invalidate = useInvalidateProducts();
  const [value, setValue] = useState(product.trackingId ?? '');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trackingId = normaliseTrackingId(value);
    if (trackingId === null) {
      onClose();
      return;
    }
    setSaving(true);
    let saved: Product;
    try {
      saved = await saveProduct(product.id, { ...productToInput(product), trackingId });
    } catch (error) {
      console.error('[products] tracking id save failed', error);
      notifications.show({
        color: 'red',
        message: storageAwareMessage(error, productMessages.saveFailed),
        // Storage full stays until dismissed: the user has to act on it.
        autoClose: isStorageFullError(error) ? false : undefined,
      });
      return;
    } finally {
      setSaving(false);
    }
    await invalidate();
    notifications.show({ color: 'green', message: `Tracking ID saved for "${saved.name}".` });
    onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
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
