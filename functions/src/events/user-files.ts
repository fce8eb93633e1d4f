/**
 * The participants' own files of an event (users' files, docs/product.md §4): events/{e}/userFiles/{uid} lists
 * the files a person uploaded to their folder user-files/{e}/{uid}/, which the API records and the
 * editors may read.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  ALL_USERS,
  API_MESSAGES,
  COLLECTIONS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  takesPartInEvent,
  USER_FILE_MESSAGES,
  USER_FILES_SUBCOLLECTION,
  userFilesConverter,
  type UserFile,
  type UserFilesEntry,
} from '@agenda/contract';
import { fieldChanges, historyAuthor, recordHistory } from '../shared/history';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { deleteStoredFile } from '../shared/storage';
import { canEdit, canSee, eventRef } from './access';

const userFilesOf = (eventId: string) =>
  eventRef(eventId).collection(USER_FILES_SUBCOLLECTION).withConverter(userFilesConverter);

/** The files stored for one person of the event, or for everyone (ALL_USERS), by person. */
export async function storedUserFiles(eventId: string, who: string): Promise<Map<string, UserFile[]>> {
  const files = new Map<string, UserFile[]>();
  if (who === ALL_USERS) {
    for (const doc of (await userFilesOf(eventId).get()).docs) files.set(doc.id, doc.data().files);
  } else {
    const doc = (await userFilesOf(eventId).doc(who).get()).data();
    if (doc) files.set(who, doc.files);
  }
  return files;
}

/** The people the entries belong to (name only: the files are the point, not the person's record). */
export async function userFileEntries(files: ReadonlyMap<string, UserFile[]>): Promise<UserFilesEntry[]> {
  const uids = [...files.keys()];
  if (uids.length === 0) return [];
  const users = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)), {
    fieldMask: ['first_name', 'last_name'],
  });
  return users
    .map((user) => ({
      user: {
        id: user.id,
        first_name: String(user.get('first_name') ?? ''),
        last_name: String(user.get('last_name') ?? ''),
      },
      files: files.get(user.id) ?? [],
    }))
    .filter((entry) => entry.files.length > 0)
    .sort((a, b) =>
      `${a.user.last_name} ${a.user.first_name}`.localeCompare(`${b.user.last_name} ${b.user.first_name}`),
    );
}

/**
 * docs/product.md §4 saving order: the client has uploaded the new files; the record is saved in a transaction
 * that re-reads the event: the caller keeping their own files must still take part; one keeping
 * another person's (`owner`) must still edit the event, and the person must be a
 * user. Then removed files leave Storage.
 */
export async function saveUserFiles(
  caller: Caller,
  eventId: string,
  owner: string,
  files: UserFile[],
  deletedFiles: readonly string[],
  requestId: string,
): Promise<void> {
  const ref = userFilesOf(eventId).doc(owner);
  const unused = await db.runTransaction(async (tx) => {
    const [eventSnapshot, participant, before, person] = await Promise.all([
      tx.get(eventRef(eventId)),
      tx.get(eventRef(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(caller.uid)),
      tx.get(ref),
      tx.get(db.collection(COLLECTIONS.users).doc(owner)),
    ]);
    const event = eventSnapshot.data();
    if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
    if (owner !== caller.uid) {
      if (!canEdit(caller, event)) throw forbidden(USER_FILE_MESSAGES.othersFilesChange);
      if (!person.exists) throw notFound(API_MESSAGES.userNotFound);
    } else if (!takesPartInEvent(caller.principal, caller.uid, event, participant.exists)) {
      throw forbidden(USER_FILE_MESSAGES.notTakingPart);
    }
    if (files.length === 0) tx.delete(ref);
    else tx.set(ref, { files, updated_at: Timestamp.now() });
    // The entry names whose files they are (id and name only, as in every history entry).
    const name = [person.get('first_name'), person.get('last_name')].filter((part) => typeof part === 'string');
    recordHistory(tx, historyAuthor(caller), {
      tenant_id: event.tenant_id,
      event_id: eventId,
      entity: 'files',
      entity_id: owner,
      entity_label: name.join(' '),
      action: 'update',
      changes: fieldChanges({ files: before.data()?.files ?? [] }, { files }),
      restorable: false,
    });
    const kept = new Set(files.map((file) => file.reference));
    const dropped = [...deletedFiles, ...(before.data()?.files ?? []).map((file) => file.reference)];
    return [...new Set(dropped)].filter((reference) => !kept.has(reference));
  });
  await Promise.all(unused.map((reference) => deleteStoredFile(requestId, reference)));
}
