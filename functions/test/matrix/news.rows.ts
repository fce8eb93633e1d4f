import { Timestamp } from 'firebase-admin/firestore';
import { api, COLLECTIONS, newsConverter, type NewsDoc } from '@agenda/contract';
import { db } from '../helpers';
import { ADMINS_OF_A, row, SIGNED_IN } from './matrix';

const { list, byId, save, remove } = api.news;

/** A news item of country A (`de`) written with the Admin SDK, through the contract's converter. */
export async function storedNews(fields: Partial<NewsDoc> = {}): Promise<string> {
  const now = Timestamp.now();
  const ref = db.collection(COLLECTIONS.news).withConverter(newsConverter).doc();
  await ref.set({
    title: 'Matrix news',
    title_lower: 'matrix news',
    content: 'Text',
    tenant_id: 'de',
    sticky: false,
    attachment_url: null,
    attachment_ref: null,
    creation_date: now,
    last_updated: now,
    author_id: 'someone',
    author_name: 'Some One',
    updated_by: 'someone',
    ...fields,
  });
  return ref.id;
}

const body = { title: 'Town hall', content: 'See you there', tenant: 'de', sticky: false };

export const rows = [
  row(list, SIGNED_IN, () => ({}), { case: 'all countries' }),
  row(list, SIGNED_IN, () => ({ t: 'de' }), { case: 'one country' }),
  row(byId, SIGNED_IN, async () => ({ event_id: await storedNews() })),
  row(save, ADMINS_OF_A, () => body, { case: 'create' }),
  row(save, ADMINS_OF_A, async () => ({ ...body, id: await storedNews() }), { case: 'edit' }),
  row(remove, ADMINS_OF_A, async () => ({ id: await storedNews() })),
];
