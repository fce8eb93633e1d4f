import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CONFIRMATIONS, MESSAGES, OVERLAYS, TOASTS } from '@agenda/contract';

/*
 * docs/product.md §8 (error catalogue), message by message (here, not in the contract: it reads the sources with
 * node:fs, and the contract type-checks without Node's types): 41 in all. Each is defined once in messages.ts with
 * the spec's exact text where the spec quotes one (spelling, " !", "..." as written), and used by the
 * product: `use` is the reference that must appear in a source file (not a test) under `where`.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface CatalogueEntry {
  /** How docs/product.md §8 gives it. */
  spec: string;
  /** Our text: for a quoted message the spec's exactly; for a described one, what the screen says. */
  text: string;
  /** The reference the product uses, as written in its source. */
  use: string;
  /** The file (or folder) of web/src or functions/src that uses it. */
  where: string;
}

const ask = (confirm: (name: string) => string) => confirm('X');

const CATALOGUE: readonly CatalogueEntry[] = [
  // The error dialog and the upload and data errors.
  {
    spec: 'Exception',
    text: MESSAGES.errorDialogTitle,
    use: 'MESSAGES.errorDialogTitle',
    where: 'web/src/components/feedback/error-dialog-view.tsx',
  },
  {
    spec: 'ERROR OCCURED',
    text: MESSAGES.errorDialogPrefix,
    use: 'MESSAGES.errorDialogPrefix',
    where: 'web/src/components/feedback/error-dialog-view.tsx',
  },
  {
    spec: 'Could not update flag file',
    text: MESSAGES.flagUploadFailed,
    use: 'MESSAGES.flagUploadFailed',
    where: 'web/src/features/tenants/',
  },
  {
    spec: 'Could not update photo file',
    text: MESSAGES.photoUploadFailed,
    use: 'MESSAGES.photoUploadFailed',
    where: 'web/src/features/news/',
  },
  {
    spec: 'Could not upload badge to storage',
    text: MESSAGES.badgeUploadFailed,
    use: 'MESSAGES.badgeUploadFailed',
    where: 'web/src/features/gamification/',
  },
  {
    spec: 'Invalid data!',
    text: MESSAGES.invalidData,
    use: 'MESSAGES.invalidData',
    where: 'web/src/features/gamification/',
  },
  {
    spec: 'Invalid property',
    text: MESSAGES.invalidProperty,
    use: 'MESSAGES.invalidProperty',
    where: 'functions/contract/src/schemas/gamification.ts',
  },
  // Success toasts ("Event deleted" also for locations and details).
  {
    spec: 'Event deleted',
    text: TOASTS.eventDeleted,
    use: 'TOASTS.eventDeleted',
    where: 'web/src/features/events/list/',
  },
  {
    spec: 'Event deleted (locations)',
    text: TOASTS.eventDeleted,
    use: 'TOASTS.eventDeleted',
    where: 'web/src/features/events/content/locations/',
  },
  {
    spec: 'Event deleted (details)',
    text: TOASTS.eventDeleted,
    use: 'TOASTS.eventDeleted',
    where: 'web/src/features/events/content/details/',
  },
  {
    spec: 'Tag deleted',
    text: TOASTS.tagDeleted,
    use: 'TOASTS.tagDeleted',
    where: 'web/src/features/events/content/tags/',
  },
  {
    spec: 'Agenda deleted!',
    text: TOASTS.agendaDeleted,
    use: 'TOASTS.agendaDeleted',
    where: 'web/src/features/events/agendas/',
  },
  { spec: 'News deleted', text: TOASTS.newsDeleted, use: 'TOASTS.newsDeleted', where: 'web/src/features/news/' },
  {
    spec: 'Badge deleted',
    text: TOASTS.badgeDeleted,
    use: 'TOASTS.badgeDeleted',
    where: 'web/src/features/gamification/',
  },
  {
    spec: 'Survey deleted',
    text: TOASTS.surveyDeleted,
    use: 'TOASTS.surveyDeleted',
    where: 'web/src/features/events/content/surveys/',
  },
  {
    spec: 'Notification deleted',
    text: TOASTS.notificationDeleted,
    use: 'TOASTS.notificationDeleted',
    where: 'web/src/features/notifications/',
  },
  { spec: 'Group deleted', text: TOASTS.groupDeleted, use: 'TOASTS.groupDeleted', where: 'web/src/features/groups/' },
  {
    spec: 'Notifications sent !',
    text: TOASTS.notificationsSent,
    use: 'TOASTS.notificationsSent',
    where: 'web/src/features/notifications/',
  },
  {
    spec: 'Agenda Saved !',
    text: TOASTS.agendaSaved,
    use: 'TOASTS.agendaSaved',
    where: 'web/src/features/events/agendas/edit/',
  },
  {
    spec: 'Speakers Saved!',
    text: TOASTS.speakersSaved,
    use: 'TOASTS.speakersSaved',
    where: 'web/src/features/events/agendas/people/',
  },
  {
    spec: 'Participants Saved!',
    text: TOASTS.participantsSaved,
    use: 'TOASTS.participantsSaved',
    where: 'web/src/features/events/people/',
  },
  { spec: 'User updated!', text: TOASTS.userUpdated, use: 'TOASTS.userUpdated', where: 'web/src/features/users/' },
  // Overlay messages.
  {
    spec: 'Deleting ...',
    text: OVERLAYS.deleting,
    use: 'OVERLAYS.deleting,',
    where: 'web/src/features/events/shared/use-content-delete.ts',
  },
  {
    spec: 'Deleting files ...',
    text: OVERLAYS.deletingFiles,
    use: 'OVERLAYS.deletingFiles',
    where: 'web/src/lib/save-overlay.ts',
  },
  { spec: 'Saving ...', text: OVERLAYS.saving, use: 'OVERLAYS.saving', where: 'web/src/hooks/use-save-action.ts' },
  {
    spec: 'Saving files on storage...',
    text: OVERLAYS.savingFiles,
    use: 'OVERLAYS.savingFiles',
    where: 'web/src/features/',
  },
  {
    spec: 'Deleting old files ...',
    text: OVERLAYS.deletingOldFiles,
    use: 'OVERLAYS.deletingOldFiles',
    where: 'web/src/lib/save-overlay.ts',
  },
  {
    spec: 'when refreshing a user, a message that data is loading from the corporate directory',
    text: OVERLAYS.loadingDirectory,
    use: 'OVERLAYS.loadingDirectory',
    where: 'web/src/features/users/',
  },
  // Confirmations.
  {
    spec: 'Are you sure... (details)',
    text: ask(CONFIRMATIONS.deleteDetail),
    use: 'CONFIRMATIONS.deleteDetail',
    where: 'web/src/features/events/content/details/',
  },
  {
    spec: 'Are you sure... (tag)',
    text: ask(CONFIRMATIONS.deleteTag),
    use: 'CONFIRMATIONS.deleteTag',
    where: 'web/src/features/events/content/tags/',
  },
  {
    spec: 'Are you sure... (badge)',
    text: ask(CONFIRMATIONS.deleteBadge),
    use: 'CONFIRMATIONS.deleteBadge',
    where: 'web/src/features/gamification/',
  },
  {
    spec: 'Are you sure... (news)',
    text: ask(CONFIRMATIONS.deleteNews),
    use: 'CONFIRMATIONS.deleteNews',
    where: 'web/src/features/news/',
  },
  {
    spec: 'the agenda delete confirmation (wrongly says "start this agenda")',
    text: ask(CONFIRMATIONS.deleteAgenda),
    use: 'CONFIRMATIONS.deleteAgenda',
    where: 'web/src/features/events/agendas/list/',
  },
  {
    spec: 'deleting a survey warns that all associated data is deleted',
    text: ask(CONFIRMATIONS.deleteSurvey),
    use: 'CONFIRMATIONS.deleteSurvey',
    where: 'web/src/features/events/content/surveys/',
  },
  {
    spec: 'deleting a group warns that all associated data is deleted',
    text: ask(CONFIRMATIONS.deleteGroup),
    use: 'CONFIRMATIONS.deleteGroup',
    where: 'web/src/features/groups/',
  },
  {
    spec: 'cancelling a notification asks to confirm',
    text: ask(CONFIRMATIONS.cancelNotification),
    use: 'CONFIRMATIONS.cancelNotification',
    where: 'web/src/features/notifications/',
  },
  {
    spec: 'mail invites, event-wide: all event participants get invites for all agendas',
    text: CONFIRMATIONS.invitesEvent,
    use: 'CONFIRMATIONS.invitesEvent',
    where: 'web/src/features/notifications/',
  },
  {
    spec: 'mail invites, agenda-level: all agenda participants get invites for this agenda',
    text: CONFIRMATIONS.invitesAgenda,
    use: 'CONFIRMATIONS.invitesAgenda',
    where: 'web/src/features/notifications/',
  },
  // Navigation, loading and the server.
  {
    spec: 'Invalid params',
    text: MESSAGES.invalidParams,
    use: 'MESSAGES.invalidParams',
    where: 'web/src/features/events/layout/',
  },
  {
    spec: 'a script chunk fails to load after a 120 second timeout',
    text: MESSAGES.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS / 1000),
    use: 'MESSAGES.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS',
    where: 'web/src/lib/chunk-timeout.ts',
  },
  {
    spec: 'server not online leads to the offline screen',
    text: MESSAGES.serverOffline,
    use: 'MESSAGES.serverOffline',
    where: 'web/src/features/server-status/',
  },
];

