import { z } from 'zod';
import { docConverter, timestampSchema } from '../firestore';
import { storagePaths } from '../paths';
import { AGENDA_FILE_CONTENT_TYPES, AGENDA_FILE_MAX_BYTES } from './agenda';
import { documentId, requiredText } from './common';
import { fileRefSchema, fileUrlSchema } from './event-doc';

/*
 * User files per event (docs/product.md §2 "User Files(per event)", §7 /events/user-files): a person's own
 * documents for an event they take part in, uploaded to user-files/{eventId}/{uid}/ under the storage
 * rules and recorded through the API at events/{e}/userFiles/{uid}. The owner and the event's editors
 * read them; the owner and the event's editors change them (editors for a person they choose).
 */

/** The agenda-file types and bound (documents and images; storage.rules repeats both). */
export const USER_FILE_CONTENT_TYPES = AGENDA_FILE_CONTENT_TYPES;
export const USER_FILE_MAX_BYTES = AGENDA_FILE_MAX_BYTES;
/** Files one person keeps for one event. */
export const USER_FILE_MAX_FILES = 20;

/** Texts of our own, where the spec names none. */
export const USER_FILE_MESSAGES = {
  notTakingPart: 'Only the participants and the organizers of this event keep files here',
  othersFiles: "Only the event's organizers see other people's files",
  othersFilesChange: "Only the event's organizers change other people's files",
  outsideFolder: (folder: string) => `Files must be stored under ${folder}`,
  tooMany: `At most ${USER_FILE_MAX_FILES} files`,
  tooLarge: `A file may have at most ${AGENDA_FILE_MAX_BYTES / (1024 * 1024)} MB`,
  wrongType: 'Files must be PDF, Word, Excel, PowerPoint, PNG or JPEG documents',
} as const;

/** The folder of one person's files for one event. */
export const userFilesFolder = (eventId: string, uid: string): string => `${storagePaths.userFiles}${eventId}/${uid}/`;
/** The folder of every user file of one event (removed with the event). */
export const eventUserFilesFolder = (eventId: string): string => `${storagePaths.userFiles}${eventId}/`;

/** A reference directly inside the person's own folder for the event. */
export function isUserFileRef(ref: string, eventId: string, uid: string): boolean {
  const prefix = userFilesFolder(eventId, uid);
  const name = ref.slice(prefix.length);
  return ref.startsWith(prefix) && name.length > 0 && !name.includes('/') && name !== '.' && name !== '..';
}

/** One stored file: its name, download address (without token) and Storage reference. */
export const userFileSchema = z
  .object({ name: requiredText(300), url: fileUrlSchema, reference: fileRefSchema })
  .strict();
export type UserFile = z.infer<typeof userFileSchema>;

/**
 * The event's subcollection of user files, userFiles/{uid}: closed to clients (firestore.rules opens
 * only the listed event children), read and written by the API.
 */
export const USER_FILES_SUBCOLLECTION = 'userFiles';

/** Stored at events/{e}/userFiles/{uid}. */
export const userFilesDocSchema = z.object({
  files: z.array(userFileSchema),
  updated_at: timestampSchema,
});
export type UserFilesDoc = z.infer<typeof userFilesDocSchema>;
export const userFilesConverter = docConverter(userFilesDocSchema);

/** The files of one person, as the API answers them. */
export const userFilesEntrySchema = z.object({
  user: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }),
  files: z.array(userFileSchema),
});
export type UserFilesEntry = z.infer<typeof userFilesEntrySchema>;

/**
 * GET /backendv2/events/user-files?u={user}&e={event} -> { files }: the files of `u` (the caller
 * when absent); an organizer (an editor of the event) may name anyone, or ask with u=all for
 * everyone's, grouped by person.
 */
export const userFilesQuerySchema = z.object({ e: documentId, u: documentId.optional() });

/**
 * POST /backendv2/events/user-files/update { e, u?, files, deletedFiles } -> { files }: the full new
 * list of `u`'s files for the event (the caller's when absent; another person's only for the event's
 * editors), uploaded first; `deletedFiles` the references to remove from Storage once
 * the record is saved.
 */
export const userFilesUpdateSchema = z
  .object({
    e: documentId,
    u: documentId.optional(),
    files: z.array(userFileSchema).max(USER_FILE_MAX_FILES, USER_FILE_MESSAGES.tooMany).default([]),
    deletedFiles: z
      .array(fileRefSchema)
      .max(USER_FILE_MAX_FILES * 2, `At most ${USER_FILE_MAX_FILES * 2} files`)
      .default([]),
  })
  .strict();
export type UserFilesUpdate = z.input<typeof userFilesUpdateSchema>;

/** `u=all`: everyone's files (organizers). */
export const ALL_USERS = 'all';
