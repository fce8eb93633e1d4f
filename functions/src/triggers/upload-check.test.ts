/**
 * The upload check fails closed: a check that cannot run (Storage errs while the bytes are read) is
 * tried again, and a file still unchecked after the last try is deleted, never served as uploaded.
 * Storage is an object standing in for the Storage client's File: the emulator cannot be made to fail
 * a download on demand. The check's own code (sniffing, deciding, retrying) runs as in the trigger.
 */
import { describe, expect, it } from 'vitest';
import { jpegWithGps, METADATA_MARKERS, plainJpeg } from '../../../emulators/scripts/lib/jpeg';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import { CHECK_ATTEMPTS, checkUpload, type StoredObject, type UploadedObject } from './upload-check';

const PNG = stripesPng({ width: 4, height: 4, colors: [[200, 30, 30]], direction: 'horizontal' });
const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

/** An error as the Storage client throws it (ApiError carries the HTTP status as `code`). */
const storageError = (code: number, message: string) => Object.assign(new Error(message), { code });

/**
 * A stored object holding `bytes` whose first `failures` downloads throw `error` (every download with
 * 'always'); records what the check did to it.
 */
function storedObject(bytes: Buffer, failures: number | 'always', error = storageError(503, 'Service Unavailable')) {
  const done = { downloads: 0, deleted: [] as unknown[], metadata: [] as unknown[], saved: [] as unknown[] };
  const file: StoredObject = {
    download(range) {
      done.downloads += 1;
      if (failures === 'always' || done.downloads <= failures) return Promise.reject(error);
      return Promise.resolve([range ? bytes.subarray(range.start, (range.end ?? bytes.length - 1) + 1) : bytes]);
    },
    delete(options) {
      done.deleted.push(options);
      return Promise.resolve();
    },
    setMetadata(metadata, options) {
      done.metadata.push({ metadata, options });
      return Promise.resolve();
    },
    save(data, options) {
      done.saved.push({ data, options });
      return Promise.resolve();
    },
  };
  return { file, done };
}

const upload = (name: string): UploadedObject => ({
  bucket: 'demo-agenda.appspot.com',
  name,
  generation: 7,
  contentType: 'image/png',
  size: PNG.length,
  metadata: {},
});
const POSTER = 'v2/events/e1/posters/3f2a.png';
/** No waiting between tries in the tests (the trigger waits a little). */
const noPause = { pause: () => Promise.resolve() };

describe('the upload check fails closed', () => {
  it('a check that keeps failing deletes the file (this generation only) after its tries', async () => {
    const { file, done } = storedObject(PNG, 'always');
    expect(await checkUpload(file, upload(POSTER), noPause)).toBe('deleted');
    expect(done.downloads).toBe(CHECK_ATTEMPTS);
    expect(done.deleted).toEqual([{ ignoreNotFound: true, ifGenerationMatch: 7 }]);
    expect(done.metadata).toEqual([]);
  });

  it('a check that throws on what Storage answered (no bytes) deletes the file too', async () => {
    const { file, done } = storedObject(PNG, 0);
    file.download = () => Promise.resolve([undefined as unknown as Buffer]);
    expect(await checkUpload(file, upload(POSTER), noPause)).toBe('deleted');
    expect(done.deleted).toHaveLength(1);
  });

  it('one failed read is tried again: a real PNG is then served with the server’s metadata and kept', async () => {
    const { file, done } = storedObject(PNG, 1);
    expect(await checkUpload(file, upload(POSTER), noPause)).toBe('served');
    expect(done.downloads).toBe(2);
    expect(done.deleted).toEqual([]);
    expect(done.metadata).toEqual([
      {
        metadata: { contentType: 'image/png', contentDisposition: 'inline; filename="3f2a.png"', metadata: {} },
        options: { ifGenerationMatch: 7 },
      },
    ]);
  });

  it('one failed read is tried again: disguised HTML is then deleted for what it is', async () => {
    const { file, done } = storedObject(HTML, 1);
    expect(await checkUpload(file, upload(POSTER), noPause)).toBe('deleted');
    expect(done.deleted).toEqual([{ ignoreNotFound: true, ifGenerationMatch: 7 }]);
  });

  it.each([
    [404, 'No such object'],
    [412, 'Precondition failed'],
  ])('a file replaced or deleted meanwhile (%i) is left to the newer upload’s own check', async (code, message) => {
    const { file, done } = storedObject(PNG, 'always', storageError(code, message));
    expect(await checkUpload(file, upload(POSTER), noPause)).toBe('superseded');
    expect(done.downloads).toBe(1);
    expect(done.deleted).toEqual([]);
  });

  it('a deletion that fails too is thrown, so that the platform runs the trigger again', async () => {
    const { file } = storedObject(PNG, 'always');
    file.delete = () => Promise.reject(storageError(503, 'Service Unavailable'));
    await expect(checkUpload(file, upload(POSTER), noPause)).rejects.toThrow('Service Unavailable');
  });
});

