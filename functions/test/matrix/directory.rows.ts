import { api } from '../../src/contract';
import { ADMINS, row } from './matrix';

export const rows = [row(api.directory.search, ADMINS, () => ({ q: 'margaret' }))];
