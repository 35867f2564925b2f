// The end-to-end fixtures' one list of the context options that give a test a fresh context
// (tests/e2e/fixtures.ts): Playwright reads from it what the `context` fixture needs, and
// docs/e2e-tests.md names the same options.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contextNeeds, contextWideOptions, fixtureNeeding } from '../e2e/fixtures';

// Playwright's own reading of a fixture's needs (what test.extend calls), not in its typings.
const { fixtureParameterNames } = (
  createRequire(import.meta.url)('playwright/lib/common') as {
    fixtures: {
      fixtureParameterNames: (
        fixture: unknown,
        location: unknown,
        onError: (error: { message: string }) => void,
      ) => string[];
    };
  }
).fixtures;

const docs = readFileSync(new URL('../../docs/e2e-tests.md', import.meta.url), 'utf8');

describe('e2e fixtures: the context-wide options', () => {
  it('Playwright reads every fixture and option of the list as what the fixture needs', () => {
    const errors: string[] = [];
    const needs = fixtureParameterNames(
      fixtureNeeding(contextNeeds, async () => {}),
      undefined,
      (error) => errors.push(error.message),
    );
    expect(errors).toEqual([]);
    expect(needs).toEqual([...contextNeeds]);
    expect(needs).toEqual(expect.arrayContaining([...contextWideOptions]));
  });

  it('Playwright refuses a fixture whose text names none (the check above can fail)', () => {
    const errors: string[] = [];
    fixtureParameterNames(
      async (given: unknown) => given,
      undefined,
      (error) => errors.push(error.message),
    );
    expect(errors[0]).toMatch(/First argument must use the object destructuring pattern/);
  });

  it('docs/e2e-tests.md lists exactly the options the fixture checks', () => {
    const sentence = /context option the kept context cannot take on for one test:([^.]*)\./.exec(
      docs.replace(/\s+/g, ' '),
    );
    const listed = [...(sentence?.[1] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(listed).toEqual([...contextWideOptions]);
  });
});
