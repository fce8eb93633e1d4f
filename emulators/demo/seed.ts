/**
 * Demo data for the emulator suite: the global tenant and eleven countries with flags, people of
 * every role, groups, settings, and past, running, upcoming and draft events with agendas, locations and
 * tags, and details and surveys for the running Berlin event. Written with the Admin SDK (rules do not apply), relative to today so the states stay true.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  type DetailDoc,
  type DirectoryPerson,
  type EventParticipantDoc,
  type SurveyDoc,
  type TenantDoc,
  type UserAuthority,
  type UserDoc,
  newAgendaDoc,
  newEventDoc,
  newGroupDoc,
  newsConverter,
  newUserDoc,
  userEmailKey,
  userKey,
  userSearchKeys,
} from '@agenda/contract';
import { backfillCountryFigures } from './country-figures';
import { flagDataUrl } from './flags';
import { demoNewsDocs } from './news';
import {
  dayBeforeNextDstChange,
  hackathonProgramme,
  sessionInstants,
  summitProgramme,
  type DemoAgenda,
} from './programme';

/** A person of the demo directory, with what the demo data makes of them. */
export interface DemoPerson extends DirectoryPerson {
  jobTitle: string;
  country: string;
  /** ROOT, ADMIN:<tenant>, ORGANIZER or USER. */
  demoRole: string;
}

export const directory = JSON.parse(readFileSync(path.join(__dirname, 'directory.json'), 'utf8')) as {
  tenantId: string;
  people: DemoPerson[];
};
const tenants = JSON.parse(readFileSync(path.join(__dirname, 'tenants.json'), 'utf8')) as {
  id: string;
  locale: string;
  country_name: string;
}[];

export const person = (role: string): DemoPerson => {
  const found = directory.people.find((p) => p.demoRole === role);
  if (!found) throw new Error(`No demo person with role ${role}`);
  return found;
};
export const keyOf = (p: DemoPerson): string => userKey(p.tid, p.oid);

function authoritiesOf(p: DemoPerson): UserAuthority[] {
  if (p.demoRole === 'ROOT') return [{ authority_id: 'ROOT', tenant_id: 'un' }];
  if (p.demoRole.startsWith('ADMIN:')) return [{ authority_id: 'ADMIN', tenant_id: p.demoRole.slice(6) }];
  return [{ authority_id: 'USER', tenant_id: null }];
}

export function userDocOf(p: DemoPerson): UserDoc {
  return newUserDoc({
    tid: p.tid,
    oid: p.oid,
    email: p.mail,
    first_name: p.givenName,
    last_name: p.surname,
    job_title: p.jobTitle,
    tenant_id: p.country,
    user_authorities: authoritiesOf(p),
  });
}

/** Demo groups, by the addresses of their members (people the seed creates as users). */
const GROUPS: { id: string; name: string; tenant: string; members: string[] }[] = [
  {
    id: 'global-leadership',
    name: 'Global leadership',
    tenant: 'un',
    members: ['margaret.keller', 'jonas.becker', 'camille.laurent'],
  },
  { id: 'berlin-organisers', name: 'Berlin organisers', tenant: 'de', members: ['jonas.becker', 'sofia.rossi'] },
  {
    id: 'germany-all-hands',
    name: 'Germany all hands',
    tenant: 'de',
    members: ['jonas.becker', 'sofia.rossi', 'lukas.hoffmann'],
  },
  { id: 'germany-security-champions', name: 'Security champions Germany', tenant: 'de', members: ['lukas.hoffmann'] },
  {
    id: 'equipe-communication',
    name: 'Équipe communication',
    tenant: 'fr',
    members: ['camille.laurent', 'emma.dubois'],
  },
  {
    id: 'paris-innovation-jury',
    name: 'Paris innovation jury',
    tenant: 'fr',
    members: ['emma.dubois', 'margaret.keller'],
  },
  { id: 'design-guild-italy', name: 'Design guild Italy', tenant: 'it', members: ['marco.bianchi', 'sofia.rossi'] },
  { id: 'warsaw-engineering', name: 'Warsaw engineering', tenant: 'pl', members: ['anna.kowalska'] },
];

interface DemoEvent {
  id: string;
  tenant: string;
  name: string;
  address: string;
  description: string;
  timezone: string;
  /** Days from today (in the event's zone) of the first and last day. */
  startDay: number;
  endDay: number;
  draft?: boolean;
  organizers?: string[];
  locations: { id: string; name: string; lat: number; long: number }[];
  tags: { id: string; text: string; color: string }[];
  details?: { id: string; title: string; description: string; order: number }[];
  surveys?: { id: string; name: string; url: string }[];
  agendas: DemoAgenda[];
}

