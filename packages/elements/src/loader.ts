import { ELEMENT_MODULES } from './elements.ts';
import { preloadPlatform } from './platform-preload.ts';
import { watchForTags } from './tag-watcher.ts';

/** The origin this script came from, which config, catalogues and the elements' code are read from. */
const ORIGIN = new URL(import.meta.url).origin;

// See [Note: The one script tag] in tag-watcher.ts, and [Note: Config and catalogue alongside the
// code] in platform-preload.ts for the requests a first tag starts beside its code.
watchForTags(
  Object.fromEntries(
    Object.entries(ELEMENT_MODULES).map(([tag, load]) => [
      tag,
      () => {
        preloadPlatform(ORIGIN);
        return load();
      },
    ]),
  ),
  document,
);
