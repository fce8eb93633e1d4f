import type { Principal } from '../contract';

/** Who is asking: their uid and their current authorities (read from Firestore once per request). */
export interface Caller {
  uid: string;
  principal: Principal;
}
