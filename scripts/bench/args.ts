// Command-line options shared by the bench scripts that measure a build in a browser (inp.ts,
// data.ts), and the server they measure.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startPreview, type Server } from './browser.ts';

/** The leading `//` comment of the script at `scriptUrl`, which says what it does and its usage. */
export function headerComment(scriptUrl: string): string {
  const lines = readFileSync(fileURLToPath(scriptUrl), 'utf8').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines
    .slice(0, end === -1 ? lines.length : end)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}

/**
 * Parses `argv` ("--name value" or "--name=value"): the options every such script takes
 * (--runs, --base-url, --out-dir, --port, --json), over `defaults`, plus the script's `own`
 * ones, each `(value, options) => void`. `--help` prints the header comment of `scriptUrl`.
 */
/** The options every bench script takes; `runs` and `port` come from the script's defaults. */
export interface BenchOptions {
  baseUrl: string | null;
  outDir: string;
  json: boolean;
  runs: number;
  port: number;
}

export function parseBenchArgs<Own extends { runs: number; port: number }>(
  argv: string[],
  {
    scriptUrl,
    defaults,
    own = {},
  }: {
    scriptUrl: string;
    defaults: Own;
    own?: Record<string, (value: string, options: BenchOptions & Own) => void>;
  },
): BenchOptions & Own {
  const options: BenchOptions & Own = {
    baseUrl: null,
    outDir: process.env.OUT_DIR ?? 'dist',
    json: false,
    ...defaults,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const separator = argv[index].indexOf('=');
    const name = separator === -1 ? argv[index] : argv[index].slice(0, separator);
    const value = (): string => {
      const text = separator === -1 ? argv[++index] : argv[index].slice(separator + 1);
      if (text === undefined) throw new Error(`${name} needs a value`);
      return text;
    };
    if (name === '--help' || name === '-h') {
      console.log(headerComment(scriptUrl));
      process.exit(0);
    } else if (name === '--runs') options.runs = Number(value());
    else if (name === '--base-url') options.baseUrl = value();
    else if (name === '--out-dir') options.outDir = value();
    else if (name === '--port') options.port = Number(value());
    else if (name === '--json') options.json = true;
    else if (Object.hasOwn(own, name)) own[name](value(), options);
    else throw new Error(`unknown option ${argv[index]}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('bad --runs');
  return options;
}

/**
 * The app to measure: `baseUrl` when given, else the build in `outDir` served with
 * `vite preview` on `port` (never built here).
 */
export async function benchServer({
  baseUrl,
  outDir,
  port,
}: Pick<BenchOptions, 'baseUrl' | 'outDir' | 'port'>): Promise<Server> {
  if (baseUrl) return { baseUrl, stop: () => {} };
  if (!existsSync(outDir)) {
    throw new Error(`${outDir}/ does not exist: build first (e.g. npx vite build)`);
  }
  return startPreview({ outDir, port });
}

/**
 * A bench script run on its own: serves the build (`benchServer`), measures it with
 * `measure(baseUrl)`, prints the result (or its JSON with --json) and how long it took, and exits
 * with 1 when the result lists failures.
 */
export async function runOnItsOwn<Result extends { failures?: unknown[] }>(
  name: string,
  options: BenchOptions,
  measure: (baseUrl: string) => Promise<Result>,
  print: (result: Result) => void,
): Promise<never> {
  const started = Date.now();
  const server = await benchServer(options);
  let failed = true;
  try {
    const result = await measure(server.baseUrl);
    if (options.json) console.log(JSON.stringify(result));
    else print(result);
    console.log(`\n${name}: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
    failed = (result.failures?.length ?? 0) > 0;
  } finally {
    server.stop();
  }
  process.exit(failed ? 1 : 0);
}
