import { api, type Location, type LocationSave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

export async function getLocation(eventId: string, id: string): Promise<Location> {
  return (await call(api.locations.byId, { id, eventId })).location;
}

export async function saveLocation(payload: LocationSave): Promise<Location> {
  return (await call(api.locations.save, payload, AT_THE_FORM)).result;
}

export async function deleteLocation(eventId: string, id: string): Promise<void> {
  await call(api.locations.remove, { eventId, id });
}
