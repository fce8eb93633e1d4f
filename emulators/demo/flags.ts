/** Demo flags as stripes, drawn by the PNG encoder (no binary files in the repository). */
import { stripesPng, type Rgb, type StripesOptions } from '../scripts/lib/png';

const BLACK: Rgb = [0, 0, 0];
const RED: Rgb = [206, 17, 38];
const GOLD: Rgb = [255, 206, 0];
const WHITE: Rgb = [255, 255, 255];
const BLUE: Rgb = [0, 85, 164];
const GREEN: Rgb = [0, 146, 70];
const ORANGE: Rgb = [255, 130, 0];
const UN_BLUE: Rgb = [91, 146, 229];

type Flag = Pick<StripesOptions, 'colors' | 'direction' | 'weights'>;

const FLAGS: Record<string, Flag> = {
  un: { colors: [UN_BLUE], direction: 'horizontal' },
  de: { colors: [BLACK, RED, GOLD], direction: 'horizontal' },
  fr: { colors: [BLUE, WHITE, RED], direction: 'vertical' },
  it: { colors: [GREEN, WHITE, RED], direction: 'vertical' },
  es: { colors: [RED, GOLD, RED], direction: 'horizontal', weights: [1, 2, 1] },
  nl: { colors: [[174, 28, 40], WHITE, [33, 70, 139]], direction: 'horizontal' },
  be: { colors: [BLACK, [253, 218, 36], [239, 51, 64]], direction: 'vertical' },
  at: { colors: [RED, WHITE, RED], direction: 'horizontal' },
  pl: { colors: [WHITE, [220, 20, 60]], direction: 'horizontal' },
  ie: { colors: [GREEN, WHITE, ORANGE], direction: 'vertical' },
  ro: {
    colors: [
      [0, 43, 127],
      [252, 209, 22],
      [206, 17, 38],
    ],
    direction: 'vertical',
  },
  hu: { colors: [[205, 42, 62], WHITE, [67, 111, 77]], direction: 'horizontal' },
};

/** A data URL of the country's flag, 60×40 px. */
export function flagDataUrl(tenantId: string): string | null {
  const flag = FLAGS[tenantId];
  if (!flag) return null;
  return `data:image/png;base64,${stripesPng({ width: 60, height: 40, ...flag }).toString('base64')}`;
}
