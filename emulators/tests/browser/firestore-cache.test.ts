/**
 * This browser's local data (Firestore keeps documents in memory; what outlives a tab is the
 * snapshot of the last-drawn country list, in local storage) in a browser that two people use one after
 * the other: the first person's draft is in the snapshot while they are signed in, gone once they log
 * out, and never drawn nor kept for the next person; a returning visit in a new tab draws the list from the
 * snapshot before Firestore answers (and while it is unreachable), then the live list replaces it; and a
 * list read with the cached token's rights, which changed while the person was away, shows no refusal.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_MESSAGES } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, expectAccessible, launchBrowser, newContext, shootDesktopAndPhone } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { signInAs } from './sign-in-helper';

/** A draft of France: only France's admins (adminB) and root may read it. */
const DRAFT = { id: 'lyon-leadership-offsite', name: 'Lyon Leadership Offsite' };
const PUBLISHED = 'Paris Innovation Days';
const FR_LIST = `${APP_URL}/main/events/eventslist?t=fr`;
const DRAFT_HOME = `${APP_URL}/main/event/agendalist?e=${DRAFT.id}&t=fr`;
const DE_LIST = `${APP_URL}/main/events/eventslist?t=de`;
const FIRESTORE = `http://127.0.0.1:${emulatorPorts().firestore}/**`;
/** web/src/lib/list-snapshot.ts's keys. */
const SNAPSHOT_KEY = 'agenda.listSnapshot';
const OWNER_KEY = 'agenda.localDataOwner';

/**
 * In every document of the context, from its first line: notes in sessionStorage (the tab's, kept
 * across its navigations) when the draft's name is ever drawn, however briefly. Passed as text: the
 * test's compiler would add helpers that do not exist in the page.
 */
