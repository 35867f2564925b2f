// What the bench's steps hand over and run.ts records (RawResults), which report.ts turns into
// the report, in a module of its own: transfer.ts and lighthouse.ts build their answers as these
// types, run.ts's assignment of every step's answer is checked against its section, and
// report.ts reads the sections as typed (no cast). It imports only types of admin.ts and
// browser.ts, which import nothing from here or from report.ts: no import circle.
import type { AdminInteraction, AdminList, AdminPage } from './admin.ts';
import type { Summary } from './browser.ts';

/** One step of a run, as run.ts records it. */
export interface StepRecord {
  name: string;
  seconds: number;
  status: string;
  error?: string;
}

/** What a step that did not measure answers instead of its figures. */
export interface StepOutcome {
  status: string;
  reason?: string;
}

/** What run.ts hands writeReport: each step's answer under its key, as the step returned it. */
export interface RawResults {
  mode: 'quick' | 'full';
  options: Record<string, unknown> & { runs?: number; noisyRuns?: number };
  environment: Environment;
  steps: StepRecord[];
  generatedAt?: string;
  durationSeconds?: number;
  transfer?: RawTransfer;
  lighthouse?: RawLighthouse;
  inp?: RawInp;
  checkout?: RawCheckout;
  backend?: RawBackend;
  offline?: RawOffline;
  data?: RawData;
  admin?: RawAdmin;
  offlineFirstPaint?: RawOfflineFirstPaint;
}

export type Op = '<=' | '>=';

/** What a figure is held to: `median op value`, in `unit`. */
export interface Budget {
  op: Op;
  value: number;
  unit: string;
}

/**
 * A figure as report.json holds it: median (min–max) over `runs`; a judged one carries its budget,
 * `met` and `delta` (> 0: how far the median misses); one not measured has a null median and why.
 */
export interface Figure {
  median?: number | null;
  min?: number | null;
  max?: number | null;
  runs?: number;
  budget?: Budget | null;
  met?: boolean | null;
  delta?: number | null;
  reason?: string;
  status?: string;
}

/** A section of the report: measured (its figures), or the step's outcome alone. */
export interface Outcome {
  status?: string;
  reason?: string;
}

/** A JS or CSS file a cold load fetched (transfer.ts). */
export interface LoadedFile {
  file: string;
  kind: 'js' | 'css';
  bytes: number;
  gzip: number;
  viaServiceWorker: boolean;
}

export interface RawTransferRoute {
  js: Summary;
  css: Summary;
  precacheJs?: Summary | null;
  precacheCss?: Summary | null;
  files: LoadedFile[];
  finalPath?: string;
  heading?: string | null;
  networkNeverQuiet?: boolean;
  inPageBackendRuns?: number;
  signedInAsAdmin?: boolean;
}

export interface RawTransfer extends Outcome {
  routes?: Record<string, RawTransferRoute>;
  bundleReport?: Record<string, { jsKb: number; cssKb: number }> | null;
}

export interface LighthouseAudit {
  id: string;
  title: string;
  displayValue?: string | null;
  failedRuns?: number;
  items?: ({ selector?: string; snippet?: string; explanation?: string; url?: string } | null)[];
}

export type LighthouseScores<F> = Record<
  'performance' | 'accessibility' | 'best-practices' | 'seo',
  F
>;
export type LighthouseMetrics<F> = Record<'fcp' | 'lcp' | 'tbt' | 'cls', F>;

export interface RawLighthouseRoute {
  path?: string;
  formFactor: 'mobile' | 'desktop';
  signedInAsAdmin?: boolean;
  storageReset?: string;
  scores: LighthouseScores<Figure | null>;
  metrics: LighthouseMetrics<Figure | null>;
  benchmarkIndex?: Figure | null;
  errors?: string[];
  warnings?: string[];
  finalUrls?: string[];
  lcpElement?: {
    selector?: string;
    snippet?: string;
    label?: string;
    phases?: Record<string, number>;
  } | null;
  failedAudits?: Partial<Record<string, LighthouseAudit[]>>;
}

