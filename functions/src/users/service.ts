/** User records (docs/product.md §3 User): reading and shaping them for the API's answers, and the user screens' writes. */
import type { DocumentSnapshot, Query, UpdateData } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  COLLECTIONS,
  isUserIdReference,
  userAnswerDocSchema,
  userEmailKey,
  userMemberDocSchema,
  type CompletionUser,
  maySeeFullUser,
  searchKeyOf,
  visibleAuthorities,
  type GroupMember,
  type HistoryAuthor,
  type ParticipantPerson,
  type PublicUser,
  type TenantSummary,
  type User,
  type UserDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { conflict, notFound } from '../lib/http-error';
import { retriedTransaction } from '../lib/transactions';
import { pageOf, type Page } from '../shared/paging';
import { tenantsById } from '../tenants/service';
import { addressBusy, addressHolders, claimAddress } from '../shared/user-emails';
import { fieldChanges, recordHistory } from '../shared/history';
import { USER_RECORDED_FIELDS, userEntry } from './history';
import { chunks } from '../lib/in-parts';

/** The countries user records name: each one's own and those of its authorities. */
export function tenantsOfUsers(snapshots: readonly DocumentSnapshot[]): Promise<Map<string, TenantSummary>> {
  return tenantsById(
    snapshots.flatMap((snapshot) => {
      const authorities: unknown = snapshot.get('user_authorities');
      const ofAuthorities = Array.isArray(authorities)
        ? authorities.map((authority: unknown) =>
            authority && typeof authority === 'object' && 'tenant_id' in authority ? authority.tenant_id : null,
          )
        : [];
      return [snapshot.get('tenant_id'), ...ofAuthorities].filter((id): id is string => typeof id === 'string');
    }),
  );
}

/** The user of a record read in full or with `USER_ANSWER_FIELDS` as field mask, with their countries. */
export function toUserResponse(snapshot: DocumentSnapshot, tenants: Map<string, TenantSummary>): User {
  const data = userAnswerDocSchema.parse(snapshot.data());
  const tenant = (id: string | null | undefined) => (id ? (tenants.get(id) ?? null) : null);
  return {
    id: snapshot.id,
    email: data.email,
    first_name: data.first_name,
    last_name: data.last_name,
    job_title: data.job_title,
    avatar_url: data.avatar_url,
    tenant_id: data.tenant_id,
    tenant: tenant(data.tenant_id),
    user_authorities: data.user_authorities.map((authority) => ({
      authority_id: authority.authority_id,
      tenant_id: authority.tenant_id ?? null,
      tenant: tenant(authority.tenant_id),
    })),
  };
}

/**
 * The user as `viewer` may see them (need to know: docs/security.md): the full record, with only the
 * authorities they may read (visibleAuthorities), when they are the person, an admin of the person's
 * country or root (maySeeFullUser); else the public profile.
 */
export function toUserViewFor(
  snapshot: DocumentSnapshot,
  tenants: Map<string, TenantSummary>,
  viewer: Caller,
): User | PublicUser {
  const user = toUserResponse(snapshot, tenants);
  if (maySeeFullUser(viewer.principal, viewer.uid, user))
    return { ...user, user_authorities: visibleAuthorities(viewer.principal, viewer.uid, user, user.user_authorities) };
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    job_title: user.job_title,
    avatar_url: user.avatar_url,
    tenant_id: user.tenant_id,
    tenant: user.tenant,
  };
}

/** The full record with the authorities `viewer` may read (the admin screens: /getExistingUsers, /rootsettings/*). */
export function toUserForAdmin(snapshot: DocumentSnapshot, tenants: Map<string, TenantSummary>, viewer: Caller): User {
  const user = toUserResponse(snapshot, tenants);
  return { ...user, user_authorities: visibleAuthorities(viewer.principal, viewer.uid, user, user.user_authorities) };
}

export const userRef = (id: string) => db.collection(COLLECTIONS.users).doc(id);

/** The user's record as it is now (it may not exist). */
export const userSnapshot = (id: string): Promise<DocumentSnapshot> => userRef(id).get();

export async function userById(id: string): Promise<DocumentSnapshot> {
  const snapshot = await userRef(id).get();
  if (!snapshot.exists) throw notFound(API_MESSAGES.userNotFound);
  return snapshot;
}

/**
 * Users are found by address case-insensitively; an address maps to one user: the one of the address
 * index (COLLECTIONS.userEmails), else the only record with that address. Two records with one address
 * and no index entry (from before the index) answer 409 instead of picking one of them.
 */
export async function userByEmail(email: string): Promise<DocumentSnapshot | null> {
  const lower = email.trim().toLowerCase();
  const entry = await db.collection(COLLECTIONS.userEmails).doc(userEmailKey(lower)).get();
  const indexed = entry.exists ? (entry.get('uid') as string) : null;
  if (indexed) {
    const snapshot = await userRef(indexed).get();
    if (snapshot.exists && snapshot.get('email_lower') === lower) return snapshot;
  }
  const match = await db.collection(COLLECTIONS.users).where('email_lower', '==', lower).limit(2).get();
  if (match.size > 1) throw conflict(API_MESSAGES.addressAmbiguous(lower));
  return match.docs[0] ?? null;
}

/** The user named by an address or by a user id (GET /rootsettings/get, POST /rootsettings/update). */
export async function userByAddressOrId(id: string): Promise<DocumentSnapshot | null> {
  if (!isUserIdReference(id)) return userByEmail(id);
  const snapshot = await userRef(id).get();
  return snapshot.exists ? snapshot : null;
}

