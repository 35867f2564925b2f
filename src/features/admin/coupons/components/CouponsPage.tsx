import { ActionIcon, Badge, Button, Group, Paper, Table, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteCoupon } from '../../../../api/coupons/couponMutations';
import { couponListQuery } from '../../../../api/coupons/couponQueries';
import type { Coupon } from '../../../../api/types';
import { useAdminSession } from '../../../../data/useSession';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconEdit, IconPlus, IconTrash } from '../../../../components/icons';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { PageHeader } from '../../components/PageHeader';
import { notify } from '../../../../components/notify';
import {
  couponMessages,
  couponNotificationIds,
  couponStatus,
  couponStatusColors,
  formatExpiry,
  formatPercent,
} from '../model';
import { CouponFormDialog } from './CouponFormDialog';
import classes from './CouponsPage.module.css';
import { TableScroller } from '../../components/TableScroller';

type FormState = { opened: boolean; coupon: Coupon | null };

export function CouponsPage() {
  const adminToken = useAdminSession()?.token ?? null;
  const coupons = useQuery(couponListQuery(adminToken));
  const [form, setForm] = useState<FormState>({ opened: false, coupon: null });
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const remove = useDeleteCoupon(adminToken, {
    onSuccess: (_data, coupon) => {
      notify({
        id: couponNotificationIds.remove,
        color: 'green',
        message: `Coupon ${coupon.code} deleted.`,
      });
      setDeleting(null);
    },
    onError: () => {
      notify({
        id: couponNotificationIds.remove,
        color: 'red',
        message: couponMessages.deleteFailed,
      });
    },
  });
  const list = coupons.data ?? [];

  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting);
  };

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Discount codes customers can apply in the cart."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ opened: true, coupon: null })}
          >
            Add Coupon
          </Button>
        }
      />
      <SkippedRecordsNotice tables={['coupons']} />
      <Paper withBorder radius="md" p="md">
        {coupons.isPending ? (
          <Text c="dimmed" ta="center" py="xl">
            Loading...
          </Text>
        ) : list.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No coupons found
          </Text>
        ) : (
          <TableScroller minWidth={560} label="Coupons table">
            <Table highlightOnHover verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Discount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((coupon) => (
                  <Table.Tr key={coupon.id}>
                    <Table.Td>
                      <Text fw={700} size="sm" className={classes.code}>
                        {coupon.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatPercent(coupon.discount)}</Table.Td>
                    <Table.Td>
                      <Badge color={couponStatusColors[couponStatus(coupon)]} variant="light">
                        {couponStatus(coupon)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatExpiry(coupon.expiresAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="light"
                            aria-label={`Edit coupon ${coupon.code}`}
                            onClick={() => setForm({ opened: true, coupon })}
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="light"
                            color="red"
                            aria-label={`Delete coupon ${coupon.code}`}
                            onClick={() => setDeleting(coupon)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </Paper>

      <CouponFormDialog
        opened={form.opened}
        coupon={form.coupon}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Coupon"
        message={
          <Text size="sm">
            Delete coupon <strong>{deleting?.code}</strong>? Customers will no longer be able to use
            it.
          </Text>
        }
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
