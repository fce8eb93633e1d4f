/**
 * Files are what they claim: the Storage trigger `checkUploadedFile`
 * (functions/src/triggers/) runs in the functions emulator on uploads to the app's bucket. In every
 * folder storage.rules accept uploads into, it deletes what is not a kind that folder takes (HTML or
 * SVG declared as an image, a PDF or an Office document, which storage.rules cannot tell apart), and
 * serves what it keeps with the server's content type and Content-Disposition, whatever the upload
 * sent. storage.rules refuse an upload that names its own disposition or encoding.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, storagePaths, userFilesFolder } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { COUNTRY_A } from '../personas';
import { minimalPdf, officeFile, zipOf } from '../../scripts/lib/office-files';
import { DEMO_PROJECT_ID } from '../../scripts/lib/paths';
import { stripesPng } from '../../scripts/lib/png';
import { png, put, seedEvents, storageAs, storageEnvironment, uidOf, type Persona, type Storage } from './storage-env';

/** The app's bucket (web/.env.emulator), the one the trigger listens to. */
const BUCKET = `gs://${DEMO_PROJECT_ID}.appspot.com`;
const AGENDA = 'content-check-agenda';
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>');
/** A 4×4 JPEG's markers: JFIF, then a start of frame (badge images are held to their dimensions). */
const JPEG = Buffer.from([
  ...[
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ],
  ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x04, 0x00, 0x04, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
  ...[0xff, 0xd9],
]);
const OOXML = 'application/vnd.openxmlformats-officedocument';
const DOCX = `${OOXML}.wordprocessingml.document`;

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;
/** Tells this run's objects apart in the shared folders (flags, news). */
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  // The suite's own project: never clearStorage() here, the demo files live in this bucket.
  env = await storageEnvironment(DEMO_PROJECT_ID);
  events = await seedEvents({ content: { privacy: false } });
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(events.ids.content!)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(AGENDA)
    .set({ agenda_id: AGENDA, name: 'Session' });
});

afterAll(async () => {
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(events.ids.content!)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(AGENDA)
    .delete();
  await events?.remove();
  await env?.cleanup();
});

interface ServedMetadata {
  contentType?: string;
  contentDisposition?: string;
  customMetadata?: Record<string, string>;
}

/** The stored object's metadata, or null once it is gone. */
async function stored(file: string): Promise<ServedMetadata | null> {
  let found: ServedMetadata | null = null;
  await env.withSecurityRulesDisabled(async (context) => {
    try {
      found = (await context.storage(BUCKET).ref(file).getMetadata()) as ServedMetadata;
    } catch (error) {
      if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
    }
  });
  return found;
}

const removeQuietly = async (files: readonly string[]) =>
  env.withSecurityRulesDisabled(async (context) => {
    await Promise.all(
      files.map((file) =>
        context
          .storage(BUCKET)
          .ref(file)
          .delete()
          .catch(() => undefined),
      ),
    );
  });

const waitForDeletion = (file: string) =>
  expect.poll(() => stored(file), { timeout: 30_000, interval: 250 }).toBeNull();

/** Waits until the trigger has given the file the server's metadata (and checks it stayed). */
const waitForServed = (file: string, contentType: string, contentDisposition: string) =>
  expect
    .poll(
      async () => {
        const metadata = await stored(file);
        return metadata && { contentType: metadata.contentType, contentDisposition: metadata.contentDisposition };
      },
      { timeout: 30_000, interval: 250 },
    )
    .toEqual({ contentType, contentDisposition });

interface UploadFolder {
  label: string;
  persona: Persona;
  folder: () => string;
  /** Documents (agenda files, user files) take PDF and Office files too; the rest only images. */
  documents: boolean;
}

