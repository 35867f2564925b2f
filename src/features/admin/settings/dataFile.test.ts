import { describe, expect, it } from 'vitest';
import type { Order } from '../../../data/db';
import { toCsv } from '../shared/csv';
import { dataFileName, leadRows, leadsFileName } from './dataFile';

const order = (id: string, createdAt: string): Order => ({
  id,
  items: [
    {
      productId: 'p-001',
      name: 'ED1 Educational Drone',
      price: 299,
      quantity: 2,
      imageUrl: '/x.svg',
      category: 'drones',
    },
  ],
  status: 'pending',
  subtotal: 598,
  discount: 0,
  couponCode: null,
  total: 598,
  createdAt,
  customerInfo: { name: 'Ann Lee', email: 'ann@example.com', address: '1 Road' },
  email: 'ann@example.com',
});

describe('data file names', () => {
  it('carry the local date', () => {
    const now = new Date(2026, 10, 4, 23, 30);
    expect(dataFileName(now)).toBe('skyforge-data-2026-11-04.json');
    expect(leadsFileName(now)).toBe('skyforge-leads-2026-11-04.csv');
  });
});

describe('leadRows', () => {
  const since = '2026-11-24T09:00:00.000Z';
  it('lists the orders and contact messages made since the last reset, oldest first', () => {
    const rows = leadRows(
      [order('ORD-old', '2026-11-20T10:00:00.000Z'), order('ORD-new', '2026-11-24T11:00:00.000Z')],
      [
        {
          fromName: 'Raj Rao',
          email: 'raj@example.com',
          phone: '+91 98765 43210',
          subject: 'Training',
          message: 'Weekend workshops?',
          createdAt: Date.parse('2026-11-24T10:00:00.000Z'),
        },
        { email: 'old@example.com', createdAt: Date.parse('2026-11-01T10:00:00.000Z') },
        'not a message',
      ],
      since,
    );
    expect(rows).toEqual([
      ['Type', 'When', 'Name', 'E-mail', 'Phone', 'What'],
      [
        'Contact message',
        '2026-11-24T10:00:00.000Z',
        'Raj Rao',
        'raj@example.com',
        '+91 98765 43210',
        'Training: Weekend workshops?',
      ],
      [
        'Order',
        '2026-11-24T11:00:00.000Z',
        'Ann Lee',
        'ann@example.com',
        '',
        'ORD-new: 2 × ED1 Educational Drone (total $598.00)',
      ],
    ]);
  });

  it('never lets a visitor-typed text run as a spreadsheet formula', () => {
    const rows = leadRows(
      [],
      [
        {
          fromName: '=HYPERLINK("x")',
          email: 'a@b.co',
          subject: '+1',
          message: 'hi',
          createdAt: 1,
        },
      ],
      null,
    );
    const csv = toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain("'+1: hi");
    expect(toCsv([[-5, '-5']])).toBe(`-5,"'-5"`);
  });
});
