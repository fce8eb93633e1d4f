import { api } from '@agenda/contract';
import { ADMINS, PUBLIC, row } from './matrix';

const { value, update } = api.settings;

export const rows = [
  row(value, PUBLIC, () => ({ name: 'TEST_VERSION' as const })),
  row(update, ADMINS, () => ({ name: 'TEST_VERSION' as const, value: 'from-the-matrix' })),
];
