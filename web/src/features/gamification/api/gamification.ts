import { api, type Gamification, type GamificationSave } from '@agenda/contract';
import { call } from '@/lib/api';

// GET /backendv2/gamification?eventId
export async function getGamification(eventId: string): Promise<Gamification | null> {
  return (await call(api.gamification.get, { eventId })).gamification;
}

// POST /backendv2/gamification/new
export async function saveGamification(payload: GamificationSave): Promise<Gamification> {
  return (await call(api.gamification.save, payload)).result;
}

// DELETE /backendv2/gamification?eventId
export async function deleteGamification(eventId: string): Promise<void> {
  await call(api.gamification.remove, { eventId });
}
