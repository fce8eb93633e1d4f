import { beforeEach, describe, expect, it } from 'vitest';
import { DARK_MODE_STORAGE_KEY } from '@agenda/contract';
import {
  addressOf,
  LIST_SNAPSHOT_KEY,
  LOCAL_DATA_OWNER_KEY,
  readPrePaint,
  viewerZone,
  type PrePaint,
} from './pre-paint';

const LIST = { pathname: '/v2/main/events/eventslist', search: '?t=fr' };
const NOW = Date.UTC(2026, 11, 1);

const prePaint = (change: Partial<PrePaint> = {}): PrePaint => ({
  address: addressOf(LIST),
  html: '<main><h1>France events</h1><article aria-label="Kept">Kept</article></main>',
  css: '.css-a{color:red}',
  dark: false,
  zone: viewerZone(),
  until: NOW + 1,
  ...change,
});

/** The snapshot's entry as lib/list-snapshot.ts writes it, for `uid`. */
const keep = (value: unknown, uid = 'alice') =>
  localStorage.setItem(
    LIST_SNAPSHOT_KEY,
    JSON.stringify({ v: 1, uid, tenantId: 'fr', title: 'France events', events: [], prePaint: value }),
  );

describe("a returning visit's pre-paint: drawn only where and while it is what the app would draw", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(LOCAL_DATA_OWNER_KEY, 'alice');
  });

  it('carries the Emotion names its rules hold in full, when it has any', () => {
    keep(prePaint({ names: ['card', '1abc-MuiCard-root'] }));
    expect(readPrePaint(LIST, localStorage, NOW)?.names).toEqual(['card', '1abc-MuiCard-root']);
  });

  it("is read back for the local data's owner at the address it was taken at", () => {
    keep(prePaint());
    expect(readPrePaint(LIST, localStorage, NOW)).toEqual(prePaint());
    // A trailing slash is the same address.
    expect(readPrePaint({ ...LIST, pathname: `${LIST.pathname}/` }, localStorage, NOW)).toEqual(prePaint());
  });

  it('draws nothing at another address: another country, a filter, a search, another screen', () => {
    keep(prePaint());
    for (const search of ['?t=de', '?t=fr&when=upcoming', '?t=fr&view=list', '?q=paris', '']) {
      expect(readPrePaint({ ...LIST, search }, localStorage, NOW), search).toBeNull();
    }
    expect(readPrePaint({ pathname: '/v2/main/events/upcoming', search: '?t=fr' }, localStorage, NOW)).toBeNull();
  });

  it('draws nothing for another owner, nor once the owner is forgotten (sign-out)', () => {
    keep(prePaint(), 'bob');
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();
    keep(prePaint());
    localStorage.removeItem(LOCAL_DATA_OWNER_KEY);
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();
  });

  it('draws nothing in the other theme, in another time zone, or once its first event to come has ended', () => {
    keep(prePaint());
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();
    keep(prePaint({ dark: true }));
    expect(readPrePaint(LIST, localStorage, NOW)).not.toBeNull();
    localStorage.removeItem(DARK_MODE_STORAGE_KEY);

    keep(prePaint({ zone: 'Pacific/Chatham' === viewerZone() ? 'Europe/Paris' : 'Pacific/Chatham' }));
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();

    keep(prePaint({ until: NOW }));
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();
  });

  it('ignores anything malformed, an older format or a refusing storage, never a crash', () => {
    for (const value of [
      null,
      'markup',
      { ...prePaint(), html: 3 },
      { ...prePaint(), until: '9999999999999' },
      { ...prePaint(), names: 'card' },
      { ...prePaint(), names: ['card" onload="x'] },
    ]) {
      keep(value);
      expect(readPrePaint(LIST, localStorage, NOW), JSON.stringify(value)).toBeNull();
    }
    localStorage.setItem(LIST_SNAPSHOT_KEY, JSON.stringify({ v: 0, uid: 'alice', prePaint: prePaint() }));
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();
    localStorage.setItem(LIST_SNAPSHOT_KEY, '{"v":1,"uid":"alice","prePaint":{');
    expect(readPrePaint(LIST, localStorage, NOW)).toBeNull();
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readPrePaint(LIST, refused, NOW)).toBeNull();
  });
});
