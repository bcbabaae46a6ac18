import type { AcceptedUploadType } from '@portal/api/schemas/uploads';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadError } from '../../ui/parts/tus-upload.ts';
import type { PhotoUploader, UploadedPhoto } from '../../ui/parts/upload-items.ts';
import { defineTestElements, showTestElement } from '../test-elements.test.tsx';
import { UploadDialog } from './upload-dialog.tsx';

/**
 * 'Add photos' (photo-library §2.10) in Chromium with the real en-GB catalogue. The uploader and the
 * delete-photos call are fakes the test drives: each upload waits until the test settles it, so every
 * state the customer sees (ready, uploading, uploaded, duplicate, failed) can be looked at in turn.
 */

const TAG = 'test-upload-dialog';

/** A promise the test settles by hand. */
interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** One call of the fake uploader, as the dialog made it. */
interface UploadCall extends Deferred<UploadedPhoto> {
  readonly file: File;
  readonly type: AcceptedUploadType;
  readonly onProgress: (bytesSent: number) => void;
  readonly signal: AbortSignal;
}

/** One call of the fake delete-photos call. */
interface RemoveCall extends Deferred<void> {
  readonly photoIds: readonly string[];
}

const uploads: UploadCall[] = [];
const removals: RemoveCall[] = [];
const closes: number[] = [];

/** Files whose bytes are all in already: like tus-upload.ts then, an abort no longer stops them. */
const pastStopping = new Set<string>();

/** Like tus-upload.ts, an aborted upload rejects as cancelled. */
const uploader: PhotoUploader = {
  upload(file, type, onProgress, signal) {
    const call: UploadCall = { ...deferred<UploadedPhoto>(), file, type, onProgress, signal };
    if (!pastStopping.has(file.name)) {
      signal.addEventListener('abort', () => call.reject(new UploadError('cancelled')), { once: true });
    }
    uploads.push(call);
    return call.promise;
  },
};

function removePhotos(photoIds: readonly string[]): Promise<void> {
  const call: RemoveCall = { ...deferred<void>(), photoIds };
  removals.push(call);
  return call.promise;
}

/** The dialog as the library shows it: open until it says it is done. */
function Harness(): ReactElement | null {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <UploadDialog
      uploader={uploader}
      removePhotos={removePhotos}
      onClose={(added) => {
        closes.push(added);
        setOpen(false);
      }}
    />
  );
}

defineTestElements({ [TAG]: Harness });

afterEach(() => {
  uploads.length = 0;
  removals.length = 0;
  closes.length = 0;
  pastStopping.clear();
});

const show = () => showTestElement(TAG, 'dialog[open]');

function photo(name: string): File {
  return new File(['photo bytes of ', name], name, {
    type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  });
}

function photos(count: number): File[] {
  return Array.from({ length: count }, (_, index) => photo(`photo-${index + 1}.jpg`));
}

function transfer(files: readonly File[]): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
}

