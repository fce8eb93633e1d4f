/**
 * The join figures on the agenda benchmark's event (bench-agendas-seed.ts): a plain user taps
 * Join on a session's overview, timed until their "You're in" is drawn and until an organizer's open
 * overview of it shows the place taken. Each join is left again, untimed, before the next. 14 joins: a
 * join and a leave are each a membership call, and one person may make RATE_LIMITS.membership (30) a
 * minute; 28 calls stay within it, whatever the window.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, MEMBERSHIP_TEXTS, type StoredAgenda } from '@agenda/contract';
import { DEMO_PEOPLE } from '../tests/personas';
import { demoUserId, ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { EVENT_ID, firstDay, seedAgendaEvent, TENANT } from './bench-agendas-seed';
import { adminClients } from './lib/admin';
import { line, withinTimeout } from './lib/bench-stats';
import { launchBrowser, newContext } from './lib/chromium';
import { say } from './lib/say';

const JOINS = 14;

/** The places a session's people take. */
const seated = (agenda: StoredAgenda): number => agenda.participant_count;

/** The first session a plain user may join with a place free: limited places, neither locked nor mandatory. */
export function joinableAgenda(agendas: readonly StoredAgenda[]): StoredAgenda {
  const joinable = agendas.find(
    (agenda) => !agenda.mandatory && !agenda.locked && agenda.no_of_places > seated(agenda),
  );
  if (!joinable) throw new Error('No agenda to join');
  return joinable;
}

/** The user (made a participant of the event) joins and leaves `agenda` JOINS times. */
export async function joinTimes(browser: Browser, appUrl: string, db: Firestore, agenda: StoredAgenda): Promise<void> {
  const attendeeEmail = DEMO_PEOPLE.user;
  const uid = demoUserId(attendeeEmail);
  await db
    .collection(COLLECTIONS.events)
    .doc(EVENT_ID)
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(uid)
    .set({ uid, event_id: EVENT_ID, added_at: Date.now() });
  const url = `${appUrl}/main/event/agendas/overview?e=${EVENT_ID}&t=${TENANT}&a=${agenda.agenda_id}`;
  const [attendeeContext, organizerContext] = await Promise.all([newContext(browser), newContext(browser)]);
  const attendee = await attendeeContext.newPage();
  const organizer = await organizerContext.newPage();
  await signInAs(attendee, attendeeEmail);
  await signInAs(organizer, ROOT_EMAIL);
  await Promise.all([attendee.goto(url), organizer.goto(url)]);
  const button = (label: string) =>
    `document.querySelector(${JSON.stringify(`button[aria-label=${JSON.stringify(`${label}: ${agenda.name}`)}]`)})`;
  const status = `(document.querySelector('[data-testid="membership-status"]')?.textContent ?? '')`;
  const before = seated(agenda);
  const taken = (count: number) => JSON.stringify(`${count} of ${agenda.no_of_places} places taken`);
  const hasText = (text: string) =>
    `[...document.querySelectorAll('main p, main span')].some((node) => node.textContent === ${text})`;
  // Conditions are checked in the page by evaluate (waitForFunction evaluates strings, which the app's CSP forbids).
  const until = (page: Page, what: string, condition: string) =>
    withinTimeout(
      what,
      page.evaluate(
        `new Promise((resolve) => { const check = () => (${condition} ? resolve(true) : requestAnimationFrame(check)); requestAnimationFrame(check); })`,
      ),
    );
  await until(organizer, "the places in the organizer's tab", hasText(taken(before)));
  // Enabled: the button stays disabled until the API answers, which may come after the live document.
  const enabled = (label: string) => `(${button(label)}?.disabled === false)`;
  await until(attendee, 'the Join button', enabled(MEMBERSHIP_TEXTS.join));

  const drawn: number[] = [];
  const otherTab: number[] = [];
  // Where a join's time goes: the tap until the request leaves, the request until its answer is in, the
  // answer until "You're in" is drawn (the request's own timing, from the page's network events), and the
  // server's own time (its Server-Timing total).
  const toRequest: number[] = [];
  const inFlight: number[] = [];
  const toDrawn: number[] = [];
  const serverTotal: number[] = [];
  let joinCall: Promise<{ sent: number; answered: number; server: number | null }> | null = null;
  attendee.on('request', (request) => {
    if (!request.url().includes('/participants/agenda/join')) return;
    joinCall = request.response().then(async (response) => {
      await response?.finished();
      const timing = request.timing();
      const total = /(?:^|,)\s*total;dur=([\d.]+)/.exec((await response?.allHeaders())?.['server-timing'] ?? '');
      return {
        sent: timing.startTime,
        answered: timing.startTime + timing.responseEnd,
        server: total ? Number(total[1]) : null,
      };
    });
  });
  for (let run = 0; run < JOINS; run += 1) {
    const seen = organizer.evaluate(`new Promise((resolve) => {
      const check = () => (${hasText(taken(before + 1))} ? resolve(performance.timeOrigin + performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    })`) as Promise<number>;
    const [tapped, youreIn] = await withinTimeout(
      '"You\'re in" after Join',
      attendee.evaluate(`new Promise((resolve) => {
        const started = performance.now();
        ${button(MEMBERSHIP_TEXTS.join)}.click();
        const check = () => (${status} === ${JSON.stringify(MEMBERSHIP_TEXTS.in)} ? resolve([performance.timeOrigin + started, performance.now() - started]) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      })`) as Promise<[number, number]>,
    );
    drawn.push(youreIn);
    const call = await (joinCall as Promise<{ sent: number; answered: number; server: number | null }> | null);
    joinCall = null;
    if (call) {
      toRequest.push(call.sent - tapped);
      inFlight.push(call.answered - call.sent);
      toDrawn.push(tapped + youreIn - call.answered);
      if (call.server !== null) serverTotal.push(call.server);
    }
    otherTab.push((await withinTimeout("the organizer's tab after a join", seen)) - tapped);
    // Leave again (untimed), and wait until both tabs show the place free.
    await until(attendee, 'the Leave button', enabled(MEMBERSHIP_TEXTS.leave));
    await attendee.evaluate(`${button(MEMBERSHIP_TEXTS.leave)}.click()`);
    await until(attendee, 'the Join button after leaving', enabled(MEMBERSHIP_TEXTS.join));
    await until(organizer, "the place free again in the organizer's tab", hasText(taken(before)));
  }
  await Promise.all([attendeeContext.close(), organizerContext.close()]);
  say(`  (the session has ${before} of its ${agenda.no_of_places} places taken before each join)`);
  say(line('join: Join tapped to "You\'re in" drawn', drawn));
  say(line("join: Join tapped to the organizer's tab updated", otherTab));
  say(line('  of which: Join tapped to the request sent', toRequest));
  say(line('  of which: the request sent to its answer received', inFlight));
  say(line('  of which: the answer received to "You\'re in" drawn', toDrawn));
  if (serverTotal.length) say(line("  the server's own time (Server-Timing total)", serverTotal));
}

/** The join figures alone (`npm run bench -- --agenda-joins`): the seeded event, then joinTimes. */
export async function benchAgendaJoins(appUrl: string): Promise<void> {
  const { db } = adminClients();
  const agendas = await seedAgendaEvent(db, firstDay());
  const browser = await launchBrowser();
  try {
    say('\nJoining a session of the agenda benchmark event in Chromium (a plain user and root; 1280×800)');
    await joinTimes(browser, appUrl, db, joinableAgenda(agendas));
  } finally {
    await browser.close();
  }
}
