/**
 * The two-table user picker at a company's scale, in Chromium (figures only; nothing here asserts
 * timings). Seeds 20,000 users (bench-admin's generator) and an event with one agenda into the running
 * emulator suite, signs in as the root demo user and measures on the agenda's participants screen:
 *  - opening the picker until the first page of 1000 available users is drawn;
 *  - "All" on the left: every page of 1000 read and drawn;
 *  - moving 1,000 people ("Add all on this page") until the right table shows them, and back;
 *  - saving 1,000 participants (POST /participants/agenda/participants) until "Participants Saved!";
 *  - a search keystroke in the selected table (local, 20,000 selected) until the filtered rows are
 *    drawn (the goal: ≤ 50 ms), and in the available table (debounced server search);
 *  - before the browser, the server search a keystroke at a time through the API (benchPeopleSearch).
 * Documents have fixed ids, so a second run overwrites instead of adding.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import {
  agendaDocSchema,
  api,
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  newAgendaDoc,
  newEventDoc,
  TOASTS,
  type TenantDoc,
} from '@agenda/contract';
import { DEMO_PEOPLE } from '../tests/personas';
import { apiAs } from '../tests/browser/api-helper';
import { ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { benchUser, USERS, writeInBatches } from './bench-admin';
import { adminClients } from './lib/admin';
import { line, timed, withinTimeout } from './lib/bench-stats';
import { launchBrowser, newContext } from './lib/chromium';
import { say } from './lib/say';

const TENANT = 'zx';
const EVENT_ID = 'bench-people-event';
const AGENDA_ID = 'bench-people-agenda';
const OPENS = 5;
const MOVES = 5;
const SAVES = 3;
const ALL_LOADS = 2;
/** Typed a keystroke at a time into the selected table's search, and the available table's. */
const SEARCHES = ['anna becker', 'rosa 19', 'zimmermann.4', 'zzz'];
const GOALS = { keystroke: '≤ 50 ms' };
/** Typed into the available table's search (the server's). */
const SERVER_SEARCHES = ['zimmermann', 'popescu', 'nagy', 'zzz'];

const count = new Intl.NumberFormat('en-US');

async function seed(): Promise<void> {
  const { db } = adminClients();
  const tenant: TenantDoc = {
    locale: TENANT.toUpperCase(),
    country_name: 'People benchmark country',
    flag_image_url: null,
    flag_image_ref: null,
  };
  await db.collection(COLLECTIONS.tenants).doc(TENANT).set(tenant);
  await writeInBatches(db, COLLECTIONS.users, USERS, benchUser);
  const start = Date.now() + 30 * 86_400_000;
  await db
    .collection(COLLECTIONS.events)
    .doc(EVENT_ID)
    .set(
      newEventDoc({
        name: 'People benchmark conference',
        description: `${count.format(USERS)} colleagues to pick from.`,
        address: 'Alexanderplatz 1, Berlin',
        start_date: Timestamp.fromMillis(start),
        end_date: Timestamp.fromMillis(start + 8 * 3_600_000),
        timezone: 'Europe/Berlin',
        tenant_id: TENANT,
        privacy: false,
        hide_gamification: false,
        hide_wall: false,
      }),
    );
  const agenda = agendaDocSchema.parse(
    newAgendaDoc({
      agenda_id: AGENDA_ID,
      name: 'All hands',
      description: 'Everyone is welcome.',
      start_time: Timestamp.fromMillis(start + 3_600_000),
      end_date: Timestamp.fromMillis(start + 2 * 3_600_000),
    }),
  );
  await db
    .collection(COLLECTIONS.events)
    .doc(EVENT_ID)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .withConverter(docConverter(agendaDocSchema))
    .doc(AGENDA_ID)
    .set(agenda);
}

/** Every user as the picker shows them (name, else the address), read once for the expected search results. */
async function everyUser(): Promise<{ name: string; email: string }[]> {
  const snapshot = await adminClients()
    .db.collection(COLLECTIONS.users)
    .select('first_name', 'last_name', 'email')
    .get();
  return snapshot.docs.map((doc) => {
    const email = String(doc.get('email'));
    const name = `${String(doc.get('first_name') ?? '')} ${String(doc.get('last_name') ?? '')}`.trim();
    return { name: name || email, email };
  });
}

/*
 * Code that runs in the page is passed as text (tsx's keepNames helper does not exist in the page).
 * Each helper is an expression.
 */
