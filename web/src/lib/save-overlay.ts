import { OVERLAYS } from '@agenda/contract';

/** What a save does to a record's stored files. */
export interface FilesChange {
  /** New files go in (already uploaded under "Saving files on storage..."). */
  added: boolean;
  /** Stored files leave the record: marked for deletion, replaced or cleared. */
  dropped: boolean;
}

/**
 * Spec §8's overlay while a record is saved. The server removes the stored files the record no
 * longer points at before it answers (agenda and detail files, event images and poster, news photos,
 * flags), so a save that drops files waits on that removal: "Deleting old files ..." when new files
 * replace them, "Deleting files ..." when files are only taken away; any other save is "Saving ...".
 */
export function recordSaveOverlay({ added, dropped }: FilesChange): string {
  if (!dropped) return OVERLAYS.saving;
  return added ? OVERLAYS.deletingOldFiles : OVERLAYS.deletingFiles;
}
