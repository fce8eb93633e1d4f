/**
 * Demo programmes: the running Berlin Tech Summit gets a full conference programme (three
 * rooms, about forty sessions over its days, a mandatory keynote, a locked workshop, a full session and
 * two deliberate clashes for the conflict warnings), and an upcoming overnight hackathon spans the next
 * daylight-saving change of Europe/Berlin, with one session across it.
 */
import { DateTime } from 'luxon';

export interface DemoAgenda {
  name: string;
  description: string;
  /** Day offset from today, in the event's zone. */
  day: number;
  /** Local time in the event's zone, "HH:mm". */
  start: string;
  minutes: number;
  location: string;
  tags: string[];
  places?: number;
  mandatory?: boolean;
  locked?: boolean;
  /** Take every place (its participants fill it). */
  full?: boolean;
  /** Demo people by index among the seeded plain users. */
  speakers?: number[];
}

const TOPICS: Record<string, { tag: string; titles: string[] }> = {
  cloud: {
    tag: 'cloud',
    titles: [
      'Serverless at scale',
      'Multi-region Firestore',
      'Cost-aware architecture',
      'Event-driven integration',
      'Platform engineering, one year in',
      'Observability that answers questions',
      'Migrating the billing monolith',
      'Edge caching for APIs',
      'Infrastructure as code reviews',
      'Resilience testing in production',
    ],
  },
  security: {
    tag: 'security',
    titles: [
      'Zero trust in practice',
      'Secrets without sprawl',
      'Threat modelling for product teams',
      'Supply-chain security',
      'Identity federation with Entra ID',
      'Incident response drills',
      'Secure defaults in our SDKs',
      'Privacy by design',
    ],
  },
  data: {
    tag: 'data',
    titles: [
      'Streaming analytics',
      'Data contracts between teams',
      'Feature stores explained',
      'Dashboards people actually use',
      'Forecasting demand',
      'Data quality checks that scale',
      'The lakehouse, honestly',
    ],
  },
};

const ROOMS = ['main-hall', 'room-spree', 'room-havel'] as const;
/** Slots of a conference day after the morning plenary, local time and length. */
const SLOTS: readonly [string, number][] = [
  ['10:15', 45],
  ['11:15', 45],
  ['13:30', 60],
  ['14:45', 45],
];

/**
 * The summit's programme over `days` (offsets from today): each day opens with a plenary in the Main
 * Hall (the first one mandatory), then four slots in three rooms, and closes with a plenary.
 */
export function summitProgramme(days: readonly number[]): DemoAgenda[] {
  const pools = Object.values(TOPICS).map((topic) => ({ tag: topic.tag, titles: [...topic.titles] }));
  const agendas: DemoAgenda[] = [];
  let next = 0;
  const take = (): { title: string; tag: string } => {
    for (let tries = 0; tries < pools.length; tries += 1) {
      const pool = pools[(next + tries) % pools.length]!;
      const title = pool.titles.shift();
      if (title) {
        next += 1;
        return { title, tag: pool.tag };
      }
    }
    return { title: `Open space ${agendas.length + 1}`, tag: 'cloud' };
  };
  days.forEach((day, dayIndex) => {
    agendas.push({
      name: dayIndex === 0 ? 'Opening keynote' : `Morning plenary, day ${dayIndex + 1}`,
      description: dayIndex === 0 ? 'Where our platform goes next year.' : 'News of the day and the programme ahead.',
      day,
      start: '09:00',
      minutes: 60,
      location: 'main-hall',
      tags: ['cloud'],
      mandatory: dayIndex === 0,
      speakers: [0],
    });
    SLOTS.forEach(([start, minutes], slotIndex) => {
      ROOMS.forEach((room, roomIndex) => {
        const { title, tag } = take();
        const workshop = room === 'room-havel' && slotIndex === 2;
        agendas.push({
          name: workshop ? `Hands-on: ${title}` : title,
          description: workshop ? 'Bring a laptop; we build it together.' : `A ${minutes}-minute talk with questions.`,
          day,
          start,
          minutes: workshop ? 120 : minutes,
          location: room,
          tags: workshop ? [tag, 'workshop'] : [tag],
          places: room === 'main-hall' ? 300 : workshop ? 20 : 60,
          speakers: [1 + ((dayIndex * 12 + slotIndex * 3 + roomIndex) % 6)],
        });
      });
    });
    agendas.push({
      name: dayIndex === days.length - 1 ? 'Closing panel' : `Day ${dayIndex + 1} wrap-up`,
      description: 'Questions to the engineering leadership.',
      day,
      start: '17:00',
      minutes: 45,
      location: 'main-hall',
      tags: [],
      speakers: [0],
    });
  });
  // A locked workshop (nobody new may join), a full session, and two clashes for the warnings.
  const workshop = agendas.find((agenda) => agenda.name.startsWith('Hands-on'));
  if (workshop) workshop.locked = true;
  const full = agendas.find(
    (agenda) => agenda.location === 'room-spree' && agenda.day === days[0] && agenda.start === '11:15',
  );
  if (full) Object.assign(full, { full: true, places: 2 });
  const clash = agendas.find(
    (agenda) => agenda.location === 'room-spree' && agenda.day === days[0] && agenda.start === '14:45',
  );
  if (clash) {
    agendas.push({
      ...clash,
      name: 'Lightning demos (double-booked)',
      description: 'Booked into Room Spree by mistake: the programme warns about it.',
      tags: ['cloud'],
      speakers: [clash.speakers?.[0] ?? 1],
    });
  }
  return agendas;
}

/** The Saturday before the next change of daylight-saving time in `zone`, as a day offset from today. */
export function dayBeforeNextDstChange(zone: string, from: DateTime = DateTime.now()): number {
  const today = from.setZone(zone).startOf('day');
  for (let day = 1; day <= 400; day += 1) {
    const date = today.plus({ days: day });
    // The change happens during `date` (its start and the next day's start differ in offset).
    if (date.offset !== date.plus({ days: 1 }).offset) return day - 1;
  }
  throw new Error(`${zone} has no daylight-saving change within a year`);
}

/** The hackathon's programme around the change: one session runs through the night across it. */
export function hackathonProgramme(saturday: number): DemoAgenda[] {
  return [
    {
      name: 'Kick-off and team forming',
      description: 'Pitch an idea, find a team.',
      day: saturday,
      start: '18:00',
      minutes: 60,
      location: 'hangar',
      tags: ['hack'],
      mandatory: true,
    },
    {
      name: 'Overnight build',
      description: 'Build through the night; the clocks change while you code.',
      day: saturday,
      start: '22:00',
      minutes: 8 * 60,
      location: 'hangar',
      tags: ['hack'],
      places: 80,
    },
    {
      name: 'Demos and awards',
      description: 'Five minutes per team.',
      day: saturday + 1,
      start: '10:00',
      minutes: 120,
      location: 'hangar',
      tags: ['hack'],
      places: 200,
    },
  ];
}

/** Start and end of a session in UTC milliseconds: local start in the zone, then its length in real minutes. */
export function sessionInstants(
  zone: string,
  agenda: Pick<DemoAgenda, 'day' | 'start' | 'minutes'>,
  from: DateTime = DateTime.now(),
): { start: number; end: number } {
  const [hour, minute] = agenda.start.split(':').map(Number);
  const start = from.setZone(zone).startOf('day').plus({ days: agenda.day }).set({ hour, minute }).toMillis();
  return { start, end: start + agenda.minutes * 60_000 };
}
