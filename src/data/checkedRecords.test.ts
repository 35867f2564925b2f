// One bad stored record blanks no page (issue 35, point 19): the readers skip it and count it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listFromWire, productFromWire } from '../api/wire';
import { skippedRecordCounts } from '../lib/checkedRecords';
import { allConversations, getConversation } from './conversations';
import { addCustomer, allCustomers } from './customers';
import { db } from './db';
import type { CustomerRecord } from './recordTypes';
import { addNotification, allNotifications } from './notifications';
import { listedCustomersByEmail } from './customerQueries';

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await Promise.all([db.customers.clear(), db.notifications.clear(), db.conversations.clear()]);
});

/** Puts a record as it is, past the table's type (an older build, an extension). */
const putRaw = (table: 'customers' | 'notifications' | 'conversations', record: object) =>
  db.table(table).put(record);

describe('reading stored records', () => {
  it('skips a bad staff-added customer, keeps the others, and counts it once', async () => {
    const before = skippedRecordCounts().customers;
    const good = await addCustomer({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      address: '',
    });
    await putRaw('customers', {
      id: 'CUST-bad',
      name: 42,
      email: null,
    } as unknown as CustomerRecord);
    expect(await allCustomers()).toEqual([good]);
    expect(await allCustomers()).toEqual([good]); // read again: still one skipped
    expect(skippedRecordCounts().customers - before).toBe(1);
  });

  it('skips a bad notification and keeps the others', async () => {
    const before = skippedRecordCounts().notifications;
    const good = await addNotification({
      type: 'info',
      title: 'Readable',
      message: 'It shows',
      actionRequired: false,
    });
    await putRaw('notifications', { id: 'NTF-bad', type: 'shouting', timestamp: 'not a date' });
    expect(await allNotifications()).toEqual([good]);
    expect(skippedRecordCounts().notifications - before).toBe(1);
  });

  it('skips a bad conversation in the list and when opened', async () => {
    const before = skippedRecordCounts().conversations;
    await putRaw('conversations', { id: 'CONV-bad', messages: 'not a list' });
    expect(await allConversations()).toEqual([]);
    expect(await getConversation('CONV-bad')).toBeUndefined();
    expect(skippedRecordCounts().conversations - before).toBe(1);
  });

  it('does not count an e-mail that has no customer totals as a bad record', async () => {
    const before = skippedRecordCounts().orderCustomers;
    expect((await listedCustomersByEmail(['nobody@example.com'])).size).toBe(0);
    expect(skippedRecordCounts().orderCustomers).toBe(before);
  });
});

describe('reading a list answer', () => {
  const product = {
    id: 'p-1',
    name: 'Drone',
    description: '',
    price: 10,
    original_price: 12,
    image_url: '/media/products/ed1-drone.svg',
    category: 'drones',
    tracking_id: null,
  };

  it('leaves out an item it cannot read and counts it; the others are kept', () => {
    const before = skippedRecordCounts().products;
    const items = listFromWire(
      [product, { ...product, id: 'p-bad', price: 'free' }],
      productFromWire,
      'products',
    );
    expect(items.map((item) => item.id)).toEqual(['p-1']);
    expect(skippedRecordCounts().products - before).toBe(1);
  });

  it('still refuses an answer that is no list', () => {
    expect(() => listFromWire({ items: [] }, productFromWire, 'products')).toThrow(
      'expected a list',
    );
  });
});