/** Every source file (tests and messages.ts itself aside) of web/src, functions/src and the contract. */
const SOURCES: ReadonlyMap<string, string> = new Map(
  ['web/src', 'functions/src', 'functions/contract/src'].flatMap((folder) =>
    readdirSync(`${ROOT}${folder}`, { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('/messages.ts'))
      .map((file) => [file, readFileSync(`${ROOT}${file}`, 'utf8')] as const),
  ),
);

describe('spec §8 error catalogue', () => {
  it('lists 41 messages', () => {
    expect(CATALOGUE).toHaveLength(41);
  });

  it.each(CATALOGUE.map((entry) => [entry.spec, entry] as const))('uses %s where it belongs', (_spec, entry) => {
    const users = [...SOURCES].filter(([file, text]) => file.startsWith(entry.where) && text.includes(entry.use));
    expect(
      users.map(([file]) => file),
      `${entry.use} under ${entry.where}`,
    ).not.toEqual([]);
    expect(entry.text.trim()).not.toBe('');
  });

  it('keeps every quoted message verbatim, spelling, spaces and punctuation as the spec writes them', () => {
    // docs/product.md §8's quoted texts, copied from the spec.
    const quoted = [
      'Exception',
      'ERROR OCCURED',
      'Could not update flag file',
      'Could not update photo file',
      'Could not upload badge to storage',
      'Invalid data!',
      'Invalid property',
      'Event deleted',
      'Tag deleted',
      'Agenda deleted!',
      'News deleted',
      'Badge deleted',
      'Survey deleted',
      'Notification deleted',
      'Group deleted',
      'Notifications sent !',
      'Agenda Saved !',
      'Speakers Saved!',
      'Participants Saved!',
      'User updated!',
      'Deleting ...',
      'Deleting files ...',
      'Saving ...',
      'Saving files on storage...',
      'Deleting old files ...',
      'Invalid params',
    ];
    for (const text of quoted) {
      const entry = CATALOGUE.find((item) => item.spec === text);
      expect(entry?.text, text).toBe(text);
    }
  });

  it('words the described messages as the spec describes them', () => {
    for (const confirm of [
      CONFIRMATIONS.deleteDetail,
      CONFIRMATIONS.deleteTag,
      CONFIRMATIONS.deleteBadge,
      CONFIRMATIONS.deleteNews,
    ])
      expect(ask(confirm)).toMatch(/^Are you sure/);
    // No test or decision keeps the spec's slip: the agenda's confirmation asks about deleting it.
    expect(ask(CONFIRMATIONS.deleteAgenda)).toBe('Are you sure you want to delete the agenda X?');
    expect(ask(CONFIRMATIONS.deleteSurvey)).toMatch(/All data associated .* will be deleted/);
    expect(ask(CONFIRMATIONS.deleteGroup)).toMatch(/All associated data will be deleted/);
    expect(ask(CONFIRMATIONS.cancelNotification)).toMatch(/^Cancel the notification/);
    expect(CONFIRMATIONS.invitesEvent).toMatch(/Every participant of the event .* all of the event's agendas/);
    expect(CONFIRMATIONS.invitesAgenda).toMatch(/Every participant of this agenda .* for this agenda/);
    expect(OVERLAYS.loadingDirectory).toMatch(/corporate directory/);
    expect(MESSAGES.chunkLoadTimeout(120)).toContain('120 seconds');
    expect(MESSAGES.serverOffline).toBe('The server seems to be offline.');
  });
});
