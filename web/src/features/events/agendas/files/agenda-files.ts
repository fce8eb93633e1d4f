import {
  AGENDA_FILE_CONTENT_TYPES,
  AGENDA_FILE_MAX_BYTES,
  AGENDA_MAX_FILES,
  storagePaths,
  withoutDownloadToken,
  type AgendaFile,
  type AgendaFilesUpdate,
} from '@agenda/contract';
import { useEffect, useState } from 'react';
import type { RefusedFile } from '@/components/files-editor';
import { downloadAddress, firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { keptFiles, type ChosenFile, type FilesDraft } from '@/lib/files-draft';

/*
 * Agenda files (docs/product.md §2 Agenda files, §4 Files): documents and images of a session under
 * v2/events/{e}/agendas/{a}/, checked here before any upload (type by name and content, size),
 * checked again by storage.rules.
 */

type AgendaFileContentType = (typeof AGENDA_FILE_CONTENT_TYPES)[number];

export interface AgendaFileKind {
  contentType: AgendaFileContentType;
  extension: 'pdf' | 'png' | 'jpg' | 'pptx' | 'docx' | 'xlsx';
  /** How the list names the type. */
  label: string;
}

export type ChosenAgendaFile = ChosenFile<AgendaFileKind>;
export type AgendaFilesDraft = FilesDraft<AgendaFileKind, AgendaFile>;

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // Office Open XML files are zip archives

const KINDS: readonly (AgendaFileKind & { names: readonly string[]; magic: readonly number[] })[] = [
  { contentType: 'application/pdf', extension: 'pdf', label: 'PDF', names: ['pdf'], magic: PDF },
  { contentType: 'image/png', extension: 'png', label: 'PNG image', names: ['png'], magic: PNG },
  { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG image', names: ['jpg', 'jpeg'], magic: JPEG },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
    label: 'PowerPoint',
    names: ['pptx'],
    magic: ZIP,
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'Word document',
    names: ['docx'],
    magic: ZIP,
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'Excel workbook',
    names: ['xlsx'],
    magic: ZIP,
  },
];

/** The input's accept list: the types and their extensions. */
export const AGENDA_FILE_ACCEPT = [
  ...AGENDA_FILE_CONTENT_TYPES,
  ...KINDS.flatMap((kind) => kind.names.map((name) => `.${name}`)),
].join(',');

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/** Our texts (the spec names none for agenda files). */
export const AGENDA_FILE_TEXTS = {
  hint: `pdf, png, jpeg, pptx, docx or xlsx, at most ${megabytes(AGENDA_FILE_MAX_BYTES)} each`,
  wrongType: 'Only pdf, png, jpeg, pptx, docx and xlsx files can be added.',
  tooLarge: (bytes: number) =>
    `Files must be at most ${megabytes(AGENDA_FILE_MAX_BYTES)}; this one is ${megabytes(bytes)}.`,
  empty: 'The file is empty.',
  contentMismatch: (label: string) => `Its content is not a ${label}, whatever its name says.`,
  tooMany: (count: number) =>
    `An agenda holds at most ${AGENDA_MAX_FILES} files: remove ${count - AGENDA_MAX_FILES} before saving.`,
  uploadFailed: (name: string, reason: string) =>
    `The file could not be uploaded: ${name} (${reason}). Nothing was saved.`,
  saved: 'Files saved',
} as const;

const extensionOf = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** The kind a stored file's name or reference says (for its icon); null for none of ours. */
export function kindOfName(name: string): AgendaFileKind | null {
  const extension = extensionOf(name);
  const found = KINDS.find((kind) => kind.names.includes(extension));
  return found ? { contentType: found.contentType, extension: found.extension, label: found.label } : null;
}

/**
 * Checks one chosen file: an accepted type by its name (or, without an extension, the type the
 * browser gives), content that starts like that type, within AGENDA_FILE_MAX_BYTES. Every broken
 * rule is listed.
 */
export async function checkAgendaFile(file: File): Promise<{ kind: AgendaFileKind | null; issues: string[] }> {
  const byName =
    KINDS.find((kind) => kind.names.includes(extensionOf(file.name))) ??
    (extensionOf(file.name) ? undefined : KINDS.find((kind) => kind.contentType === file.type));
  const issues: string[] = [];
  if (!byName) issues.push(AGENDA_FILE_TEXTS.wrongType);
  if (file.size === 0) issues.push(AGENDA_FILE_TEXTS.empty);
  if (file.size > AGENDA_FILE_MAX_BYTES) issues.push(AGENDA_FILE_TEXTS.tooLarge(file.size));
  if (byName && file.size > 0) {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!byName.magic.every((byte, index) => head[index] === byte))
      issues.push(AGENDA_FILE_TEXTS.contentMismatch(byName.label));
  }
  return {
    kind: byName ? { contentType: byName.contentType, extension: byName.extension, label: byName.label } : null,
    issues,
  };
}

