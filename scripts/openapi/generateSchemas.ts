// Writes the request-body and data-file schemas rendered from mocks/schemas.ts into
// docs/api/openapi.yaml, between the "generated" markers of `components.schemas`; nothing else
// in the document changes. Run: npx tsx scripts/openapi/generateSchemas.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { GENERATED_BEGIN, GENERATED_END, generatedSchemas } from '../../mocks/openapiSchemas';

const documentUrl = new URL('../../docs/api/openapi.yaml', import.meta.url);

const text = readFileSync(documentUrl, 'utf8');
const begin = text.indexOf(`${GENERATED_BEGIN}\n`);
const end = text.indexOf(`${GENERATED_END}\n`);
if (begin < 0 || end < begin) {
  throw new Error(
    `docs/api/openapi.yaml needs the lines "${GENERATED_BEGIN}" and "${GENERATED_END}"`,
  );
}
const rendered = stringify(generatedSchemas(), { lineWidth: 0 })
  .trimEnd()
  .split('\n')
  .map((line) => `    ${line}`)
  .join('\n');
const next = `${text.slice(0, begin)}${GENERATED_BEGIN}\n${rendered}\n${text.slice(end)}`;
const config = await resolveConfig(documentUrl.pathname);
writeFileSync(documentUrl, await format(next, { ...config, filepath: documentUrl.pathname }));
console.info('docs/api/openapi.yaml: generated schemas written');
