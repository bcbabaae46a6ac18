import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The folders the web files come from. Any of them may be missing until `npm run build` has run. */
export interface WebRoots {
  /** The elements bundle: `loader.js`, `chunks/`, `custom-elements.json`. */
  readonly elements: string;
  /** The host SPA: `index.html` and `assets/`. */
  readonly host: string;
  /** The demo pages: `index.html`, `stripped.html`, `faq.html`, `assets/`. */
  readonly demo: string;
  /** One i18next catalogue per locale, `{locale}.json`. */
  readonly locales: string;
}

const REPOSITORY = new URL('../../../../', import.meta.url);

/** The workspace's own build output, found from where this file sits in the repository. */
export function defaultWebRoots(): WebRoots {
  const folder = (path: string) => fileURLToPath(new URL(path, REPOSITORY));
  return {
    elements: folder('packages/elements/dist'),
    host: folder('packages/host/dist'),
    demo: folder('demo/dist'),
    locales: folder('packages/elements/src/i18n/locales'),
  };
}

/**
 * Whether a root folder exists. Checked on every request rather than once at start, so a build run
 * while the server is up is picked up without a restart.
 */
export async function isBuilt(root: string): Promise<boolean> {
  const found = await stat(root).catch(() => undefined);
  return found?.isDirectory() ?? false;
}