export async function checkAgendaFiles(
  files: readonly File[],
  makeKey: () => string = () => crypto.randomUUID(),
): Promise<{ accepted: ChosenAgendaFile[]; refused: RefusedFile[] }> {
  const checked = await Promise.all(
    files.map(async (file) => ({ file, key: makeKey(), ...(await checkAgendaFile(file)) })),
  );
  const accepted: ChosenAgendaFile[] = [];
  const refused: RefusedFile[] = [];
  for (const { file, key, kind, issues } of checked) {
    if (kind && issues.length === 0) accepted.push({ key, file, kind });
    else refused.push({ key, name: file.name, issues });
  }
  return { accepted, refused };
}

/** The contract keeps file names to 300 characters and never empty. */
function storedAgendaFileName(file: File, kind: AgendaFileKind): string {
  const name = file.name.trim().slice(0, 300).trim();
  return name || `file.${kind.extension}`;
}

/** Removes files that belong to no record (best effort: a failure leaves the file, never the user waiting). */
export function removeAgendaFiles(files: readonly AgendaFile[], storage: FileStorage = firebaseFileStorage): void {
  for (const file of files) void storage.remove(file.reference).catch(() => undefined);
}

/**
 * docs/product.md §4: new files are uploaded first, each under a new random name in the agenda's folder. When
 * one fails, those already stored are removed again and nothing is saved.
 */
export async function uploadAgendaFiles(
  eventId: string,
  agendaId: string,
  chosen: readonly ChosenAgendaFile[],
  storage: FileStorage = firebaseFileStorage,
): Promise<AgendaFile[]> {
  const folder = storagePaths.agendaFiles(eventId, agendaId);
  const results = await Promise.allSettled(
    chosen.map(async (item) => {
      const reference = `${folder}${crypto.randomUUID()}.${item.kind.extension}`;
      const url = await storage.upload(reference, item.file, item.kind.contentType);
      return { name: storedAgendaFileName(item.file, item.kind), url: withoutDownloadToken(url), reference };
    }),
  );
  const uploaded: AgendaFile[] = [];
  const failures: string[] = [];
  chosen.forEach((item, index) => {
    const result = results[index];
    if (result?.status === 'fulfilled') uploaded.push(result.value);
    else
      failures.push(
        AGENDA_FILE_TEXTS.uploadFailed(
          item.file.name,
          result?.reason instanceof Error ? result.reason.message : String(result?.reason),
        ),
      );
  });
  if (failures.length > 0) {
    removeAgendaFiles(uploaded, storage);
    throw new Error(failures[0]);
  }
  return uploaded;
}

/**
 * POST /agendas/files/update: the stored files as they are now (live, so that a file someone else
 * added meanwhile is kept) without the marked ones, then the uploaded ones; the marked references
 * are removed from Storage by the server once the record is saved.
 */
export function agendaFilesPayload(
  eventId: string,
  agendaId: string,
  draft: AgendaFilesDraft,
  uploaded: readonly AgendaFile[],
): AgendaFilesUpdate {
  return { id: agendaId, eventId, files: [...keptFiles(draft), ...uploaded], deletedFiles: [...draft.marked] };
}

/**
 * Download addresses of stored documents, asked of Storage under its rules (records keep addresses
 * without the token). A file whose address cannot be had maps to null.
 */
export function useDownloadAddresses(
  references: readonly string[],
  resolve: (reference: string) => Promise<string> = downloadAddress,
): ReadonlyMap<string, string | null> {
  const [addresses, setAddresses] = useState<ReadonlyMap<string, string | null>>(new Map());
  const key = references.join('\n');
  useEffect(() => {
    let active = true;
    const missing = key ? key.split('\n') : [];
    void Promise.all(
      missing.map(async (reference) => [reference, await resolve(reference).catch(() => null)] as const),
    ).then((entries) => {
      if (active) setAddresses(new Map(entries));
    });
    return () => {
      active = false;
    };
  }, [key, resolve]);
  return addresses;
}

/** The Agenda files screen's texts of its own (the spec names none). */
export const AGENDA_FILES_PAGE_TEXTS = {
  title: 'Files',
  empty: 'No files yet. Add slides, handouts or floor plans with Add files; they are stored when you save.',
  emptyReadOnly: 'This agenda has no files.',
  nothingToSave: 'Nothing to save: add files, or delete some, first.',
  discard: 'Discard changes',
} as const;
