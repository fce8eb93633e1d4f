/**
 * The contract's endpoint table, loaded when a screen first calls the API. The table builds
 * every endpoint's zod schemas with the full zod (about 27 KB gzipped, and their evaluation on a phone):
 * the screens an attendee opens (the event home, the programme) read Firestore to draw, and need the
 * table only once a button is used. The country list does the same with its calls (list-events.ts).
 */
export const apiTable = () => import('@agenda/contract/api').then((module) => module.api);
