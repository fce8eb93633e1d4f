/**
 * Reminders (docs/features.md, "Reminders"): the person's lead time is the VALARM of their "Add to
 * calendar" files and of their personal feed, read back with ical.js; none when reminders are off.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, COLLECTIONS, REMINDER_DEFAULT_LEAD } from '@agenda/contract';
import { createTestEvent } from '../event-fixtures';
import { API_URL, call, createUser, db, type TestUser } from '../helpers';
import { addParticipant, createFeedToken } from '../matrix/calendar-context';

let organizer: TestUser;
let person: TestUser;
let event: { id: string; agendaId: string };
let feedToken: string;

beforeAll(async () => {
  [organizer, person] = await Promise.all([
    createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de'),
    createUser([{ authority_id: 'USER', tenant_id: null }], 'de'),
  ]);
  event = await createTestEvent(organizer.uid);
  await addParticipant(event.id, event.agendaId, person.uid);
  feedToken = await createFeedToken(person.token);
});

/** The VALARMs of every entry of a calendar file. */
function alarms(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) =>
    vevent.getAllSubcomponents('valarm').map((alarm) => ({
      action: alarm.getFirstPropertyValue('action'),
      minutesBefore: -(alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds() / 60,
      description: String(alarm.getFirstPropertyValue('description')),
    })),
  );
}

async function agendaFile(): Promise<string> {
  const { status, body } = await call(`${api.calendar.agendaFile.path}?e=${event.id}&a=${event.agendaId}`, {
    token: person.token,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.result as { ics: string }).ics;
}

async function feed(): Promise<string> {
  const response = await fetch(`${API_URL}${api.calendar.personalFeed.path}?token=${feedToken}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function saveReminders(user: TestUser, json: unknown) {
  const { status, body } = await call(api.users.setReminders.path, { method: 'POST', json, token: user.token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result;
}

describe('GET|POST /users/reminders', () => {
  it('answers the defaults until the person saves a setting, then theirs, on their own document', async () => {
    const someone = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    const read = () => call(api.users.reminders.path, { token: someone.token });
    expect((await read()).body.result).toEqual({ lead_minutes: REMINDER_DEFAULT_LEAD, mail: false });
    expect(await saveReminders(someone, { lead_minutes: 5, mail: true })).toEqual({ lead_minutes: 5, mail: true });
    expect((await read()).body.result).toEqual({ lead_minutes: 5, mail: true });
    const stored = await db.collection(COLLECTIONS.users).doc(someone.uid).get();
    expect(stored.get('reminders')).toEqual({ lead_minutes: 5, mail: true });
    // Nobody else's changed.
    expect((await call(api.users.reminders.path, { token: person.token })).body.result).not.toEqual({
      lead_minutes: 5,
      mail: true,
    });
  });

  it.each([
    [{ lead_minutes: 10, mail: false }, /one of 0, 5, 15, 30, 60 minutes/],
    [{ lead_minutes: '15', mail: false }, /one of 0, 5, 15, 30, 60 minutes/],
    [{ lead_minutes: 15 }, /mail/],
    [{ lead_minutes: 15, mail: false, uid: 'someone-else' }, /uid/],
  ])('refuses %j with a 400 and its message, changing nothing', async (json, message) => {
    const someone = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    await saveReminders(someone, { lead_minutes: 30, mail: true });
    const { status, body } = await call(api.users.setReminders.path, { method: 'POST', json, token: someone.token });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(message);
    const stored = await db.collection(COLLECTIONS.users).doc(someone.uid).get();
    expect(stored.get('reminders')).toEqual({ lead_minutes: 30, mail: true });
  });
});

describe('VALARM in "Add to calendar" and the personal feed', () => {
  it('carries a display alarm 15 minutes before by default', async () => {
    expect(REMINDER_DEFAULT_LEAD).toBe(15);
    for (const ics of [await agendaFile(), await feed()]) {
      const all = alarms(ics);
      expect(all.length).toBeGreaterThan(0);
      for (const entry of all) {
        expect(entry).toHaveLength(1);
        expect(entry[0]).toMatchObject({ action: 'DISPLAY', minutesBefore: 15 });
        expect(entry[0]?.description).toMatch(/starts in 15 minutes/);
      }
    }
  });

  it("follows the person's lead time, and carries none when reminders are off", async () => {
    await saveReminders(person, { lead_minutes: 60, mail: false });
    expect(alarms(await agendaFile())).toEqual([[expect.objectContaining({ minutesBefore: 60 })]]);
    expect(
      alarms(await feed())
        .flat()
        .map((a) => a.minutesBefore),
    ).toEqual(expect.arrayContaining([60]));
    await saveReminders(person, { lead_minutes: 0, mail: false });
    expect(alarms(await agendaFile())).toEqual([[]]);
    expect(alarms(await feed()).flat()).toEqual([]);
  });
});