export interface RawLighthouse extends Outcome {
  routes?: Record<string, RawLighthouseRoute>;
}

export interface RawInpCount {
  seedMs: number;
  interactions: Record<string, number[]>;
  webVitalsInp?: number[];
  slow?: unknown[];
}

export interface RawInp extends Outcome {
  counts?: Record<string, RawInpCount>;
}

export interface RawCheckout extends Outcome {
  samplesMs?: number[];
}

export interface RawBackendQuery {
  id: string;
  label: string;
  query: unknown;
  budgetMet: boolean | null;
  median: number;
  min: number;
  max: number;
  runs: number;
  items?: number;
  total?: number;
}

export interface RawBackend extends Outcome {
  data?: {
    generatedAt?: string;
    environment?: unknown;
    results?: {
      products: number;
      seeding: Summary & { productsPerSecond: number };
      queries: RawBackendQuery[];
    }[];
  } | null;
}

export interface RawOffline extends Outcome {
  share?: number;
  routes?: {
    path: string;
    area: string;
    ok: boolean;
    heading?: string | null;
    finalPath?: string | null;
  }[];
  failures?: { path: string; reason: string }[];
  rendered?: number;
  total?: number;
  productId?: string;
  orderId?: string;
}

/** One timed operation of the data and admin steps: its samples, or why there are none. */
export interface RawOperation extends Outcome {
  samplesMs?: number[];
}

export interface RawDataset {
  label: string;
  products: number;
  seedMs?: number;
  export?: RawOperation & { startMs?: number[]; bytes?: number[]; fileName?: string };
  import?: RawOperation;
  reset?: RawOperation & { restoreMs?: number[] };
}

export interface RawData extends Outcome {
  count?: number;
  failures?: string[];
  datasets?: Record<string, RawDataset>;
  firstDashboard?: (RawOperation & { appDbBefore?: boolean[] }) | null;
}

/** One admin list's interactions (admin.ts's steps), with what the step noticed. */
export type RawAdminList = Partial<Record<AdminInteraction, RawOperation>> & {
  warnings?: string[];
  slow?: unknown[];
};

export interface RawAdminDataset {
  label: string;
  products: number;
  orders: number | null;
  seedMs?: { products?: number; orders?: number | null } | null;
  pages?: Partial<Record<AdminPage, RawOperation>>;
  inp?: Partial<Record<AdminList, RawAdminList>>;
  heap?: (Outcome & { peakBytes?: number; pages?: { page: string; bytes: number }[] }) | null;
}

export interface RawAdmin extends Outcome {
  products?: number;
  failures?: string[];
  datasets?: Record<string, RawAdminDataset>;
}

export interface RawOfflineFirstPaintRun {
  seconds?: number | null;
  fcpMs?: number | null;
  controlledSeconds?: number | null;
  waitSeconds?: number | null;
  downloadSeconds?: number | null;
  workerKb?: number | null;
}

export interface RawReload {
  label: string;
  delaySeconds: number;
  ok: boolean;
  reason?: string;
  heading?: string | null;
  storedAtStop?: { stored: number; total: number } | null;
}

export interface RawOfflineFirstPaint extends Outcome {
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  ready?: { runs: RawOfflineFirstPaintRun[] };
  reloads?: { rendered: number; total: number; runs: RawReload[] };
  failures?: string[];
}

/** The machine and tools of a run, as run.ts records them (load averages to two decimals). */
export interface Environment {
  commit?: string | null;
  uncommittedChanges?: boolean;
  node?: string;
  chromium?: string | null;
  lighthouse?: string | null;
  playwright?: string | null;
  cpus?: number;
  loadAverage?: {
    start?: string | null;
    end?: string | null;
    mean?: string | null;
    max?: string | null;
  };
}
