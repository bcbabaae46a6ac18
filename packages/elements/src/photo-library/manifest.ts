import type { ElementManifest } from '../runtime/manifest.ts';

/** `<photo-library>`: the customer's photos, under `base-path` (default /my-photos). */
export const PHOTO_LIBRARY_MANIFEST: ElementManifest = {
  summary: 'The customer’s photo library: every photo by month, however large the library.',
  description:
    'The photo library (photo-library §2). Its home shows the page title, the photo count, a banner leading to ' +
    'the FAQ, the sort (date taken or upload date, newest or oldest first, kept for the next visit) and the ' +
    'timeline: one section per month from the timeline counts, laid out before any photo loads so nothing ' +
    'moves, only the rows near the viewport in the page, and each month’s photos loaded 24 at a time as they ' +
    'come into view. A library of any size stays scrollable from its first photo to its last. Thumbnails are ' +
    '300 px on small and medium screens and 800 px on large ones; a thumbnail that fails shows an icon; a ' +
    'photo’s tooltip gives the day it was taken as the camera recorded it. Photos are selected one by one, by ' +
    'month or in a range (Shift), to download or delete; a photo opens in a full-screen preview (its own ' +
    'address) that steps through the whole library with arrows, keys and swipes, zooms on a double tap and ' +
    'downloads or deletes the photo.',
  attributes: [],
  events: [],
  parts: [
    { name: 'photos', description: 'The photo page: header, tabs, banner, sort and timeline.' },
    {
      name: 'faq-banner',
      description: 'The banner leading to the FAQ, with show more / show less; folded to a line once read.',
    },
    { name: 'month-jump', description: 'The list of months beside the sort (its icon only on a phone).' },
    {
      name: 'scrubber',
      description: 'The date scrubber at the timeline’s right edge: dragged, or stepped with its keys.',
    },
    {
      name: 'selection-bar',
      description: 'The selected photos’ count and actions, in selection mode (at the bottom on a phone).',
    },
    { name: 'preview', description: 'The full-screen photo preview.' },
    { name: 'sign-in', description: 'The card shown when nobody is signed in, with the Sign in button.' },
  ],
};