const listbox = (heading: string) =>
  `[...document.querySelectorAll('[role="listbox"]')].find((box) => document.getElementById(box.getAttribute('aria-labelledby'))?.textContent === ${JSON.stringify(heading)})`;
const optionsIn = (heading: string) => `(${listbox(heading)}?.querySelectorAll('[role="option"]').length ?? 0)`;
const hasText = (text: string) =>
  `[...document.querySelectorAll('p, div')].some((element) => element.textContent === ${JSON.stringify(text)})`;
const button = (text: string) =>
  `[...document.querySelectorAll('button')].find((b) => b.textContent === ${JSON.stringify(text)})`;
const setSearch = (label: string, text: string) => `(() => {
  const input = [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent.startsWith(${JSON.stringify(label)}));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
})()`;

/** The pagination label of a table showing `shown` of `total` rows from the first. */
const rowsLabel = (shown: number, total: number) =>
  total === 0 ? '0–0 of 0' : `1–${count.format(shown)} of ${count.format(total)}`;

/** Chooses a page size ("100", "1,000" or "All") in the table whose "Per page" select is the `index`th. */
async function pageSize(page: Page, index: 0 | 1, size: string): Promise<void> {
  await page
    .getByRole('combobox', { name: /Per page/ })
    .nth(index)
    .click();
  await page.getByRole('option', { name: size, exact: true }).click();
}

/**
 * The available table's server search a keystroke at a time, through the API without a browser: POST
 * /getExistingUsers (an admin) and POST /completion/usersPage (an organizer), the first page of 1,000.
 */
async function benchPeopleSearch(): Promise<void> {
  say(
    `\nAvailable-users search with ${count.format(USERS)} users: each keystroke of ${SERVER_SEARCHES.map((word) => `"${word}"`).join(', ')} (first page of 1,000)`,
  );
  say('  The Firestore emulator has no indexes: it scans every user and their search keys on each query; production');
  say(
    '  reads the composite index (search_keys CONTAINS, email_lower ASC) of firestore.indexes.json, a page of documents.',
  );
  const runs: [string, string, string][] = [
    [DEMO_PEOPLE.adminA, api.users.existing.path, 'POST /getExistingUsers (admin)'],
    [DEMO_PEOPLE.organizer, api.completion.usersPage.path, 'POST /completion/usersPage (organizer)'],
  ];
  for (const [who, path, label] of runs) {
    const short: number[] = [];
    const long: number[] = [];
    for (const word of SERVER_SEARCHES) {
      for (let length = 1; length <= word.length; length += 1) {
        const started = performance.now();
        await withinTimeout(
          label,
          apiAs(who, 'POST', path, { search: word.slice(0, length), page: 1, pageSize: 1000 }),
        );
        (length < 3 ? short : long).push(performance.now() - started);
      }
    }
    say(line(`${label}, 1-2 letters`, short));
    say(line(`${label}, 3 letters or more`, long, GOALS.keystroke));
  }
}

