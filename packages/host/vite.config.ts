import { defineConfig } from 'vite';

/**
 * The shared chunks of the elements bundle (see [Note: Shared chunks] in
 * packages/elements/vite.config.ts), so the shell and every element it renders share one React, one
 * platform (config, session, translations) and one page-wide modal registry. The shell's own code is
 * the entry; each area's element is a chunk of its own, imported by the loader when its tag first
 * renders.
 *
 * [Note: React is a leaf chunk]
 * React sits in a chunk that imports nothing, apart from the runtime that imports SWR and i18next,
 * which import React themselves. With React inside the runtime chunk the chunks import each other in
 * a circle, and whichever the browser evaluates first decides whether SWR finds React defined: the
 * shell's entry imports the runtime first, and SWR failed with 'n is not a function'. The date-fns
 * parts every locale shares (its `locale/_lib` functions and the en-US default) stay with date-fns.
 */
const CHUNK_GROUPS = [
  // Vite's preloading of dynamic imports: the runtime and date-fns use it, so it stays out of the entry.
  { name: 'preload', test: /vite[\\/]preload-helper/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|[\\/]elements[\\/]src[\\/]i18n[\\/]i18n\.ts/,
  },
  { name: 'contract', test: /node_modules[\\/]zod[\\/]|[\\/]packages[\\/]api[\\/]/ },
  { name: 'data', test: /node_modules[\\/](swr|dequal)[\\/]/ },
  {
    name: 'dates',
    test: /node_modules[\\/]date-fns[\\/](?!locale[\\/](?!_lib[\\/]|en-US))|[\\/]elements[\\/]src[\\/]i18n[\\/]dates\.ts/,
  },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'runtime',
    test: /node_modules[\\/](@r2wc|zustand)[\\/]|[\\/]elements[\\/]src[\\/](runtime|ui|themes)[\\/]/,
  },
];

/** The standalone portal: `dist/index.html` and `dist/assets/`, served for every page path. */
export default defineConfig({
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
});
