/** A stored file as records keep it (detail and agenda files): its name, address and Storage reference. */
export interface StoredFile {
  name: string;
  url: string;
  reference: string;
}

/** A file chosen in a form, checked, uploaded only on Save; `kind` says how it will be stored. */
export interface ChosenFile<K> {
  key: string;
  file: File;
  kind: K;
}

/**
 * The files of a record being edited (spec §4 Files): the stored ones, those marked for deletion
 * (restorable until Save) and the newly chosen ones. Every change answers a new draft.
 */
export interface FilesDraft<K, F extends StoredFile = StoredFile> {
  existing: readonly F[];
  /** References of stored files marked for deletion. */
  marked: readonly string[];
  added: readonly ChosenFile<K>[];
}

export const draftOf = <K, F extends StoredFile = StoredFile>(files: readonly F[]): FilesDraft<K, F> => ({
  existing: files,
  marked: [],
  added: [],
});

export const isMarked = <K, F extends StoredFile>(draft: FilesDraft<K, F>, reference: string): boolean =>
  draft.marked.includes(reference);

export function markForDeletion<K, F extends StoredFile>(draft: FilesDraft<K, F>, reference: string): FilesDraft<K, F> {
  if (isMarked(draft, reference) || !draft.existing.some((file) => file.reference === reference)) return draft;
  return { ...draft, marked: [...draft.marked, reference] };
}

export function restoreFile<K, F extends StoredFile>(draft: FilesDraft<K, F>, reference: string): FilesDraft<K, F> {
  return isMarked(draft, reference)
    ? { ...draft, marked: draft.marked.filter((marked) => marked !== reference) }
    : draft;
}

export function addChosenFiles<K, F extends StoredFile>(
  draft: FilesDraft<K, F>,
  chosen: readonly ChosenFile<K>[],
): FilesDraft<K, F> {
  return chosen.length === 0 ? draft : { ...draft, added: [...draft.added, ...chosen] };
}

export function removeChosenFile<K, F extends StoredFile>(draft: FilesDraft<K, F>, key: string): FilesDraft<K, F> {
  return { ...draft, added: draft.added.filter((chosen) => chosen.key !== key) };
}

/** The stored files the record keeps. */
export const keptFiles = <K, F extends StoredFile>(draft: FilesDraft<K, F>): F[] =>
  draft.existing.filter((file) => !isMarked(draft, file.reference));

/** How many files the record would list after Save. */
export const fileCount = <K, F extends StoredFile>(draft: FilesDraft<K, F>): number =>
  keptFiles(draft).length + draft.added.length;

/** Whether the draft differs from what is stored. */
export const draftChanged = <K, F extends StoredFile>(draft: FilesDraft<K, F>): boolean =>
  draft.marked.length > 0 || draft.added.length > 0;
