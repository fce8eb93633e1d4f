import { api } from '@agenda/contract';
import { ADMINS, row } from './matrix';

export const rows = [row(api.directory.search, ADMINS, () => ({ q: 'margaret' }))];
