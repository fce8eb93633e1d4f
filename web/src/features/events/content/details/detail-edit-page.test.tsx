import { isBlocked } from '@/test/blocked';
import { EVENT_MESSAGES, MESSAGES, OVERLAYS, type Detail, type DetailSave } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import type { FileStorage } from '@/lib/file-storage';
import { IMAGE_TYPE_MESSAGE } from '@/lib/image-file';
import { pngFile, textAsPng } from '@/test/files';
import { UNSAVED_TITLE } from '@/hooks/use-unsaved-changes';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import { getDetail, saveDetail } from './details-api';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { uploadFailedMessage } from './detail-files';
import { DetailEditPage, DetailForm } from './detail-edit-page';

vi.mock('./details-api', () => ({ getDetail: vi.fn(), saveDetail: vi.fn(), deleteDetail: vi.fn() }));

const PATH = '/main/event/detailsedit';
const LIST = '/main/event/details?e=e1&t=de';
const file = (name: string) => ({
  name,
  url: `https://files.example/${name}`,
  reference: `v2/events/e1/details/${name}`,
});
const MAP = file('map.png');
const PLAN = file('plan.png');
const DETAIL: Detail = {
  id: 'd1',
  eventId: 'e1',
  title: 'Getting there',
  description: 'By train',
  order_number: 1,
  event_details_file: [MAP, PLAN],
};
const GIF_AS_PNG = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'moving.png', {
  type: 'image/png',
});

type FakeStorage = FileStorage & {
  upload: ReturnType<typeof vi.fn<FileStorage['upload']>>;
  remove: ReturnType<typeof vi.fn<FileStorage['remove']>>;
};

function fakeStorage(
  upload: FileStorage['upload'] = async (path) =>
    `https://storage.example/o/${encodeURIComponent(path)}?alt=media&token=secret`,
): FakeStorage {
  return { upload: vi.fn(upload), remove: vi.fn(async () => undefined) };
}

function showForm(detail: Detail | null = null, storage: FileStorage = fakeStorage()) {
  return renderScreen(PATH, PATH, <DetailForm detail={detail} eventId="e1" back={LIST} storage={storage} />, ADMIN_DE);
}

