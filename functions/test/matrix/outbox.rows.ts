import { api } from '@agenda/contract';
import { storedFailedMail } from '../mail-fixtures';
import { ROOT_ONLY, row } from './matrix';

const { failed, retry } = api.outbox;

export const rows = [
  row(failed, ROOT_ONLY, () => ({})),
  row(retry, ROOT_ONLY, async () => ({ id: (await storedFailedMail('Matrix retry')).id }), { case: 'a failed mail' }),
];
