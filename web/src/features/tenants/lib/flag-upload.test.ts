import { describe, expect, it, vi } from 'vitest';
import { pngFile } from '@/test/files';
import { FLAG_FOLDER_MAX, flagStoragePath, uploadFlag } from './flag-upload';
import { type FileStorage } from '@/lib/file-storage';

const EMULATOR_URL = (path: string) =>
  `http://127.0.0.1:9199/v0/b/demo-agenda.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=5a0c6e1e-token`;
const PRODUCTION_URL = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/agenda.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc-123`;

function fakeStorage(url: (path: string) => string): FileStorage & { upload: ReturnType<typeof vi.fn> } {
  return { upload: vi.fn(async (path: string) => url(path)), remove: vi.fn(async () => undefined) };
}

describe('flagStoragePath', () => {
  it('puts the flag in a random folder from 0 to 10 million, under a random name', () => {
    expect(flagStoragePath('png', () => 0)).toMatch(/^flags\/0\/[0-9a-f-]{36}\.png$/);
    expect(flagStoragePath('jpg', () => 0.999_999_999)).toMatch(
      new RegExp(`^flags/${FLAG_FOLDER_MAX}/[0-9a-f-]{36}\\.jpg$`),
    );
    expect(flagStoragePath('png')).not.toBe(flagStoragePath('png'));
  });
});

describe('uploadFlag', () => {
  it.each([
    ['the emulator', EMULATOR_URL],
    ['production', PRODUCTION_URL],
  ])('keeps the download address from %s without its token, and the storage path', async (_where, url) => {
    const storage = fakeStorage(url);
    const file = pngFile();
    const stored = await uploadFlag(file, { contentType: 'image/png', extension: 'png' }, storage);

    expect(storage.upload).toHaveBeenCalledWith(stored.flag_image_ref, file, 'image/png');
    expect(stored.flag_image_ref).toMatch(/^flags\/\d+\/[0-9a-f-]{36}\.png$/);
    expect(stored.flag_image_url).not.toContain('token');
    const address = new URL(stored.flag_image_url);
    expect(address.searchParams.get('alt')).toBe('media');
    expect(decodeURIComponent(address.pathname)).toContain(stored.flag_image_ref);
  });

  it('fails when the upload fails', async () => {
    const storage: FileStorage = {
      upload: vi.fn(async () => Promise.reject(new Error('storage/retry-limit-exceeded'))),
      remove: vi.fn(),
    };
    await expect(uploadFlag(pngFile(), { contentType: 'image/png', extension: 'png' }, storage)).rejects.toThrow(
      'retry-limit',
    );
  });
});
