import { DETAIL_MAX_FILES, type DetailFile, type DetailSave } from '@contract';
import type { ImageKind } from '@/lib/image-file';
import type { DetailFormOutput } from './content-forms';

/** A png or jpeg chosen in the form, checked, uploaded only on Save. */
export interface ChosenDetailFile {
  key: string;
  file: File;
  kind: ImageKind;
}

/**
 * The files of a detail being edited (spec §4 Files): the stored ones, those marked for deletion
 * (restorable until Save) and the newly chosen ones. Every change answers a new draft.
 */
export interface DetailFilesDraft {
  existing: readonly DetailFile[];
  /** References of stored files marked for deletion. */
  marked: readonly string[];
  added: readonly ChosenDetailFile[];
}

export const draftOf = (files: readonly DetailFile[]): DetailFilesDraft => ({ existing: files, marked: [], added: [] });

export const isMarked = (draft: DetailFilesDraft, reference: string): boolean => draft.marked.includes(reference);

export function markForDeletion(draft: DetailFilesDraft, reference: string): DetailFilesDraft {
  if (isMarked(draft, reference) || !draft.existing.some((file) => file.reference === reference)) return draft;
  return { ...draft, marked: [...draft.marked, reference] };
}

export function restoreFile(draft: DetailFilesDraft, reference: string): DetailFilesDraft {
  return isMarked(draft, reference) ? { ...draft, marked: draft.marked.filter((marked) => marked !== reference) } : draft;
}

export function addChosenFiles(draft: DetailFilesDraft, chosen: readonly ChosenDetailFile[]): DetailFilesDraft {
  return chosen.length === 0 ? draft : { ...draft, added: [...draft.added, ...chosen] };
}

export function removeChosenFile(draft: DetailFilesDraft, key: string): DetailFilesDraft {
  return { ...draft, added: draft.added.filter((chosen) => chosen.key !== key) };
}

/** The stored files the record keeps. */
export const keptFiles = (draft: DetailFilesDraft): DetailFile[] => draft.existing.filter((file) => !isMarked(draft, file.reference));

/** How many files the record would list after Save. */
export const fileCount = (draft: DetailFilesDraft): number => keptFiles(draft).length + draft.added.length;

/** Our text when the record would list more files than the API accepts (contract DETAIL_MAX_FILES). */
export const tooManyFilesMessage = (count: number): string =>
  `A detail holds at most ${DETAIL_MAX_FILES} files: remove ${count - DETAIL_MAX_FILES} before saving.`;

export const hasTooManyFiles = (draft: DetailFilesDraft): boolean => fileCount(draft) > DETAIL_MAX_FILES;

/**
 * POST /details/new: `files` is the kept files followed by the just-uploaded ones, `deletedFiles`
 * the marked references, which the server removes from Storage once the record is saved.
 */
export function detailSavePayload(values: DetailFormOutput, draft: DetailFilesDraft, uploaded: readonly DetailFile[]): DetailSave {
  return {
    id: values.id ?? null,
    title: values.title,
    description: values.description,
    order: values.order,
    eventId: values.eventId,
    files: [...keptFiles(draft), ...uploaded],
    deletedFiles: [...draft.marked],
  };
}
