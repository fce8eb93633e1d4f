import type { Principal } from '@agenda/contract';

/** Who is asking: their uid and their current authorities (read from Firestore once per request). */
export interface Caller {
  uid: string;
  principal: Principal;
  /** Their name from the same read of their record ("First Last"), for the history's entries. */
  name: string;
  /** The endpoint called, e.g. 'POST /agendas/new': a history entry names what wrote it. */
  endpoint: string;
}
