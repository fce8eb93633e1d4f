import { API_BASE_PATH, api } from '@agenda/contract';
import { call } from '@/lib/api';

export interface FeedStatus {
  active: boolean;
  created_at: string | null;
}

// GET /backendv2/calendar/feed
export async function getFeedStatus(): Promise<FeedStatus> {
  return (await call(api.calendar.feedStatus, {})).result;
}

// POST /backendv2/calendar/feed: a new address (the old one stops working); shown once.
export async function createFeedAddress(): Promise<{ url: string; created_at: string }> {
  const { result } = await call(api.calendar.createFeed, {});
  return { url: `${window.location.origin}${API_BASE_PATH}${result.path}`, created_at: result.created_at };
}

// DELETE /backendv2/calendar/feed
export async function revokeFeedAddress(): Promise<void> {
  await call(api.calendar.revokeFeed, {});
}
