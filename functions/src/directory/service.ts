/**
 * The corporate directory: Microsoft Graph in production (with the caller's directory token from
 * the `X-Graph-Token` header), the demo directory in Firestore inside the emulator; and which of its
 * people are users already.
 */
import {
  API_MESSAGES,
  COLLECTIONS,
  DIRECTORY_SEARCH_LIMIT,
  directoryPersonSchema,
  docConverter,
  searchKeyOf,
  userKey,
  type DirectoryPerson,
} from '@agenda/contract';
import { config } from '../config';
import { db } from '../lib/firebase';
import { HttpError } from '../lib/http-error';
import { directoryTenantOf } from './graph-token';

export const GRAPH_URL = 'https://graph.microsoft.com/v1.0';
const GRAPH_SELECT = 'id,displayName,givenName,surname,mail,jobTitle,usageLocation';
export const GRAPH_TIMEOUT_MS = 10_000;

interface GraphUser {
  id: string;
  displayName: string | null;
  givenName: string | null;
  surname: string | null;
  mail: string | null;
  jobTitle: string | null;
  usageLocation: string | null;
}

/** GET on Microsoft Graph; null when it answers 404. */
async function graphGet<T>(
  pathAndQuery: string,
  graphToken: string | undefined,
  headers: Record<string, string> = {},
): Promise<T | null> {
  if (!graphToken) throw new HttpError(400, API_MESSAGES.directoryTokenRequired);
  const response = await fetch(`${GRAPH_URL}${pathAndQuery}`, {
    headers: { ...headers, authorization: `Bearer ${graphToken}` },
    signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
  }).catch(() => {
    throw new HttpError(503, API_MESSAGES.directoryUnreachable);
  });
  if (response.status === 404) return null;
  if (response.status === 401 || response.status === 403) throw new HttpError(403, API_MESSAGES.directoryTokenRefused);
  if (!response.ok) throw new HttpError(503, API_MESSAGES.directoryUnreachable);
  return (await response.json()) as T;
}

function fromGraph(user: GraphUser, tid: string, fallbackMail = ''): DirectoryPerson {
  return {
    oid: user.id,
    tid,
    displayName: user.displayName ?? user.mail ?? fallbackMail,
    givenName: user.givenName ?? '',
    surname: user.surname ?? '',
    mail: user.mail ?? fallbackMail,
    jobTitle: user.jobTitle,
    country: user.usageLocation ? user.usageLocation.toLowerCase() : null,
  };
}

/** The demo directory (emulator only); its documents carry more (demo role, search keys), a read keeps the person. */
const demoDirectory = () => db.collection(COLLECTIONS.directory).withConverter(docConverter(directoryPersonSchema));

export async function findDirectoryPerson(
  email: string,
  graphToken: string | undefined,
): Promise<DirectoryPerson | null> {
  if (config.isEmulator) {
    const match = await demoDirectory().where('mail_lower', '==', email.toLowerCase()).limit(1).get();
    return match.docs[0]?.data() ?? null;
  }
  const user = await graphGet<GraphUser>(`/users/${encodeURIComponent(email)}?$select=${GRAPH_SELECT}`, graphToken);
  return user ? fromGraph(user, directoryTenantOf(graphToken!, config.entra.allowedTenants), email) : null;
}

/** A person by their object id (the demo directory keys its documents by it). */
export async function directoryPersonById(
  oid: string,
  graphToken: string | undefined,
): Promise<DirectoryPerson | null> {
  if (config.isEmulator) return (await demoDirectory().doc(oid).get()).data() ?? null;
  const user = await graphGet<GraphUser>(`/users/${encodeURIComponent(oid)}?$select=${GRAPH_SELECT}`, graphToken);
  return user ? fromGraph(user, directoryTenantOf(graphToken!, config.entra.allowedTenants)) : null;
}

/**
 * People whose name or address starts with the search, at most DIRECTORY_SEARCH_LIMIT, and only
 * those with an address (a user needs one). Graph's `$search` matches words from their start too.
 */
export async function searchDirectory(search: string, graphToken: string | undefined): Promise<DirectoryPerson[]> {
  if (config.isEmulator) {
    const key = searchKeyOf(search);
    if (!key) return [];
    const snapshot = await demoDirectory()
      .where('search_keys', 'array-contains', key)
      .orderBy('mail_lower')
      .limit(DIRECTORY_SEARCH_LIMIT)
      .get();
    return snapshot.docs.map((doc) => doc.data()).filter((person) => person.mail);
  }
  // Quotes and backslashes would end the $search phrase early.
  const term = search.replace(/["\\]/g, ' ').trim();
  if (!term) return [];
  const query = [
    `$search=${encodeURIComponent(`"displayName:${term}" OR "mail:${term}"`)}`,
    `$select=${GRAPH_SELECT}`,
    `$top=${DIRECTORY_SEARCH_LIMIT}`,
  ].join('&');
  // Graph answers $search only with eventual consistency.
  const page = await graphGet<{ value: GraphUser[] }>(`/users?${query}`, graphToken, { ConsistencyLevel: 'eventual' });
  const tid = directoryTenantOf(graphToken!, config.entra.allowedTenants);
  return (page?.value ?? []).filter((user) => user.mail).map((user) => fromGraph(user, tid));
}

/**
 * For each person, whether they are a user already: a record under their corporate identity's key, or
 * one with their address (someone keyed under another directory).
 */
export async function knownPeople(people: readonly DirectoryPerson[]): Promise<boolean[]> {
  const users = db.collection(COLLECTIONS.users);
  const mails = [...new Set(people.map((person) => person.mail.toLowerCase()))];
  const [byKey, byMail] = await Promise.all([
    people.length > 0
      ? db.getAll(...people.map((p) => users.doc(userKey(p.tid, p.oid))), { fieldMask: ['email_lower'] })
      : [],
    mails.length > 0 ? users.where('email_lower', 'in', mails).select('email_lower').get() : null,
  ]);
  const knownMails = new Set(byMail?.docs.map((doc) => doc.get('email_lower') as string));
  return people.map((person, index) => !!byKey[index]?.exists || knownMails.has(person.mail.toLowerCase()));
}
