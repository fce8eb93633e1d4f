/**
 * Event document at events/{id} (spec §3). Instants are stored in UTC (Firestore timestamps);
 * `timezone` is the IANA zone the event is edited in. `privacy` true means Draft.
 * Generic in the timestamp type: the Admin SDK and the web SDK each have their own.
 */
export interface EventDoc<T> {
  name: string;
  name_lower: string;
  description: string;
  address: string;
  start_date: T;
  end_date: T;
  timezone: string;
  tenant_id: string;
  privacy: boolean;
  hide_gamification: boolean;
  hide_wall: boolean;
  poster_url: string | null;
  poster_id: string | null;
  background_image_url: string | null;
  background_image_id: string | null;
  logo_url: string | null;
  logo_id: string | null;
  cover_url: string | null;
  cover_id: string | null;
  organizers: string[];
  participants: string[];
}

export interface LocationDoc {
  name: string;
  lat: number;
  long: number;
}

export interface TagDoc {
  text: string;
  color: string;
}

export interface AgendaDoc<T> {
  name: string;
  description: string;
  start_time: T;
  end_date: T;
  tags: string[];
  mandatory: boolean;
  locked: boolean;
  location_id: string | null;
  no_of_places: number;
  meeting_room: string | null;
  speakers: string[];
  participants: string[];
  mparticipants: string[];
}
