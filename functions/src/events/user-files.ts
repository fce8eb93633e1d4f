import { Timestamp } from 'firebase-admin/firestore';
import {
  ALL_USERS,
  api,
  COLLECTIONS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  isUserFileRef,
  takesPartInEvent,
  USER_FILE_MESSAGES,
  USER_FILES_SUBCOLLECTION,
  userFilesConverter,
  userFilesFolder,
  type UserFile,
  type UserFilesEntry,
} from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { canSee, eventRef, visibleEvent } from './service';
import { checkStoredFiles, deleteStoredFile } from '../shared/storage';

const userFilesOf = (eventId: string) => eventRef(eventId).collection(USER_FILES_SUBCOLLECTION).withConverter(userFilesConverter);

/** The people the entries belong to (name only: the files are the point, not the person's record). */
async function entriesOf(files: ReadonlyMap<string, UserFile[]>): Promise<UserFilesEntry[]> {
  const uids = [...files.keys()];
  if (uids.length === 0) return [];
  const users = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)), { fieldMask: ['first_name', 'last_name'] });
  return users
    .map((user) => ({
      user: { id: user.id, first_name: String(user.get('first_name') ?? ''), last_name: String(user.get('last_name') ?? '') },
      files: files.get(user.id) ?? [],
    }))
    .filter((entry) => entry.files.length > 0)
    .sort((a, b) => `${a.user.last_name} ${a.user.first_name}`.localeCompare(`${b.user.last_name} ${b.user.first_name}`));
}

export const userFileRoutes = [
  // The caller's own files, or (for the event's editors) someone else's or everyone's (u=all).
  route(api.events.userFiles, async ({ e, u }, caller) => {
    const { canEdit: editor } = await visibleEvent(caller, e);
    const who = u ?? caller.uid;
    if (who !== caller.uid && !editor) throw forbidden(USER_FILE_MESSAGES.othersFiles);
    const files = new Map<string, UserFile[]>();
    if (who === ALL_USERS) {
      for (const doc of (await userFilesOf(e).get()).docs) files.set(doc.id, doc.data().files);
    } else {
      const doc = (await userFilesOf(e).doc(who).get()).data();
      if (doc) files.set(who, doc.files);
    }
    return { files: await entriesOf(files) };
  }),

  // Spec §4 saving order: the client has uploaded the new files; the record is saved in a transaction
  // that re-reads the event (the caller must still take part); then removed files leave Storage.
  route(api.events.updateUserFiles, async ({ e, files, deletedFiles }, caller, { requestId }) => {
    const folder = userFilesFolder(e, caller.uid);
    const fields: Record<string, string[]> = {};
    files.forEach((file, index) => {
      if (!isUserFileRef(file.reference, e, caller.uid)) fields[`files.${index}.reference`] = [USER_FILE_MESSAGES.outsideFolder(folder)];
    });
    deletedFiles.forEach((reference, index) => {
      if (!isUserFileRef(reference, e, caller.uid)) fields[`deletedFiles.${index}`] = [USER_FILE_MESSAGES.outsideFolder(folder)];
    });
    const first = Object.keys(fields)[0];
    if (first) throw badRequest(`${first}: ${USER_FILE_MESSAGES.outsideFolder(folder)}`, fields);
    checkStoredFiles(files.map((file, index) => ({ address: file.url, reference: file.reference, field: `files.${index}.url` })));

    const ref = userFilesOf(e).doc(caller.uid);
    const unused = await db.runTransaction(async (tx) => {
      const [eventSnapshot, participant, before] = await Promise.all([
        tx.get(eventRef(e)),
        tx.get(eventRef(e).collection(EVENT_SUBCOLLECTIONS.participants).doc(caller.uid)),
        tx.get(ref),
      ]);
      const event = eventSnapshot.data();
      if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
      if (!takesPartInEvent(caller.principal, caller.uid, event, participant.exists)) throw forbidden(USER_FILE_MESSAGES.notTakingPart);
      if (files.length === 0) tx.delete(ref);
      else tx.set(ref, { files, updated_at: Timestamp.now() });
      const kept = new Set(files.map((file) => file.reference));
      const dropped = [...deletedFiles, ...(before.data()?.files ?? []).map((file) => file.reference)];
      return [...new Set(dropped)].filter((reference) => !kept.has(reference));
    });
    await Promise.all(unused.map((reference) => deleteStoredFile(requestId, reference)));
    logs.userFilesSaved(requestId, caller.uid, e, files.length);
    return { files: await entriesOf(new Map([[caller.uid, files]])) };
  }),
];
