import { COUNTRY_IMAGE_MAX_BYTES, MESSAGES } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE } from '@/lib/image-file';
import { jpegFile, pngFile, textAsPng } from '@/test/files';
import { checkFlagFile } from './flag-file';

describe('checkFlagFile', () => {
  it('accepts a png or a jpeg and names it by its content', async () => {
    expect(await checkFlagFile(pngFile())).toEqual({ ok: true, kind: { contentType: 'image/png', extension: 'png' } });
    expect(await checkFlagFile(jpegFile())).toEqual({
      ok: true,
      kind: { contentType: 'image/jpeg', extension: 'jpg' },
    });
  });

  it('refuses a text file named .png, whatever type the browser gave it', async () => {
    expect(await checkFlagFile(textAsPng())).toEqual({ ok: false, message: IMAGE_TYPE_MESSAGE });
  });

  it('refuses a GIF and an empty file', async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'flag.gif', { type: 'image/gif' });
    expect(await checkFlagFile(gif)).toEqual({ ok: false, message: IMAGE_TYPE_MESSAGE });
    expect(await checkFlagFile(new File([], 'empty.png', { type: 'image/png' }))).toEqual({
      ok: false,
      message: IMAGE_TYPE_MESSAGE,
    });
  });

  it(`allows ${COUNTRY_IMAGE_MAX_BYTES} bytes and refuses one more with the spec's message`, async () => {
    expect((await checkFlagFile(pngFile(COUNTRY_IMAGE_MAX_BYTES))).ok).toBe(true);
    expect(await checkFlagFile(pngFile(COUNTRY_IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      message: MESSAGES.countryImageTooLarge,
    });
    expect(MESSAGES.countryImageTooLarge).toBe('Avatar size should be less than 2 MB!');
  });

  it('refuses a 600 KB flag', async () => {
    expect(await checkFlagFile(pngFile(600 * 1024))).toEqual({ ok: false, message: MESSAGES.countryImageTooLarge });
  });
});
