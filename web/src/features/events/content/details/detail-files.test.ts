import { COUNTRY_IMAGE_MAX_BYTES, MESSAGES } from '@agenda/contract';
import { describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '@/lib/file-storage';
import { IMAGE_TYPE_MESSAGE } from '@/lib/image-file';
import { jpegFile, pngFile, textAsPng } from '@/test/files';
import type { ChosenDetailFile } from './detail-draft';
import { checkDetailFiles, storedFileName, uploadDetailFiles, uploadFailedMessage } from './detail-files';

const GIF_MAGIC = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const gifAsPng = () => new File([new Uint8Array(GIF_MAGIC)], 'moving.png', { type: 'image/png' });
const PNG = { contentType: 'image/png', extension: 'png' } as const;
const chosen = (name: string): ChosenDetailFile => ({ key: name, file: pngFile(100, name), kind: PNG });

function fakeStorage(failing: readonly string[] = []) {
  const storage = {
    upload: vi.fn<FileStorage['upload']>(async (path, file) => {
      if (file instanceof File && failing.includes(file.name)) throw new Error('storage/unauthorized');
      return `https://storage.example/o/${encodeURIComponent(path)}?alt=media&token=secret`;
    }),
    remove: vi.fn<FileStorage['remove']>(async () => undefined),
  };
  return storage;
}

describe('checking chosen files', () => {
  it('accepts png and jpeg by their content and refuses the rest with their reasons', async () => {
    let key = 0;
    const { accepted, refused } = await checkDetailFiles(
      [
        pngFile(1000, 'plan.png'),
        gifAsPng(),
        jpegFile(1000, 'photo.jpg'),
        textAsPng(),
        pngFile(COUNTRY_IMAGE_MAX_BYTES + 1, 'huge.png'),
      ],
      () => `k${(key += 1)}`,
    );
    expect(accepted.map((file) => [file.file.name, file.kind.contentType])).toEqual([
      ['plan.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
    ]);
    expect(refused).toEqual([
      { key: 'k2', name: 'moving.png', issues: [IMAGE_TYPE_MESSAGE] },
      { key: 'k4', name: 'notes.png', issues: [IMAGE_TYPE_MESSAGE] },
      { key: 'k5', name: 'huge.png', issues: [MESSAGES.countryImageTooLarge] },
    ]);
  });

  it('accepts a file of exactly the bound', async () => {
    const { accepted } = await checkDetailFiles([pngFile(COUNTRY_IMAGE_MAX_BYTES, 'edge.png')]);
    expect(accepted).toHaveLength(1);
  });

  it('keeps stored names within the contract and never empty', () => {
    expect(storedFileName(pngFile(10, '  plan.png '), PNG)).toBe('plan.png');
    expect(storedFileName(pngFile(10, `${'a'.repeat(400)}.png`), PNG)).toHaveLength(300);
    expect(storedFileName(pngFile(10, '   '), PNG)).toBe('file.png');
  });
});

describe('uploading new files', () => {
  it('stores each file under the event details folder and answers its address without the token', async () => {
    const storage = fakeStorage();
    const files = await uploadDetailFiles('e1', [chosen('a.png'), chosen('b.png')], storage);
    expect(files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    for (const file of files) {
      expect(file.reference).toMatch(/^v2\/events\/e1\/details\/[0-9a-f-]{36}\.png$/);
      expect(file.url).toBe(`https://storage.example/o/${encodeURIComponent(file.reference)}?alt=media`);
    }
    expect(storage.upload.mock.calls.map(([, , contentType]) => contentType)).toEqual(['image/png', 'image/png']);
  });

  it('removes the files already stored when another fails, and says which failed', async () => {
    const storage = fakeStorage(['b.png']);
    await expect(uploadDetailFiles('e1', [chosen('a.png'), chosen('b.png')], storage)).rejects.toThrow(
      uploadFailedMessage('b.png', 'storage/unauthorized'),
    );
    const storedA = storage.upload.mock.calls[0]?.[0];
    expect(storedA).toMatch(/^v2\/events\/e1\/details\//);
    expect(storage.remove.mock.calls).toEqual([[storedA]]);
  });
});
