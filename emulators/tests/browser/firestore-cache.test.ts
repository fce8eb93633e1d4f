/**
 * Firestore's persistent cache (IndexedDB, owned by one tab at a time; issue 17 item 2)
 * in a browser that two people use one after the other: the first person's draft is in the cache
 * while they are signed in, gone once they log out, and never drawn nor cached for the next person;
 * a returning visit in a new tab paints its list from the cache while Firestore is unreachable; and a
 * list read with the cached token's rights, which changed while the person was away, shows no refusal.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_MESSAGES } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, launchBrowser, newContext } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { signInAs } from './sign-in-helper';

/** A draft of France: only France's admins (adminB) and root may read it. */
const DRAFT = { id: 'lyon-leadership-offsite', name: 'Lyon Leadership Offsite' };
const PUBLISHED = 'Paris Innovation Days';
const FR_LIST = `${APP_URL}/main/events/eventslist?t=fr`;
const DRAFT_HOME = `${APP_URL}/main/event/agendalist?e=${DRAFT.id}&t=fr`;
const DE_LIST = `${APP_URL}/main/events/eventslist?t=de`;
const FIRESTORE = `http://127.0.0.1:${emulatorPorts().firestore}/**`;

/**
 * In every document of the context, from its first line: notes in sessionStorage (the tab's, kept
 * across its navigations) when the draft's name is ever drawn, however briefly. Passed as text: the
 * test's compiler would add helpers that do not exist in the page.
 */
const WATCH_FOR_DRAFT = `(() => {
  const seen = () => { if (document.body && document.body.textContent.includes(${JSON.stringify(DRAFT.name)})) sessionStorage.setItem('draft-drawn', 'yes'); };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * The stores of the page's IndexedDB databases whose documents hold the draft (Firestore keeps documents in
 * its remoteDocuments store; a query's own words, such as an address someone opened, are in targets).
 */
const DRAFT_CACHED = `(async () => {
  const found = [];
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise((resolve, reject) => { const open = indexedDB.open(name); open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
    for (const store of [...db.objectStoreNames].filter((name) => name.startsWith('remoteDocuments'))) {
      const entries = await new Promise((resolve, reject) => {
        const tx = db.transaction(store, 'readonly').objectStore(store);
        const keys = tx.getAllKeys(); const values = tx.getAll();
        values.onsuccess = () => resolve([keys.result, values.result]); values.onerror = () => reject(values.error);
      });
      if (JSON.stringify(entries).includes(${JSON.stringify(DRAFT.id)})) found.push(name + '/' + store);
    }
    db.close();
  }
  return found;
})()`;

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

describe("Firestore's persistent cache in a browser two people share", () => {
  it("keeps the first person's draft to them: gone at logout, never drawn nor cached for the next person", async () => {
    const page = await context.newPage();
    await signInAs(page, DEMO_PEOPLE.adminB);
    await page.goto(FR_LIST);
    await card(page, DRAFT.name).waitFor();
    await page.goto(DRAFT_HOME);
    await page.getByTestId('event-header').getByRole('link', { name: DRAFT.name, exact: true }).waitFor();
    // The cache is really persistent: the draft is on disk while its reader is signed in.
    await expect.poll(() => page.evaluate(DRAFT_CACHED) as Promise<string[]>).not.toEqual([]);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === new URL(APP_URL).pathname && !url.search);
    expect(await page.evaluate(DRAFT_CACHED)).toEqual([]);
    await page.evaluate(() => sessionStorage.removeItem('draft-drawn'));

    // The next person, in the same tab: the draft's own address and France's list.
    await signInAs(page, nextPerson.email);
    await page.goto(DRAFT_HOME);
    await page.getByRole('heading', { name: EVENT_MESSAGES.eventNotFound }).waitFor();
    await page.goto(FR_LIST);
    await card(page, PUBLISHED).waitFor();
    expect(await card(page, DRAFT.name).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('draft-drawn'))).toBeNull();
    expect(await page.evaluate(DRAFT_CACHED)).toEqual([]);
    await page.close();
  });

  it('paints a returning visit from the cache in a new tab while Firestore is unreachable', async () => {
    // The previous test left the next person signed in, with France's list read into the cache, and no tab open.
    const tab = await context.newPage();
    let blocked = 0;
    await tab.route(FIRESTORE, (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await tab.goto(FR_LIST);
    await card(tab, PUBLISHED).waitFor();
    expect(blocked).toBeGreaterThan(0);
    expect(await card(tab, DRAFT.name).count()).toBe(0);
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
