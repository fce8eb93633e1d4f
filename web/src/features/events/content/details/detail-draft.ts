import { DETAIL_MAX_FILES, type DetailFile, type DetailSave } from '@agenda/contract';
import { draftOf as draftOfFiles, fileCount, keptFiles, type ChosenFile, type FilesDraft } from '@/lib/files-draft';
import type { ImageKind } from '@/lib/image-file';
import type { DetailFormOutput } from '../content-forms';

/** A png or jpeg chosen in the form, checked, uploaded only on Save. */
export type ChosenDetailFile = ChosenFile<ImageKind>;

/** The files of a detail being edited (the shared draft of docs/product.md §4 Files, with png or jpeg files). */
export type DetailFilesDraft = FilesDraft<ImageKind, DetailFile>;

export {
  addChosenFiles,
  fileCount,
  isMarked,
  keptFiles,
  markForDeletion,
  removeChosenFile,
  restoreFile,
} from '@/lib/files-draft';

export const draftOf = (files: readonly DetailFile[]): DetailFilesDraft => draftOfFiles(files);

/** Our text when the record would list more files than the API accepts (contract DETAIL_MAX_FILES). */
export const tooManyFilesMessage = (count: number): string =>
  `A detail holds at most ${DETAIL_MAX_FILES} files: remove ${count - DETAIL_MAX_FILES} before saving.`;

export const hasTooManyFiles = (draft: DetailFilesDraft): boolean => fileCount(draft) > DETAIL_MAX_FILES;

/**
 * POST /details/new: `files` is the kept files followed by the just-uploaded ones, `deletedFiles`
 * the marked references, which the server removes from Storage once the record is saved.
 */
export function detailSavePayload(
  values: DetailFormOutput,
  draft: DetailFilesDraft,
  uploaded: readonly DetailFile[],
): DetailSave {
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