/** The upcoming hackathon starts the Saturday before Europe/Berlin's next daylight-saving change. */
const HACKATHON_SATURDAY = dayBeforeNextDstChange('Europe/Berlin');

const EVENTS: DemoEvent[] = [
  {
    id: 'berlin-tech-summit',
    tenant: 'de',
    name: 'Berlin Tech Summit',
    address: 'Alexanderplatz 1, 10178 Berlin',
    description:
      'Two days of talks and workshops on cloud platforms, data and security for the German engineering teams.',
    timezone: 'Europe/Berlin',
    startDay: -1,
    endDay: 1,
    organizers: ['ORGANIZER'],
    locations: [
      { id: 'main-hall', name: 'Main Hall', lat: 52.5219, long: 13.4132 },
      { id: 'room-spree', name: 'Room Spree', lat: 52.5221, long: 13.4129 },
      { id: 'room-havel', name: 'Room Havel', lat: 52.5223, long: 13.4126 },
    ],
    tags: [
      { id: 'cloud', text: 'Cloud', color: '#1565c0' },
      { id: 'security', text: 'Security', color: '#c62828' },
      { id: 'workshop', text: 'Workshop', color: '#2e7d32' },
      { id: 'data', text: 'Data', color: '#4527a0' },
    ],
    details: [
      {
        id: 'getting-there',
        title: 'Getting there',
        description: 'U2, U5 and U8 to Alexanderplatz; the entrance is on the north side of the square.',
        order: 1,
      },
      {
        id: 'wifi',
        title: 'Wi-Fi',
        description: 'Network "Summit-Guest"; the password is on the back of your badge.',
        order: 2,
      },
      {
        id: 'catering',
        title: 'Catering',
        description: 'Lunch is served in the Main Hall foyer from 12:00; tell the desk about allergies.',
        order: 3,
      },
    ],
    surveys: [
      { id: 'day-one-feedback', name: 'Day one feedback', url: 'https://forms.example.com/berlin-tech-summit/day-1' },
      {
        id: 'workshop-feedback',
        name: 'Workshop feedback',
        url: 'https://forms.example.com/berlin-tech-summit/workshops',
      },
    ],
    agendas: summitProgramme([-1, 0, 1]),
  },
  {
    id: 'munich-sales-kickoff',
    tenant: 'de',
    name: 'Munich Sales Kick-off',
    address: 'Messegelände, 81823 München',
    description: 'The yearly kick-off of the sales organisation: targets, products and recognition.',
    timezone: 'Europe/Berlin',
    startDay: -40,
    endDay: -39,
    locations: [{ id: 'hall-a', name: 'Hall A', lat: 48.1351, long: 11.6983 }],
    tags: [{ id: 'sales', text: 'Sales', color: '#6a1b9a' }],
    agendas: [
      {
        name: 'Targets and territories',
        description: 'The plan for the year.',
        day: -40,
        start: '09:30',
        minutes: 90,
        location: 'hall-a',
        tags: ['sales'],
      },
      {
        name: 'Awards evening',
        description: 'Recognising the best teams.',
        day: -39,
        start: '19:00',
        minutes: 180,
        location: 'hall-a',
        tags: [],
      },
    ],
  },
  {
    id: 'paris-innovation-days',
    tenant: 'fr',
    name: 'Paris Innovation Days',
    address: '2 Place de la Porte Maillot, 75017 Paris',
    description: 'Startups, labs and product teams show what they built this year.',
    timezone: 'Europe/Paris',
    startDay: 14,
    endDay: 15,
    locations: [
      { id: 'amphi', name: 'Amphithéâtre Bleu', lat: 48.8787, long: 2.2834 },
      { id: 'expo', name: 'Expo floor', lat: 48.8789, long: 2.2838 },
    ],
    tags: [
      { id: 'demo', text: 'Demo', color: '#ef6c00' },
      { id: 'ai', text: 'AI', color: '#00838f' },
    ],
    agendas: [
      {
        name: 'Innovation awards',
        description: 'Ten teams, five minutes each.',
        day: 14,
        start: '10:00',
        minutes: 120,
        location: 'amphi',
        tags: ['demo'],
        places: 300,
      },
      {
        name: 'Applied AI round table',
        description: 'What worked in production, and what did not.',
        day: 15,
        start: '14:00',
        minutes: 90,
        location: 'expo',
        tags: ['ai'],
        places: 30,
      },
    ],
  },
  {
    id: 'lyon-leadership-offsite',
    tenant: 'fr',
    name: 'Lyon Leadership Offsite',
    address: 'Quai Claude Bernard, 69007 Lyon',
    description: 'Draft: the leadership team prepares next year’s priorities.',
    timezone: 'Europe/Paris',
    startDay: 30,
    endDay: 31,
    draft: true,
    locations: [{ id: 'salon', name: 'Salon Rhône', lat: 45.7485, long: 4.8378 }],
    tags: [{ id: 'strategy', text: 'Strategy', color: '#37474f' }],
    agendas: [
      {
        name: 'Priorities workshop',
        description: 'Choose three, drop the rest.',
        day: 30,
        start: '09:00',
        minutes: 240,
        location: 'salon',
        tags: ['strategy'],
        places: 12,
      },
    ],
  },
  {
    id: 'milan-design-week',
    tenant: 'it',
    name: 'Milan Design Week',
    address: 'Via Tortona 27, 20144 Milano',
    description: 'Our design system, accessibility and the new brand, with studio visits.',
    timezone: 'Europe/Rome',
    startDay: 45,
    endDay: 47,
    locations: [{ id: 'studio', name: 'Studio Tortona', lat: 45.4526, long: 9.1626 }],
    tags: [{ id: 'design', text: 'Design', color: '#ad1457' }],
    agendas: [
      {
        name: 'Accessible by default',
        description: 'Designing for everyone from the first sketch.',
        day: 45,
        start: '11:00',
        minutes: 60,
        location: 'studio',
        tags: ['design'],
        places: 80,
      },
    ],
  },
  {
    id: 'madrid-customer-forum',
    tenant: 'es',
    name: 'Madrid Customer Forum',
    address: 'Paseo de la Castellana 259, 28046 Madrid',
    description: 'Customers and partners share their experience with our services.',
    timezone: 'Europe/Madrid',
    startDay: 60,
    endDay: 60,
    locations: [{ id: 'auditorio', name: 'Auditorio', lat: 40.4774, long: -3.6874 }],
    tags: [{ id: 'customers', text: 'Customers', color: '#558b2f' }],
    agendas: [
      {
        name: 'Customer stories',
        description: 'Three customers, three journeys.',
        day: 60,
        start: '10:00',
        minutes: 120,
        location: 'auditorio',
        tags: ['customers'],
      },
    ],
  },
  {
    id: 'amsterdam-data-meetup',
    tenant: 'nl',
    name: 'Amsterdam Data Meetup',
    address: 'Piet Heinkade 5, 1019 BR Amsterdam',
    description: 'An evening of short talks on analytics and data engineering.',
    timezone: 'Europe/Amsterdam',
    startDay: 7,
    endDay: 7,
    locations: [{ id: 'loft', name: 'The Loft', lat: 52.3785, long: 4.9137 }],
    tags: [{ id: 'data', text: 'Data', color: '#4527a0' }],
    agendas: [
      {
        name: 'Lightning talks',
        description: 'Five talks, seven minutes each.',
        day: 7,
        start: '18:00',
        minutes: 90,
        location: 'loft',
        tags: ['data'],
        places: 60,
      },
    ],
  },
  {
    id: 'hamburg-night-hackathon',
    tenant: 'de',
    name: 'Hamburg Night Hackathon',
    address: 'Am Sandtorkai 50, 20457 Hamburg',
    description: 'Twenty-six hours of building, through the night the clocks change.',
    timezone: 'Europe/Berlin',
    startDay: HACKATHON_SATURDAY,
    endDay: HACKATHON_SATURDAY + 1,
    organizers: ['ORGANIZER'],
    locations: [{ id: 'hangar', name: 'Hangar 3', lat: 53.5433, long: 9.9905 }],
    tags: [{ id: 'hack', text: 'Hackathon', color: '#00695c' }],
    agendas: hackathonProgramme(HACKATHON_SATURDAY),
  },
];

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
      writes.set(agendaRef, agendaDoc);
    }
    await writes.commit();
  }
  // The country dashboard's mirrors of what was just written (the triggers may not be running yet).
  await backfillCountryFigures(db);
  return { events: EVENTS.length, users: seededPeople.length, tenants: tenants.length, groups: GROUPS.length };
}