describe('wall photos lose their metadata before others may read them', () => {
  const PHOTO = 'v2/events/e1/wall/u1/3f2a.jpg';
  const jpegUpload = (bytes: Buffer, metadata: Record<string, string> = {}): UploadedObject => ({
    ...upload(PHOTO),
    contentType: 'image/jpeg',
    size: bytes.length,
    metadata,
  });

  it('a JPEG with GPS is replaced by its bytes without metadata, marked checked, on this generation only', async () => {
    const photo = jpegWithGps();
    const { file, done } = storedObject(photo, 0);
    expect(
      await checkUpload(file, jpegUpload(photo, { firebaseStorageDownloadTokens: 't', checked: 'true' }), noPause),
    ).toBe('cleaned');
    expect(done.saved).toHaveLength(1);
    const [{ data, options }] = done.saved as [{ data: Buffer; options: unknown }];
    for (const marker of METADATA_MARKERS) expect(data.toString('latin1')).not.toContain(marker);
    expect(data.length).toBeLessThan(photo.length);
    expect(options).toEqual({
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { contentDisposition: 'inline; filename="3f2a.jpg"', metadata: { checked: 'true' } },
      preconditionOpts: { ifGenerationMatch: 7 },
    });
    expect(done.metadata).toEqual([]);
    expect(done.deleted).toEqual([]);
  });

  it('a clean JPEG keeps its bytes and gets the mark; the run after our own replacement changes nothing', async () => {
    const clean = plainJpeg();
    const first = storedObject(clean, 0);
    expect(await checkUpload(first.file, jpegUpload(clean, { note: 'x' }), noPause)).toBe('served');
    expect(first.done.saved).toEqual([]);
    expect(first.done.metadata).toEqual([
      {
        metadata: {
          contentType: 'image/jpeg',
          contentDisposition: 'inline; filename="3f2a.jpg"',
          metadata: { note: null, checked: 'true' },
        },
        options: { ifGenerationMatch: 7 },
      },
    ]);
    const again = storedObject(clean, 0);
    const served = { ...jpegUpload(clean, { checked: 'true' }), contentDisposition: 'inline; filename="3f2a.jpg"' };
    expect(await checkUpload(again.file, served, noPause)).toBe('kept');
    expect(again.done.metadata).toEqual([]);
    expect(again.done.saved).toEqual([]);
  });

  it('a JPEG whose segments cannot be walked is deleted, never served with what it may hold', async () => {
    const truncated = jpegWithGps().subarray(0, 40);
    const { file, done } = storedObject(truncated, 0);
    expect(await checkUpload(file, jpegUpload(truncated), noPause)).toBe('deleted');
    expect(done.deleted).toEqual([{ ignoreNotFound: true, ifGenerationMatch: 7 }]);
    expect(done.saved).toEqual([]);
  });

  it('a failed replacement is tried again, then the file is deleted', async () => {
    const photo = jpegWithGps();
    const { file, done } = storedObject(photo, 0);
    file.save = () => Promise.reject(storageError(503, 'Service Unavailable'));
    expect(await checkUpload(file, jpegUpload(photo), noPause)).toBe('deleted');
    expect(done.deleted).toHaveLength(1);
  });
});
