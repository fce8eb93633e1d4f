// @vitest-environment jsdom
// (react-big-calendar draws its week without sessions on happy-dom, the other files' DOM.)
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import AgendaCalendarView from './agenda-calendar-view';
import {
  FORMATS,
  localizers,
  startOfDayKey,
  titleLines,
  WEEKDAY_SETS,
  weekdaysLocalizer,
  type WeekdaySet,
} from './calendar-config';
import { viewerInZone } from '@/test/viewer-zone';

// The first test of the file pays for loading MUI and the calendar: on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

viewerInZone('Europe/Berlin');

const set = (id: string) => WEEKDAY_SETS.find((item) => item.id === id) as WeekdaySet;
const weekOf = (id: string, date: string) => {
  const localizer = weekdaysLocalizer(set(id));
  const day = startOfDayKey(date);
  const start = localizer.startOf(day, 'week', localizer.startOfWeek('en-GB'));
  const end = localizer.endOf(day, 'week', localizer.startOfWeek('en-GB'));
  return localizer.range(start, end).map((value) => FORMATS.dayFormat(value));
};

describe('weekday sets', () => {
  // Wednesday 15 May 2030.
  it('gives the week of each set', () => {
    expect(weekOf('sun-sat', '2030-05-15')).toEqual([
      'Sun 12',
      'Mon 13',
      'Tue 14',
      'Wed 15',
      'Thu 16',
      'Fri 17',
      'Sat 18',
    ]);
    expect(weekOf('mon-sun', '2030-05-15')).toEqual([
      'Mon 13',
      'Tue 14',
      'Wed 15',
      'Thu 16',
      'Fri 17',
      'Sat 18',
      'Sun 19',
    ]);
    expect(weekOf('mon-fri', '2030-05-15')).toEqual(['Mon 13', 'Tue 14', 'Wed 15', 'Thu 16', 'Fri 17']);
    expect(weekOf('mon-wed-fri', '2030-05-15')).toEqual(['Mon 13', 'Wed 15', 'Fri 17']);
  });

  it('keeps seven days in the weeks where the clocks change', () => {
    // Berlin's summer time starts on Sun 31 March 2030 and ends on Sun 27 October 2030.
    expect(weekOf('mon-sun', '2030-03-28')).toEqual([
      'Mon 25',
      'Tue 26',
      'Wed 27',
      'Thu 28',
      'Fri 29',
      'Sat 30',
      'Sun 31',
    ]);
    expect(weekOf('sun-sat', '2030-10-28')).toEqual([
      'Sun 27',
      'Mon 28',
      'Tue 29',
      'Wed 30',
      'Thu 31',
      'Fri 1',
      'Sat 2',
    ]);
  });

  it('writes dates and 24-hour times on the viewer clock, without luxon (issue 33)', () => {
    const at = new Date('2030-05-14T21:05:00Z'); // 23:05 in Berlin
    const later = new Date('2030-05-19T20:00:00Z');
    expect(FORMATS.timeGutterFormat(at)).toBe('23:05');
    expect(FORMATS.eventTimeRangeFormat({ start: at, end: later })).toBe('23:05 – 22:00');
    expect(
      [60, 90, 120].map((minutes) => titleLines({ start: at, end: new Date(at.getTime() + minutes * 60_000) })),
    ).toEqual([1, 2, 4]);
    // Shorter than an hour: its start only (the week view draws it on one line).
    expect(FORMATS.eventTimeRangeFormat({ start: at, end: new Date('2030-05-14T21:50:00Z') })).toBe('23:05');
    expect(FORMATS.dayFormat(at)).toBe('Tue 14');
    expect(FORMATS.dateFormat(at)).toBe('14');
    expect(FORMATS.dayHeaderFormat(at)).toBe('Tue 14 May 2030');
    expect(FORMATS.monthHeaderFormat(at)).toBe('May 2030');
    expect(FORMATS.dayRangeHeaderFormat({ start: at, end: later })).toBe('14 May – 19 May 2030');
    // The calendar asks only for the formats above, each a function.
    expect(() => localizers[1].format(at, 'dd')).toThrow('The calendar has no format "dd"');
  });

  it('keeps every other part of the localizer when the calendar copies it', () => {
    const copy: Record<string, unknown> = { ...weekdaysLocalizer(set('mon-wed-fri')) };
    expect(typeof copy.startOf).toBe('function');
    expect(typeof copy.format).toBe('function');
    expect(copy.formats).toBeTruthy();
  });
});

