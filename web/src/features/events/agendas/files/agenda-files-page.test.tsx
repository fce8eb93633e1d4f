import { blockedReason, isBlocked } from '@/test/blocked';
import { AGENDA_FILE_MAX_BYTES, OVERLAYS, type AgendaFile } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import { downloadAddress, firebaseFileStorage } from '@/lib/file-storage';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { updateAgendaFiles } from '@/features/events/agendas/shared/agendas-api';
import { AGENDA_FILE_TEXTS, AGENDA_FILES_PAGE_TEXTS } from './agenda-files';
import { useLiveAgenda, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaFilesPage } from './agenda-files-page';

vi.mock('@/features/events/agendas/shared/agendas-api', () => ({ updateAgendaFiles: vi.fn() }));
vi.mock('@/features/events/agendas/shared/use-live-agendas', () => ({ useLiveAgenda: vi.fn() }));
vi.mock('@/lib/file-storage', () => ({
  downloadAddress: vi.fn(),
  firebaseFileStorage: { upload: vi.fn(), remove: vi.fn() },
}));

const PATH = '/main/event/agendas/agendafiles';
const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de', timezone: 'Europe/Berlin' });
const folder = 'v2/events/e1/agendas/a1/';
const stored: AgendaFile[] = [
  { name: 'Slides.pdf', url: 'https://storage.example/slides', reference: `${folder}s1.pdf` },
  { name: 'Floor plan.png', url: 'https://storage.example/plan', reference: `${folder}p1.png` },
];

let files: AgendaFile[] = [];
/** What happened, in order: uploads, the record, removals. */
let steps: string[] = [];

const agenda = (): LiveAgenda => liveAgenda({ id: 'a1', name: 'Keynote', start: 0, end: 1, files });

function show(canEdit = true) {
  return renderScreen(
    PATH,
    `${PATH}?e=e1&a=a1&t=de`,
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
      <AgendaFilesPage />
    </CurrentEventContext.Provider>,
    canEdit ? ADMIN_DE : NOBODY,
  );
}

const pdf = (name: string, size = 200) => {
  const content = new Uint8Array(size);
  content.set([0x25, 0x50, 0x44, 0x46]);
  return new File([content], name, { type: 'application/pdf' });
};
const choose = (...chosen: File[]) =>
  fireEvent.change(screen.getByLabelText('Agenda files'), { target: { files: chosen } });
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

beforeEach(() => {
  vi.clearAllMocks();
  files = [...stored];
  steps = [];
  vi.mocked(useLiveAgenda).mockImplementation(() => ({ status: 'ready', data: agenda() }));
  vi.mocked(downloadAddress).mockImplementation(
    async (reference) => `https://storage.example/o/${encodeURIComponent(reference)}?token=t`,
  );
  vi.mocked(firebaseFileStorage.upload).mockImplementation(async (path) => {
    steps.push(`upload ${path.startsWith(folder) ? 'in folder' : path}`);
    return `https://storage.example/o/${encodeURIComponent(path)}?alt=media&token=secret`;
  });
  vi.mocked(firebaseFileStorage.remove).mockImplementation(async (path) => {
    steps.push(`remove ${path}`);
  });
  vi.mocked(updateAgendaFiles).mockImplementation(async () => {
    steps.push('record');
    return {} as never;
  });
});

