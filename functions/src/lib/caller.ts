import type { Principal } from '@agenda/contract';

/** Who is asking: their uid and their current authorities (read from Firestore once per request). */
export interface Caller {
  uid: string;
  principal: Principal;
}
