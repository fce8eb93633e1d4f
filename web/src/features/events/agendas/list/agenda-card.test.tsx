import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
