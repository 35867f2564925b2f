// One way to write, one way to give feedback (docs/patterns.md, "Writing"): in src/features a
// message goes through notify(), a write through a mutation hook; a component imports no client,
// does not build its own mutation and keeps no busy flag of its own.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

async function reported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const component = 'src/features/admin/orders/components/Fixture.tsx';
const hook = 'src/features/admin/orders/hooks/useFixture.ts';

describe('writes and feedback (eslint no-restricted-imports, no-restricted-syntax)', () => {
  it.each([
    [
      'notifications.show in a component',
      component,
      "import { notifications } from '@mantine/notifications';\nnotifications.show({ message: 'x' });",
      'notify()',
    ],
    [
      'notifications in a feature hook',
      hook,
      "import { notifications } from '@mantine/notifications';\nvoid notifications;",
      'notify()',
    ],
    [
      'a client imported by a component',
      component,
      "import { saveProduct } from '../../../../api/products/productsClient';\nvoid saveProduct;",
      'mutation hook',
    ],
    [
      'useMutation in a component',
      component,
      "import { useMutation } from '@tanstack/react-query';\nvoid useMutation;",
      'mutation hook',
    ],
    [
      'a saving flag kept by hand',
      component,
      "import { useState } from 'react';\nexport function F() {\n  const [saving, setSaving] = useState(false);\n  return [saving, setSaving];\n}",
      'isPending',
    ],
    [
      'a busy flag kept by hand in a hook',
      hook,
      "import { useState } from 'react';\nexport function useF() {\n  const [busy, setBusy] = useState(false);\n  return [busy, setBusy];\n}",
      'isPending',
    ],
  ])('reports %s', { timeout: 60_000 }, async (_, filePath, code, hint) => {
    const messages = await reported(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(hint);
  });

  it.each([
    [
      'a client in a feature hook',
      hook,
      "import { saveProduct } from '../../../../api/products/productsClient';\nvoid saveProduct;",
    ],
    [
      'useMutation in a feature hook',
      hook,
      "import { useMutation } from '@tanstack/react-query';\nvoid useMutation;",
    ],
    [
      "a client's type in a component",
      component,
      "import type { LoginLock } from '../../../../api/loginLocks/loginLocksClient';\nexport type X = LoginLock;",
    ],
    [
      'other state in a component',
      component,
      "import { useState } from 'react';\nexport function F() {\n  const [opened, setOpened] = useState(false);\n  return [opened, setOpened];\n}",
    ],
    [
      'notify in a component',
      component,
      "import { notify } from '../../../../components/notify';\nnotify({ message: 'x' });",
    ],
    [
      'notifications in the one helper',
      'src/components/notify.ts',
      "import { notifications } from '@mantine/notifications';\nvoid notifications;",
    ],
  ])('allows %s', { timeout: 60_000 }, async (_, filePath, code) => {
    expect(await reported(filePath, code)).toEqual([]);
  });
});
