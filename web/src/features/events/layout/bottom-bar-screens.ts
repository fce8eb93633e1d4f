import type { ScreenId } from '@/config/paths';

type EventScreenId = Extract<ScreenId, `main/event/${string}`>;

/** The phone's bottom bar's height above the safe area (MUI's BottomNavigation). */
const BOTTOM_BAR_PX = 56;
/** The bar's height with the phone's safe area below it: the page keeps this much room at its end. */
export const BOTTOM_BAR_ROOM = `calc(${BOTTOM_BAR_PX}px + env(safe-area-inset-bottom, 0px))`;
/** Set on the document while the bar shows: the toasts rise above it (components/feedback/toast-view.tsx). */
export const BOTTOM_BAR_VAR = '--bottom-bar-height';

/**
 * On which of the event's screens the phone's bottom bar shows (docs/features.md, "The attendee's
 * screens"). Every screen of the event is decided here (a new one does not compile until it is): the bar
 * shows wherever a person reads or moves about the event, and not on the editors' forms, where a fixed bar
 * would sit between the fields and their Save and invite leaving a form half filled; there the top row
 * of tabs keeps every place instead.
 */
const BAR_ON_SCREEN: Readonly<Record<EventScreenId, boolean>> = {
  'main/event/event': true,
  'main/event/agendalist': true,
  'main/event/myagenda': true,
  'main/event/wall': true,
  'main/event/me': true,
  'main/event/locations': true,
  'main/event/surveys': true,
  'main/event/details': true,
  'main/event/participants': true,
  'main/event/organizers': true,
  'main/event/tags': true,
  'main/event/leaderboard': true,
  'main/event/gamification/badges': true,
  // The person's own documents for the event: theirs, not an editor's form.
  'main/event/editeventuserfiles': true,
  'main/event/agendas/overview': true,
  'main/event/agendas/agendaspeakers': true,
  'main/event/agendas/agendaparticipants': true,
  'main/event/agendas/agendamparticipants': true,
  'main/event/agendas/agendafiles': true,
  // The editors' screens that list rather than edit.
  'main/event/history': true,
  'main/event/dashboard': true,
  'main/event/moderation': true,
  'main/event/notifications/schedulednotifications': true,
  // The editors' forms.
  'main/event/locationedit': false,
  'main/event/surveyedit': false,
  'main/event/detailsedit': false,
  'main/event/tagedit': false,
  'main/event/gamification/settings': false,
  'main/event/gamification/editbadge': false,
  'main/event/notifications/addnot': false,
  'main/event/notifications/sendnotifications': false,
  'main/event/agendas/editagenda': false,
  'main/event/agendas/addnot': false,
};

/** Whether the bottom bar shows at `pathname` (the router's, below the base path): not on unknown paths. */
export function barShowsAt(pathname: string): boolean {
  const id = pathname.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(BAR_ON_SCREEN, id) && BAR_ON_SCREEN[id as EventScreenId];
}
