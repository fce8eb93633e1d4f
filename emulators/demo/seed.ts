/**
 * Seeds the emulator suite with the demo data: the global tenant and eleven countries with flags, the
 * people of every role and their groups (people.ts), settings, news, the directory, and the events
 * (events.ts) with their agendas, rosters and schedules. Written with the Admin SDK (rules do not
 * apply), relative to today so the states stay true.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  type DetailDoc,
  type EventParticipantDoc,
  type SurveyDoc,
  type TenantDoc,
  agendaWrites,
  AGENDA_ROSTER,
  newAgendaDoc,
  schedulesOf,
  newEventDoc,
  newGroupDoc,
  newsConverter,
  userEmailKey,
  userSearchKeys,
} from '@agenda/contract';
import { backfillCountryFigures } from './country-figures';
import { EVENTS } from './events';
import { flagDataUrl } from './flags';
import { demoNewsDocs } from './news';
import { directory, GROUPS, keyOf, person, userDocOf } from './people';
import { sessionInstants } from './programme';

const tenants = JSON.parse(readFileSync(path.join(__dirname, 'tenants.json'), 'utf8')) as {
  id: string;
  locale: string;
  country_name: string;
}[];

const at = (zone: string, day: number, time: string): Timestamp => {
  const [hour, minute] = time.split(':').map(Number);
  const local = DateTime.now().setZone(zone).startOf('day').plus({ days: day }).set({ hour, minute });
  return Timestamp.fromMillis(local.toMillis());
};

/** Writes every demo document; safe to run on an empty database. */
export async function seedDemoData(
  db: Firestore,
): Promise<{ events: number; users: number; tenants: number; groups: number }> {
  const batch = db.batch();
  for (const tenant of tenants) {
    const doc: TenantDoc = {
      locale: tenant.locale,
      country_name: tenant.country_name,
      flag_image_url: flagDataUrl(tenant.id),
      flag_image_ref: null,
    };
    batch.set(db.collection(COLLECTIONS.tenants).doc(tenant.id), doc);
  }
  // Everyone with a role, and a few plain users; the rest exist only in the directory until
  // an admin creates them or they sign in.
  const seededPeople = directory.people.filter((p, index) => p.demoRole !== 'USER' || index < 8);
  for (const p of seededPeople) {
    batch.set(db.collection(COLLECTIONS.users).doc(keyOf(p)), userDocOf(p));
    // The address index: one identity per address (functions/src/shared/user-emails.ts).
    batch.set(db.collection(COLLECTIONS.userEmails).doc(userEmailKey(p.mail)), { uid: keyOf(p) });
  }
  for (const group of GROUPS) {
    const users = group.members.map((local) => {
      const member = seededPeople.find((p) => p.mail === `${local}@corp.example`);
      if (!member) throw new Error(`Demo group ${group.id}: ${local} is not a seeded user`);
      return keyOf(member);
    });
    const doc = newGroupDoc({ name: group.name, tenant_id: group.tenant, users });
    batch.set(db.collection(COLLECTIONS.groups).doc(group.id), doc);
  }
  // Country news (news.ts): three items per country, one sticky, by the country's admin (root otherwise).
  const newsAuthor = (tenantId: string) => {
    const author = directory.people.find((p) => p.demoRole === `ADMIN:${tenantId}`) ?? person('ROOT');
    return { uid: keyOf(author), name: `${author.givenName} ${author.surname}` };
  };
  for (const [id, doc] of demoNewsDocs(
    tenants.filter((tenant) => tenant.id !== 'un'),
    newsAuthor,
  )) {
    batch.set(db.collection(COLLECTIONS.news).withConverter(newsConverter).doc(id), doc);
  }
  batch.set(db.collection(COLLECTIONS.settings).doc('TEST_VERSION'), { name: 'TEST_VERSION', value: '2.0.0-demo' });
  // The demo corporate directory, read by the local identity provider and the directory search.
  for (const p of directory.people) {
    batch.set(db.collection(COLLECTIONS.directory).doc(p.oid), {
      ...p,
      mail_lower: p.mail.toLowerCase(),
      search_keys: userSearchKeys({ first_name: p.givenName, last_name: p.surname, email: p.mail }),
    });
  }
  await batch.commit();

  const participants = seededPeople.filter((p) => p.demoRole === 'USER').map(keyOf);
  for (const event of EVENTS) {
    const eventRef = db.collection(COLLECTIONS.events).doc(event.id);
    const writes = db.batch();
    const doc = newEventDoc({
      name: event.name,
      description: event.description,
      address: event.address,
      start_date: at(event.timezone, event.startDay, '08:00'),
      end_date: at(event.timezone, event.endDay, '20:00'),
      timezone: event.timezone,
      tenant_id: event.tenant,
      privacy: event.draft ?? false,
      hide_gamification: false,
      hide_wall: false,
      organizers: (event.organizers ?? []).map((role) => keyOf(person(role))),
      participant_count: participants.length,
    });
    writes.set(eventRef, doc);
    // Event participants are one document each (contract/schemas/participants.ts).
    for (const uid of participants) {
      const participantDoc: EventParticipantDoc = { uid, event_id: event.id, added_at: Date.now() };
      writes.set(eventRef.collection(EVENT_SUBCOLLECTIONS.participants).doc(uid), participantDoc);
    }
    for (const location of event.locations) {
      writes.set(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(location.id), {
        name: location.name,
        lat: location.lat,
        long: location.long,
      });
    }
    for (const tag of event.tags) {
      writes.set(eventRef.collection(EVENT_SUBCOLLECTIONS.tags).doc(tag.id), { text: tag.text, color: tag.color });
    }
    for (const detail of event.details ?? []) {
      const detailDoc: DetailDoc = {
        title: detail.title,
        description: detail.description,
        order_number: detail.order,
        event_details_file: [],
      };
      writes.set(eventRef.collection(EVENT_SUBCOLLECTIONS.details).doc(detail.id), detailDoc);
    }
    for (const survey of event.surveys ?? []) {
      const surveyDoc: SurveyDoc = { name: survey.name, url: survey.url };
      writes.set(eventRef.collection(EVENT_SUBCOLLECTIONS.surveys).doc(survey.id), surveyDoc);
    }
    const rosters: Parameters<typeof schedulesOf>[1][number][] = [];
    for (const agenda of event.agendas) {
      const { start: startMs, end: endMs } = sessionInstants(event.timezone, agenda);
      const start = Timestamp.fromMillis(startMs);
      const agendaRef = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc();
      const places = agenda.mandatory ? 0 : (agenda.places ?? 0);
      const agendaDoc = newAgendaDoc({
        agenda_id: agendaRef.id,
        name: agenda.name,
        description: agenda.description,
        start_time: start,
        end_date: Timestamp.fromMillis(endMs),
        tags: agenda.tags,
        mandatory: agenda.mandatory ?? false,
        locked: agenda.locked ?? false,
        location_id: agenda.location,
        no_of_places: places,
        speakers: (agenda.speakers ?? []).flatMap((index) => participants.slice(index, index + 1)),
        participants: participants.slice(0, agenda.full ? places : Math.min(2, places || 2)),
      });
      const { agenda: agendaFields, roster } = agendaWrites(agendaDoc);
      writes.set(agendaRef, agendaFields);
      writes.set(agendaRef.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), roster);
      rosters.push({ id: agendaRef.id, roster });
    }
    // Each person's standing, as the API's roster trigger keeps it (the triggers may not be running yet).
    for (const schedule of schedulesOf(event.id, rosters))
      writes.set(eventRef.collection(EVENT_SUBCOLLECTIONS.schedules).doc(schedule.uid), schedule);
    await writes.commit();
  }
  // The country dashboard's mirrors of what was just written (the triggers may not be running yet).
  await backfillCountryFigures(db);
  return { events: EVENTS.length, users: seededPeople.length, tenants: tenants.length, groups: GROUPS.length };
}
