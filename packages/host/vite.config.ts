import { defineConfig } from 'vite';
import { chunkName, SHARED_CHUNK_GROUPS } from '../elements/scripts/chunk-groups.ts';
import { PREACT_ALIASES } from '../elements/scripts/preact-alias.ts';
import { precompress } from '../elements/scripts/precompress.ts';

/**
 * The standalone portal: `dist/index.html` and `dist/assets/`, served for every page path. The host
 * bundles the elements it renders itself, split the same way as the elements' own bundle (see
 * [Note: Shared chunks] in packages/elements/scripts/chunk-groups.ts), so the shell and every element
 * share one Preact (under React's API: [Note: React's API in the source, Preact in the bundle] in
 * packages/elements/scripts/preact-alias.ts) and one platform. The shell's own code is the entry; each area's element is a
 * chunk of its own, imported by the loader when its tag first renders.
 */
export default defineConfig({
  base: '/',
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${chunkName(chunk.facadeModuleId)}-[hash].js`,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [...SHARED_CHUNK_GROUPS],
        },
      },
    },
  },
  plugins: [precompress()],
});
