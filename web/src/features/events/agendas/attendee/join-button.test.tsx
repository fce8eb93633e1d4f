import { blockedReason } from '@/test/blocked';
import {
  MEMBERSHIP_TEXTS,
  NO_STANDING,
  LEAVE_UNDO_MS,
  PARTICIPANT_MESSAGES,
  SESSION_ACTION_TEXTS,
  type AgendaMembershipAnswer,
  type AgendaStanding,
} from '@agenda/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { ApiRequestError } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import { NOBODY, renderScreen } from '@/test/render-screen';
import { moveMembership } from './membership-api';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { JoinButton } from './join-button';

vi.mock('@/features/events/shared/use-event-participation', () => ({ useEventParticipation: vi.fn() }));
// The viewer's standing as the schedule's store gives it: set by each test, redrawing its readers.
const schedule = vi.hoisted(() => ({
  standing: { participant: false, mparticipant: false, waiting: null } as AgendaStanding,
  listeners: new Set<() => void>(),
}));
vi.mock('@/features/events/shared/use-my-schedule', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useOwnMove: () => () => undefined,
    useStanding: () =>
      useSyncExternalStore(
        (listener: () => void) => {
          schedule.listeners.add(listener);
          return () => schedule.listeners.delete(listener);
        },
        () => schedule.standing,
      ),
  };
});
const setStanding = (standing: Partial<AgendaStanding>) => {
  schedule.standing = { ...NO_STANDING, ...standing };
  act(() => schedule.listeners.forEach((listener) => listener()));
};
vi.mock('./membership-api', () => ({ moveMembership: vi.fn() }));

const ME = 'tid_viewer';
const HOUR = 3_600_000;
const event = eventFromDoc({ id: 'e1', name: 'Summit', tenant_id: 'de', timezone: 'Europe/Berlin' });
const session = (fields: Partial<LiveAgenda> = {}) =>
  liveAgenda({ id: 'a1', name: 'Workshop', start: Date.now() + HOUR, end: Date.now() + 2 * HOUR, ...fields });

function show(agenda: LiveAgenda, standing: Partial<AgendaStanding> = {}) {
  schedule.standing = { ...NO_STANDING, ...standing };
  renderScreen(
    '/p',
    '/p',
    <CurrentEventContext.Provider value={{ event, canEdit: false, passed: false }}>
      <JoinButton agenda={agenda} />
    </CurrentEventContext.Provider>,
    NOBODY,
    ME,
  );
}

const status = () => screen.queryByTestId('membership-status')?.textContent ?? '';
const announced = () => screen.getByTestId('announcer').textContent;
const answer = (fields: Partial<AgendaMembershipAnswer>): AgendaMembershipAnswer => ({
  agendaId: 'a1',
  eventId: 'e1',
  participant: false,
  count: 0,
  waiting: null,
  waitlist_count: 0,
  no_of_places: 10,
  available_places: 10,
  locked: false,
  mandatory: false,
  ...fields,
});

beforeEach(() => {
  vi.mocked(useEventParticipation).mockReturnValue(true);
  vi.mocked(moveMembership).mockReset();
});

