import { type AgendaMembership, type AgendaWaitlistAnswer } from '@agenda/contract';
import { apiTable } from '@/lib/api-table';
import { call, type ApiCallOptions } from '@/lib/api';

/**
 * Joining and leaving a session and its waitlist. Refusals (outside the event 403, ended,
 * locked, full 409, many at once 503) are shown where the button is, not in the error dialog.
 */
const AT_THE_BUTTON: ApiCallOptions = { handles: [403, 404, 409, 503] };

export type MembershipMove = 'join' | 'leave' | 'joinWaitlist' | 'leaveWaitlist';

export async function moveMembership(move: MembershipMove, input: AgendaMembership) {
  return call((await apiTable()).participants[move], input, AT_THE_BUTTON);
}

// GET /participants/agenda/waitlist?a
export const getWaitlist = async (agendaId: string): Promise<AgendaWaitlistAnswer> =>
  call((await apiTable()).participants.agendaWaitlist, { a: agendaId });

// POST /participants/agenda/waitlist { agendaId, eventId, waitlist }: 409 when someone joined or left it meanwhile.
export const saveWaitlistOrder = async (input: {
  agendaId: string;
  eventId: string;
  waitlist: string[];
}): Promise<AgendaWaitlistAnswer> =>
  call((await apiTable()).participants.saveAgendaWaitlist, input, { handles: [400, 409] });
