import { defineConfig } from 'vite';
import { chunkName, SHARED_CHUNK_GROUPS } from './scripts/chunk-groups.ts';
import { customElementsManifest } from './scripts/custom-elements-manifest.ts';
import { PREACT_ALIASES } from './scripts/preact-alias.ts';
import { precompress } from './scripts/precompress.ts';

/**
 * The bundle a brand page loads with one script tag: `dist/loader.js` (tiny, registers every tag),
 * the shared chunks (see [Note: Shared chunks]) and one chunk per element, plus
 * `dist/custom-elements.json`. Budgets: scripts/bundle-budgets.mjs. React's API, Preact's runtime: see
 * [Note: React's API in the source, Preact in the bundle] in scripts/preact-alias.ts.
 */
export default defineConfig({
  base: './',
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The loader asks for an element's chunk and every chunk it imports at once (modulepreload
    // links), instead of a chain of round trips: loader, element, the shared chunks it imports.
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      input: { loader: 'src/loader.ts' },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => `chunks/${chunkName(chunk.facadeModuleId)}-[hash].js`,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [...SHARED_CHUNK_GROUPS],
        },
      },
    },
  },
  plugins: [
    precompress(),
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
