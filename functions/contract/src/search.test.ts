import { describe, expect, it } from 'vitest';
import { groupSearchKeys, normaliseSearchText, SEARCH_KEY_MAX_LENGTH, searchKeyOf, userSearchKeys } from './search';

const margaret = { first_name: 'Margaret', last_name: 'Keller', email: 'Margaret.Keller@corp.example' };
const matches = (keys: string[], typed: string) => keys.includes(searchKeyOf(typed));

describe('search keys', () => {
  it('normalises case, accents and spaces', () => {
    expect(normaliseSearchText('  Müller   Lüdenscheidt ')).toBe('muller ludenscheidt');
    expect(searchKeyOf('  ÉMMA ')).toBe('emma');
    expect(searchKeyOf('   ')).toBe('');
  });

  it('matches the start of any word of the name or of the address, whatever the case', () => {
    const keys = userSearchKeys(margaret);
    for (const typed of [
      'm',
      'Marg',
      'KEL',
      'margaret k',
      'Margaret Keller',
      'margaret.kel',
      'keller',
      'margaret.keller@corp.example',
    ]) {
      expect(matches(keys, typed), typed).toBe(true);
    }
  });

  it('does not match the middle of a word, nor words of the address domain', () => {
    const keys = userSearchKeys(margaret);
    for (const typed of ['arg', 'eller', 'corp', 'example', 'keller margaret']) {
      expect(matches(keys, typed), typed).toBe(false);
    }
  });

  it('matches names with accents and several words from any word', () => {
    const keys = userSearchKeys({ first_name: 'Zoë', last_name: 'van der Berg', email: 'zoe.vanderberg@corp.example' });
    for (const typed of ['zoe', 'Zoë', 'van der', 'der', 'berg', 'vanderb'])
      expect(matches(keys, typed), typed).toBe(true);
  });

  it('keeps keys bounded and matches longer input on its first characters', () => {
    const long = { first_name: 'A', last_name: 'B', email: `${'x'.repeat(60)}@corp.example` };
    const keys = userSearchKeys(long);
    expect(Math.max(...keys.map((key) => key.length))).toBe(SEARCH_KEY_MAX_LENGTH);
    expect(matches(keys, `${'x'.repeat(60)}@corp`)).toBe(true);
    expect(keys.length).toBeLessThan(4 * SEARCH_KEY_MAX_LENGTH);
  });

  it('builds group keys from every word of the name', () => {
    const keys = groupSearchKeys('Équipe communication');
    for (const typed of ['equipe', 'Équipe c', 'comm']) expect(matches(keys, typed), typed).toBe(true);
    expect(matches(keys, 'munication')).toBe(false);
  });
});
