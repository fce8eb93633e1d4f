import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { colourOf, initialsOf, initialsPng, INITIALS_PHOTO_SIZE } from './initials-png';

describe('the demo directory photo', () => {
  it('takes two initials without accents, else the address, else ?', () => {
    expect(initialsOf('Jürgen', 'Öztürk', 'j@corp.example')).toBe('JO');
    expect(initialsOf('', '', 'mia@corp.example')).toBe('M');
    expect(initialsOf('', '', '')).toBe('?');
  });

  it('is a square PNG, the same bytes for the same person, another colour for another address', () => {
    const photo = initialsPng('AL', colourOf('ada@corp.example'));
    expect(imageSize(photo)).toMatchObject({ type: 'png', width: INITIALS_PHOTO_SIZE, height: INITIALS_PHOTO_SIZE });
    expect(initialsPng('AL', colourOf('ADA@corp.example')).equals(photo)).toBe(true);
    expect(colourOf('grace@corp.example')).not.toEqual(colourOf('ada@corp.example'));
  });
});
