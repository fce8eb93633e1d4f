import { api } from '@agenda/contract';
import { row, SIGNED_IN } from './matrix';

// Anyone signed in searches; what each persona finds (Drafts only for their editors) is tested in events.test.ts.
export const rows = [
  row(api.search.all, SIGNED_IN, () => ({ search: 'test event' })),
  row(api.search.upcoming, SIGNED_IN, () => ({})),
];
