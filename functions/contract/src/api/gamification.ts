import { z } from 'zod';
import { gamificationQuerySchema, gamificationSaveSchema, gamificationSchema } from '../schemas/gamification';
import { endpoint } from './endpoint';

/**
 * Spec §7 Gamification: an event's like, comment and wall-post points, read by whoever may see the
 * event, written by its editors. Badges are not here: the app keeps them in Firestore under the rules.
 */
export const gamification = {
  get: endpoint({
    method: 'GET',
    path: '/gamification',
    access: 'signedIn',
    rights: 'eventViewer',
    input: gamificationQuerySchema,
    output: z.object({ gamification: gamificationSchema.nullable() }),
    summary: "The event's points, or null while none are set",
  }),
  save: endpoint({
    method: 'POST',
    path: '/gamification/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: gamificationSaveSchema,
    output: z.object({ result: gamificationSchema }),
    summary: "Sets the event's like, comment and wall-post points (integers 1–100)",
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/gamification',
    access: 'signedIn',
    rights: 'eventEditor',
    input: gamificationQuerySchema,
    output: z.object({ result: z.object({ eventId: z.string() }) }),
    summary: "Deletes the event's points (its badges stay)",
  }),
};
