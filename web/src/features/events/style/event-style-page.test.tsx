import { isBlocked } from '@/test/blocked';
import { EVENT_MESSAGES, imageMessages, OVERLAYS, type Principal } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventItem } from '@/lib/event-item';
import type { FileStorage } from '@/lib/file-storage';
import { IMAGE_TYPE_MESSAGE, type ImageSize } from '@/lib/image-file';
import { pngFile, textAsPng } from '@/test/files';
import { ADMIN_DE, ADMIN_FR, principal, renderScreen } from '@/test/render-screen';
import { getEvent } from '@/features/events/shared/get-event';
import { updateEventImage } from './update-event-image';
import { EventStylePage } from './event-style-page';
import { imageNotUploaded } from './style-image-card';

vi.mock('@/features/events/shared/get-event', () => ({ getEvent: vi.fn() }));
vi.mock('./update-event-image', () => ({ updateEventImage: vi.fn() }));

const PATH = '/main/events/editeventstyle';
const URL_WITH_QUERY = `${PATH}?e=evt-1&t=de`;
const MB = 1024 * 1024;
const BACKGROUND_URL = 'https://example.test/v2/events/evt-1/backgrounds/old.png';
const UPLOADED_URL = 'https://firebasestorage.googleapis.com/v0/b/agenda.appspot.com/o/new.png?alt=media&token=secret';
const PLAIN_UID = 'tid_organizer';
const PLAIN: Principal = principal({ authority_id: 'USER', tenant_id: null });

const EVENT: EventItem = {
  id: 'evt-1',
  name: 'Berlin Tech Summit',
  description: 'Talks',
  address: 'Alexanderplatz 1',
  start: new Date('2030-06-15T07:00:00Z'),
  end: new Date('2030-06-16T16:00:00Z'),
  timezone: 'Europe/Berlin',
  tenant_id: 'de',
  privacy: false,
  hide_gamification: false,
  hide_wall: false,
  poster_url: null,
  poster_id: null,
  background_image_url: BACKGROUND_URL,
  background_image_id: 'v2/events/evt-1/backgrounds/old.png',
  logo_url: null,
  logo_id: null,
  cover_url: null,
  cover_id: null,
  organizers: [PLAIN_UID],
  participant_count: 0,
  people_version: 0,
};

// jsdom decodes no image: the tests give each file its pixel size.
const sizes = new Map<Blob, ImageSize>();
const sized = (file: File, width: number, height: number): File => {
  sizes.set(file, { width, height });
  return file;
};
const measure = async (file: Blob): Promise<ImageSize> => {
  const size = sizes.get(file);
  if (!size) throw new Error('not decodable');
  return size;
};

type FakeStorage = FileStorage & { upload: ReturnType<typeof vi.fn>; remove: ReturnType<typeof vi.fn> };
function fakeStorage(upload: FileStorage['upload'] = async () => UPLOADED_URL): FakeStorage {
  return { upload: vi.fn(upload), remove: vi.fn(async () => undefined) };
}

function showPage(storage: FileStorage = fakeStorage(), viewer: Principal = ADMIN_DE, uid?: string) {
  return renderScreen(PATH, URL_WITH_QUERY, <EventStylePage storage={storage} measure={measure} />, viewer, uid);
}

