#!/usr/bin/env node
// Each element's own first-load code at most 40 KB gzip, measured on the built files (`npm run build`
// first): every chunk it loads before it runs, its contract chunks included, less the chunks all
// elements share. Sizes are exact, so this is a check, not a benchmark: it exits 1 when a budget is
// exceeded. What a page really transfers before an element first renders (the loader, the shared
// chunks, config and catalogue, compressed as served) is measured in Chromium by
// tests/e2e/first-load.spec.ts, against the page budgets there.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const ELEMENT_BUDGET = 40 * KB;
/**
 * The chunks of packages/elements/scripts/chunk-groups.ts ([Note: Shared chunks]) that every element
 * shares. The chunks of code several elements' first loads hold (`<tag>-common`) are not among them:
 * they count as the own code of each element that loads them.
 */
const SHARED_CHUNKS = ['react', 'runtime', 'router', 'loader-shared', 'rolldown-runtime'];
/**
 * What the runtime budget counts: the UI library's chunk ('react', which holds Preact under React's
 * API: packages/elements/scripts/preact-alias.ts) and the runtime, the code every element needs to render.
 */
const RUNTIME_CHUNKS = ['react', 'runtime'];

const DIST = fileURLToPath(new URL('../packages/elements/dist/', import.meta.url));

function gzipSize(file) {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}

function isShared(file) {
  const name = file.replace(/^chunks\//, '');
  return SHARED_CHUNKS.some((group) => name.startsWith(`${group}-`));
}

/** Every file a chunk loads before it runs: its static imports, recursively. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (chunk === undefined || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function measureBundles() {
  const manifestPath = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('packages/elements is not built: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const loaderKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loader = manifest[loaderKey];
  const runtimeFiles = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => RUNTIME_CHUNKS.some((group) => file.startsWith(`chunks/${group}-`)));
  if (runtimeFiles.length !== RUNTIME_CHUNKS.length) {
    throw new Error(`Expected the chunks ${RUNTIME_CHUNKS.join(', ')}; found ${runtimeFiles.join(', ')}`);
  }
  const elements = (loader.dynamicImports ?? []).map((key) => {
    const files = [...staticClosure(manifest, key)];
    const own = files.filter((file) => !isShared(file));
    const shared = files.filter((file) => isShared(file));
    // An element's chunk is named for its tag ([Note: An element's first load is one chunk]).
    const tag = key.match(/src\/([^/]+)\/element\.tsx$/)?.[1] ?? manifest[key]?.name ?? key;
    return {
      tag,
      own: own.reduce((sum, file) => sum + gzipSize(file), 0),
      total: gzipSize(loader.file) + files.reduce((sum, file) => sum + gzipSize(file), 0),
      shared,
    };
  });
  const runtime = runtimeFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  return { loader: gzipSize(loader.file), runtime, elements };
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loader, runtime, elements } = measureBundles();
  const failures = [];
  console.log(`loader.js              ${kb(loader)} gzip`);
  console.log(`shared runtime         ${kb(runtime)} gzip, the UI library (Preact) included`);
  for (const element of elements) {
    console.log(
      `<${element.tag}>`.padEnd(23),
      `own first-load ${kb(element.own)} gzip (budget ${kb(ELEMENT_BUDGET)}); whole first load ${kb(element.total)}`,
    );
    if (element.own > ELEMENT_BUDGET) failures.push(`<${element.tag}> loads ${kb(element.own)} of its own`);
  }
  if (failures.length > 0) {
    console.error(`Bundle budget exceeded: ${failures.join('; ')}`);
    process.exit(1);
  }
}
