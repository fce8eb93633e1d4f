import { BACKGROUND_IMAGE_RULE, COVER_IMAGE_RULE, imageMessages, LOGO_IMAGE_RULE } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, type ImageSize } from '@/lib/image-file';
import { jpegFile, pngFile, textAsPng } from '@/test/files';
import { checkStyleImage, describeChosenFile, describeImageRule, STYLE_IMAGES } from './style-images';

const MB = 1024 * 1024;
const measured = (width: number, height: number) => async (): Promise<ImageSize> => ({ width, height });
const undecodable = async (): Promise<ImageSize> => Promise.reject(new Error('no decoder'));

describe('style image rules', () => {
  it('states each rule in plain words', () => {
    expect(describeImageRule(BACKGROUND_IMAGE_RULE)).toBe('Up to 2000 × 4032 px, 3 MB');
    expect(describeImageRule(LOGO_IMAGE_RULE)).toBe('Up to 512 × 512 px, ratio 1:1, 1 MB');
    expect(describeImageRule(COVER_IMAGE_RULE)).toBe('Up to 3000 × 3000 px, 3 MB');
    expect(describeImageRule({ maxWidth: 800 })).toBe('Up to 800 px wide');
    expect(describeImageRule({})).toBe('Any size');
  });

  it('names the three cards in the spec words and uploads each to its own folder', () => {
    expect(STYLE_IMAGES.map((spec) => [spec.title, spec.folder])).toEqual([
      ['Event background image', 'backgrounds'],
      ['Event Logo image', 'logos'],
      ['Event Cover Image', 'covers'],
    ]);
  });

  it('says where each image appears (issue 32, item 14)', () => {
    expect(STYLE_IMAGES.map((spec) => spec.shownAt)).toEqual([
      expect.stringMatching(/^Shown behind the top of the event's home page/),
      expect.stringMatching(/^Shown beside the event's name in the header of every event screen/),
      expect.stringMatching(/^Shown on the event's card in the event lists; without a cover the card shows the poster/),
    ]);
  });

  it('lists every broken rule of a 600×400 logo', async () => {
    const checked = await checkStyleImage(pngFile(), LOGO_IMAGE_RULE, measured(600, 400));
    expect(checked.issues).toEqual([imageMessages.tooWide(600, 512), imageMessages.wrongRatio('1:1')]);
    expect(checked.issues).toEqual([
      'The image width (600) must be lower than (512).',
      'The image ratio must be (1:1).',
    ]);
  });

  it('refuses a 4 MB background with the size message', async () => {
    const checked = await checkStyleImage(pngFile(4 * MB), BACKGROUND_IMAGE_RULE, measured(1000, 2000));
    expect(checked.issues).toEqual(['ImageSize should be less than 3 MB!']);
  });

  it('refuses a cover that is too high', async () => {
    const checked = await checkStyleImage(jpegFile(), COVER_IMAGE_RULE, measured(3000, 3001));
    expect(checked.issues).toEqual([imageMessages.tooHigh(3001, 3000)]);
  });

  it('accepts a 512×512 logo and a full-size background', async () => {
    expect((await checkStyleImage(pngFile(), LOGO_IMAGE_RULE, measured(512, 512))).issues).toEqual([]);
    const background = await checkStyleImage(jpegFile(3 * MB), BACKGROUND_IMAGE_RULE, measured(2000, 4032));
    expect(background.issues).toEqual([]);
    expect(background.kind?.contentType).toBe('image/jpeg');
  });

  it('calls a text file renamed .png, or a png that does not decode, not an image', async () => {
    const text = await checkStyleImage(textAsPng(), LOGO_IMAGE_RULE, measured(512, 512));
    expect(text).toMatchObject({ kind: null, issues: [IMAGE_TYPE_MESSAGE] });
    const broken = await checkStyleImage(pngFile(), LOGO_IMAGE_RULE, undecodable);
    expect(broken.issues).toEqual([IMAGE_TYPE_MESSAGE]);
  });

  it('describes the chosen file', () => {
    expect(describeChosenFile(12_000, { width: 600, height: 400 })).toBe('600 × 400 px, 12 KB');
    expect(describeChosenFile(4 * MB, null)).toBe('4.0 MB');
  });
});
