import { APP_BASE_PATH, appEventUrl } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { paths, screenIds, withQuery } from './paths';

describe('paths', () => {
  it('builds every screen path below the base with its query', () => {
    expect(paths.home()).toBe('/');
    expect(paths.serveroffline()).toBe('/serveroffline');
    expect(paths.main.events.eventslist({ t: 'de' })).toBe('/main/events/eventslist?t=de');
    expect(paths.main.events.upcoming({ m: 1 })).toBe('/main/events/upcoming?m=1');
    expect(paths.main.event.agendas.overview({ e: 'e1', a: 'a1', t: 'de' })).toBe(
      '/main/event/agendas/overview?e=e1&a=a1&t=de',
    );
    expect(paths.main.event.gamification.editbadge()).toBe('/main/event/gamification/editbadge');
    expect(paths.main.administration.editTenant({ id: 'FR' })).toBe('/main/administration/editTenant?id=FR');
  });

  it('leaves out empty query parameters and encodes the others', () => {
    expect(withQuery('/main/news/newslist', { t: null, e: undefined, q: '' })).toBe('/main/news/newslist');
    expect(withQuery('/main/profile', { id: 'ann.lee@example.com' })).toBe('/main/profile?id=ann.lee%40example.com');
    expect(paths.main.events.eventslist({ q: 'a&b c' })).toBe('/main/events/eventslist?q=a%26b+c');
  });

  it("the server's link to an event in its mails is the event home's path", () => {
    expect(appEventUrl('http://127.0.0.1:5000', 'e 1', 'de')).toBe(
      `http://127.0.0.1:5000${APP_BASE_PATH}${paths.main.event.event({ e: 'e 1', t: 'de' })}`,
    );
  });

  it('lists each screen of the route table once', () => {
    const ids = screenIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('serveroffline');
    expect(ids).toContain('main/event/notifications/addnot');
    expect(ids).toContain('main/event/agendas/addnot');
    // docs/product.md §2's 42, the two histories (an event's, and the countries' log) its event dashboard and the country dashboard.
    expect(ids).toContain('main/event/history');
    expect(ids).toContain('main/administration/history');
    expect(ids).toContain('main/event/dashboard');
    expect(ids).toContain('main/administration/dashboard');
    // And root's list of failed mail.
    expect(ids).toContain('main/administration/failedMail');
    // And the event's wall, its moderation queue and its leaderboard (docs/features.md, The wall).
    expect(ids).toContain('main/event/wall');
    expect(ids).toContain('main/event/moderation');
    expect(ids).toContain('main/event/leaderboard');
    // And the attendee's own agenda and "Me" (docs/features.md, The attendee's screens).
    expect(ids).toContain('main/event/myagenda');
    expect(ids).toContain('main/event/me');
    expect(ids).toHaveLength(52);
  });
});
