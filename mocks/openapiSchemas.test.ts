// docs/api/openapi.yaml's request-body and data-file schemas are the ones mocks/schemas.ts
// renders (issue 34). When this fails, regenerate them: npx tsx scripts/openapi/generateSchemas.ts
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GENERATED_BEGIN, GENERATED_END, generatedSchemas } from './openapiSchemas';

const text = readFileSync(new URL('../docs/api/openapi.yaml', import.meta.url), 'utf8');
const document = parse(text) as { components: { schemas: Record<string, unknown> } };

describe('docs/api/openapi.yaml components.schemas', () => {
  it.each(Object.entries(generatedSchemas()))(
    '%s is what mocks/schemas.ts generates (npx tsx scripts/openapi/generateSchemas.ts)',
    (name, schema) => {
      expect(document.components.schemas[name]).toEqual(schema);
    },
  );

  it('keeps the generated schemas between their markers', () => {
    const begin = text.indexOf(`${GENERATED_BEGIN}\n`);
    const end = text.indexOf(`${GENERATED_END}\n`);
    expect(begin).toBeGreaterThan(text.indexOf('\n  schemas:\n'));
    expect(end).toBeGreaterThan(begin);
    const between = text.slice(begin, end);
    const names = [...between.matchAll(/^ {4}([A-Za-z0-9]+):/gm)].map((match) => match[1]);
    expect(names).toEqual(Object.keys(generatedSchemas()));
  });
});
