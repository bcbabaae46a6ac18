import { ELEMENT_MODULES } from './elements.ts';
import { watchForTags } from './tag-watcher.ts';

// See [Note: The one script tag] in tag-watcher.ts.
watchForTags(ELEMENT_MODULES, document);
