// One writer of the orders table (src/data/orderTotals.ts, which keeps the order totals in the
// same transaction). AppDatabase's `orders` type has no write methods (orderTotals.test.ts checks
// that with @ts-expect-error); ESLint's no-restricted-syntax catches the ways around the type.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function refused(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`declare const db: any;\n${code}\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const feature = 'src/features/admin/orders/Fixture.ts';

describe('writes of the orders table (eslint no-restricted-syntax)', () => {
  it.each([
    ['a collection delete', feature, "void db.orders.where('status').equals('x').delete();"],
    ['a collection modify', 'src/data/Fixture.ts', 'void db.orders.toCollection().modify({});'],
    ['the table by name', 'src/data/Fixture.ts', "void db.table('orders').bulkPut([]);"],
    ['the table by name in a test', 'src/data/Fixture.test.ts', "void tx.table('orders').add({});"],
    ['a bench script', 'scripts/bench/Fixture.ts', 'void db.orders.where({}).delete();'],
  ])('reports %s, pointing to orderTotals.ts', { timeout: 60_000 }, async (_, filePath, code) => {
    const messages = await refused(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/data/orderTotals.ts');
  });

  it.each([
    ['reads of the orders', feature, "void db.orders.where('status').equals('x').toArray();"],
    [
      'another table’s delete',
      feature,
      "void db.orderMessages.where('orderId').equals('x').delete();",
    ],
    ['a Set named orders', feature, 'const entry = { orders: new Set() }; entry.orders.add(1);'],
    ['the one writer itself', 'src/data/orderTotals.ts', "void db.table('orders').bulkPut([]);"],
  ])('allows %s', { timeout: 60_000 }, async (_, filePath, code) => {
    expect(await refused(filePath, code)).toEqual([]);
  });
});
