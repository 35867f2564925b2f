import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useState } from 'react';
import type { Order } from '../../../../data/db';
import {
  isOrderStatus,
  orderStatusLabels,
  orderStatuses,
  type OrderStatus,
} from '../../../../data/orderStatuses';
import { updateOrderStatus } from '../../../../data/orders';

export interface UpdateStatusDialogProps {
  order: Order | null;
  onClose: () => void;
}

/** Spec §4: any of the four statuses, starting at the current one; 'Updating...' while saving. */
export function UpdateStatusDialog({ order, onClose }: UpdateStatusDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={order !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      title="Update Order Status"
      centered
    >
      {order ? (
        <StatusForm key={order.id} order={order} onClose={onClose} onSaving={setSaving} />
      ) : null}
    </Modal>
  );
}

interface StatusFormProps {
  order: Order;
  onClose: () => void;
  onSaving: (saving: boolean) => void;
}

function StatusForm({ order, onClose, onSaving }: StatusFormProps) {
  // Keyed by order id: starts at that order's current status.
  const [status, setStatus] = useState<OrderStatus>(
    isOrderStatus(order.status) ? order.status : 'pending',
  );
  const [saving, setSavingState] = useState(false);
  const setSaving = (value: boolean) => {
    setSavingState(value);
    onSaving(value);
  };

  const save = async () => {
    setSaving(true);
    try {
      const ok = await updateOrderStatus(order.id, status);
      if (!ok) throw new Error(`order ${order.id} could not be updated`);
      setSaving(false);
      notify({
        color: 'green',
        message: `Order ${order.id} is now ${orderStatusLabels[status].toLowerCase()}.`,
      });
      onClose();
    } catch (error) {
      // Spec §4: on failure it logs and stays.
      console.error('[admin] order status update failed', error);
      setSaving(false);
      notify({
        color: 'red',
        message: 'Could not update the order status. Please try again.',
      });
    }
  };

  return (
    <>
      <Text size="sm" mb="sm">
        Order <strong>{order.id}</strong> — {order.customerInfo.name}
      </Text>
      <Select
        label="Status"
        data={orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }))}
        value={status}
        onChange={(value) => {
          if (isOrderStatus(value)) setStatus(value);
        }}
        allowDeselect={false}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? 'Updating...' : 'Save'}
        </Button>
      </Group>
    </>
  );
}
