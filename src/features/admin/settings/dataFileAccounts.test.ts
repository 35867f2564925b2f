// @vitest-environment jsdom
// Issue 35, points 23 and 28, through the app's own clients and the mocked backend: a data file
// carries the accounts only when asked, names the admin accounts it brings, never sends another
// device's unsent messages, and refuses an order that breaks checkout's rules.
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from '../../../../mocks/db';
import { adminLogin } from '../../../api/auth/authClient';
import { ApiError } from '../../../api/http';
import { db } from '../../../data/db';
import { addToOutbox } from '../../../data/outbox';
import { adminSession } from '../../../data/session';
import { replaceAppTables, startingTables } from '../../../data/appData';
import { sampleConversations } from '../../../content/sampleConversations';
import { buildDataFile } from './dataFile';
import { importDataFile, ImportRefused, importMessages, readDataFile } from './importData';

// jsdom's Blob has no text(), and Node's fetch cannot send it: Node's, as a browser's would.
beforeEach(() => {
  vi.stubGlobal('Blob', NodeBlob);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  adminSession.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
  await resetBackendDb();
  vi.restoreAllMocks();
});

async function signInAdmin() {
  adminSession.set(await adminLogin('admin@example.com', 'admin123'));
}

type File = Awaited<ReturnType<typeof buildDataFile>>;
const blobOf = (file: unknown) => new Blob([JSON.stringify(file)], { type: 'application/json' });

async function read(file: unknown) {
  const result = await readDataFile(blobOf(file));
  if (!result.ok) throw new Error(result.message);
  return result.file;
}

describe('Export data and the accounts (point 23)', () => {
  it('leaves the accounts and their password hashes out by default', async () => {
    await signInAdmin();
    const file = await buildDataFile();
    expect(file.backend).not.toHaveProperty('users');
    expect(JSON.stringify(file)).not.toContain('passwordHash');
    const chosen = await read(file);
    expect(chosen.accounts).toBeNull();
  });

  it('carries them when the operator includes them, and names the admins', async () => {
    await signInAdmin();
    const file = await buildDataFile(new Date(), { includeAccounts: true });
    expect(JSON.stringify(file)).toContain('passwordHash');
    const chosen = await read(file);
    expect(chosen.accounts).toEqual({ total: 2, admins: ['admin@example.com'] });
  });

  it('needs an admin session', async () => {
    await expect(buildDataFile()).rejects.toBeInstanceOf(ApiError);
  });

  it('a file without accounts keeps this device’s own; one with accounts but no admin is refused', async () => {
    await signInAdmin();
    const file = await buildDataFile();
    await importDataFile(await read(file));
    // Still signed in with the device's own admin account, which signs in afresh too.
    expect((await adminLogin('admin@example.com', 'admin123')).user.email).toBe(
      'admin@example.com',
    );

    const withAccounts = await buildDataFile(new Date(), { includeAccounts: true });
    const noAdmin = structuredClone(withAccounts) as File & {
      backend: { users: { role: string }[] };
    };
    noAdmin.backend.users = noAdmin.backend.users.filter((user) => user.role !== 'admin');
    expect(await readDataFile(blobOf(noAdmin))).toEqual({
      ok: false,
      message: importMessages.invalid(importMessages.noAdmin),
    });
  });

  it('refuses an admin whose hash can never match, naming it, and changes nothing', async () => {
    await signInAdmin();
    const file = (await buildDataFile(new Date(), { includeAccounts: true })) as File & {
      backend: { users: { role: string; passwordHash: string }[] };
    };
    const index = file.backend.users.findIndex((user) => user.role === 'admin');
    file.backend.users[index].passwordHash = 'not-a-hash';
    const error = await importDataFile(await read(file)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as Error).message).toBe(
      `backend.users[${index}]: passwordHash must be a PBKDF2-SHA-256 hash: 64 hexadecimal digits`,
    );
    expect((await adminLogin('admin@example.com', 'admin123')).user.role).toBe('admin');
  });
});

describe('Export data right after a demo fill', () => {
  it('carries the sample conversations, which the admin shell has not seeded yet', async () => {
    await signInAdmin();
    await replaceAppTables(await startingTables('demo'));
    const file = await buildDataFile();
    expect(file.app.conversations.map((conversation) => conversation.id).sort()).toEqual(
      sampleConversations.map((sample) => sample.id).sort(),
    );
    expect(file.app.settings.map((record) => record.key)).toContain('seed.conversations');
  });
});

describe('Import data and the outbox (point 28)', () => {
  it("never sends the file's unsent messages, and keeps this device's own", async () => {
    await signInAdmin();
    await addToOutbox('contact', { from_name: 'Other device', email: 'a@example.com' });
    const file = await buildDataFile();
    expect(file.app.outbox).toHaveLength(1);
    await db.outbox.clear();
    await addToOutbox('contact', { from_name: 'This device', email: 'b@example.com' });

    const chosen = await read(file);
    expect(chosen.app.outbox).toEqual([]);
    await importDataFile(chosen);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.payload.from_name)).toEqual(['This device']);
  });
});

describe('Import data and impossible orders (point 22)', () => {
  it('refuses a negative total, naming the order and the rule', async () => {
    await signInAdmin();
    const file = await buildDataFile();
    file.app.orders = [
      {
        id: 'ORD-1795809655985-abc123',
        items: [
          {
            productId: 'p-001',
            name: 'ED1 Educational Drone',
            price: 299,
            quantity: 1,
            imageUrl: '/media/products/ed1-drone.svg',
            category: 'drones',
          },
        ],
        status: 'pending',
        subtotal: 299,
        discount: 0,
        couponCode: null,
        total: -299,
        createdAt: '2026-11-27T14:05:09.123Z',
        customerInfo: { name: 'Ann', email: 'ann@example.com', address: '1 Road' },
        email: 'ann@example.com',
      },
    ];
    expect(await readDataFile(blobOf(file))).toEqual({
      ok: false,
      message: importMessages.invalid(
        'app.orders[0] (ORD-1795809655985-abc123): total must be whole cents from $0.00 to $1,000,000.00',
      ),
    });
  });
});
