import { PARTICIPANT_MESSAGES, type AgendaWaitlistAnswer, type ParticipantPerson } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import { getWaitlist, saveWaitlistOrder } from '@/features/events/agendas/attendee/membership-api';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { WAITLIST_TEXTS, WaitlistEditor } from './waitlist-editor';

vi.mock('@/features/events/agendas/attendee/membership-api', () => ({
  getWaitlist: vi.fn(),
  saveWaitlistOrder: vi.fn(),
}));

const person = (id: string, name: string): ParticipantPerson => ({ id, name, email: `${id}@corp.example` });
const ADA = person('ada', 'Ada Lovelace');
const ALAN = person('alan', 'Alan Turing');
const GRACE = person('grace', 'Grace Hopper');
const answer = (waitlist: ParticipantPerson[]): AgendaWaitlistAnswer => ({
  waitlist,
  agendaId: 'a1',
  eventId: 'e1',
  count: waitlist.length,
  version: 3,
  canEdit: true,
  no_of_places: 1,
  available_places: 0,
  locked: false,
  mandatory: false,
});
const agenda = liveAgenda({
  id: 'a1',
  name: 'Workshop',
  start: 0,
  end: 1,
  no_of_places: 1,
  participant_count: 1,
  waitlist_count: 3,
});

function show() {
  renderScreen('/p', '/p', <WaitlistEditor eventId="e1" agenda={agenda} />, ADMIN_DE);
}
const names = () =>
  within(screen.getByRole('list', { name: WAITLIST_TEXTS.heading }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

beforeEach(() => {
  vi.mocked(getWaitlist).mockResolvedValue(answer([ADA, ALAN, GRACE]));
  vi.mocked(saveWaitlistOrder).mockReset();
});

describe('WaitlistEditor (issue 29)', () => {
  it('lists the people waiting in their order and saves a new order at once', async () => {
    vi.mocked(saveWaitlistOrder).mockResolvedValue(answer([ADA, GRACE, ALAN]));
    show();
    await screen.findByText(/1\. Ada Lovelace/);
    expect(names()).toEqual([
      '1. Ada Lovelaceada@corp.example',
      '2. Alan Turingalan@corp.example',
      '3. Grace Hoppergrace@corp.example',
    ]);
    expect(
      (screen.getByRole('button', { name: WAITLIST_TEXTS.up('Ada Lovelace') }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: WAITLIST_TEXTS.down('Alan Turing') }));
    expect(saveWaitlistOrder).toHaveBeenCalledWith({
      eventId: 'e1',
      agendaId: 'a1',
      waitlist: ['ada', 'grace', 'alan'],
    });
    await screen.findByText(/2\. Grace Hopper/);
  });

  it('shows a refusal (the waitlist changed meanwhile) beside the list and reads it again', async () => {
    vi.mocked(saveWaitlistOrder).mockRejectedValue(
      new ApiRequestError({ status: 409, error: PARTICIPANT_MESSAGES.waitlistChanged }),
    );
    show();
    await screen.findByText(/1\. Ada Lovelace/);
    vi.mocked(getWaitlist).mockResolvedValue(answer([ALAN, GRACE]));
    fireEvent.click(screen.getByRole('button', { name: WAITLIST_TEXTS.up('Grace Hopper') }));
    expect((await screen.findByRole('alert')).textContent).toContain(PARTICIPANT_MESSAGES.waitlistChanged);
    await waitFor(() => expect(screen.queryByText(/Ada Lovelace/)).toBeNull());
  });
});
