import type { ElementManifest } from '../runtime/manifest.ts';

/** `<phone-upload>`: the page a phone opens from the photo library's QR code. */
export const PHONE_UPLOAD_MANIFEST: ElementManifest = {
  summary: 'Uploads photos from a phone to the library of the customer whose computer showed the QR code.',
  description:
    'The page behind the QR code of the photo library’s ‘From your phone’ tab (photo-library §2.1, §7). It ' +
    'reads the transfer credential from the address’s fragment, then takes it out of the address (and the ' +
    'history), and needs no sign-in: it names the account ' +
    'the photos go to and until when the code works, then takes HEIC, JPEG and PNG photos from the phone’s ' +
    'picker and uploads them over tus, each with its progress and state (Loading, Success, Failure with Try ' +
    'again, ‘Already in your library’), as the library’s own upload dialog does. The computer lists each ' +
    'photo as it arrives. An expired, revoked or incomplete code says so and how to get a new one. It is served as ' +
    'its own light page at the QR-upload base URL; it can also sit on any page that receives such an address.',
  attributes: [],
  events: [],
  parts: [{ name: 'phone-upload', description: 'The whole page: heading, account, chooser and list.' }],
};
