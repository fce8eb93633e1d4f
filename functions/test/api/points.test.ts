/**
 * Issue 32 item 20: a participant's points, gamificationv2/{eventId}/points/{uid}, follow the sessions
 * they joined (POINTS_PER_JOINED_SESSION each), whoever changes an agenda's participants: counted by
 * the functions' triggers (gamification/triggers.ts), gone when they are in no session any more.
 */
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  newAgendaDoc,
  POINTS_PER_JOINED_SESSION,
  POINTS_SUBCOLLECTION,
} from '@agenda/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { db, randomTag } from '../helpers';
import { until } from '../mail-inbox';

/** Triggers run after the write, each in its own worker: a cold one on a busy machine takes a while. */
const TRIGGER_WAIT_MS = 90_000;

const pointsOf = async (eventId: string, uid: string) =>
  (await db.collection(COLLECTIONS.gamification).doc(eventId).collection(POINTS_SUBCOLLECTION).doc(uid).get()).data();

describe("a participant's points", () => {
  it(
    'count the sessions they joined, follow every change, and go with the last session',
    { timeout: 400_000 },
    async () => {
      const { id: eventId, agendaId } = await createTestEvent(`organizer-${randomTag()}`);
      const agendas = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas);
      const ann = `ann-${randomTag()}`;
      const bob = `bob-${randomTag()}`;
      const secondId = `second-${randomTag()}`;
      const start = Timestamp.fromMillis(Date.now() + 30 * 3_600_000);
      await agendas.doc(secondId).set(
        newAgendaDoc({
          agenda_id: secondId,
          name: 'Workshop',
          description: 'Hands on',
          start_time: start,
          end_date: Timestamp.fromMillis(start.toMillis() + 3_600_000),
          tags: [],
          location_id: null,
        }),
      );

      await agendas.doc(agendaId).update({ participants: [ann, bob] });
      expect(
        await until(
          () => pointsOf(eventId, ann),
          (p) => p !== undefined,
          TRIGGER_WAIT_MS,
        ),
      ).toMatchObject({
        uid: ann,
        event_id: eventId,
        tenant_id: 'de',
        sessions: 1,
        points: POINTS_PER_JOINED_SESSION,
      });

      await agendas.doc(secondId).update({ participants: [ann] });
      expect(
        await until(
          () => pointsOf(eventId, ann),
          (p) => p?.sessions === 2,
          TRIGGER_WAIT_MS,
        ),
      ).toMatchObject({
        sessions: 2,
        points: 2 * POINTS_PER_JOINED_SESSION,
      });

      // Ann leaves the first session; the second is deleted: Bob keeps his, Ann has none left.
      await agendas.doc(agendaId).update({ participants: [bob] });
      expect(
        await until(
          () => pointsOf(eventId, ann),
          (p) => p?.sessions === 1,
          TRIGGER_WAIT_MS,
        ),
      ).toMatchObject({ sessions: 1 });
      await agendas.doc(secondId).delete();
      expect(
        await until(
          () => pointsOf(eventId, ann),
          (p) => p === undefined,
          TRIGGER_WAIT_MS,
        ),
      ).toBeUndefined();
      expect(await pointsOf(eventId, bob)).toMatchObject({ sessions: 1, points: POINTS_PER_JOINED_SESSION });
    },
  );
});
