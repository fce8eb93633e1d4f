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
    const user = db.collection(COLLECTIONS.users).doc(person.uid);
    await user.update({ reminders: { lead_minutes: 60, mail: false } });
    expect(alarms(await agendaFile())).toEqual([[expect.objectContaining({ minutesBefore: 60 })]]);
    expect(
      alarms(await feed())
        .flat()
        .map((a) => a.minutesBefore),
    ).toEqual(expect.arrayContaining([60]));
    await user.update({ reminders: { lead_minutes: 0, mail: false } });
    expect(alarms(await agendaFile())).toEqual([[]]);
    expect(alarms(await feed()).flat()).toEqual([]);
  });
});