describe('agenda calendar', () => {
  const at = (iso: string) => new Date(iso).getTime();
  const agendas = [
    liveAgenda({
      id: 'a1',
      name: 'Opening keynote',
      start: at('2030-05-14T07:00:00Z'),
      end: at('2030-05-14T08:00:00Z'),
    }),
    liveAgenda({ id: 'a2', name: 'Closing panel', start: at('2030-05-15T13:00:00Z'), end: at('2030-05-15T14:00:00Z') }),
    // Listed out of time order: the calendar draws and reads it after the keynote of its day.
    liveAgenda({ id: 'a3', name: 'Lunch talk', start: at('2030-05-14T10:00:00Z'), end: at('2030-05-14T11:00:00Z') }),
  ];
  agendas.unshift(agendas.pop() as (typeof agendas)[number]);

  function show(list = agendas) {
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <AgendaCalendarView
              agendas={list}
              tags={new Map()}
              eventStart={new Date('2030-05-14T06:00:00Z')}
              focusDay={null}
              overviewPath={(id) => `/overview?a=${id}`}
            />
          ),
        },
        { path: '/overview', element: <p>Overview screen</p> },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('opens on the week of the event first day, with 24-hour times', () => {
    show();
    const calendar = within(screen.getByRole('region', { name: 'Calendar' }));
    expect(calendar.getByText('13 May – 19 May 2030')).toBeTruthy();
    expect(calendar.getByText('Opening keynote')).toBeTruthy();
    expect(calendar.getByText('Closing panel')).toBeTruthy();
    expect(calendar.getByText('09:00 – 10:00')).toBeTruthy();
    expect(calendar.getAllByText('15:00').length).toBeGreaterThan(0);
  });

  it('draws a session shorter than an hour on one line: its start, then its title; its name keeps both times', () => {
    show([
      ...agendas,
      liveAgenda({ id: 'a4', name: 'Coffee chat', start: at('2030-05-16T08:00:00Z'), end: at('2030-05-16T08:30:00Z') }),
    ]);
    const calendar = within(screen.getByRole('region', { name: 'Calendar' }));
    const short = calendar.getByRole('button', { name: 'Coffee chat, Thu 16 May 2030, 10:00 – 10:30 CEST' });
    expect(short.classList.contains('calendar-short-session')).toBe(true);
    expect(short.querySelector('.rbc-event-label')?.textContent).toBe('10:00');
    const hour = calendar.getByRole('button', { name: /^Opening keynote/ });
    expect(hour.classList.contains('calendar-short-session')).toBe(false);
    expect(hour.querySelector('.rbc-event-label')?.textContent).toBe('09:00 – 10:00');
    // An hour has room for one whole line of title under its times; the rest ends with an ellipsis.
    expect(hour.style.getPropertyValue('--calendar-title-lines')).toBe('1');
  });

  it('opens the overview of an agenda with a click', () => {
    const router = show();
    fireEvent.click(screen.getByText('Opening keynote'));
    expect(router.state.location.search).toBe('?a=a1');
  });

  it('opens the overview from the keyboard', () => {
    const router = show();
    const button = screen.getByText('Closing panel').closest('[role="button"]');
    if (!button) throw new Error('The agenda is not a button');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(router.state.location.search).toBe('?a=a2');
  });

  it('switches to the month, where each agenda is a link', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByText('May 2030')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Closing panel, Wed 15 May 2030, 15:00 – 16:00 CEST' }).getAttribute('href'),
    ).toBe('/overview?a=a2');
  });

  it('names each session with its day and times in the viewer zone, in time order (issue 35)', () => {
    show();
    const calendar = within(screen.getByRole('region', { name: 'Calendar' }));
    const titles = ['Opening keynote', 'Lunch talk', 'Closing panel'];
    const drawn = calendar
      .getAllByRole('button')
      .map((button) => titles.find((title) => button.textContent?.includes(title)))
      .filter(Boolean);
    expect(drawn).toEqual(titles);
    expect(calendar.getByRole('button', { name: 'Opening keynote, Tue 14 May 2030, 09:00 – 10:00 CEST' })).toBeTruthy();
    expect(calendar.getByRole('button', { name: 'Lunch talk, Tue 14 May 2030, 12:00 – 13:00 CEST' })).toBeTruthy();
  });

  it('makes the sessions one Tab stop, walked with the arrow keys (issue 35)', async () => {
    show();
    const session = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
    await waitFor(() =>
      expect(['Opening keynote', 'Lunch talk', 'Closing panel'].map((name) => session(name).tabIndex)).toEqual([
        0, -1, -1,
      ]),
    );
    act(() => session('Opening keynote').focus());
    fireEvent.keyDown(session('Opening keynote'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(session('Lunch talk'));
    fireEvent.keyDown(session('Lunch talk'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(session('Closing panel'));
    expect(session('Closing panel').tabIndex).toBe(0);
    expect(session('Opening keynote').tabIndex).toBe(-1);
    // At the last day, Right stays.
    fireEvent.keyDown(session('Closing panel'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(session('Closing panel'));
    fireEvent.keyDown(session('Closing panel'), { key: 'Home' });
    expect(document.activeElement).toBe(session('Opening keynote'));
    fireEvent.keyDown(session('Opening keynote'), { key: 'End' });
    expect(document.activeElement).toBe(session('Closing panel'));
    fireEvent.keyDown(session('Closing panel'), { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toContain('Tue 14 May 2030');
  });
});

describe('issue 29: parallel rooms and a running event', () => {
  const at = (iso: string) => new Date(iso).getTime();
  const parallel = [
    liveAgenda({
      id: 'p1',
      name: 'Streaming analytics',
      start: at('2030-05-14T08:00:00Z'),
      end: at('2030-05-14T09:00:00Z'),
      location_id: 'hall',
    }),
    liveAgenda({
      id: 'p2',
      name: 'Zero trust in practice',
      start: at('2030-05-14T08:00:00Z'),
      end: at('2030-05-14T09:00:00Z'),
      location_id: 'spree',
    }),
  ];

  function showWith(agendas: typeof parallel, props: { openOnNow?: boolean; onByRoom?: () => void }) {
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <AgendaCalendarView
              agendas={agendas}
              tags={new Map()}
              eventStart={new Date('2030-05-14T06:00:00Z')}
              focusDay={null}
              overviewPath={(id) => `/overview?a=${id}`}
              {...props}
            />
          ),
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('hands over to the grid by room when rooms run at once', () => {
    const onByRoom = vi.fn();
    showWith(parallel, { onByRoom });
    expect(screen.getByText(/Several rooms run at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'By room' }));
    expect(onByRoom).toHaveBeenCalledOnce();
  });

  it('offers no hand-over for one room at a time', () => {
    showWith([parallel[0] as (typeof parallel)[number]], { onByRoom: vi.fn() });
    expect(screen.queryByText(/Several rooms run at once/)).toBeNull();
  });

  it('opens on today while the event runs', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-05-22T10:00:00Z'));
      showWith(parallel, { openOnNow: true });
      expect(within(screen.getByRole('region', { name: 'Calendar' })).getByText('20 May – 26 May 2030')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