const title = () => screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
const order = () => screen.getByRole('textbox', { name: /^Order number/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
/** Types into a field and leaves it, as a person does: its error shows once it is left. */
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Detail files'), { target: { files } });
const stored = () => within(screen.getByRole('list', { name: 'Stored files' }));
const sentPayload = (): DetailSave | undefined => vi.mocked(saveDetail).mock.calls[0]?.[0];

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(saveDetail).mockImplementation(async (payload) => ({
    ...DETAIL,
    id: typeof payload.id === 'string' ? payload.id : 'new',
    title: payload.title ?? '',
    order_number: payload.order ?? 0,
    event_details_file: payload.files ?? [],
  }));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('details form', () => {
  it('asks for a title and an order number with "You must enter a value" and keeps Save disabled', async () => {
    showForm();
    expect(isBlocked(saveButton())).toBe(true);
    type(title(), 'x');
    type(title(), '  ');
    type(order(), '2');
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(isBlocked(saveButton())).toBe(true);

    type(title(), 'Venue');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    type(order(), '');
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(isBlocked(saveButton())).toBe(true);
  });

  it.each(['-1', '2.5'])('refuses the order number %s', async (bad) => {
    showForm();
    type(title(), 'Venue');
    type(order(), bad);
    expect(await screen.findByText(EVENT_MESSAGES.order)).toBeTruthy();
    expect(isBlocked(saveButton())).toBe(true);
  });

  it('saves a new detail without files and goes back to the list', async () => {
    const storage = fakeStorage();
    const router = showForm(null, storage);
    type(title(), ' Venue ');
    type(order(), '3');
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: 'Hall 4' } });
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/details'));
    expect(router.state.location.search).toBe('?e=e1&t=de');
    expect(saveDetail).toHaveBeenCalledWith({
      id: null,
      eventId: 'e1',
      title: 'Venue',
      description: 'Hall 4',
      order: 3,
      files: [],
      deletedFiles: [],
    });
    expect(storage.upload).not.toHaveBeenCalled();
  });

  it('marks a stored file for deletion, restores it, and sends only what is marked at Save', async () => {
    const storage = fakeStorage();
    showForm(DETAIL, storage);
    expect(title().value).toBe('Getting there');
    expect(order().value).toBe('1');

    fireEvent.click(stored().getByRole('button', { name: 'Delete map.png' }));
    expect(stored().getByText('Will be deleted on save')).toBeTruthy();
    expect(stored().getByText('map.png').closest('del')).toBeTruthy();
    fireEvent.click(stored().getByRole('button', { name: 'Restore map.png' }));
    expect(stored().queryByText('Will be deleted on save')).toBeNull();
    expect(stored().getByText('map.png').closest('del')).toBeNull();
    expect(stored().getByRole('button', { name: 'Delete map.png' })).toBeTruthy();

    fireEvent.click(stored().getByRole('button', { name: 'Delete plan.png' }));
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveDetail).toHaveBeenCalledOnce());
    expect(sentPayload()).toEqual({
      id: 'd1',
      eventId: 'e1',
      title: 'Getting there',
      description: 'By train',
      order: 1,
      files: [MAP],
      deletedFiles: [PLAN.reference],
    });
    expect(storage.upload).not.toHaveBeenCalled();
  });

  it('lists refused files with their reason, never to be uploaded', async () => {
    const storage = fakeStorage();
    showForm(DETAIL, storage);
    choose(textAsPng(), GIF_AS_PNG, pngFile(600_000, 'huge.png'));
    const refused = await screen.findByRole('list', { name: 'Refused files' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `notes.png: ${IMAGE_TYPE_MESSAGE}`,
      `moving.png: ${IMAGE_TYPE_MESSAGE}`,
      `huge.png: ${MESSAGES.countryImageTooLarge}`,
    ]);
    expect(screen.queryByRole('list', { name: 'New files' })).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveDetail).toHaveBeenCalledOnce());
    expect(storage.upload).not.toHaveBeenCalled();
    expect(sentPayload()?.files).toEqual([MAP, PLAN]);
  });

  it('drops a newly chosen file on Remove', async () => {
    const storage = fakeStorage();
    showForm(DETAIL, storage);
    choose(pngFile(1000, 'floor.png'));
    const added = await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(within(added).getByRole('button', { name: 'Remove floor.png' }));
    expect(screen.queryByRole('list', { name: 'New files' })).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveDetail).toHaveBeenCalledOnce());
    expect(storage.upload).not.toHaveBeenCalled();
  });

  it('uploads the new files under "Saving files on storage..." before saving the record', async () => {
    let release = () => undefined as void;
    const storage = fakeStorage(
      (path) =>
        new Promise((resolve) => {
          release = () => resolve(`https://storage.example/o/${encodeURIComponent(path)}?alt=media&token=secret`);
        }),
    );
    const router = showForm(DETAIL, storage);
    fireEvent.click(stored().getByRole('button', { name: 'Delete plan.png' }));
    choose(pngFile(1000, 'floor.png'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(saveButton());
    expect(await screen.findByText(OVERLAYS.savingFiles)).toBeTruthy();
    expect(saveDetail).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(saveDetail).toHaveBeenCalledOnce());
    expect(storage.upload.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(saveDetail).mock.invocationCallOrder[0] ?? 0,
    );
    const reference = storage.upload.mock.calls[0]?.[0] ?? '';
    expect(reference).toMatch(/^v2\/events\/e1\/details\/[0-9a-f-]{36}\.png$/);
    expect(sentPayload()).toMatchObject({
      files: [
        MAP,
        { name: 'floor.png', url: `https://storage.example/o/${encodeURIComponent(reference)}?alt=media`, reference },
      ],
      deletedFiles: [PLAN.reference],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/details'));
    expect(storage.remove).not.toHaveBeenCalled();
  });

  it.each([
    ['replaced', true, OVERLAYS.deletingOldFiles],
    ['only deleted', false, OVERLAYS.deletingFiles],
  ])("shows spec §8's overlay while the save removes files %s", async (_case, add, text) => {
    let finish = () => undefined as void;
    vi.mocked(saveDetail).mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(DETAIL))));
    showForm(DETAIL);
    fireEvent.click(stored().getByRole('button', { name: 'Delete plan.png' }));
    if (add) {
      choose(pngFile(1000, 'floor.png'));
      await screen.findByRole('list', { name: 'New files' });
    }
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(text)).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('saves nothing and says so when an upload fails', async () => {
    const storage = fakeStorage(async () => Promise.reject(new Error('storage/unauthorized')));
    const router = showForm(DETAIL, storage);
    choose(pngFile(1000, 'floor.png'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(saveButton());
    expect(await screen.findByText(uploadFailedMessage('floor.png', 'storage/unauthorized'))).toBeTruthy();
    expect(saveDetail).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PATH);
    // The chosen file stays, for another try.
    expect(screen.getByRole('list', { name: 'New files' })).toBeTruthy();
  });

  it('removes the just-uploaded files when the record is not saved', async () => {
    vi.mocked(saveDetail).mockRejectedValueOnce(new Error('The server is unreachable'));
    const storage = fakeStorage();
    const router = showForm(DETAIL, storage);
    choose(pngFile(1000, 'floor.png'), pngFile(1000, 'stage.png'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(saveButton());
    expect(await screen.findByText('The server is unreachable')).toBeTruthy();
    const uploaded = storage.upload.mock.calls.map(([path]) => path);
    expect(uploaded).toHaveLength(2);
    await waitFor(() => expect(storage.remove.mock.calls.map(([path]) => path).sort()).toEqual([...uploaded].sort()));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('leaves an API refusal to the error dialog, still removing the uploaded file', async () => {
    vi.mocked(saveDetail).mockRejectedValueOnce(
      new ApiRequestError({ status: 404, error: 'Not found', reported: true }),
    );
    const storage = fakeStorage();
    showForm(DETAIL, storage);
    choose(pngFile(1000, 'floor.png'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(saveButton());
    await waitFor(() => expect(storage.remove).toHaveBeenCalledOnce());
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('goes back to the details list on Cancel without saving, after asking about the unsaved change', async () => {
    const router = showForm(DETAIL);
    fireEvent.click(stored().getByRole('button', { name: 'Delete map.png' }));
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: UNSAVED_TITLE });
    expect(router.state.location.pathname).toBe('/main/event/detailsedit');
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/details'));
    expect(router.state.location.search).toBe('?e=e1&t=de');
    expect(saveDetail).not.toHaveBeenCalled();
  });
});

describe('details edit screen', () => {
  const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de' });
  const show = (url: string, canEdit = true) =>
    renderScreen(
      PATH,
      url,
      <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
        <DetailEditPage />
      </CurrentEventContext.Provider>,
      ADMIN_DE,
    );

  it('loads the detail of the id and titles the screen "Edit details"', async () => {
    vi.mocked(getDetail).mockResolvedValue(DETAIL);
    show(`${PATH}?id=d1&e=e1&t=de`);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit details' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Getting there')).toBeTruthy();
    expect(getDetail).toHaveBeenCalledWith('e1', 'd1');
    expect(stored().getByText('plan.png')).toBeTruthy();
  });

  it('starts an empty form without an id', async () => {
    show(`${PATH}?e=e1&t=de`);
    expect(screen.getByRole('heading', { level: 1, name: 'Add details' })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: /^Title/ })) as HTMLInputElement).value).toBe('');
    expect(getDetail).not.toHaveBeenCalled();
  });

  it('shows no form to those who cannot edit the event', () => {
    show(`${PATH}?id=d1&e=e1&t=de`, false);
    expect(screen.getByText(EVENT_MESSAGES.cannotEdit)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
