// Types for routeBundles.mjs, which the prerender plugin (TypeScript) shares.
export const appModule: string;
export const routeModules: Record<string, string[]>;
export const budgets: Record<string, { js: number; css: number }>;
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;
export function readManifest(outDir: string): Manifest;
export function routeFiles(manifest: Manifest, route: string): { js: string[]; css: string[] };
