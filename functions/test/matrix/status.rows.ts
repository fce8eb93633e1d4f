import { api } from '@agenda/contract';
import { PUBLIC, row } from './matrix';

export const rows = [row(api.status.ping, PUBLIC, () => ({}))];
