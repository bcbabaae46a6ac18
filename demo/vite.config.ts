import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../packages/elements/scripts/precompress.ts';

const page = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * The brand pages as a CMS would serve them: `/demo/` (index), `/demo/stripped.html`, `/faq`
 * (faq.html), `/prints-editor` (the prints editor's stand-in), and `/demo/orders`, `/demo/settings` and
 * `/demo/my-photos` with every address below each, and the other account areas' one page
 * (account.html) at `/demo/saved-projects`, `/demo/invoices`, `/demo/online-products`,
 * `/demo/integration` and `/demo/downloads`. Assets use absolute
 * `/demo/` URLs so faq.html works from `/faq` too. The elements'
 * loader is not bundled: the pages load it from `/elements/loader.js` like any CMS page would.
 */
export default defineConfig({
  base: '/demo/',
  build: {
    target: 'es2022',
    outDir: 'dist',
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: page('./index.html'),
        stripped: page('./stripped.html'),
        faq: page('./faq.html'),
        orders: page('./orders.html'),
        settings: page('./settings.html'),
        myPhotos: page('./my-photos.html'),
        account: page('./account.html'),
        printsEditor: page('./prints-editor.html'),
      },
      output: {
        // What the pages share goes in one chunk (and one stylesheet); the FAQ's text stays with the FAQ.
        codeSplitting: {
          groups: [
            // What two pages or more share; the prints editor's session code is its own page's only.
            {
              name: 'brand-page',
              test: /node_modules|packages[\\/]api|demo[\\/]src[\\/](?!pages[\\/]|faq-content)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  plugins: [precompress()],
});
