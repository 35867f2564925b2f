import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { orderStatusLabels, type OrderStatus } from '../../../../data/orderStatuses';
import { updateOrderStatus } from '../../../../data/orders';

export interface OrderStatusChange {
  id: string;
  status: OrderStatus;
}

/** Spec §4: saves an order's new status; on failure it logs and the dialog stays. */
export function useUpdateOrderStatus(onSaved: () => void) {
  return useMutation({
    mutationFn: async ({ id, status }: OrderStatusChange) => {
      if (!(await updateOrderStatus(id, status)))
        throw new Error(`order ${id} could not be updated`);
    },
    onSuccess: (_, { id, status }) => {
      notify({
        color: 'green',
        message: `Order ${id} is now ${orderStatusLabels[status].toLowerCase()}.`,
      });
      onSaved();
    },
    onError: (error) => {
      console.error('[admin] order status update failed', error);
      notify({ color: 'red', message: 'Could not update the order status. Please try again.' });
    },
  });
}
