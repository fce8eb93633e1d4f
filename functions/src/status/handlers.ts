import { api } from '@agenda/contract';
import { route } from '../http/endpoints';

export const statusRoutes = [
  // The app's server-online check.
  route(api.status.ping, () => ({ result: 'success' as const })),
];