/** Firestore's `in` filter takes at most 30 values; getAll is kept to a few hundred per call. */
const IN_LIMIT = 30;
const GET_ALL_CHUNK = 300;

/** User ids by lower-case address, for the addresses that belong to a user. */
export async function userIdsByEmail(emails: readonly string[]): Promise<Map<string, string>> {
  const lower = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const snapshots = await Promise.all(
    chunks(lower, IN_LIMIT).map((chunk) =>
      db.collection(COLLECTIONS.users).where('email_lower', 'in', chunk).select('email_lower').get(),
    ),
  );
  return new Map(
    snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.get('email_lower') as string, doc.id] as const)),
  );
}

/** The named users that exist, in the order asked, reading only `fields`. */
export async function existingUsers(ids: readonly string[], fields: readonly string[]): Promise<DocumentSnapshot[]> {
  const unique = [...new Set(ids)];
  const results = await Promise.all(
    chunks(unique, GET_ALL_CHUNK).map((chunk) => db.getAll(...chunk.map(userRef), { fieldMask: [...fields] })),
  );
  return results.flat().filter((snapshot) => snapshot.exists);
}

/** A group member from a record read with `MEMBER_FIELDS` as field mask. */
export function toGroupMember(snapshot: DocumentSnapshot): GroupMember {
  return { id: snapshot.id, ...userMemberDocSchema.parse(snapshot.data()) };
}

export function toCompletionUser(snapshot: DocumentSnapshot): CompletionUser {
  const member = toGroupMember(snapshot);
  return { id: member.id, name: `${member.first_name} ${member.last_name}`.trim(), email: member.email };
}

/**
 * A user record read with MEMBER_FIELDS, as the people lists (participants, organizers) show it: the
 * address only when the viewer may see it (need to know: docs/security.md): their own, or as an editor of the
 * event.
 */
export function personOf(snapshot: DocumentSnapshot, viewer: Caller, viewerEdits: boolean): ParticipantPerson {
  const name = [snapshot.get('first_name'), snapshot.get('last_name')]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  const email = typeof snapshot.get('email') === 'string' ? (snapshot.get('email') as string) : '';
  return { id: snapshot.id, name: name || email, email: viewerEdits || snapshot.id === viewer.uid ? email : null };
}

/** Fields read for group members and completion answers. */
export const MEMBER_FIELDS = ['email', 'first_name', 'last_name'] as const;

/** Fields read for the job title and directory photo that the session overview shows (profileOf). */
export const PROFILE_FIELDS = ['job_title', 'avatar_url'] as const;

/** The job title and directory photo of a user record read with PROFILE_FIELDS; null when blank. */
export function profileOf(snapshot: DocumentSnapshot): { job_title: string | null; avatar_url: string | null } {
  const text = (field: string) => {
    const value: unknown = snapshot.get(field);
    return typeof value === 'string' && value ? value : null;
  };
  return { job_title: text('job_title'), avatar_url: text('avatar_url') };
}

/**
 * A page of every user by address, or of those a search matches (the start of any word of the name or of
 * the address, through the users' search keys), reading only `fields`; /getExistingUsers and the
 * organizers' picker (/completion/usersPage).
 */
export async function searchUsersPage(
  search: string,
  fields: readonly string[],
  page: number,
  pageSize: number,
): Promise<Page> {
  const key = searchKeyOf(search);
  let query: Query = db.collection(COLLECTIONS.users);
  if (key) query = query.where('search_keys', 'array-contains', key);
  // Served by the composite index (search_keys CONTAINS, email_lower) of firestore.indexes.json.
  return pageOf(query, 'email_lower', fields, page, pageSize, key !== '');
}

/**
 * Creates the user record `uid` (a directory person an admin adds), claiming their address in the
 * same transaction; someone who is already a user (same identity or same address) is refused with 409.
 */
export async function createUser(actor: HistoryAuthor, uid: string, doc: UserDoc): Promise<void> {
  await retriedTransaction(async (tx) => {
    const [byKey, holders] = await Promise.all([tx.get(userRef(uid)), addressHolders(tx, doc.email)]);
    if (byKey.exists || holders.length > 0) throw conflict(API_MESSAGES.userExists(doc.email));
    const shown = {
      first_name: doc.first_name,
      last_name: doc.last_name,
      job_title: doc.job_title,
      tenant_id: doc.tenant_id,
    };
    recordHistory(tx, actor, {
      tenant_id: doc.tenant_id,
      event_id: null,
      entity: 'user',
      entity_id: uid,
      entity_label: [doc.first_name, doc.last_name].filter(Boolean).join(' ') || uid,
      action: 'create',
      changes: fieldChanges(null, shown),
      restorable: false,
    });
    tx.create(userRef(uid), doc);
    claimAddress(tx, doc.email, uid);
  }, addressBusy);
}

/**
 * Writes the fields of a user's record that the corporate directory refreshes (`before`: the record as
 * read), in one batch with the history entry of what changed (GET /users/refresh).
 */
export async function updateUserFields(
  actor: HistoryAuthor,
  before: DocumentSnapshot,
  fields: UpdateData<UserDoc> & Partial<Record<(typeof USER_RECORDED_FIELDS)[number], unknown>>,
): Promise<void> {
  const pick = (read: (field: string) => unknown) =>
    Object.fromEntries(USER_RECORDED_FIELDS.map((field) => [field, read(field)]));
  const batch = db.batch();
  const changes = fieldChanges(
    pick((field) => before.get(field)),
    pick((field) => fields[field as keyof typeof fields]),
  );
  recordHistory(batch, actor, userEntry(before, 'update', changes));
  batch.update(userRef(before.id), fields);
  await batch.commit();
}
