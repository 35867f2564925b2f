import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { Order } from '../../../../data/recordTypes';
import {
  isOrderStatus,
  orderStatusLabels,
  orderStatuses,
  type OrderStatus,
} from '../../../../data/orderStatuses';
import { useUpdateOrderStatus, type OrderStatusChange } from '../hooks/useUpdateOrderStatus';

export interface UpdateStatusDialogProps {
  order: Order | null;
  onClose: () => void;
}

/** Spec §4: any of the four statuses, starting at the current one; 'Updating...' while saving. */
export function UpdateStatusDialog({ order, onClose }: UpdateStatusDialogProps) {
  const update = useUpdateOrderStatus(onClose);
  const saving = update.isPending;
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
        <StatusForm
          key={order.id}
          order={order}
          onClose={onClose}
          onSave={update.mutate}
          saving={saving}
        />
      ) : null}
    </Modal>
  );
}

interface StatusFormProps {
  order: Order;
  onClose: () => void;
  onSave: (change: OrderStatusChange) => void;
  saving: boolean;
}

function StatusForm({ order, onClose, onSave, saving }: StatusFormProps) {
  // Keyed by order id: starts at that order's current status.
  const [status, setStatus] = useState<OrderStatus>(
    isOrderStatus(order.status) ? order.status : 'pending',
  );
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
        <Button onClick={() => onSave({ id: order.id, status })} disabled={saving}>
          {saving ? 'Updating...' : 'Save'}
        </Button>
      </Group>
    </>
  );
}
