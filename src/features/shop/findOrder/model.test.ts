import { describe, expect, it } from 'vitest';
import { findOrderTexts, findOrderValidation } from './model';

describe('find my order form', () => {
  it('asks for an order id', () => {
    expect(findOrderValidation.orderId('')).toBe(findOrderTexts.orderId);
    expect(findOrderValidation.orderId('   ')).toBe(findOrderTexts.orderId);
    expect(findOrderValidation.orderId('ORD-1')).toBeNull();
  });

  it('asks for a valid e-mail, spaces around it allowed', () => {
    expect(findOrderValidation.email('')).toBe(findOrderTexts.email);
    expect(findOrderValidation.email('not-an-email')).toBe(findOrderTexts.email);
    expect(findOrderValidation.email('  Guest@Example.com ')).toBeNull();
  });
});
