/**
 * Stars (docs/features.md, "The attendee's programme"): POST /stars/agenda, the caller following a
 * session without a seat.
 */
import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { setStar } from './service';

export const starRoutes = [
  route(api.stars.star, ({ eventId, agendaId, starred }, caller) => setStar(caller, eventId, agendaId, starred)),
];