describe('JoinButton (issue 29)', () => {
  it('says each state in words, with the move it allows', () => {
    show(session({ no_of_places: 10, participant_count: 1 }));
    expect(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` })).toBeTruthy();
    expect(screen.getByTestId('membership-places').textContent).toBe(MEMBERSHIP_TEXTS.places(1, 10));
  });

  it.each([
    ['joined', { participant_count: 1 }, { participant: true }, MEMBERSHIP_TEXTS.in, MEMBERSHIP_TEXTS.leave],
    ['full', { no_of_places: 1, participant_count: 1 }, {}, MEMBERSHIP_TEXTS.full, MEMBERSHIP_TEXTS.joinWaitlist],
    [
      'waiting second',
      { no_of_places: 1, participant_count: 1, waitlist_count: 2 },
      { waiting: 2 },
      MEMBERSHIP_TEXTS.waiting(2),
      MEMBERSHIP_TEXTS.leaveWaitlist,
    ],
  ] as [string, Partial<LiveAgenda>, Partial<AgendaStanding>, string, string][])(
    '%s',
    (_case, fields, standing, text, action) => {
      show(session(fields), standing);
      expect(status()).toBe(text);
      expect(screen.getByRole('button', { name: `${action}: Workshop` })).toBeTruthy();
    },
  );

  it("shows the API's answer until the person's schedule, which follows the roster, says the same", async () => {
    vi.mocked(moveMembership).mockResolvedValueOnce({
      agendaId: 'a1',
      eventId: 'e1',
      participant: true,
      count: 1,
      waiting: null,
      waitlist_count: 0,
      no_of_places: 10,
      available_places: 9,
      locked: false,
      mandatory: false,
    });
    show(session({ no_of_places: 10 }));
    fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` }));
    // The schedule has not followed yet: the answer stands.
    expect(await screen.findByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` })).toBeTruthy();
    expect(status()).toBe(MEMBERSHIP_TEXTS.in);
    // Once it has, and then changes again (another tab left), the schedule rules.
    setStanding({ participant: true });
    expect(status()).toBe(MEMBERSHIP_TEXTS.in);
    setStanding({});
    expect(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` })).toBeTruthy();
  });

  it.each([
    ['locked', { locked: true }, MEMBERSHIP_TEXTS.locked(MEMBERSHIP_TEXTS.lockedOut), PARTICIPANT_MESSAGES.locked],
    ['mandatory', { mandatory: true }, MEMBERSHIP_TEXTS.mandatory, null],
    ['passed', { start: Date.now() - 2 * HOUR, end: Date.now() - HOUR }, MEMBERSHIP_TEXTS.passed, null],
  ] as [string, Partial<LiveAgenda>, string, string | null][])(
    '%s: no move, and a disabled button says why',
    (_case, fields, text, why) => {
      show(session(fields));
      expect(status()).toBe(text);
      if (why) {
        // Blocked, not gone: the button stays focusable and gives its reason.
        const join = screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` });
        expect(blockedReason(join)).toBe(why);
        fireEvent.click(join);
        expect(moveMembership).not.toHaveBeenCalled();
      } else expect(screen.queryByRole('button', { name: /Workshop/ })).toBeNull();
    },
  );

  it('tells someone outside the event why they cannot join', () => {
    vi.mocked(useEventParticipation).mockReturnValue(false);
    show(session());
    expect(status()).toBe(MEMBERSHIP_TEXTS.outsider);
    expect(blockedReason(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` }))).toBe(
      PARTICIPANT_MESSAGES.notEventParticipant,
    );
  });

  it('joins the waitlist of a full session, and shows a refusal where the button is', async () => {
    vi.mocked(moveMembership).mockRejectedValueOnce(
      new ApiRequestError({ status: 409, error: PARTICIPANT_MESSAGES.locked }),
    );
    show(session({ no_of_places: 1, participant_count: 1 }));
    fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.joinWaitlist}: Workshop` }));
    expect(moveMembership).toHaveBeenCalledWith('joinWaitlist', { agendaId: 'a1', eventId: 'e1' });
    expect((await screen.findByRole('alert')).textContent).toContain(PARTICIPANT_MESSAGES.locked);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.joinWaitlist}: Workshop` })).toBeTruthy(),
    );
  });

  it('keeps the focus on the control through Join and Leave, busy rather than disabled, and says what happened', async () => {
    let answerJoin: (value: AgendaMembershipAnswer) => void = () => undefined;
    vi.mocked(moveMembership).mockReturnValueOnce(
      new Promise((resolve) => {
        answerJoin = resolve;
      }),
    );
    show(session({ no_of_places: 10 }));
    const join = screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` });
    join.focus();
    fireEvent.click(join);
    // At once: the pending label, on a button that keeps its focus (aria-disabled, not disabled).
    const pending = screen.getByRole('button', { name: 'Joining…: Workshop' });
    expect(pending).toBe(join);
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect((pending as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(pending);
    await act(async () => answerJoin(answer({ participant: true, count: 1 })));
    const leave = await screen.findByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` });
    expect(document.activeElement).toBe(leave);
    expect(announced()).toBe(SESSION_ACTION_TEXTS.joined('Workshop'));
  });

  it('says the place on the waitlist once joined there', async () => {
    vi.mocked(moveMembership).mockResolvedValueOnce(answer({ waiting: 2, waitlist_count: 2 }));
    show(session({ no_of_places: 1, participant_count: 1, waitlist_count: 1 }));
    fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.joinWaitlist}: Workshop` }));
    await waitFor(() => expect(announced()).toBe(SESSION_ACTION_TEXTS.waiting(2, 'Workshop')));
  });

  it('sends one request for a double tap', async () => {
    vi.mocked(moveMembership).mockResolvedValue(answer({ participant: true, count: 1 }));
    show(session({ no_of_places: 10 }));
    const join = screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` });
    fireEvent.click(join);
    fireEvent.click(join);
    await screen.findByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` });
    expect(moveMembership).toHaveBeenCalledTimes(1);
  });

  it('offers the waitlist at once when the server refuses a join as full, with its reason at the button', async () => {
    vi.mocked(moveMembership).mockRejectedValueOnce(
      new ApiRequestError({
        status: 409,
        error: PARTICIPANT_MESSAGES.full(10),
        details: { full: true, no_of_places: 10 },
      }),
    );
    // The live counts have not reached this tab yet: one place seems free.
    show(session({ no_of_places: 10, participant_count: 9 }));
    fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` }));
    expect((await screen.findByRole('alert')).textContent).toContain(PARTICIPANT_MESSAGES.full(10));
    expect(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.joinWaitlist}: Workshop` })).toBeTruthy();
    expect(status()).toBe(MEMBERSHIP_TEXTS.full);
  });

  it('never shows a stale "You\'re in" after leaving and a refused join, however late the schedule is', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      vi.mocked(moveMembership)
        .mockResolvedValueOnce(answer({ participant: false, count: 9 }))
        .mockRejectedValueOnce(
          new ApiRequestError({
            status: 409,
            error: PARTICIPANT_MESSAGES.full(10),
            details: { full: true, no_of_places: 10 },
          }),
        );
      show(session({ no_of_places: 10, participant_count: 9 }), { participant: true });
      fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` }));
      await screen.findByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` });
      // The schedule's trigger is late (a busy machine): 20 s on, it still says they are in.
      clock.mockReturnValue(start + 20_000);
      setStanding({ participant: true });
      expect(status()).not.toBe(MEMBERSHIP_TEXTS.in);
      // Someone from the waitlist took the place meanwhile: the join is refused as full.
      fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` }));
      expect((await screen.findByRole('alert')).textContent).toContain(PARTICIPANT_MESSAGES.full(10));
      expect(status()).toBe(MEMBERSHIP_TEXTS.full);
      expect(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.joinWaitlist}: Workshop` })).toBeTruthy();
    } finally {
      clock.mockRestore();
    }
  });

  describe('a safe Leave', () => {
    it.each([
      [2, '2 people are waiting; your place goes to the first'],
      [1, '1 person is waiting; your place goes to the first'],
    ])('with %i waiting, asks first: Cancel sends nothing, Leave sends it', async (count, text) => {
      vi.mocked(moveMembership).mockResolvedValue(answer({ participant: false, count: 1 }));
      show(session({ no_of_places: 1, participant_count: 1, waitlist_count: count }), { participant: true });
      const leave = screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` });
      leave.focus();
      fireEvent.click(leave);
      const dialog = await screen.findByRole('dialog', { name: SESSION_ACTION_TEXTS.leaveTitle('Workshop') });
      expect(within(dialog).getByText(text)).toBeTruthy();
      expect(SESSION_ACTION_TEXTS.waitersTakeThePlace(count)).toBe(text);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(moveMembership).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(leave);

      fireEvent.click(leave);
      const again = await screen.findByRole('dialog');
      fireEvent.click(within(again).getByRole('button', { name: MEMBERSHIP_TEXTS.leave }));
      await waitFor(() => expect(moveMembership).toHaveBeenCalledWith('leave', { agendaId: 'a1', eventId: 'e1' }));
      expect(moveMembership).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(announced()).toBe(SESSION_ACTION_TEXTS.left('Workshop')));
    });

    describe('with nobody waiting', () => {
      beforeEach(() => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('waits 5 s under "Leaving … Undo": Undo writes nothing and gives the focus back to Leave', async () => {
        show(session({ no_of_places: 10, participant_count: 1 }), { participant: true });
        const leave = screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` });
        leave.focus();
        fireEvent.click(leave);
        // Pending, still focused, and said.
        expect(screen.getByRole('button', { name: 'Leaving…: Workshop' })).toBe(leave);
        expect(leave.getAttribute('aria-disabled')).toBe('true');
        expect(announced()).toBe(SESSION_ACTION_TEXTS.leavingAnnounced('Workshop', 5));
        const toast = screen.getByRole('group', { name: SESSION_ACTION_TEXTS.leaving('Workshop') });
        // Undo is one Tab away.
        fireEvent.keyDown(leave, { key: 'Tab' });
        const undo = within(toast).getByRole('button', { name: SESSION_ACTION_TEXTS.undo });
        expect(document.activeElement).toBe(undo);
        act(() => vi.advanceTimersByTime(LEAVE_UNDO_MS - 100));
        expect(moveMembership).not.toHaveBeenCalled();
        fireEvent.click(undo);
        expect(screen.queryByRole('group', { name: SESSION_ACTION_TEXTS.leaving('Workshop') })).toBeNull();
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` }),
        );
        expect(announced()).toBe(SESSION_ACTION_TEXTS.undone('Workshop'));
        act(() => vi.advanceTimersByTime(LEAVE_UNDO_MS));
        expect(moveMembership).not.toHaveBeenCalled();
        expect(status()).toBe(MEMBERSHIP_TEXTS.in);
      });

      it('sends the leave once the 5 s are over', async () => {
        vi.mocked(moveMembership).mockResolvedValue(answer({ participant: false, count: 0 }));
        show(session({ no_of_places: 10, participant_count: 1 }), { participant: true });
        fireEvent.click(screen.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Workshop` }));
        fireEvent.click(screen.getByRole('button', { name: 'Leaving…: Workshop' }));
        act(() => vi.advanceTimersByTime(LEAVE_UNDO_MS));
        expect(moveMembership).toHaveBeenCalledTimes(1);
        expect(await screen.findByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Workshop` })).toBeTruthy();
        expect(announced()).toBe(SESSION_ACTION_TEXTS.left('Workshop'));
      });
    });
  });
});