const WATCH_FOR_DRAFT = `(() => {
  const seen = () => { if (document.body && document.body.textContent.includes(${JSON.stringify(DRAFT.name)})) sessionStorage.setItem('draft-drawn', 'yes'); };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

/** What this browser keeps locally: the snapshot's text and its recorded owner. */
const localData = (page: Page) =>
  page.evaluate(
    ([snapshot, owner]) => ({ snapshot: localStorage.getItem(snapshot!), owner: localStorage.getItem(owner!) }),
    [SNAPSHOT_KEY, OWNER_KEY],
  );

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

let browser: Browser;
let context: BrowserContext;

/** The next person in the shared browser: Germany's admin, this file's own, whose rights version it moves on. */
let nextPerson: OwnPerson;

beforeAll(async () => {
  nextPerson = await ownPerson('firestore-cache.admin-de', {
    givenName: 'Nico',
    surname: 'Nachfolger',
    authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }],
  });
  browser = await launchBrowser();
  context = await newContext(browser);
  await context.addInitScript(WATCH_FOR_DRAFT);
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

describe("This browser's local data in a browser two people share", () => {
  it("keeps the first person's draft to them: gone at logout, never drawn nor kept for the next person", async () => {
    const page = await context.newPage();
    await signInAs(page, DEMO_PEOPLE.adminB);
    await page.goto(FR_LIST);
    await card(page, DRAFT.name).waitFor();
    // The list is kept for the next visit, draft included, while its reader is signed in.
    await expect.poll(async () => (await localData(page)).snapshot ?? '').toContain(DRAFT.name);
    await page.goto(DRAFT_HOME);
    await page.getByTestId('event-header').getByRole('link', { name: DRAFT.name, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === new URL(APP_URL).pathname && !url.search);
    expect(await localData(page)).toEqual({ snapshot: null, owner: null });
    await page.evaluate(() => sessionStorage.removeItem('draft-drawn'));

    // The next person, in the same tab: the draft's own address and France's list.
    await signInAs(page, nextPerson.email);
    await page.goto(DRAFT_HOME);
    await page.getByRole('heading', { name: EVENT_MESSAGES.eventNotFound }).waitFor();
    await page.goto(FR_LIST);
    await card(page, PUBLISHED).waitFor();
    expect(await card(page, DRAFT.name).count()).toBe(0);
    // Their own list is kept for them, without the draft.
    await expect.poll(async () => (await localData(page)).snapshot ?? '').toContain(PUBLISHED);
    const kept = await localData(page);
    expect(kept.owner).toBe(nextPerson.uid);
    expect(kept.snapshot).not.toContain(DRAFT.name);
    expect(await page.evaluate(() => sessionStorage.getItem('draft-drawn'))).toBeNull();
    await page.close();
  });

  it('draws a returning visit from the snapshot in a new tab while Firestore is unreachable', async () => {
    // The previous test left the next person signed in, with France's list kept, and no tab open.
    const tab = await context.newPage();
    let blocked = 0;
    await tab.route(FIRESTORE, (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await tab.goto(FR_LIST);
    // The first screen's pre-paint (web/src/lib/pre-paint.ts, list-pre-paint.test.ts) first, then the app's own.
    await tab.locator('[data-pre-paint]').waitFor({ state: 'detached' });
    await card(tab, PUBLISHED).waitFor();
    await tab.getByRole('heading', { level: 1, name: 'France events' }).waitFor();
    await expect.poll(() => blocked).toBeGreaterThan(0);
    expect(await card(tab, DRAFT.name).count()).toBe(0);
    await expectAccessible(tab, 'main');
    await shootDesktopAndPhone(tab, 'list-snapshot-offline');
    await tab.close();
  });

  it('shows the snapshot before Firestore answers, then only the live list; a corrupt snapshot is ignored', async () => {
    const tab = await context.newPage();
    await tab.goto(FR_LIST);
    await card(tab, PUBLISHED).waitFor();
    // An event that is no longer there (deleted elsewhere since the last visit) is in the snapshot.
    await tab.evaluate((key) => {
      const snapshot = JSON.parse(localStorage.getItem(key)!) as { events: { id: string; name: string }[] };
      snapshot.events.unshift({ ...snapshot.events[0]!, id: 'gone-since', name: 'Gone Since Last Visit' });
      localStorage.setItem(key, JSON.stringify(snapshot));
    }, SNAPSHOT_KEY);
    // Firestore answers late: the snapshot is on screen meanwhile, with no skeleton.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await tab.route(FIRESTORE, async (route) => {
      await answered;
      await route.continue().catch(() => undefined);
    });
    await tab.reload();
    await card(tab, 'Gone Since Last Visit').waitFor();
    await card(tab, PUBLISHED).waitFor();
    release();
    await card(tab, 'Gone Since Last Visit').waitFor({ state: 'detached' });
    await card(tab, PUBLISHED).waitFor();
    await tab.unroute(FIRESTORE);

    await tab.evaluate((key) => localStorage.setItem(key, '{"v":1,"events":[{"id":'), SNAPSHOT_KEY);
    await tab.reload();
    await card(tab, PUBLISHED).waitFor();
    await tab.close();
  });

  it("reads a list with the cached token's rights at once, and shows no refusal when they changed while the person was away", async () => {
    // The first test left the next person (Germany's admin) signed in. While they are away their rights version moves on,
    // claims included, as the API does on any change of rights: their cached token is now behind, and
    // the rules refuse it the admin's query of Germany's list until the app has a fresh one.
    const { db, auth } = adminClients();
    const { uid } = nextPerson;
    const record = db.collection(COLLECTIONS.users).doc(uid);
    const version = (((await record.get()).get('rights_version') as number | undefined) ?? 0) + 1;
    await record.update({ rights_version: version });
    await auth.setCustomUserClaims(uid, { ...(await auth.getUser(uid)).customClaims, rv: version });
    await context.addInitScript(`(() => {
      const seen = () => { if (document.body && document.body.textContent.includes('insufficient permissions')) sessionStorage.setItem('refusal-drawn', 'yes'); };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
    })()`);

    const tab = await context.newPage();
    const added = db.collection(COLLECTIONS.events).doc();
    try {
      await tab.goto(DE_LIST);
      await card(tab, 'Berlin Tech Summit').waitFor();
      // Live with the fresh token: an event added now shows.
      const model = (
        await db
          .collection(COLLECTIONS.events)
          .where('tenant_id', '==', 'de')
          .where('name', '==', 'Berlin Tech Summit')
          .get()
      ).docs[0]!;
      await added.set({ ...model.data(), name: 'Rights Check Meetup' });
      await card(tab, 'Rights Check Meetup').waitFor();
      expect(await tab.evaluate(() => sessionStorage.getItem('refusal-drawn'))).toBeNull();
    } finally {
      await added.delete();
      await tab.close();
    }
  });
});