describe('agenda files', () => {
  it('lists the stored files, each opening with its download address', async () => {
    show();
    const list = within(screen.getByRole('list', { name: 'Stored files' }));
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(2));
    expect(list.getByRole('link', { name: 'Slides.pdf (opens in a new tab)' }).getAttribute('href')).toBe(
      `https://storage.example/o/${encodeURIComponent(`${folder}s1.pdf`)}?token=t`,
    );
    expect(list.getByRole('link', { name: 'Slides.pdf (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
    expect(downloadAddress).toHaveBeenCalledWith(`${folder}p1.png`);
  });

  it('says what to do when there are no files, and Save says why it is disabled', () => {
    files = [];
    show();
    expect(screen.getByText(AGENDA_FILES_PAGE_TEXTS.empty)).toBeTruthy();
    expect(isBlocked(save())).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(
      `${AGENDA_FILES_PAGE_TEXTS.nothingToSave}`,
    );
  });

  it('refuses wrong types and oversize files at the field, before any upload', async () => {
    show();
    choose(new File(['MZ'], 'setup.exe'), pdf('huge.pdf', AGENDA_FILE_MAX_BYTES + 1));
    const refused = within(await screen.findByRole('list', { name: 'Refused files' }));
    expect(refused.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `setup.exe: ${AGENDA_FILE_TEXTS.wrongType}`,
      `huge.pdf: ${AGENDA_FILE_TEXTS.tooLarge(AGENDA_FILE_MAX_BYTES + 1)}`,
    ]);
    expect(screen.queryByRole('list', { name: 'New files' })).toBeNull();
    expect(isBlocked(save())).toBe(true);
    expect(firebaseFileStorage.upload).not.toHaveBeenCalled();
  });

  it('deletes and restores a stored file until Save', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Slides.pdf' }));
    expect(screen.getByText('Will be deleted on save')).toBeTruthy();
    expect(isBlocked(save())).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Slides.pdf' }));
    expect(screen.queryByText('Will be deleted on save')).toBeNull();
    expect(isBlocked(save())).toBe(true);
  });

  it('saves in the order of spec §4: upload, then the record (which removes the old files)', async () => {
    show();
    choose(pdf('Day 2.pdf'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Floor plan.png' }));
    fireEvent.click(save());
    expect(await screen.findByText(AGENDA_FILE_TEXTS.saved)).toBeTruthy();
    expect(steps).toEqual(['upload in folder', 'record']);
    const payload = vi.mocked(updateAgendaFiles).mock.calls[0]?.[0];
    expect(payload?.id).toBe('a1');
    expect(payload?.deletedFiles).toEqual([`${folder}p1.png`]);
    expect(payload?.files?.map((file) => file.name)).toEqual(['Slides.pdf', 'Day 2.pdf']);
    expect(payload?.files?.[1]?.url).not.toContain('token');
    expect(screen.queryByRole('list', { name: 'New files' })).toBeNull();
  });

  it('keeps a file someone else added meanwhile (the stored list is live)', async () => {
    const view = show();
    choose(pdf('Mine.pdf'));
    await screen.findByRole('list', { name: 'New files' });
    files = [...stored, { name: 'Theirs.pdf', url: 'https://storage.example/theirs', reference: `${folder}t1.pdf` }];
    // The live listener re-renders the screen with the new list.
    await view.navigate(`${PATH}?e=e1&a=a1&t=de`);
    await screen.findByText('Theirs.pdf');
    fireEvent.click(save());
    await waitFor(() => expect(updateAgendaFiles).toHaveBeenCalled());
    expect(vi.mocked(updateAgendaFiles).mock.calls[0]?.[0].files?.map((file) => file.name)).toEqual([
      'Slides.pdf',
      'Floor plan.png',
      'Theirs.pdf',
      'Mine.pdf',
    ]);
  });

  it('removes the just-uploaded files when the record cannot be saved', async () => {
    vi.mocked(updateAgendaFiles).mockRejectedValueOnce(
      new ApiRequestError({ status: 500, error: 'Internal error', reported: false }),
    );
    show();
    choose(pdf('Day 2.pdf'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(save());
    expect(await screen.findByText('Internal error')).toBeTruthy();
    await waitFor(() => expect(steps).toHaveLength(2));
    expect(steps[0]).toBe('upload in folder');
    expect(steps[1]).toMatch(new RegExp(`^remove ${folder}[0-9a-f-]{36}\\.pdf$`));
    // The choice stays, to try again.
    expect(screen.getByRole('list', { name: 'New files' })).toBeTruthy();
  });

  it('saves nothing when Storage refuses an upload, and says so', async () => {
    vi.mocked(firebaseFileStorage.upload).mockRejectedValueOnce(new Error('storage/unauthorized'));
    show();
    choose(pdf('Day 2.pdf'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(save());
    expect(await screen.findByText(AGENDA_FILE_TEXTS.uploadFailed('Day 2.pdf', 'storage/unauthorized'))).toBeTruthy();
    expect(updateAgendaFiles).not.toHaveBeenCalled();
  });

  it('shows the overlays of spec §8 while saving', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(updateAgendaFiles).mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({} as never))),
    );
    show();
    choose(pdf('Day 2.pdf'));
    await screen.findByRole('list', { name: 'New files' });
    fireEvent.click(save());
    expect(await screen.findByText(OVERLAYS.saving)).toBeTruthy();
    finish();
    expect(await screen.findByText(AGENDA_FILE_TEXTS.saved)).toBeTruthy();
  });

  it.each([
    ['files replaced', true, OVERLAYS.deletingOldFiles],
    ['files only deleted', false, OVERLAYS.deletingFiles],
  ])("shows spec §8's deleting overlay while a save removes stored files (%s)", async (_case, add, text) => {
    let finish: () => void = () => undefined;
    vi.mocked(updateAgendaFiles).mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({} as never))),
    );
    show();
    if (add) {
      choose(pdf('Day 2.pdf'));
      await screen.findByRole('list', { name: 'New files' });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Delete Floor plan.png' }));
    fireEvent.click(save());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(OVERLAYS.saving)).toBeNull();
    finish();
    expect(await screen.findByText(AGENDA_FILE_TEXTS.saved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('is a read-only list of links for those who cannot edit', async () => {
    show(false);
    const list = within(screen.getByRole('list', { name: 'Agenda files' }));
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
