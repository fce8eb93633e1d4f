import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  COLLECTIONS,
  EVENT_MESSAGES,
  MESSAGES,
  NEWS_MESSAGES,
  NEWS_TITLE_MAX,
  storagePaths,
  type News,
} from '@agenda/contract';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { call, db, downloadAddress, randomTag, testBucket } from '../helpers';
import { describeMatrix, requestOf } from '../matrix/matrix';
import { rows, storedNews } from '../matrix/news.rows';

let people: EventPeople;

beforeAll(async () => {
  people = await createEventPeople();
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ({}),
    () => people,
  );
});

type Persona = 'user' | 'adminA' | 'adminB' | 'root';
type Answer<T> = { status: number; body: T & { error?: string; fields?: Record<string, string[]> } };

async function send<T>(
  endpoint: (typeof api.news)[keyof typeof api.news],
  input: unknown,
  persona: Persona = 'adminA',
): Promise<Answer<T>> {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token: people[persona].token })) as Answer<T>;
}

const save = (input: Record<string, unknown>, persona: Persona = 'adminA') =>
  send<{ result: News }>(
    api.news.save,
    { title: 'Town hall', content: 'See you there', tenant: 'de', sticky: false, ...input },
    persona,
  );
const newsCount = async () => (await db.collection(COLLECTIONS.news).count().get()).data().count;

const bucket = testBucket;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A photo in a country's folder (`null`: directly under v2/news/, as photos were stored before folders). */
async function storedPhoto(country: string | null = 'de'): Promise<{ url: string; ref: string }> {
  const ref = `${country ? storagePaths.newsPhotos(country) : storagePaths.news}${randomTag()}.png`;
  // A real PNG (1×1): the Storage trigger deletes anything under v2/news/ that is not one.
  await bucket().file(ref).save(ONE_PIXEL_PNG, { contentType: 'image/png' });
  return { ref, url: downloadAddress(ref, false) };
}
const photoExists = async (ref: string) => (await bucket().file(ref).exists())[0];

describe('POST /news/new', () => {
  it("creates an item of the admin's country, answering result.tenant_id, with its author and dates", async () => {
    const { status, body } = await save({ title: `Launch ${randomTag()}`, sticky: true });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result).toMatchObject({
      tenant_id: 'de',
      sticky: true,
      tenant: { id: 'de' },
      author_id: people.adminA.uid,
      author_name: expect.stringMatching(/^Test /),
    });
    expect(Date.parse(body.result.creation_date)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await db.collection(COLLECTIONS.news).doc(body.result.id).get();
    expect(stored.get('title_lower')).toBe(body.result.title.toLowerCase());
  });

  it('refuses an empty title or content with the spec message at each field, and writes nothing', async () => {
    const before = await newsCount();
    const { status, body } = await save({ title: '  ', content: '' });
    expect(status).toBe(400);
    expect(body.fields?.title).toEqual([MESSAGES.required]);
    expect(body.fields?.content).toEqual([MESSAGES.required]);
    const long = await save({ title: 'x'.repeat(NEWS_TITLE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.fields?.title).toEqual([`At most ${NEWS_TITLE_MAX} characters`]);
    const country = await save({ tenant: '' });
    expect(country.body.fields?.tenant).toEqual([NEWS_MESSAGES.chooseCountry]);
    const unknown = await save({ title: 'x', extra: 1 });
    expect(unknown.status).toBe(400);
    expect(await newsCount()).toBe(before);
  });

  it('refuses a country the admin does not administer, and an unknown country even to root', async () => {
    const fr = await save({ tenant: 'fr' });
    expect(fr.status).toBe(403);
    expect(fr.body.error).toBe(NEWS_MESSAGES.notCountryAdmin);
    const nowhere = await save({ tenant: 'zz' }, 'root');
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.fields?.tenant).toEqual([NEWS_MESSAGES.chooseCountry]);
  });

  it('lets an admin of de edit de news but neither edit fr news nor move de news to fr', async () => {
    const ownId = await storedNews();
    const edited = await save({ id: ownId, title: 'Edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({
      id: ownId,
      title: 'Edited',
      author_name: 'Some One',
      updated_by: people.adminA.uid,
    });
    const frId = await storedNews({ tenant_id: 'fr', title: 'Nouvelles' });
    expect((await save({ id: frId, title: 'Hijacked', tenant: 'de' })).status).toBe(403);
    expect((await save({ id: ownId, tenant: 'fr' })).status).toBe(403);
    expect((await db.collection(COLLECTIONS.news).doc(frId).get()).get('title')).toBe('Nouvelles');
    expect((await db.collection(COLLECTIONS.news).doc(ownId).get()).get('tenant_id')).toBe('de');
    expect((await save({ id: 'no-such-news' })).status).toBe(404);
  });

  it('records only our own stored photo under v2/news/, and removes a replaced photo after the save', async () => {
    const outside = await save({
      img_url: downloadAddress('v2/events/x/posters/a.png', false),
      img_id: 'v2/events/x/posters/a.png',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields?.img_id).toEqual([NEWS_MESSAGES.photoOutsideFolder]);
    const tracker = await save({ img_url: 'https://tracker.example/v2/news/a.png', img_id: 'v2/news/a.png' });
    expect(tracker.status).toBe(400);
    expect(tracker.body.fields?.img_url).toEqual([EVENT_MESSAGES.fileNotOurs]);
    const half = await save({ img_url: downloadAddress('v2/news/a.png', false) });
    expect(half.body.fields?.img_id).toEqual([NEWS_MESSAGES.photoNeedsReference]);

    const first = await storedPhoto();
    const created = await save({ img_url: first.url, img_id: first.ref });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result).toMatchObject({ attachment_url: first.url, attachment_ref: first.ref });
    const second = await storedPhoto();
    const replaced = await save({ id: created.body.result.id, img_url: second.url, img_id: second.ref });
    expect(replaced.body.result.attachment_ref).toBe(second.ref);
    expect(await photoExists(first.ref)).toBe(false);
    expect(await photoExists(second.ref)).toBe(true);

    // A refused save removes nothing.
    expect((await save({ id: created.body.result.id, tenant: 'fr' })).status).toBe(403);
    expect(await photoExists(second.ref)).toBe(true);
    // Deleting the item removes its photo.
    expect((await send(api.news.remove, { id: created.body.result.id })).status).toBe(200);
    expect(await photoExists(second.ref)).toBe(false);
  });

  it("records a new photo only from the folder of the item's country: an FR admin never records, and so never deletes, a DE photo", async () => {
    const dePhoto = await storedPhoto('de');
    const frItem = await save({ tenant: 'fr', title: `Nouvelles ${randomTag()}` }, 'adminB');
    expect(frItem.status).toBe(200);
    for (const input of [{ tenant: 'fr' }, { id: frItem.body.result.id, tenant: 'fr' }]) {
      const pointed = await save({ ...input, img_url: dePhoto.url, img_id: dePhoto.ref }, 'adminB');
      expect(pointed.status).toBe(400);
      expect(pointed.body.fields?.img_id).toEqual([NEWS_MESSAGES.photoOfAnotherCountry]);
    }
    // Nor a photo from before country folders that the item does not already record.
    const legacy = await storedPhoto(null);
    expect(
      (await save({ tenant: 'fr', img_url: legacy.url, img_id: legacy.ref }, 'adminB')).body.fields?.img_id,
    ).toEqual([NEWS_MESSAGES.photoOfAnotherCountry]);
    // Replacing and deleting the FR item left the DE photo alone.
    const frPhoto = await storedPhoto('fr');
    const withPhoto = await save(
      { id: frItem.body.result.id, tenant: 'fr', img_url: frPhoto.url, img_id: frPhoto.ref },
      'adminB',
    );
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    expect((await send(api.news.remove, { id: frItem.body.result.id }, 'adminB')).status).toBe(200);
    expect(await photoExists(frPhoto.ref)).toBe(false);
    expect(await photoExists(dePhoto.ref)).toBe(true);
    expect(await photoExists(legacy.ref)).toBe(true);
  });

  it('keeps the photo an item already records: one from before country folders, or after root moves the item', async () => {
    const legacy = await storedPhoto(null);
    const id = await storedNews({ tenant_id: 'de', attachment_ref: legacy.ref, attachment_url: legacy.url });
    const kept = await save({ id, title: 'Edited', img_url: legacy.url, img_id: legacy.ref });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.result.attachment_ref).toBe(legacy.ref);
    const dePhoto = await storedPhoto('de');
    const item = await save({ img_url: dePhoto.url, img_id: dePhoto.ref });
    const moved = await save(
      { id: item.body.result.id, tenant: 'fr', img_url: dePhoto.url, img_id: dePhoto.ref },
      'root',
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result).toMatchObject({ tenant_id: 'fr', attachment_ref: dePhoto.ref });
  });
});

