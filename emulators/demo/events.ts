/**
 * The demo events: past, running, upcoming and draft, in five countries, with their locations, tags
 * and programmes (programme.ts), and details and surveys for the running Berlin event. Days count from
 * today in the event's zone, so the states stay true whenever the suite starts. The records only;
 * seed.ts writes them as the API stores events.
 */
import { dayBeforeNextDstChange, hackathonProgramme, summitProgramme, type DemoAgenda } from './programme';

export interface DemoEvent {
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

export const EVENTS: DemoEvent[] = [
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
