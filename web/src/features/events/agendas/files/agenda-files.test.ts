import { AGENDA_FILE_MAX_BYTES, agendaFilesUpdateSchema } from '@agenda/contract';
import { describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '@/lib/file-storage';
import { draftOf, markForDeletion } from '@/lib/files-draft';
import { pngFile } from '@/test/files';
import {
  AGENDA_FILE_ACCEPT,
  AGENDA_FILE_TEXTS,
  agendaFilesPayload,
  checkAgendaFile,
  checkAgendaFiles,
  kindOfName,
  uploadAgendaFiles,
  type AgendaFileKind,
} from './agenda-files';

const bytes = (head: readonly number[], size = 100) => {
  const content = new Uint8Array(size);
  content.set(head.slice(0, size));
  return content;
};
const pdf = (name = 'slides.pdf', size = 100) =>
  new File([bytes([0x25, 0x50, 0x44, 0x46, 0x2d], size)], name, { type: 'application/pdf' });
const docx = (name = 'handout.docx') =>
  new File([bytes([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

describe('checking agenda files before any upload', () => {
  it('accepts pdf, png, jpeg and Office files whose content matches their name', async () => {
    expect((await checkAgendaFile(pdf())).issues).toEqual([]);
    expect((await checkAgendaFile(pngFile(100, 'plan.png'))).kind?.contentType).toBe('image/png');
    const word = await checkAgendaFile(docx());
    expect([word.kind?.extension, word.issues]).toEqual(['docx', []]);
    expect((await checkAgendaFile(new File([bytes([0x50, 0x4b, 0x03, 0x04])], 'deck.PPTX'))).kind?.extension).toBe(
      'pptx',
    );
  });

  it('refuses other types, files over the bound, empty files and renamed content', async () => {
    expect((await checkAgendaFile(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }))).issues).toEqual(
      [AGENDA_FILE_TEXTS.wrongType],
    );
    expect((await checkAgendaFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).issues).toEqual([
      AGENDA_FILE_TEXTS.wrongType,
    ]);
    const big = pdf('huge.pdf', AGENDA_FILE_MAX_BYTES + 1);
    expect((await checkAgendaFile(big)).issues).toEqual([AGENDA_FILE_TEXTS.tooLarge(AGENDA_FILE_MAX_BYTES + 1)]);
    expect((await checkAgendaFile(pdf('exact.pdf', AGENDA_FILE_MAX_BYTES))).issues).toEqual([]);
    expect((await checkAgendaFile(new File([], 'empty.pdf'))).issues).toEqual([AGENDA_FILE_TEXTS.empty]);
    expect(
      (await checkAgendaFile(new File(['<html>hi</html>'], 'notes.pdf', { type: 'application/pdf' }))).issues,
    ).toEqual([AGENDA_FILE_TEXTS.contentMismatch('PDF')]);
  });

  it('splits a choice into accepted and refused files, with why', async () => {
    let n = 0;
    const { accepted, refused } = await checkAgendaFiles([pdf(), new File(['x'], 'run.sh')], () => `k${++n}`);
    expect(accepted.map((file) => [file.key, file.file.name, file.kind.extension])).toEqual([
      ['k1', 'slides.pdf', 'pdf'],
    ]);
    expect(refused).toEqual([{ key: 'k2', name: 'run.sh', issues: [AGENDA_FILE_TEXTS.wrongType] }]);
  });

  it('names the types the input accepts and reads kinds from names', () => {
    expect(AGENDA_FILE_ACCEPT).toContain('application/pdf');
    expect(AGENDA_FILE_ACCEPT).toContain('.xlsx');
    expect(kindOfName('v2/events/e1/agendas/a1/x.jpg')?.contentType).toBe('image/jpeg');
    expect(kindOfName('readme.txt')).toBeNull();
    expect(AGENDA_FILE_TEXTS.hint).toBe('pdf, png, jpeg, pptx, docx or xlsx, at most 10 MB each');
  });
});

describe('saving agenda files (spec §4)', () => {
  const kind: AgendaFileKind = { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' };

  it('uploads each new file under a random name in the agenda folder, keeping its name and an address without token', async () => {
    const upload = vi.fn(
      async (path: string) => `https://storage.example/o/${encodeURIComponent(path)}?alt=media&token=secret`,
    );
    const storage: FileStorage = { upload, remove: vi.fn(async () => undefined) };
    const uploaded = await uploadAgendaFiles('e1', 'a1', [{ key: 'k', file: pdf('Day 1.pdf'), kind }], storage);
    expect(uploaded).toHaveLength(1);
    const [file] = uploaded;
    expect(file?.name).toBe('Day 1.pdf');
    expect(file?.reference).toMatch(/^v2\/events\/e1\/agendas\/a1\/[0-9a-f-]{36}\.pdf$/);
    expect(file?.url).not.toContain('token');
    expect(upload).toHaveBeenCalledWith(file?.reference, expect.any(File), 'application/pdf');
  });

  it('removes what it uploaded when one upload fails, and saves nothing', async () => {
    const remove = vi.fn(async () => undefined);
    let calls = 0;
    const storage: FileStorage = {
      upload: vi.fn(async (path: string) => {
        calls += 1;
        if (calls === 2) throw new Error('storage/unauthorized');
        return `https://storage.example/${path}`;
      }),
      remove,
    };
    await expect(
      uploadAgendaFiles(
        'e1',
        'a1',
        [
          { key: 'a', file: pdf('a.pdf'), kind },
          { key: 'b', file: pdf('b.pdf'), kind },
        ],
        storage,
      ),
    ).rejects.toThrow(AGENDA_FILE_TEXTS.uploadFailed('b.pdf', 'storage/unauthorized'));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('sends the kept files then the new ones, and the removed references, as the contract takes them', () => {
    const stored = [
      { name: 'old.pdf', url: 'https://storage.example/old', reference: 'v2/events/e1/agendas/a1/old.pdf' },
      { name: 'keep.png', url: 'https://storage.example/keep', reference: 'v2/events/e1/agendas/a1/keep.png' },
    ];
    const draft = markForDeletion(
      draftOf<AgendaFileKind, (typeof stored)[number]>(stored),
      'v2/events/e1/agendas/a1/old.pdf',
    );
    const added = { name: 'new.pdf', url: 'https://storage.example/new', reference: 'v2/events/e1/agendas/a1/new.pdf' };
    const payload = agendaFilesPayload('e1', 'a1', draft, [added]);
    expect(payload).toEqual({
      id: 'a1',
      eventId: 'e1',
      files: [stored[1], added],
      deletedFiles: ['v2/events/e1/agendas/a1/old.pdf'],
    });
    expect(agendaFilesUpdateSchema.safeParse(payload).success).toBe(true);
  });
});
