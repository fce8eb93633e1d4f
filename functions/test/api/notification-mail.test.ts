/**
 * A notification's mail, as it arrives over SMTP (the suite's MailDev), carries the
 * notification's own subject and links back to the event's page in the app (APP_ORIGIN below /v2,
 * functions/.env.demo-agenda), in its text and its HTML part.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { call, createUser, db, HOSTING_URL, userDoc, type TestUser } from '../helpers';
import { requestOf } from '../matrix/matrix';
import { mailsTo } from '../mail-inbox';

let organizer: TestUser;

beforeAll(async () => {
  organizer = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
});

/** A participant of the event, written straight to Firestore (delivery needs their record and address). */
async function participant(eventId: string): Promise<string> {
  const { uid, doc } = userDoc([{ authority_id: 'USER', tenant_id: null }], 'de');
  await db.collection(COLLECTIONS.users).doc(uid).set(doc);
  await eventDoc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(uid)
    .set({ uid, event_id: eventId, added_at: Date.now() });
  return doc.email;
}

describe('the mail of a notification', () => {
  it("has the notification's subject and a link to the event's page in the app, in text and HTML", async () => {
    const { id: eventId, name } = await createTestEvent(organizer.uid);
    const email = await participant(eventId);
    const [path, options] = requestOf(api.notifications.send, {
      eventId,
      notification: { message: 'Doors open at 9:30\nBring your badge', type: 'TEXT' },
      send_to_all: true,
    });
    const answer = await call(path, { ...options, token: organizer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Doors open at 9:30');
    const eventUrl = `${HOSTING_URL}/v2/main/event/event?e=${eventId}&t=de`;
    expect(mail?.text).toContain('Doors open at 9:30\nBring your badge');
    expect(mail?.text).toContain(`${name}: ${eventUrl}`);
    expect(mail?.html).toContain(`<a href="${eventUrl.replace('&', '&amp;')}"`);
    expect(mail?.html).toContain(`Open ${name} in the app</a>`);
  });
});
