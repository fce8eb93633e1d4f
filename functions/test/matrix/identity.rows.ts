import { api } from '@agenda/contract';
import { row, type Expected } from './matrix';

/** The exchange takes a corporate token only: a Firebase ID token (or none) is refused. */
const NOBODY: Expected = { anonymous: 401, user: 401, organizer: 401, adminA: 401, adminB: 401, root: 401 };

export const rows = [
  row(api.identity.firebaseToken, NOBODY, () => ({}), { case: 'with a Firebase token, not a corporate one' }),
];
