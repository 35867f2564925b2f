// The coupon write hooks against the mocked backend: every coupon query is refreshed after a
// write, and a taken code reaches the screen as an ApiError 409.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { adminLogin } from '../auth/authClient';
import { ApiError } from '../http';
import { useDeleteCoupon, useSaveCoupon } from './couponMutations';
import { couponKeys } from './couponQueries';
import { listCoupons } from './couponsClient';
import { createQueryClient } from '../queryClient';

afterEach(async () => {
  await resetBackendDb();
  vi.restoreAllMocks();
});

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  return { wrapper, invalidate };
}

const input = { code: 'SPRING30', discount: 0.3, isActive: true, expiresAt: null };

describe('coupon mutations', () => {
  it('adds, updates and deletes, refreshing the coupon queries each time', async () => {
    const { token } = await adminLogin('admin@example.com', 'admin123');
    const { wrapper, invalidate } = setup();
    const onSaved = vi.fn();
    const onDeleted = vi.fn();
    const { result } = renderHook(
      () => ({
        save: useSaveCoupon(token, { onSuccess: onSaved }),
        remove: useDeleteCoupon(token, { onSuccess: onDeleted }),
      }),
      { wrapper },
    );

    act(() => result.current.save.mutate({ id: null, input }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const added = onSaved.mock.calls[0][0];
    expect(added).toMatchObject({ code: 'SPRING30', discount: 0.3 });

    act(() => result.current.save.mutate({ id: added.id, input: { ...input, discount: 0.35 } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(onSaved.mock.calls[1][0]).toMatchObject({ id: added.id, discount: 0.35 });

    act(() => result.current.remove.mutate(added));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(undefined, added));
    expect((await listCoupons(token)).some((c) => c.id === added.id)).toBe(false);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: couponKeys.all });
  });

  it('hands a taken code to onError as ApiError 409', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { token } = await adminLogin('admin@example.com', 'admin123');
    const { wrapper, invalidate } = setup();
    const onError = vi.fn();
    const { result } = renderHook(() => useSaveCoupon(token, { onError }), { wrapper });
    act(() => result.current.mutate({ id: null, input: { ...input, code: 'WELCOME10' } }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0][0]).toBeInstanceOf(ApiError);
    expect((onError.mock.calls[0][0] as ApiError).status).toBe(409);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
