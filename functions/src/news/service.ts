/**
 * News (docs/product.md §3 News): news/{id}, written by the admins of the item's country (root: every country),
 * on their current rights, with its photo in Storage.
 */
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  api,
  COLLECTIONS,
  compareNews,
  isAdminOf,
  newsAnswerOf,
  NEWS_LIST_MAX,
  NEWS_MESSAGES,
  newsConverter,
  newsPhotoAllowed,
  type News,
  type NewsDoc,
  type ParsedInputOf,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { deleteStoredFile } from '../shared/storage';
import { tenantRef, tenantsById } from '../tenants/service';
import { fieldChanges, historyAuthor, recordHistory } from '../shared/history';

/** Bookkeeping and search keys; the photo is recorded by its Storage reference (attachment_ref). */
const NOT_RECORDED = ['title_lower', 'attachment_url', 'creation_date', 'last_updated', 'author_id', 'updated_by'];

type NewsSave = ParsedInputOf<typeof api.news.save>;

const newsCollection = () => db.collection(COLLECTIONS.news).withConverter(newsConverter);

const answerOf = async (snapshot: DocumentSnapshot<NewsDoc>): Promise<News> => {
  const doc = snapshot.data();
  if (!doc) throw notFound(NEWS_MESSAGES.notFound);
  return newsAnswerOf(snapshot.id, doc, await tenantsById([doc.tenant_id]));
};

/** docs/product.md §6: the admins of the item's country write its news (root: every country), by current rights. */
export function requireCountryAdmin(caller: Caller, tenantId: string): void {
  if (!isAdminOf(caller.principal, tenantId)) throw forbidden(NEWS_MESSAGES.notCountryAdmin);
}

/** The caller's name as the author line shows it. */
async function authorName(tx: Transaction, uid: string): Promise<string> {
  const user = await tx.get(db.collection(COLLECTIONS.users).doc(uid));
  const name = [user.get('first_name'), user.get('last_name')]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  return name || String(user.get('email') ?? uid);
}

/** Without a country (or t=0, the app's "all countries"): every country's news. Bounded by NEWS_LIST_MAX newest. */
export async function newsList(tenantId: string | undefined): Promise<News[]> {
  const all = !tenantId || tenantId === '0';
  const query = all ? newsCollection() : newsCollection().where('tenant_id', '==', tenantId);
  const snapshot = await query.orderBy('creation_date', 'desc').limit(NEWS_LIST_MAX).get();
  const tenants = await tenantsById(snapshot.docs.map((doc) => doc.data().tenant_id));
  return snapshot.docs.map((doc) => newsAnswerOf(doc.id, doc.data(), tenants)).sort(compareNews);
}

/** A news item (404 when it is missing). */
export const newsById = async (id: string): Promise<News> => answerOf(await newsCollection().doc(id).get());

/**
 * The photo is uploaded first; the record is saved in a transaction that re-reads it (editing needs
 * admin of the item's present country too: moving it, of both); a photo the record no longer uses goes
 * afterwards. Answers the item's id.
 */
export async function saveNews(caller: Caller, input: NewsSave, requestId: string): Promise<string> {
  const ref = input.id ? newsCollection().doc(input.id) : newsCollection().doc();
  const actor = historyAuthor(caller);
  const replaced = await db.runTransaction(async (tx) => {
    const [before, country] = await Promise.all([tx.get(ref), tx.get(tenantRef(input.tenant))]);
    if (!country.exists) throw badRequest(NEWS_MESSAGES.chooseCountry, { tenant: [NEWS_MESSAGES.chooseCountry] });
    const stored = before.data();
    if (input.id && !stored) throw notFound(NEWS_MESSAGES.notFound);
    if (stored) requireCountryAdmin(caller, stored.tenant_id);
    // A new photo lies in the folder of the item's country, which only its admins may write or
    // delete (storage.rules): an FR item never records, and so never deletes, a DE photo.
    if (input.img_id && !newsPhotoAllowed(input.img_id, input.tenant, stored?.attachment_ref)) {
      throw badRequest(NEWS_MESSAGES.photoOfAnotherCountry, { img_id: [NEWS_MESSAGES.photoOfAnotherCountry] });
    }
    const now = Timestamp.now();
    const doc: NewsDoc = {
      title: input.title,
      title_lower: input.title.toLowerCase(),
      content: input.content,
      tenant_id: input.tenant,
      sticky: input.sticky,
      attachment_url: input.img_url,
      attachment_ref: input.img_id,
      creation_date: stored?.creation_date ?? now,
      last_updated: now,
      author_id: stored?.author_id ?? caller.uid,
      author_name: stored?.author_name ?? (await authorName(tx, caller.uid)),
      updated_by: caller.uid,
    };
    recordHistory(tx, actor, {
      tenant_id: doc.tenant_id,
      event_id: null,
      entity: 'news',
      entity_id: ref.id,
      entity_label: doc.title,
      action: stored ? 'update' : 'create',
      changes: fieldChanges(stored, doc, { omit: NOT_RECORDED, files: ['attachment_ref'] }),
      restorable: false,
    });
    tx.set(ref, doc);
    return stored?.attachment_ref && stored.attachment_ref !== input.img_id ? stored.attachment_ref : null;
  });
  if (replaced) await deleteStoredFile(requestId, replaced);
  return ref.id;
}

/** Deletes an item (the admins of its country, checked in the transaction), then its photo. */
export async function removeNews(caller: Caller, id: string, requestId: string): Promise<void> {
  const ref = newsCollection().doc(id);
  const actor = historyAuthor(caller);
  const photo = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored) throw notFound(NEWS_MESSAGES.notFound);
    requireCountryAdmin(caller, stored.tenant_id);
    recordHistory(tx, actor, {
      tenant_id: stored.tenant_id,
      event_id: null,
      entity: 'news',
      entity_id: id,
      entity_label: stored.title,
      action: 'delete',
      changes: fieldChanges(stored, null, { omit: NOT_RECORDED, files: ['attachment_ref'] }),
      restorable: false,
    });
    tx.delete(ref);
    return stored.attachment_ref;
  });
  if (photo) await deleteStoredFile(requestId, photo);
}
