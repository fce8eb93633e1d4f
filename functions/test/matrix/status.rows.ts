import { api } from '../../src/contract';
import { PUBLIC, row } from './matrix';

export const rows = [row(api.status.ping, PUBLIC, () => ({}))];