const eventId = () => events.ids.content!;
const FOLDERS: readonly UploadFolder[] = [
  { label: 'flags', persona: 'root', folder: () => `flags/content-check-${run}/`, documents: false },
  ...(['posters', 'backgrounds', 'logos', 'covers', 'details'] as const).map((folder) => ({
    label: `event ${folder}`,
    persona: 'organizer' as const,
    folder: () => `v2/events/${eventId()}/${folder}/`,
    documents: false,
  })),
  { label: 'news photos', persona: 'adminA', folder: () => storagePaths.newsPhotos(COUNTRY_A), documents: false },
  { label: 'badge images', persona: 'organizer', folder: () => storagePaths.eventBadges(eventId()), documents: false },
  {
    label: 'agenda files',
    persona: 'organizer',
    folder: () => storagePaths.agendaFiles(eventId(), AGENDA),
    documents: true,
  },
  {
    label: 'user files',
    persona: 'organizer',
    folder: () => userFilesFolder(eventId(), uidOf('organizer')),
    documents: true,
  },
];

/** Disguised content, each declared as a type the folder's rules accept (so the upload passes them). */
function disguised(documents: boolean): { name: string; data: Buffer; contentType: string }[] {
  const images = [
    { name: 'html.png', data: HTML, contentType: 'image/png' },
    { name: 'svg.jpg', data: SVG, contentType: 'image/jpeg' },
  ];
  if (!documents) return images;
  return [
    ...images,
    { name: 'html.pdf', data: HTML, contentType: 'application/pdf' },
    { name: 'html.docx', data: HTML, contentType: DOCX },
    { name: 'zipped-html.docx', data: zipOf({ 'index.html': HTML }), contentType: DOCX },
    { name: 'macros.docx', data: officeFile('docm'), contentType: DOCX },
  ];
}

/** Real files of each kind the folder takes, with the metadata the server serves them with. */
function real(documents: boolean): { name: string; data: Buffer; contentType: string; disposition: string }[] {
  const images = [
    { name: 'real.png', data: png, contentType: 'image/png', disposition: 'inline; filename="real.png"' },
    { name: 'real.jpg', data: JPEG, contentType: 'image/jpeg', disposition: 'inline; filename="real.jpg"' },
  ];
  if (!documents) return images;
  return [
    ...images,
    {
      name: 'real.pdf',
      data: minimalPdf(),
      contentType: 'application/pdf',
      disposition: 'attachment; filename="real.pdf"',
    },
    { name: 'real.docx', data: officeFile('docx'), contentType: DOCX, disposition: 'attachment; filename="real.docx"' },
    {
      name: 'real.pptx',
      data: officeFile('pptx'),
      contentType: `${OOXML}.presentationml.presentation`,
      disposition: 'attachment; filename="real.pptx"',
    },
    {
      name: 'real.xlsx',
      data: officeFile('xlsx'),
      contentType: `${OOXML}.spreadsheetml.sheet`,
      disposition: 'attachment; filename="real.xlsx"',
    },
  ];
}

