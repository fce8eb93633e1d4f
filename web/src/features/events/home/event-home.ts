/** The event home's texts of its own (the spec describes no such page). */
export const EVENT_HOME_TEXTS = {
  when: 'When',
  where: 'Where',
  map: 'Open the map',
  details: 'Details',
  allDetails: 'All details',
  noDetails: 'No details yet.',
  surveys: 'Surveys',
  noSurveys: 'No surveys for this event.',
  allOfMyAgenda: 'All of my agenda',
  news: 'News',
  allNews: 'All news of this country',
  noNews: 'No news of this country yet.',
  wall: 'Wall',
  wallHint: "Posts, photos and comments of the event's people.",
  wallHidden: 'Hidden from attendees (No wall): only the editors see it.',
  openWall: 'Open the wall',
  files: 'User Files(per event)',
  filesHint: 'Keep your own documents for this event: only you and its organizers see them.',
} as const;

/** An OpenStreetMap search for the address (opened in a new tab, no opener). */
export const mapSearchUrl = (address: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;