export async function benchPeople(appUrl: string): Promise<void> {
  say(`\nUser picker: seeding ${count.format(USERS)} users and the event "${EVENT_ID}" with one agenda…`);
  await seed();
  await benchPeopleSearch();
  const everyone = await everyUser();
  const total = everyone.length;
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Leaving with unsaved changes asks the browser's question: this benchmark always leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAs(page, ROOT_EMAIL);
    const url = `${appUrl}/main/event/agendas/agendaparticipants?e=${EVENT_ID}&t=${TENANT}&a=${AGENDA_ID}`;
    const path = new URL(url).pathname + new URL(url).search;
    say(`\nThe participants picker with ${count.format(total)} users in Chromium (root user; 1280×800)`);

    const opens: number[] = [];
    for (let run = 0; run < OPENS; run += 1) {
      await page.goto(`${appUrl}/main/profile`);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      opens.push(
        await timed(
          page,
          'the picker after opening the screen',
          `window.history.pushState(null, '', ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent('popstate'))`,
          `${optionsIn('Available users')} > 0 && ${hasText(`${count.format(total)} users`)}`,
        ),
      );
    }
    say(line('open the picker: first 1,000 available users drawn', opens));

    const moves: number[] = [];
    const backs: number[] = [];
    const saves: number[] = [];
    const emptied: number[] = [];
    for (let run = 0; run < Math.max(MOVES, SAVES); run += 1) {
      moves.push(
        await timed(
          page,
          'moving 1,000 people',
          `${button('Add all on this page (1,000)')}.click()`,
          `${hasText('1,000 selected')} && ${optionsIn('Participants')} > 0`,
        ),
      );
      if (run < SAVES) {
        saves.push(
          await timed(
            page,
            'saving 1,000 participants',
            `${button('Save')}.click()`,
            hasText(TOASTS.participantsSaved),
          ),
        );
        await page.getByText(TOASTS.participantsSaved).waitFor({ state: 'detached', timeout: 15_000 });
      }
      await pageSize(page, 1, 'All');
      backs.push(
        await timed(
          page,
          'moving 1,000 people back',
          `${button('Remove all on this page (1,000)')}.click()`,
          `${hasText('0 selected')} && ${optionsIn('Available users')} > 0`,
        ),
      );
      if (run < SAVES) {
        emptied.push(
          await timed(page, 'saving no participants', `${button('Save')}.click()`, hasText(TOASTS.participantsSaved)),
        );
        await page.getByText(TOASTS.participantsSaved).waitFor({ state: 'detached', timeout: 15_000 });
      }
      await pageSize(page, 1, '100');
    }
    say(line('move 1,000 people to the selected table', moves));
    say(line('move 1,000 people back', backs));
    say(line('save 1,000 participants: click to "Participants Saved!"', saves));
    say(line('save after removing the 1,000: click to the toast', emptied));

    const alls: number[] = [];
    for (let run = 0; run < ALL_LOADS; run += 1) {
      await page.goto(url);
      await page
        .getByRole('listbox', { name: 'Available users' })
        .getByRole('option')
        .first()
        .waitFor({ timeout: 60_000 });
      await page
        .getByRole('combobox', { name: /Per page/ })
        .first()
        .click();
      alls.push(
        await timed(
          page,
          `"All" ${count.format(total)} users`,
          `[...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === 'All').click()`,
          `${button(`Add all on this page (${count.format(total)})`)} !== undefined`,
        ),
      );
    }
    say(line(`"All" on the left: ${count.format(total)} users read (pages of 1,000) and drawn`, alls));

    // Everyone selected, then the selected table searched locally, a keystroke at a time.
    await page.evaluate(`${button(`Add all on this page (${count.format(total)})`)}.click()`);
    await page.getByText(`${count.format(total)} selected`).waitFor({ timeout: 60_000 });
    await pageSize(page, 1, 'All');
    const keystrokes: number[] = [];
    for (const word of SEARCHES) {
      for (let length = 1; length <= word.length; length += 1) {
        const text = word.slice(0, length);
        const words = text.toLowerCase().split(/\s+/).filter(Boolean);
        const matches = everyone.filter((user) =>
          words.every((w) => `${user.name} ${user.email}`.toLowerCase().includes(w)),
        ).length;
        keystrokes.push(
          await timed(
            page,
            `the selected table for "${text}"`,
            setSearch('Search participants', text),
            hasText(rowsLabel(matches, matches)),
          ),
        );
      }
      await timed(
        page,
        'the selected table cleared',
        setSearch('Search participants', ''),
        hasText(rowsLabel(total, total)),
      );
    }
    say(line('search the selected (local, all selected): keystroke to rows drawn', keystrokes, GOALS.keystroke));

    // The available table searches the server once the typing pauses (250 ms), then draws the answer.
    await page.goto(url);
    await page
      .getByRole('listbox', { name: 'Available users' })
      .getByRole('option')
      .first()
      .waitFor({ timeout: 60_000 });
    const serverSearches: number[] = [];
    // Each search's first row holds the word (or the table says no one matches); the previous one's did not.
    for (const word of SERVER_SEARCHES) {
      const firstRow = `(${listbox('Available users')}?.querySelector('[role="option"]')?.textContent ?? '').toLowerCase()`;
      serverSearches.push(
        await timed(
          page,
          `the available table for "${word}"`,
          setSearch('Search available users', word),
          `${firstRow}.includes(${JSON.stringify(word)}) || ${hasText(`No one matches “${word}”: try part of a name or an address.`)}`,
        ),
      );
    }
    say(line('search the available (server, 250 ms debounce): typed to rows drawn', serverSearches));
    await context.close();
  } finally {
    await browser.close();
  }
}