// One upload at a time, each waited for: a burst of triggers made the Functions emulator of a 2-core
// machine start a worker each (emulators/demo/images.ts).
describe.each(FOLDERS)('$label', ({ persona, folder, documents }) => {
  const prefix = () => `${folder()}${run}-`;
  let client: Storage;
  beforeAll(() => {
    client = storageAs(env, persona, BUCKET);
  });

  it('deletes disguised HTML, SVG and scripts that pass the rules by their declared type', async () => {
    const files = disguised(documents);
    try {
      for (const { name, data, contentType } of files) {
        await put(client, `${prefix()}${name}`, data, contentType);
        await waitForDeletion(`${prefix()}${name}`);
      }
    } finally {
      await removeQuietly(files.map(({ name }) => `${prefix()}${name}`));
    }
  }, 120_000);

  it('keeps real files and serves them with the content type and Content-Disposition the server chose', async () => {
    const files = real(documents);
    try {
      for (const { name, data, contentType, disposition } of files) {
        await put(client, `${prefix()}${name}`, data, contentType);
        await waitForServed(`${prefix()}${name}`, contentType, disposition.replace('filename="', `filename="${run}-`));
      }
    } finally {
      await removeQuietly(files.map(({ name }) => `${prefix()}${name}`));
    }
  }, 120_000);

  it('refuses an upload that names its own Content-Disposition or content encoding', async () => {
    const file = `${prefix()}chosen.png`;
    for (const metadata of [
      { contentDisposition: 'attachment; filename="invoice.exe"' },
      { contentDisposition: 'attachment' },
      { contentEncoding: 'gzip' },
    ]) {
      await expect(
        new Promise((resolve, reject) => {
          client
            .ref(file)
            .put(png, { contentType: 'image/png', ...metadata })
            .then(resolve, reject);
        }),
        JSON.stringify(metadata),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    }
  }, 60_000);

  it("accepts Firebase's default inline disposition, which the trigger then replaces with its own", async () => {
    const file = `${prefix()}inline.png`;
    await new Promise((resolve, reject) => {
      client
        .ref(file)
        .put(png, { contentType: 'image/png', contentDisposition: "inline; filename*=utf-8''inline.exe" })
        .then(resolve, reject);
    });
    try {
      await waitForServed(
        file,
        'image/png',
        `inline; filename="${file.slice(file.lastIndexOf('/') + 1).split('.')[0]}.png"`,
      );
    } finally {
      await removeQuietly([file]);
    }
  }, 60_000);
});

describe('badge images over 512×512 (spec §9, issue 32 item 9)', () => {
  const square = (width: number, height: number) =>
    stripesPng({ width, height, colors: [[30, 90, 200]], direction: 'horizontal' });

  it('deletes a 513×100 PNG and keeps a 512×512 one', async () => {
    const client = storageAs(env, 'organizer', BUCKET);
    const wide = `${storagePaths.eventBadges(eventId())}${run}-wide.png`;
    const largest = `${storagePaths.eventBadges(eventId())}${run}-largest.png`;
    try {
      await put(client, wide, square(513, 100), 'image/png');
      await waitForDeletion(wide);
      await put(client, largest, square(512, 512), 'image/png');
      await waitForServed(largest, 'image/png', `inline; filename="${run}-largest.png"`);
    } finally {
      await removeQuietly([wide, largest]);
    }
  }, 120_000);
});

describe('whatever the client sent (an upload that got past the rules, as with the Admin SDK)', () => {
  const put = (file: string, data: Buffer, metadata: Record<string, unknown>) =>
    env.withSecurityRulesDisabled(async (context) => {
      await new Promise((resolve, reject) => {
        context.storage(BUCKET).ref(file).put(data, metadata).then(resolve, reject);
      });
    });

  it("rewrites a client-set disposition, filename, content type and custom metadata to the server's", async () => {
    const folder = userFilesFolder(eventId(), uidOf('user'));
    const image = `${folder}${run}-invoice.exe`;
    const pdf = `${folder}${run}-report.png`;
    try {
      await put(image, png, {
        contentType: 'image/png',
        contentDisposition: 'attachment; filename="invoice.exe"',
        customMetadata: { owner: 'someone-else' },
      });
      await waitForServed(image, 'image/png', `inline; filename="${run}-invoice.png"`);
      expect((await stored(image))?.customMetadata ?? {}).not.toHaveProperty('owner');
      // A real PDF declared as an image is served as what it is, for download.
      await put(pdf, minimalPdf(), { contentType: 'image/png', contentDisposition: 'inline; filename="report.html"' });
      await waitForServed(pdf, 'application/pdf', `attachment; filename="${run}-report.pdf"`);
    } finally {
      await removeQuietly([image, pdf]);
    }
  }, 60_000);

  it('deletes an upload that declares a content encoding: the bytes served would not be the ones checked', async () => {
    const file = `v2/events/${eventId()}/posters/${run}-encoded.png`;
    try {
      await put(file, png, { contentType: 'image/png', contentEncoding: 'gzip' });
      await waitForDeletion(file);
    } finally {
      await removeQuietly([file]);
    }
  }, 60_000);
});
