import {
  AGENDA_MAX_PEOPLE,
  MEMBERSHIP_TEXTS,
  membershipState,
  PARTICIPANT_MESSAGES,
  NO_STANDING,
  isJoinFullDetails,
  LEAVE_UNDO_MS,
  seatsOfCounts,
  SESSION_ACTION_TEXTS,
  type AgendaMembershipAnswer,
  type MembershipState,
} from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useAnnounce } from '@/components/a11y/announcer';
import { busyControl } from '@/components/a11y/busy-control';
import { touchTarget } from '@/components/a11y/touch-target';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { BlockedButton } from '@/components/form/save-button';
import { useKeptFocus } from '@/hooks/use-kept-focus';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { useOwnMove, useStanding } from '@/features/events/shared/use-my-schedule';
import { ApiRequestError } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { ANSWER_HOLD_MS, ANSWER_MAX_MS, answerHolds, sameStanding, type Answered } from './join-answer';
import { LeaveUndoToast } from './leave-undo-toast';
import { moveMembership, type MembershipMove } from './membership-api';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/** What the button offers in a state: the move, or why there is none (a disabled button says why). */
interface Offer {
  /** Where the person stands, in words. */
  status: string;
  action: { move: MembershipMove; label: string } | null;
  /** The disabled button's label and reason, when nothing can be done but something could in another state. */
  disabled: { label: string; why: string } | null;
}

function offerOf(state: MembershipState): Offer {
  switch (state.kind) {
    case 'mandatory':
      return { status: MEMBERSHIP_TEXTS.mandatory, action: null, disabled: null };
    case 'passed':
      return {
        status: state.joined ? `${MEMBERSHIP_TEXTS.passed} · ${MEMBERSHIP_TEXTS.in}` : MEMBERSHIP_TEXTS.passed,
        action: null,
        disabled: null,
      };
    case 'in':
      return state.canLeave
        ? { status: MEMBERSHIP_TEXTS.in, action: { move: 'leave', label: MEMBERSHIP_TEXTS.leave }, disabled: null }
        : {
            status: `${MEMBERSHIP_TEXTS.in} · ${MEMBERSHIP_TEXTS.lockedIn}`,
            action: null,
            disabled: { label: MEMBERSHIP_TEXTS.leave, why: PARTICIPANT_MESSAGES.lockedLeave },
          };
    case 'waiting':
      return {
        status: MEMBERSHIP_TEXTS.waiting(state.position),
        action: { move: 'leaveWaitlist', label: MEMBERSHIP_TEXTS.leaveWaitlist },
        disabled: null,
      };
    case 'outsider':
      return {
        status: MEMBERSHIP_TEXTS.outsider,
        action: null,
        disabled: { label: MEMBERSHIP_TEXTS.join, why: PARTICIPANT_MESSAGES.notEventParticipant },
      };
    case 'locked':
      return {
        status: MEMBERSHIP_TEXTS.locked(MEMBERSHIP_TEXTS.lockedOut),
        action: null,
        disabled: { label: MEMBERSHIP_TEXTS.join, why: PARTICIPANT_MESSAGES.locked },
      };
    case 'crowded': {
      const why = PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE);
      return { status: why, action: null, disabled: { label: MEMBERSHIP_TEXTS.join, why } };
    }
    case 'full':
      return {
        status: MEMBERSHIP_TEXTS.full,
        action: { move: 'joinWaitlist', label: MEMBERSHIP_TEXTS.joinWaitlist },
        disabled: null,
      };
    case 'open':
      return { status: '', action: { move: 'join', label: MEMBERSHIP_TEXTS.join }, disabled: null };
  }
}

const PENDING: Record<MembershipMove, string> = {
  join: 'Joining…',
  leave: 'Leaving…',
  joinWaitlist: 'Joining the waitlist…',
  leaveWaitlist: 'Leaving the waitlist…',
};

/** What the announcer says once a move is done: where the person now stands, with the session's name. */
function outcomeText(move: MembershipMove, answer: AgendaMembershipAnswer, name: string): string {
  if (answer.participant) return SESSION_ACTION_TEXTS.joined(name);
  if (answer.waiting !== null) return SESSION_ACTION_TEXTS.waiting(answer.waiting, name);
  return move === 'leaveWaitlist' ? SESSION_ACTION_TEXTS.leftWaitlist(name) : SESSION_ACTION_TEXTS.left(name);
}

/** The places as a refusal said them: "full" while the live counts are still those it refused on. */
interface Filled {
  count: number;
  places: number;
}

