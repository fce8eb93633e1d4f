import { COUNTRY_IMAGE_MAX_BYTES } from '@agenda/contract';
import { FilesEditor } from '@/components/files-editor';
import { usePreviewUrl } from '@/hooks/use-preview-url';
import type { ChosenDetailFile, DetailFilesDraft } from './detail-draft';
import type { RefusedDetailFile } from './detail-files';
import { useStoredFileAddress } from '@/hooks/use-stored-file-address';
import { DetailFileThumb } from './detail-file-thumb';

function ChosenThumb({ file }: { file: File }) {
  return <DetailFileThumb src={usePreviewUrl(file)} />;
}

interface DetailFilesEditorProps {
  draft: DetailFilesDraft;
  refused: readonly RefusedDetailFile[];
  /** A message about the files as a whole (too many), or null. */
  problem: string | null;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onMark: (reference: string) => void;
  onRestore: (reference: string) => void;
  onRemoveChosen: (key: string) => void;
  onDismissRefused: () => void;
}

/**
 * docs/product.md §2 Edit details: png/jpeg upload and the stored files, each deleted (struck through until
 * Save) or restored, with image previews. Nothing here touches Storage: the form uploads and deletes
 * on Save (docs/product.md §4).
 */
/** A stored file's thumbnail, through a fresh download address (documents are not public). */
function StoredThumb({ reference, url }: { reference: string; url: string }) {
  return <DetailFileThumb src={useStoredFileAddress(reference, url)} />;
}

export function DetailFilesEditor(props: DetailFilesEditorProps) {
  return (
    <FilesEditor
      {...props}
      accept="image/png,image/jpeg"
      inputLabel="Detail files"
      hint={`png or jpeg, at most ${Math.round(COUNTRY_IMAGE_MAX_BYTES / 1000)} KB each`}
      storedThumb={(file) => <StoredThumb reference={file.reference} url={file.url} />}
      chosenThumb={(chosen: ChosenDetailFile) => <ChosenThumb file={chosen.file} />}
    />
  );
}
