import { describe, expect, it } from 'vitest';
import { shortOrderId } from './orderId';

describe('shortOrderId', () => {
  it('keeps the last six characters of a long id', () => {
    expect(shortOrderId('ORD-1795779217000-bu2n75')).toBe('…bu2n75');
    expect(shortOrderId('ORD-1795779217000-abcdefghij')).toBe('…efghij');
    expect(shortOrderId('ORD-1700000000010')).toBe('…000010');
  });
  it('shows a short id whole', () => {
    expect(shortOrderId('ORD-1')).toBe('ORD-1');
    expect(shortOrderId(' A-12345678 ')).toBe('A-12345678');
    expect(shortOrderId('')).toBe('');
  });
});
