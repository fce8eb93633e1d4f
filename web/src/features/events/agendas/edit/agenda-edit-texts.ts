/** The Edit agenda form's texts of its own (the spec names none). */
export const AGENDA_EDIT_TEXTS = {
  zoneTooltip: (zone: string) => `Dates are local dates in the event's timezone (${zone}), whatever your own timezone.`,
  savedBySomeoneElse: (who: string | null, when: string) => `${who ?? 'Someone'} saved this agenda at ${when}`,
  conflictTitle: (who: string | null, when: string | null) =>
    `${who ?? 'Someone'} saved this agenda${when ? ` at ${when}` : ''} after you opened it`,
  conflictBody: 'Your save was not applied. Reload their version (your changes are lost), or overwrite it with yours.',
  deleted: 'Someone deleted this agenda while you were editing it. Saving is no longer possible.',
  blockedByTimes: 'Save is blocked until the times are fixed.',
  blockedByFields: 'Fix the fields marked in red before saving.',
  blockedIncomplete: 'Fill in the name and the description before saving.',
  blockedDeleted: 'This agenda was deleted.',
  clashesTitle: 'Check the programme (you can still save)',
  noLocations: 'This event has no locations yet.',
  noTags: 'This event has no tags yet.',
} as const;