describe('GET /news and /news/byId', () => {
  it("lists one country's news with sticky items first, then the newest; without t every country's", async () => {
    const tag = randomTag();
    const older = await save({ title: `${tag} older` });
    const sticky = await save({ title: `${tag} sticky`, sticky: true });
    const newer = await save({ title: `${tag} newer` });
    const fr = await save({ title: `${tag} fr`, tenant: 'fr' }, 'adminB');
    const de = await send<{ events: News[] }>(api.news.list, { t: 'de' }, 'user');
    expect(de.status).toBe(200);
    const ours = de.body.events.filter((item) => item.title.startsWith(tag)).map((item) => item.id);
    expect(ours).toEqual([sticky.body.result.id, newer.body.result.id, older.body.result.id]);
    expect(de.body.events.every((item) => item.tenant_id === 'de')).toBe(true);
    const all = await send<{ events: News[] }>(api.news.list, {}, 'user');
    expect(all.body.events.map((item) => item.id)).toContain(fr.body.result.id);
    const firstPlain = all.body.events.findIndex((item) => !item.sticky);
    expect(all.body.events.slice(firstPlain).some((item) => item.sticky)).toBe(false);
  });

  it('answers one item as `event`, and 404 for an unknown one', async () => {
    const id = await storedNews({ title: 'One' });
    const one = await send<{ event: News }>(api.news.byId, { event_id: id }, 'user');
    expect(one.body.event).toMatchObject({ id, title: 'One', tenant_id: 'de' });
    expect((await send(api.news.byId, { event_id: 'missing-news' }, 'user')).status).toBe(404);
  });
});

describe('DELETE /news', () => {
  it('deletes de news for an admin of de, refuses fr news, and answers 404 for an unknown item', async () => {
    const id = await storedNews();
    expect((await send(api.news.remove, { id })).status).toBe(200);
    expect((await db.collection(COLLECTIONS.news).doc(id).get()).exists).toBe(false);
    const frId = await storedNews({ tenant_id: 'fr' });
    expect((await send(api.news.remove, { id: frId })).status).toBe(403);
    expect((await db.collection(COLLECTIONS.news).doc(frId).get()).exists).toBe(true);
    expect((await send(api.news.remove, { id: 'missing-news' })).status).toBe(404);
  });
});