/** Chooses the files with the (hidden) file picker. */
function choose(root: ShadowRoot, files: readonly File[]): void {
  const input = root.querySelector<HTMLInputElement>('input[type=file]');
  if (input === null) throw new Error('no file picker');
  input.files = transfer(files).files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

function openDialog(root: ShadowRoot): HTMLDialogElement | null {
  return root.querySelector('dialog[open]');
}

/** The dialog's button whose text is `name`, or null. */
function button(root: ShadowRoot, name: string | RegExp): HTMLButtonElement | null {
  const buttons = Array.from(openDialog(root)?.querySelectorAll('button') ?? []);
  return (
    buttons.find((candidate) => {
      const text = candidate.textContent?.trim() ?? '';
      return typeof name === 'string' ? text === name : name.test(text);
    }) ?? null
  );
}

function press(root: ShadowRoot, name: string): void {
  const found = button(root, name);
  if (found === null) throw new Error(`no button '${name}'`);
  found.click();
}

/** The primary button: the last of the dialog's actions. */
function primaryButton(root: ShadowRoot): HTMLButtonElement | null {
  const actions = openDialog(root)?.querySelectorAll<HTMLButtonElement>('.modal-actions button');
  return Array.from(actions ?? []).at(-1) ?? null;
}

function rows(root: ShadowRoot): HTMLLIElement[] {
  return Array.from(root.querySelectorAll<HTMLLIElement>('ul[aria-label="Chosen photos"] > li'));
}

function row(root: ShadowRoot, name: string): HTMLLIElement | null {
  return rows(root).find((candidate) => candidate.textContent?.includes(name)) ?? null;
}

function rowText(root: ShadowRoot, name: string): string | null {
  return row(root, name)?.textContent ?? null;
}

function alerts(root: ShadowRoot): string[] {
  return Array.from(root.querySelectorAll('[role=alert]'), (alert) => alert.textContent ?? '');
}

function overallText(root: ShadowRoot): string | null {
  return root.querySelector('[aria-live=polite]')?.textContent ?? null;
}

function uploadOf(name: string): UploadCall {
  const call = uploads.findLast((candidate) => candidate.file.name === name);
  if (call === undefined) throw new Error(`${name} was not uploaded`);
  return call;
}

const NEW_PHOTO = (id: string): UploadedPhoto => ({
  uploadId: `upload-${id}`,
  photoId: id,
  duplicate: false,
});
const DUPLICATE = (id: string): UploadedPhoto => ({ uploadId: `upload-${id}`, photoId: id, duplicate: true });

describe('the upload dialog', () => {
  it('lists the photos chosen, names the files it refuses and uploads nothing before Upload', async () => {
    const root = await show();
    expect(primaryButton(root)?.textContent).toBe('Upload');
    expect(primaryButton(root)?.disabled).toBe(true);

    choose(root, [photo('a.jpg'), photo('b.png'), new File(['text'], 'notes.txt', { type: 'text/plain' })]);

    await expect.poll(() => rows(root).length).toBe(2);
    expect(rowText(root, 'a.jpg')).toContain('Ready to upload');
    expect(rowText(root, 'b.png')).toContain('Ready to upload');
    expect(row(root, 'notes.txt')).toBeNull();
    expect(alerts(root)).toEqual([
      'notes.txt was not added: only JPEG, PNG and HEIC photos can be uploaded.',
    ]);
    expect(primaryButton(root)?.textContent).toBe('Upload 2 photos');
    expect(primaryButton(root)?.disabled).toBe(false);
    expect(uploads).toHaveLength(0);
  });

  it('uploads three photos at a time, each with its own bar, and counts those uploaded', async () => {
    const root = await show();
    choose(root, photos(5));
    await expect.poll(() => primaryButton(root)?.textContent).toBe('Upload 5 photos');

    press(root, 'Upload 5 photos');

    await expect.poll(() => uploads.length).toBe(3);
    expect(uploads.map((call) => call.file.name)).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg']);
    expect(uploads.map((call) => call.type)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    // Each row shows its upload once the dialog has rendered it: one look each, not one for all.
    for (const name of ['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg']) {
      await expect.poll(() => rowText(root, name)).toContain('Uploading…');
      const running = row(root, name);
      expect(running?.getAttribute('aria-busy')).toBe('true');
      expect(running?.querySelector(`progress[aria-label="Upload progress of ${name}"]`)).not.toBeNull();
    }
    expect(rowText(root, 'photo-4.jpg')).toContain('Waiting…');
    expect(overallText(root)).toBe('0 of 5 photos uploaded');

    uploadOf('photo-1.jpg').onProgress(5);
    await expect.poll(() => row(root, 'photo-1.jpg')?.querySelector('progress')?.value).toBe(5);

    uploadOf('photo-1.jpg').resolve(NEW_PHOTO('p1'));

    await expect.poll(() => uploads.length).toBe(4);
    expect(uploads[3]?.file.name).toBe('photo-4.jpg');
    await expect.poll(() => overallText(root)).toBe('1 of 5 photos uploaded');
    await expect.poll(() => rowText(root, 'photo-1.jpg')).toContain('Uploaded');
    await expect.poll(() => rowText(root, 'photo-4.jpg')).toContain('Uploading…');
    expect(rowText(root, 'photo-5.jpg')).toContain('Waiting…');
  });

  it('says why a photo failed and uploads it again on Try again', async () => {
    const root = await show();
    choose(root, [photo('broken.jpg')]);
    await expect.poll(() => button(root, 'Upload 1 photo')).not.toBeNull();
    press(root, 'Upload 1 photo');
    await expect.poll(() => uploads.length).toBe(1);

    uploadOf('broken.jpg').reject(new UploadError('unreadable'));

    await expect
      .poll(() => rowText(root, 'broken.jpg'))
      .toContain('This photo could not be read. The file may be damaged.');
    expect(button(root, 'Try again')).not.toBeNull();

    press(root, 'Try again');

    await expect.poll(() => uploads.length).toBe(2);
    expect(uploads[1]?.file.name).toBe('broken.jpg');
    await expect.poll(() => rowText(root, 'broken.jpg')).toContain('Uploading…');
    uploadOf('broken.jpg').resolve(NEW_PHOTO('p1'));
    await expect.poll(() => rowText(root, 'broken.jpg')).toContain('Uploaded');
    expect(button(root, 'Try again')).toBeNull();
  });

  it('tells a photo the library already has', async () => {
    const root = await show();
    choose(root, [photo('again.jpg')]);
    await expect.poll(() => button(root, 'Upload 1 photo')).not.toBeNull();
    press(root, 'Upload 1 photo');
    await expect.poll(() => uploads.length).toBe(1);

    uploadOf('again.jpg').resolve(DUPLICATE('p1'));

    await expect.poll(() => rowText(root, 'again.jpg')).toContain('Already in your library');
    expect(overallText(root)).toBe('1 of 1 photo uploaded');
  });

  it('offers Done once every photo has ended and closes with the number of new photos', async () => {
    const root = await show();
    choose(root, photos(3));
    await expect.poll(() => button(root, 'Upload 3 photos')).not.toBeNull();
    press(root, 'Upload 3 photos');
    await expect.poll(() => uploads.length).toBe(3);

    uploadOf('photo-1.jpg').resolve(NEW_PHOTO('p1'));
    uploadOf('photo-2.jpg').resolve(DUPLICATE('p2'));
    await expect.poll(() => overallText(root)).toBe('2 of 3 photos uploaded');
    expect(button(root, 'Done')).toBeNull();

    uploadOf('photo-3.jpg').reject(new UploadError('tooLarge'));

    await expect.poll(() => primaryButton(root)?.textContent).toBe('Done');
    expect(rowText(root, 'photo-3.jpg')).toContain('This photo is larger than 200 MB.');
    press(root, 'Done');

    await expect.poll(() => closes).toEqual([1]);
    await expect.poll(() => openDialog(root)).toBeNull();
    expect(removals).toHaveLength(0);
  });

  it("says which of the service's caps on unfinished uploads a photo met, and lets it be tried again", async () => {
    const root = await show();
    choose(root, photos(2));
    await expect.poll(() => button(root, 'Upload 2 photos')).not.toBeNull();
    press(root, 'Upload 2 photos');
    await expect.poll(() => uploads.length).toBe(2);

    uploadOf('photo-1.jpg').reject(new UploadError('tooManyUnfinished'));
    uploadOf('photo-2.jpg').reject(new UploadError('tooMuchPending'));

    await expect
      .poll(() => rowText(root, 'photo-1.jpg'))
      .toContain('Too many of your uploads are unfinished. Try again once others have finished.');
    expect(rowText(root, 'photo-2.jpg')).toContain(
      'Your unfinished uploads are too large together. Try again once others have finished.',
    );
    press(root, 'Try again');
    await expect.poll(() => uploads.length).toBe(3);
  });

  it('removes the new photos on Cancel, and says so and stays open when that fails', async () => {
    const root = await show();
    choose(root, [photo('new.jpg'), photo('known.jpg')]);
    await expect.poll(() => button(root, 'Upload 2 photos')).not.toBeNull();
    press(root, 'Upload 2 photos');
    await expect.poll(() => uploads.length).toBe(2);
    uploadOf('new.jpg').resolve(NEW_PHOTO('p-new'));
    uploadOf('known.jpg').resolve(DUPLICATE('p-known'));
    await expect.poll(() => primaryButton(root)?.textContent).toBe('Done');

    press(root, 'Cancel');

    await expect.poll(() => removals.length).toBe(1);
    expect(removals[0]?.photoIds).toEqual(['p-new']);
    await expect.poll(() => button(root, 'Removing photos…')?.disabled).toBe(true);

    removals[0]?.reject(new Error('the photo service is down'));

    await expect.poll(() => alerts(root)).toEqual(['Error: Your photos could not be deleted']);
    expect(openDialog(root)).not.toBeNull();
    expect(closes).toEqual([]);
    expect(button(root, 'Cancel')?.disabled).toBe(false);

    press(root, 'Cancel');

    await expect.poll(() => removals.length).toBe(2);
    expect(removals[1]?.photoIds).toEqual(['p-new']);
    removals[1]?.resolve();
    await expect.poll(() => closes).toEqual([0]);
    await expect.poll(() => openDialog(root)).toBeNull();
  });

  it('stops an upload under way on Cancel', async () => {
    const root = await show();
    choose(root, [photo('slow.jpg')]);
    await expect.poll(() => button(root, 'Upload 1 photo')).not.toBeNull();
    press(root, 'Upload 1 photo');
    await expect.poll(() => uploads.length).toBe(1);
    expect(uploadOf('slow.jpg').signal.aborted).toBe(false);

    press(root, 'Cancel');

    expect(uploadOf('slow.jpg').signal.aborted).toBe(true);
    await expect.poll(() => closes).toEqual([0]);
    expect(removals).toHaveLength(0);
  });

  it('chooses photos dropped on the dialog like those from the picker', async () => {
    const root = await show();
    const dialog = openDialog(root);
    if (dialog === null) throw new Error('no dialog');
    const dataTransfer = transfer([
      photo('dropped.jpg'),
      new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
    ]);

    const drop = new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true, composed: true });
    dialog.dispatchEvent(drop);

    expect(drop.defaultPrevented).toBe(true);
    await expect.poll(() => rowText(root, 'dropped.jpg')).toContain('Ready to upload');
    expect(rows(root)).toHaveLength(1);
    expect(alerts(root)).toEqual(['scan.pdf was not added: only JPEG, PNG and HEIC photos can be uploaded.']);
    expect(primaryButton(root)?.textContent).toBe('Upload 1 photo');
    expect(uploads).toHaveLength(0);
  });

  it('removes a photo that arrives as Cancel is pressed, and after a failed removal can still upload', async () => {
    pastStopping.add('late.jpg');
    const root = await show();
    choose(root, [photo('stopped.jpg'), photo('late.jpg')]);
    await expect.poll(() => button(root, 'Upload 2 photos')).not.toBeNull();
    press(root, 'Upload 2 photos');
    await expect.poll(() => uploads.length).toBe(2);

    press(root, 'Cancel');
    expect(uploadOf('stopped.jpg').signal.aborted).toBe(true);
    // The service made the photo all the same: Cancel waits for it and removes it.
    expect(removals).toHaveLength(0);
    uploadOf('late.jpg').resolve(NEW_PHOTO('p-late'));
    await expect.poll(() => removals.length).toBe(1);
    expect(removals[0]?.photoIds).toEqual(['p-late']);

    removals[0]?.reject(new Error('the photo service is down'));
    await expect.poll(() => alerts(root)).toEqual(['Error: Your photos could not be deleted']);
    // The stopped photo is ready again, and goes on Upload.
    expect(rowText(root, 'stopped.jpg')).toContain('Ready to upload');
    press(root, 'Upload 1 photo');
    await expect.poll(() => uploads.length).toBe(3);
    expect(uploads[2]?.file.name).toBe('stopped.jpg');
  });
});
