import * as z from 'zod/mini';
import { docConverter, timestampSchema } from '../firestore';

/*
 * Stars as stored (stars.ts tells the feature): users/{uid}/stars/{eventId}, in zod/mini, apart from the
 * API's request and answer because the programme reads it live (no full zod on its path: firestore.ts says why).
 */

export const STARS_SUBCOLLECTION = 'stars';

/** Starred agendas of one event per person: more than a programme's sessions one would follow. */
export const STARS_PER_EVENT_MAX = 200;

/** Stored at users/{uid}/stars/{eventId}. */
export const starsDocSchema = z.object({
  event_id: z.string(),
  agendas: z.array(z.string()).check(z.maxLength(STARS_PER_EVENT_MAX)),
  updated_at: timestampSchema,
});
export type StoredStars = z.output<typeof starsDocSchema>;

/** Reads and writes users/{uid}/stars/{eventId} for the API, the programme and the tests (one parser). */
export const starsConverter = docConverter(starsDocSchema);
