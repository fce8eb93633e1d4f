/**
 * Route sweep: every screen of docs/product.md §2 opens as a real screen for root, who may see them all,
 * on the demo data — a heading in the page, no "Page not found", no error dialog — with a screenshot in
 * light and in dark mode. Each has one h1, which names the browser title. The serveroffline screen
 * has its own test (shell.test.ts).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { APP_NAME, COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { APP_URL, browserSuite, screenshot } from './browser';
import { ROOT_EMAIL } from './sign-in-helper';

const DE_ADMIN = 'jonas.becker@corp.example';

const { signedInPage } = browserSuite();

/** Ids of the demo records the screens open: the Berlin Tech Summit and one of each of its children. */
interface DemoIds {
  event: string;
  agenda: string;
  location: string;
  tag: string;
  survey: string;
  detail: string;
  group: string;
  news: string;
}

let ids: DemoIds;

async function firstChild(eventId: string, collection: string): Promise<string> {
  const { db } = adminClients();
  const snapshot = await db.collection(COLLECTIONS.events).doc(eventId).collection(collection).limit(1).get();
  const id = snapshot.docs[0]?.id;
  if (!id) throw new Error(`The demo event has no ${collection}`);
  return id;
}

async function demoIds(): Promise<DemoIds> {
  const { db } = adminClients();
  const events = await db.collection(COLLECTIONS.events).where('name', '==', 'Berlin Tech Summit').limit(1).get();
  const event = events.docs[0]?.id;
  if (!event) throw new Error('The demo data has no Berlin Tech Summit');
  const group = (await db.collection(COLLECTIONS.groups).limit(1).get()).docs[0]?.id;
  const news = (await db.collection(COLLECTIONS.news).where('tenant_id', '==', 'de').limit(1).get()).docs[0]?.id;
  if (!group || !news) throw new Error('The demo data has no group or no German news');
  return {
    event,
    agenda: await firstChild(event, EVENT_SUBCOLLECTIONS.agendas),
    location: await firstChild(event, EVENT_SUBCOLLECTIONS.locations),
    tag: await firstChild(event, EVENT_SUBCOLLECTIONS.tags),
    survey: await firstChild(event, EVENT_SUBCOLLECTIONS.surveys),
    detail: await firstChild(event, EVENT_SUBCOLLECTIONS.details),
    group,
    news,
  };
}

/** Every route of docs/product.md §2 (but serveroffline) with the query its screen needs. */
function routes({ event, agenda, location, tag, survey, detail, group, news }: DemoIds): Record<string, string> {
  const e = `e=${event}&t=de`;
  const a = `${e}&a=${agenda}`;
  return {
    'select-country': '/main/selectcountry',
    profile: '/main/profile',
    'events-list': '/main/events/eventslist?t=de&m=0',
    'events-upcoming': '/main/events/upcoming',
    'edit-event': `/main/events/editevent?${e}`,
    'edit-event-style': `/main/events/editeventstyle?${e}`,
    'news-list': '/main/news/newslist?t=de',
    'edit-news': `/main/news/editnews?e=${news}&t=de`,
    'event-home': `/main/event/event?${e}`,
    locations: `/main/event/locations?${e}`,
    'location-edit': `/main/event/locationedit?${e}&id=${location}`,
    surveys: `/main/event/surveys?${e}`,
    'survey-edit': `/main/event/surveyedit?${e}&id=${survey}`,
    'user-files': `/main/event/editeventuserfiles?${e}`,
    'event-history': `/main/event/history?${e}`,
    'event-dashboard': `/main/event/dashboard?${e}`,
    details: `/main/event/details?${e}`,
    'detail-edit': `/main/event/detailsedit?${e}&id=${detail}`,
    'event-participants': `/main/event/participants?${e}`,
    'event-organizers': `/main/event/organizers?${e}`,
    tags: `/main/event/tags?${e}`,
    'tag-edit': `/main/event/tagedit?${e}&id=${tag}`,
    'agenda-list': `/main/event/agendalist?${e}`,
    // Not in docs/product.md §2: the attendee's own agenda and Me (docs/features.md, "The attendee's screens").
    'my-agenda': `/main/event/myagenda?${e}`,
    me: `/main/event/me?${e}`,
    'gamification-settings': `/main/event/gamification/settings?${e}`,
    'gamification-badges': `/main/event/gamification/badges?${e}`,
    'gamification-edit-badge': `/main/event/gamification/editbadge?${e}`,
    'notification-new': `/main/event/notifications/addnot?${e}`,
    'notifications-scheduled': `/main/event/notifications/schedulednotifications?${e}`,
    'notifications-send': `/main/event/notifications/sendnotifications?${e}`,
    'agenda-edit': `/main/event/agendas/editagenda?${a}`,
    'agenda-speakers': `/main/event/agendas/agendaspeakers?${a}`,
    'agenda-participants': `/main/event/agendas/agendaparticipants?${a}`,
    'agenda-mparticipants': `/main/event/agendas/agendamparticipants?${a}`,
    'agenda-overview': `/main/event/agendas/overview?${a}`,
    'agenda-files': `/main/event/agendas/agendafiles?${a}`,
    'agenda-notifications': `/main/event/agendas/addnot?${a}`,
    'admin-settings': '/main/administration/settings',
    'admin-users': '/main/administration/users',
    'admin-groups': '/main/administration/groups',
    'admin-edit-group': `/main/administration/editgroup?id=${group}`,
    'admin-edit-user': `/main/administration/edituser?id=${encodeURIComponent(DE_ADMIN)}`,
    'admin-countries': '/main/administration/allTenants',
    'admin-edit-country': '/main/administration/editTenant?id=de',
    'admin-history': '/main/administration/history',
    'admin-dashboard': '/main/administration/dashboard',
  };
}

/** Opens a route and checks that its own screen drew: a heading, no 404 card, no error dialog. */
async function expectScreen(expect: ExpectStatic, page: Page, route: string): Promise<void> {
  await page.goto(`${APP_URL}${route}`);
  await expect.poll(() => page.getByRole('heading').first().isVisible(), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
  expect(await page.getByRole('heading', { name: 'Page not found' }).count(), `${route} is a screen`).toBe(0);
  expect(await page.getByRole('dialog', { name: 'Exception' }).count(), `${route} opens without an error`).toBe(0);
  expect(await page.locator('h1').count(), `${route} has one h1`).toBe(1);
  const h1 = (await page.locator('h1').textContent())?.trim() ?? '';
  await expect
    .poll(() => page.title(), { message: `${route} names its page in the title` })
    .toBe(`${h1} – ${APP_NAME}`);
}

beforeAll(async () => {
  ids = await demoIds();
});

// Light, then dark, each in its own context (files run two at a time: the cores are busy already).
describe('every route of spec §2', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`opens a real screen for root (${mode})`, async ({ expect }) => {
      const page = await signedInPage(ROOT_EMAIL, mode);
      for (const [name, route] of Object.entries(routes(ids))) {
        await expectScreen(expect, page, route);
        await screenshot(page, `route-${name}-${mode}`);
      }
    }, 600_000);
  }
});