const card = (title: string) => within(screen.getByRole('region', { name: title }));
const saveIn = (title: string) => card(title).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const choose = (title: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${title} file`), { target: { files: [file] } });

beforeEach(() => {
  vi.clearAllMocks();
  sizes.clear();
  vi.mocked(getEvent).mockResolvedValue(EVENT);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('event style screen', () => {
  it('shows the three cards with their rules, the current background and empty states', async () => {
    showPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Event style' })).toBeTruthy();
    expect(await screen.findByText('Berlin Tech Summit')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Event background image',
      'Event Logo image',
      'Event Cover Image',
    ]);
    expect(card('Event background image').getByText('Up to 2000 × 4032 px, 3 MB, png or jpeg')).toBeTruthy();
    expect(card('Event Logo image').getByText('Up to 512 × 512 px, ratio 1:1, 1 MB, png or jpeg')).toBeTruthy();
    expect(card('Event Cover Image').getByText('Up to 3000 × 3000 px, 3 MB, png or jpeg')).toBeTruthy();
    // Each card says where its image appears.
    expect(card('Event background image').getByText(/^Shown behind the top of the event's home page/)).toBeTruthy();
    expect(card('Event Logo image').getByText(/^Shown beside the event's name/)).toBeTruthy();
    expect(card('Event Cover Image').getByText(/^Shown on the event's card in the event lists/)).toBeTruthy();
    expect(
      card('Event background image').getByRole('img', { name: 'Current event background image' }).getAttribute('src'),
    ).toBe(BACKGROUND_URL);
    expect(card('Event Logo image').getByText('No logo yet')).toBeTruthy();
    expect(card('Event Cover Image').getByText('No cover image yet')).toBeTruthy();
    // Nothing chosen yet: nothing to save; only the stored background can be deleted.
    expect(isBlocked(saveIn('Event background image'))).toBe(true);
    expect(card('Event background image').queryByRole('button', { name: 'Delete' })).not.toBeNull();
    expect(card('Event Logo image').queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(getEvent).toHaveBeenCalledWith('evt-1');
  });

  it('keeps Save disabled for a 600×400 logo and lists the width and ratio rules', async () => {
    showPage();
    await screen.findByRole('region', { name: 'Event Logo image' });
    choose('Event Logo image', sized(pngFile(20_000, 'wide.png'), 600, 400));
    expect(await card('Event Logo image').findByText('The image width (600) must be lower than (512).')).toBeTruthy();
    expect(card('Event Logo image').getByText('The image ratio must be (1:1).')).toBeTruthy();
    expect(card('Event Logo image').queryByText(/image height/)).toBeNull();
    expect(card('Event Logo image').getByText('wide.png: 600 × 400 px, 20 KB')).toBeTruthy();
    expect(isBlocked(saveIn('Event Logo image'))).toBe(true);
  });

  it('keeps Save disabled for a 4 MB background with the size message', async () => {
    showPage();
    await screen.findByRole('region', { name: 'Event background image' });
    choose('Event background image', sized(pngFile(4 * MB, 'big.png'), 1600, 3000));
    expect(await card('Event background image').findByText(imageMessages.tooLarge(3))).toBeTruthy();
    expect(screen.getByText('ImageSize should be less than 3 MB!')).toBeTruthy();
    expect(isBlocked(saveIn('Event background image'))).toBe(true);
  });

  it.each([
    ['a text file renamed .png', textAsPng()],
    ['a GIF renamed .png', new File(['GIF89a, an animation'], 'animation.png', { type: 'image/png' })],
  ])('says %s is not an image and shows no preview', async (_name, file) => {
    showPage();
    await screen.findByRole('region', { name: 'Event Cover Image' });
    choose('Event Cover Image', sized(file, 100, 100));
    expect(await card('Event Cover Image').findByText(IMAGE_TYPE_MESSAGE)).toBeTruthy();
    expect(card('Event Cover Image').queryByRole('img', { name: 'Preview of the new event cover image' })).toBeNull();
    expect(isBlocked(saveIn('Event Cover Image'))).toBe(true);
  });

  it('uploads a valid logo first, then saves it on the event, and shows it', async () => {
    const order: string[] = [];
    let finishUpload: (url: string) => void = () => undefined;
    const storage = fakeStorage(
      (path) =>
        new Promise<string>((resolve) => {
          order.push(`upload ${path}`);
          finishUpload = resolve;
        }),
    );
    vi.mocked(updateEventImage).mockImplementation(async (kind, id, url, reference) => {
      order.push(`post ${kind} ${reference ?? ''}`);
      return { ...EVENT, logo_url: url, logo_id: reference };
    });
    showPage(storage);
    await screen.findByRole('region', { name: 'Event Logo image' });
    choose('Event Logo image', sized(pngFile(30_000, 'logo.png'), 512, 512));
    expect(
      await card('Event Logo image').findByRole('img', { name: 'Preview of the new event logo image' }),
    ).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveIn('Event Logo image'))).toBe(false));
    fireEvent.click(saveIn('Event Logo image'));

    expect(await screen.findByText(OVERLAYS.savingFiles)).toBeTruthy();
    expect(updateEventImage).not.toHaveBeenCalled();
    finishUpload(UPLOADED_URL);

    await waitFor(() => expect(updateEventImage).toHaveBeenCalledOnce());
    const [path, file, contentType] = storage.upload.mock.calls[0] ?? [];
    expect(path).toMatch(/^v2\/events\/evt-1\/logos\/[0-9a-f-]{36}\.png$/);
    expect((file as File).name).toBe('logo.png');
    expect(contentType).toBe('image/png');
    const storedUrl = 'https://firebasestorage.googleapis.com/v0/b/agenda.appspot.com/o/new.png?alt=media';
    expect(updateEventImage).toHaveBeenCalledWith('logo', 'evt-1', storedUrl, path);
    expect(order).toEqual([`upload ${String(path)}`, `post logo ${String(path)}`]);

    const shown = await card('Event Logo image').findByRole('img', { name: 'Current event logo image' });
    expect(shown.getAttribute('src')).toBe(storedUrl);
    expect(card('Event Logo image').queryByText('logo.png: 512 × 512 px, 29 KB')).toBeNull();
    expect(isBlocked(saveIn('Event Logo image'))).toBe(true);
    expect(storage.remove).not.toHaveBeenCalled();
  });

  it('saves nothing and says so when the upload fails', async () => {
    const storage = fakeStorage(async () => Promise.reject(new Error('storage/retry-limit-exceeded')));
    showPage(storage);
    await screen.findByRole('region', { name: 'Event background image' });
    choose('Event background image', sized(pngFile(50_000, 'bg.png'), 1000, 2000));
    await waitFor(() => expect(isBlocked(saveIn('Event background image'))).toBe(false));
    fireEvent.click(saveIn('Event background image'));
    expect(
      await card('Event background image').findByText(imageNotUploaded('storage/retry-limit-exceeded')),
    ).toBeTruthy();
    expect(updateEventImage).not.toHaveBeenCalled();
    expect(
      card('Event background image').getByRole('img', { name: 'Current event background image' }).getAttribute('src'),
    ).toBe(BACKGROUND_URL);
    // The chosen file stays, so that Save can be tried again.
    expect(isBlocked(saveIn('Event background image'))).toBe(false);
  });

  it('removes the uploaded file again when the event is not updated', async () => {
    vi.mocked(updateEventImage).mockRejectedValue(new Error('Files must be stored under v2/events/evt-1/covers/'));
    const storage = fakeStorage();
    showPage(storage);
    await screen.findByRole('region', { name: 'Event Cover Image' });
    choose('Event Cover Image', sized(pngFile(), 3000, 1000));
    await waitFor(() => expect(isBlocked(saveIn('Event Cover Image'))).toBe(false));
    fireEvent.click(saveIn('Event Cover Image'));
    expect(
      await card('Event Cover Image').findByText('Files must be stored under v2/events/evt-1/covers/'),
    ).toBeTruthy();
    const [path] = storage.upload.mock.calls[0] ?? [];
    expect(path).toMatch(/^v2\/events\/evt-1\/covers\//);
    expect(storage.remove).toHaveBeenCalledWith(path);
    expect(card('Event Cover Image').getByText('No cover image yet')).toBeTruthy();
  });

  it('deletes the background after confirmation and shows the empty state', async () => {
    vi.mocked(updateEventImage).mockResolvedValue({ ...EVENT, background_image_url: null, background_image_id: null });
    const storage = fakeStorage();
    showPage(storage);
    await screen.findByRole('region', { name: 'Event background image' });
    fireEvent.click(card('Event background image').getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete the event background image?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(updateEventImage).toHaveBeenCalledWith('background', 'evt-1', null, null));
    expect(await card('Event background image').findByText('No background image yet')).toBeTruthy();
    expect(card('Event background image').queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(storage.upload).not.toHaveBeenCalled();
  });

  it.each([
    ['replaced (the server deletes the old file)', 'Event background image', OVERLAYS.deletingOldFiles],
    ['added where there was none', 'Event Logo image', OVERLAYS.saving],
  ])('names what the save waits on when an image is %s (spec §8 overlays)', async (_case, title, text) => {
    let finish: () => void = () => undefined;
    vi.mocked(updateEventImage).mockImplementation(() => new Promise((resolve) => (finish = () => resolve(EVENT))));
    showPage();
    await screen.findByRole('region', { name: title });
    choose(title, sized(pngFile(30_000, 'image.png'), 512, 512));
    await waitFor(() => expect(isBlocked(saveIn(title))).toBe(false));
    fireEvent.click(saveIn(title));
    expect(await screen.findByText(text)).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('shows "Deleting files ..." while a deleted image is removed (spec §8 overlays)', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(updateEventImage).mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ ...EVENT, background_image_url: null }))),
    );
    showPage();
    await screen.findByRole('region', { name: 'Event background image' });
    fireEvent.click(card('Event background image').getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(OVERLAYS.deletingFiles)).toBeTruthy();
    finish();
    expect(await card('Event background image').findByText('No background image yet')).toBeTruthy();
  });

  it('keeps the background when the deletion is cancelled', async () => {
    showPage();
    await screen.findByRole('region', { name: 'Event background image' });
    fireEvent.click(card('Event background image').getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateEventImage).not.toHaveBeenCalled();
    expect(card('Event background image').getByRole('img', { name: 'Current event background image' })).toBeTruthy();
  });

  it('lets an organizer of the event edit its style', async () => {
    showPage(fakeStorage(), PLAIN, PLAIN_UID);
    expect(await screen.findByRole('region', { name: 'Event Logo image' })).toBeTruthy();
  });

  it.each([
    ['an admin of another country', ADMIN_FR, 'tid_viewer'],
    ['a plain user', PLAIN, 'tid_someone'],
  ])('shows %s that they may not edit, without any control', async (_name, viewer, uid) => {
    showPage(fakeStorage(), viewer, uid);
    expect(await screen.findByText(EVENT_MESSAGES.cannotEdit)).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Delete|Choose image/ })).toBeNull();
    expect(screen.queryByLabelText(/file$/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
    // Says who may, and offers the way to the event.
    expect(screen.getByText(/Only the event's organizers, the admins of its country and root users/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the event' }).getAttribute('href')).toBe(
      `/main/event/event?e=${EVENT.id}&t=${EVENT.tenant_id}`,
    );
  });
});
