import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { AgendaCard } from './agenda-card';
import { viewerInZone } from '@/test/viewer-zone';

// The viewer sits in Berlin (luxon's default zone is the app's idea of the viewer's).
viewerInZone('Europe/Berlin');
const keynote = liveAgenda({
  id: 'a1',
  name: 'Opening keynote',
  start: Date.parse('2030-05-12T07:00:00Z'),
  end: Date.parse('2030-05-12T08:00:00Z'),
});

function show(eventZone: string) {
  render(
    <MemoryRouter>
      <AgendaCard
        agenda={keynote}
        tags={new Map()}
        locationName={() => ''}
        clashes={[]}
        overviewPath="/o"
        now={new Date('2030-01-01T00:00:00Z')}
        eventZone={eventZone}
      />
    </MemoryRouter>,
  );
}

describe('agenda card times (issue 14, item 2)', () => {
  it("names the viewer's zone, and shows the event's own clock beside it when it differs", () => {
    show('America/New_York');
    expect(screen.getByText('Sun 12 May 2030, 09:00 – 10:00 CEST')).toBeTruthy();
    expect(screen.getByText('At the event: Sun 12 May 2030, 03:00 – 04:00 EDT')).toBeTruthy();
  });

  it('shows one clock when the event runs in the viewer’s zone', () => {
    show('Europe/Berlin');
    expect(screen.getByText('Sun 12 May 2030, 09:00 – 10:00 CEST')).toBeTruthy();
    expect(screen.queryByText(/At the event/)).toBeNull();
  });
});

describe('agenda card drawing (issue 33)', () => {
  it('is drawn again only when its agenda or its props change, not on every drawing of the list', () => {
    const join = vi.fn(() => null);
    const props = {
      tags: new Map(),
      locationName: () => '',
      clashes: [],
      overviewPath: '/o',
      now: new Date('2030-01-01T00:00:00Z'),
      join,
    };
    const { rerender } = render(
      <MemoryRouter>
        <AgendaCard agenda={keynote} {...props} />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <AgendaCard agenda={keynote} {...props} />
      </MemoryRouter>,
    );
    expect(join).toHaveBeenCalledTimes(1);
    const renamed = { ...keynote, name: 'Opening keynote (moved)' };
    rerender(
      <MemoryRouter>
        <AgendaCard agenda={renamed} {...props} />
      </MemoryRouter>,
    );
    expect(join).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('article', { name: 'Opening keynote (moved)' })).toBeTruthy();
  });
});
