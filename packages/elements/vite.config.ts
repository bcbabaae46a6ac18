import { defineConfig } from 'vite';
import { customElementsManifest } from './scripts/custom-elements-manifest.ts';

/**
 * [Note: Shared chunks]
 * `runtime`: React and the element runtime (define-element, providers, stores, UI primitives,
 * themes), the one chunk every element needs. `i18n`: i18next and react-i18next. `contract`: zod and
 * the api package's schemas, clients and rules. `data`: SWR. `dates`: date-fns and the date format.
 * `router`: react-router, for the elements that own routes. Each is shared by the elements that use
 * it and loaded once per page; oidc-client-ts (sign-in, renewal, sign-out) and each date-fns locale
 * load only when used.
 * Budgets (scripts/bundle-budgets.mjs): runtime <= 80 KB gzip, each element's own chunk <= 40 KB.
 */
const CHUNK_GROUPS = [
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|[\\/]src[\\/]i18n[\\/]i18n\.ts/,
  },
  { name: 'contract', test: /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]api[\\/]/ },
  { name: 'data', test: /node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]/ },
  { name: 'dates', test: /node_modules[\\/]date-fns[\\/](?!locale[\\/])|[\\/]src[\\/]i18n[\\/]dates\.ts/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'runtime',
    test: /node_modules[\\/](react|react-dom|scheduler|@r2wc|zustand)[\\/]|[\\/]src[\\/](runtime|ui|themes)[\\/]/,
  },
];

/**
 * The bundle a brand page loads with one script tag: `dist/loader.js` (tiny, registers every tag),
 * `dist/chunks/runtime-*.js` (React, the runtime, the contract: shared by every element) and one
 * chunk per element, plus `dist/custom-elements.json`. Budgets: scripts/bundle-budgets.mjs.
 */
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      input: { loader: 'src/loader.ts' },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  plugins: [
    {
      name: 'custom-elements-manifest',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'custom-elements.json',
          source: `${JSON.stringify(customElementsManifest(), null, 2)}\n`,
        });
      },
    },
  ],
});
