import { describe, expect, it } from 'vitest';
import { returnToOf, safeReturnTo } from './return-to';

describe('the address kept through sign-in', () => {
  it('keeps a signed-in screen with its search params', () => {
    expect(returnToOf({ pathname: '/main/event/agendalist', search: '?e=abc&t=de' })).toBe(
      '/main/event/agendalist?e=abc&t=de',
    );
    expect(safeReturnTo('/main/events/eventslist?t=fr')).toBe('/main/events/eventslist?t=fr');
  });

  it('follows nothing outside the signed-in area', () => {
    for (const next of [
      null,
      '',
      '/',
      '/serveroffline',
      'https://evil.example/main/x',
      '//evil.example/main/x',
      '/main/..//evil.example',
      '/main/\\evil',
      'main/x',
      '/main/../serveroffline',
    ]) {
      expect(safeReturnTo(next), String(next)).toBeNull();
    }
  });
});
