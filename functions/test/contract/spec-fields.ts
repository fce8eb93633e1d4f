/**
 * The answer fields of docs/product.md §3, written from the spec's own lists (not from our schemas), for the
 * contract rows of spec-calls.ts: an answer that drops or renames one of them fails its row.
 */

/** §3 Event. `organizers` and `participants` are users (objects with an id), checked apart. */
export const EVENT = [
  'id',
  'name',
  'description',
  'address',
  'start_date',
  'end_date',
  'timezone',
  'tz_diff',
  'tenant_id',
  'tenant.locale',
  'tenant.flag_image_url',
  'tenant.country_name',
  'poster_url',
  'poster_id',
  'background_image_url',
  'background_image_id',
  'logo_url',
  'logo_id',
  'hide_gamification',
  'hide_wall',
  'privacy',
  'organizers',
  'participants',
];
/** §3 Tenant (country). */
export const TENANT = ['id', 'locale', 'country_name', 'flag_image_url', 'flag_image_ref'];
/** §3 User. */
export const USER = [
  'id',
  'email',
  'first_name',
  'last_name',
  'job_title',
  'avatar_url',
  'tenant_id',
  'tenant.id',
  'tenant.locale',
  'tenant.country_name',
  'user_authorities',
];
/** §3 Location. */
export const LOCATION = ['id', 'name', 'eventId', 'lat', 'long'];
/** §3 Agenda. */
export const AGENDA = [
  'id',
  'name',
  'description',
  'start_time',
  'end_date',
  'tags',
  'mandatory',
  'locked',
  'location_id',
  'location',
  'no_of_places',
  'available_places',
  'meeting_room',
  'speakers',
  'participants',
  'mparticipants',
];
/** §3 Event detail, with its files (§3 File: id, name, url). */
export const DETAIL = [
  'id',
  'title',
  'description',
  'order_number',
  'event_details_file.0.id',
  'event_details_file.0.name',
  'event_details_file.0.url',
];
/** §3 File. */
export const FILE = ['id', 'name', 'url'];
/** §3 Tag. */
export const TAG = ['id', 'text', 'color'];
/** §3 Survey. */
export const SURVEY = ['id', 'name', 'url', 'eventId'];
/** §3 Scheduled notification. */
export const NOTIFICATION = ['id', 'message', 'link', 'notification_type', 'start_time', 'send_to_all', 'users'];
/** §3 Gamification. */
export const GAMIFICATION = ['id', 'event_id', 'like_points', 'comment_points', 'wall_post_points'];
/** §3 News. */
export const NEWS = [
  'id',
  'title',
  'content',
  'attachment_url',
  'sticky',
  'tenant_id',
  'tenant.locale',
  'creation_date',
  'last_updated',
  'updated_by',
];
/** §3 Group. */
export const GROUP = ['id', 'name', 'tenant_id', 'users'];
/** §3 "completion results (name, email, id)". */
export const COMPLETION = ['name', 'email', 'id'];

/** `prefix.field` for every field (`prefix` '' for the answer itself). */
export const at = (prefix: string, fields: readonly string[]): string[] =>
  fields.map((field) => (prefix ? `${prefix}.${field}` : field));