/**
 * Join / Leave of a session for the signed-in person, with where they stand in words ("You're in",
 * "Full — join the waitlist", "On the waitlist (#2)", "Locked — …", "Mandatory — you are in", "Passed")
 * and the places taken (membershipState, the API's own rules): the places from the live agenda document,
 * their standing from their own live schedule (the nearest ScheduleProvider), so another tab's join shows
 * at once. The API's answer is shown until the schedule, which follows the session's roster within a
 * moment, says the same. A refusal shows here, under the button.
 */
export function JoinButton({
  agenda,
  dense = false,
  participant: known,
}: {
  agenda: LiveAgenda;
  dense?: boolean;
  /**
   * Whether the viewer is a participant of the event, when the screen already reads it (the programme:
   * one listener for all its cards, known before they are drawn); else this button listens itself.
   */
  participant?: boolean | null;
}) {
  const { event } = useCurrentEvent();
  const { uid } = useRights();
  const listened = useEventParticipation(event.id, known === undefined ? uid : null);
  const participant = known === undefined ? listened : known;
  const ownStanding = useStanding(agenda.id);
  const [pending, setPending] = useState<MembershipMove | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [filled, setFilled] = useState<Filled | null>(null);
  // One request at a time: a double tap lands twice before the first redraw.
  const inFlight = useRef(false);
  const announce = useAnnounce();
  const confirm = useConfirm();
  const ownMove = useOwnMove();
  const kept = useKeptFocus<HTMLButtonElement>();
  // A leave waiting for Undo (LEAVE_UNDO_MS): its timer, and Undo's button in the toast.
  const [leaving, setLeaving] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const undoButton = useRef<HTMLButtonElement>(null);
  const ids = useRef({ agendaId: agenda.id, eventId: event.id, name: agenda.name });
  ids.current = { agendaId: agenda.id, eventId: event.id, name: agenda.name };
  // Drawn away while a leave waits (the screen left): the leave is sent, as nobody undid it.
  useEffect(
    () => () => {
      if (leaveTimer.current === undefined) return;
      clearTimeout(leaveTimer.current);
      const { agendaId, eventId, name } = ids.current;
      void moveMembership('leave', { agendaId, eventId }).then(
        () => announce(SESSION_ACTION_TEXTS.left(name)),
        () => undefined,
      );
    },
    [announce],
  );
  // Drawn again when a held answer's time is up, so that the schedule then shows without another change.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!answered) return undefined;
    const timers = [ANSWER_HOLD_MS, ANSWER_MAX_MS].map((ms) =>
      setTimeout(redraw, Math.max(0, answered.at + ms - Date.now()) + 1),
    );
    return () => timers.forEach(clearTimeout);
  }, [answered]);
  if (!uid || participant === null || ownStanding === null) return null;

  const live = ownStanding ?? NO_STANDING;
  // Once the schedule has caught up with the answer, the schedule alone says where they stand.
  if (answered && sameStanding(answered.standing, live)) setAnswered(null);
  const standing = answered && answerHolds(answered, ownStanding, Date.now()) ? answered.standing : live;
  // A join refused as full: the waitlist at once, until the live counts move.
  const stillFilled =
    filled !== null && filled.count === agenda.participant_count && filled.places === agenda.no_of_places;
  if (filled && !stillFilled) setFilled(null);
  const seats = seatsOfCounts(
    stillFilled ? { ...agenda, participant_count: Math.max(agenda.participant_count, agenda.no_of_places) } : agenda,
  );
  const state = membershipState(standing, seats, {
    isEventParticipant: participant,
    end: new Date(agenda.end),
    now: new Date(),
  });
  const offer = offerOf(state);
  const places =
    agenda.mandatory || agenda.no_of_places === 0
      ? null
      : MEMBERSHIP_TEXTS.places(agenda.participant_count, agenda.no_of_places);
  const waiting = agenda.waitlist_count > 0 ? MEMBERSHIP_TEXTS.waitlistCount(agenda.waitlist_count) : null;

  const run = async (move: MembershipMove) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // The focus stays on this control whatever it is drawn as next (Join becomes Leave).
    kept.keep();
    setPending(move);
    setRefused(null);
    // The seat a Join takes is no "place freed up" (PromotionNotice).
    if (move === 'join') ownMove(agenda.id);
    try {
      const answer = await moveMembership(move, { agendaId: agenda.id, eventId: event.id });
      setAnswered({
        standing: { participant: answer.participant, mparticipant: live.mparticipant, waiting: answer.waiting },
        at: Date.now(),
        seen: ownStanding,
      });
      announce(outcomeText(move, answer, agenda.name));
    } catch (error) {
      if (move === 'join' && error instanceof ApiRequestError && isJoinFullDetails(error.details)) {
        // Full: they are not in (a join is refused only to those who are not), whatever an earlier answer
        // or a late schedule says; the button offers the waitlist, the reason stays beside it.
        setAnswered({ standing: { ...live, participant: false }, at: Date.now(), seen: ownStanding });
        setFilled({ count: agenda.participant_count, places: agenda.no_of_places });
      }
      setRefused(
        error instanceof ApiRequestError ? error.error : (unreportedErrorText(error) ?? 'This did not work: try again'),
      );
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  /**
   * Leave, safely: with people waiting, a question first (the place goes to the first of them, at once);
   * else the leave waits LEAVE_UNDO_MS under "Leaving … Undo" and nothing is written until then.
   */
  const leave = async () => {
    if (inFlight.current || leaving) return;
    setRefused(null);
    if (agenda.waitlist_count > 0) {
      const focused = document.activeElement;
      const confirmed = await confirm(
        SESSION_ACTION_TEXTS.leaveTitle(agenda.name),
        SESSION_ACTION_TEXTS.waitersTakeThePlace(agenda.waitlist_count),
        { label: MEMBERSHIP_TEXTS.leave, destructive: true },
      );
      // The dialog gave the focus back to the button it was asked from.
      if (focused && document.activeElement !== focused && focused instanceof HTMLElement) focused.focus();
      if (confirmed) await run('leave');
      return;
    }
    kept.keep();
    setLeaving(true);
    announce(SESSION_ACTION_TEXTS.leavingAnnounced(agenda.name, LEAVE_UNDO_MS / 1000));
    leaveTimer.current = setTimeout(() => {
      leaveTimer.current = undefined;
      setLeaving(false);
      void run('leave');
    }, LEAVE_UNDO_MS);
  };
  const undo = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = undefined;
    setLeaving(false);
    announce(SESSION_ACTION_TEXTS.undone(agenda.name));
    kept.focus();
  };
  // Undo is one Tab away from the waiting Leave, though the toast is drawn at the end of the page.
  const toUndo = (event: KeyboardEvent) => {
    if (leaving && event.key === 'Tab' && !event.shiftKey && undoButton.current) {
      event.preventDefault();
      undoButton.current.focus();
    }
  };
  const press = (move: MembershipMove) => {
    if (move === 'leave') void leave();
    else void run(move);
  };
  const shownPending: MembershipMove | null = leaving ? 'leave' : pending;

  const label = `${agenda.name}: ${[offer.status, places].filter(Boolean).join(' · ')}`;
  return (
    <Stack
      spacing={0.5}
      sx={{ position: 'relative', zIndex: 1, alignItems: 'flex-start' }}
      data-testid="membership"
      aria-label={label}
      role="group"
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {offer.action ? (
          <Button
            ref={kept.ref}
            size={dense ? 'small' : 'medium'}
            variant={offer.action.move === 'join' || offer.action.move === 'joinWaitlist' ? 'contained' : 'outlined'}
            // Busy, not disabled: a disabled button would drop the keyboard focus while the answer comes.
            {...busyControl(shownPending !== null)}
            onClick={() => {
              if (shownPending === null) press(offer.action!.move);
            }}
            onKeyDown={toUndo}
            aria-label={`${shownPending ? PENDING[shownPending] : offer.action.label}: ${agenda.name}`}
            sx={touchTarget}
          >
            {shownPending ? PENDING[shownPending] : offer.action.label}
          </Button>
        ) : offer.disabled ? (
          <BlockedButton
            ref={kept.ref}
            size={dense ? 'small' : 'medium'}
            variant="outlined"
            blockedReason={offer.disabled.why}
            aria-label={`${offer.disabled.label}: ${agenda.name}`}
            sx={touchTarget}
          >
            {offer.disabled.label}
          </BlockedButton>
        ) : null}
        {offer.status ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="membership-status">
            {offer.status}
          </Typography>
        ) : null}
        {places || waiting ? (
          <Typography variant="body2" color="text.secondary" data-testid="membership-places">
            {[places, waiting].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
      </Stack>
      {leaving ? <LeaveUndoToast name={agenda.name} undoRef={undoButton} onUndo={undo} onBack={kept.focus} /> : null}
      {refused ? (
        <Alert severity="error" onClose={() => setRefused(null)} sx={{ py: 0 }}>
          {refused}
        </Alert>
      ) : null}
    </Stack>
  );
}
