import { OVERLAYS, TOASTS, type Detail, type DetailFile } from '@agenda/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { recordSaveOverlay } from '@/lib/save-overlay';
import { getDetail, saveDetail } from './details-api';
import { detailResolver, type DetailFormOutput, type DetailFormValues } from '../content-forms';
import {
  addChosenFiles,
  detailSavePayload,
  draftOf,
  fileCount,
  hasTooManyFiles,
  markForDeletion,
  removeChosenFile,
  restoreFile,
  tooManyFilesMessage,
} from './detail-draft';
import { checkDetailFiles, removeStoredFiles, uploadDetailFiles, type RefusedDetailFile } from './detail-files';
import { ContentEditScreen } from '../content-page';
import { DetailFilesEditor } from './detail-files-editor';

const LABELS = { title: 'Title', order: 'Order number', description: 'Description' } as const;

interface DetailFormProps {
  detail: Detail | null;
  eventId: string;
  /** The details list: where Cancel and a successful Save lead. */
  back: string;
  storage?: FileStorage;
}

/** Title, order number, description and files of a detail; Save is disabled while the form is invalid. */
export function DetailForm({ detail, eventId, back, storage = firebaseFileStorage }: DetailFormProps) {
  const overlay = useOverlay();
  const [draft, setDraft] = useState(() => draftOf(detail?.event_details_file ?? []));
  const [refused, setRefused] = useState<RefusedDetailFile[]>([]);
  const form = useForm<DetailFormValues, unknown, DetailFormOutput>({
    mode: 'onChange',
    resolver: detailResolver,
    defaultValues: {
      id: detail?.id ?? null,
      eventId,
      title: detail?.title ?? '',
      order: detail ? String(detail.order_number) : '',
      description: detail?.description ?? '',
    },
  });
  const { control, handleSubmit, formState } = form;
  const tooMany = hasTooManyFiles(draft);
  const edit = useEditForm(form, detailResolver, {
    labels: LABELS,
    extra: tooMany ? tooManyFilesMessage(fileCount(draft)) : null,
    dirty: draft.added.length > 0 || draft.marked.length > 0,
  });

  const choose = async (files: File[]) => {
    const checked = await checkDetailFiles(files);
    setRefused(checked.refused);
    setDraft((current) => addChosenFiles(current, checked.accepted));
  };

  const save = async (values: DetailFormOutput) => {
    edit.setAlert(null);
    // docs/product.md §4: new files first; a failed upload saves nothing (and leaves no file behind).
    let uploaded: DetailFile[] = [];
    if (draft.added.length > 0) {
      try {
        uploaded = await overlay.run(OVERLAYS.savingFiles, () => uploadDetailFiles(eventId, draft.added, storage));
      } catch (error) {
        edit.setAlert(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    // Then the record; the server removes the marked files once it is saved.
    try {
      const change = { added: uploaded.length > 0, dropped: draft.marked.length > 0 };
      await overlay.run(recordSaveOverlay(change), () => saveDetail(detailSavePayload(values, draft, uploaded)));
    } catch (error) {
      // The new files belong to no record now; removing them is best effort.
      removeStoredFiles(uploaded, storage);
      edit.show(error);
      return;
    }
    edit.saved(TOASTS.detailSaved, back);
  };

  return (
    <FormCard
      onSubmit={(e) => void handleSubmit(save)(e)}
      alert={edit.alert}
      onAlertClose={() => edit.setAlert(null)}
      actions={
        <>
          <Button component={RouterLink} to={back}>
            Cancel
          </Button>
          <SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />
        </>
      }
    >
      <FormTextField name="title" control={control} label="Title" required />
      <FormTextField
        name="order"
        control={control}
        label="Order number"
        required
        helperText="The list shows details by this number, from 0"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <FormTextField name="description" control={control} label="Description" multiline minRows={3} />
      <DetailFilesEditor
        draft={draft}
        refused={refused}
        problem={tooMany ? tooManyFilesMessage(fileCount(draft)) : null}
        disabled={formState.isSubmitting}
        onChoose={(files) => void choose(files)}
        onMark={(reference) => setDraft((current) => markForDeletion(current, reference))}
        onRestore={(reference) => setDraft((current) => restoreFile(current, reference))}
        onRemoveChosen={(key) => setDraft((current) => removeChosenFile(current, key))}
        onDismissRefused={() => setRefused([])}
      />
    </FormCard>
  );
}

/** '/main/event/detailsedit?id&e&t': add (no id) or edit a detail; back to the details list after save. */
export function DetailEditPage() {
  return (
    <ContentEditScreen
      title={(id) => (id ? 'Edit details' : 'Add details')}
      list={paths.main.event.details}
      load={getDetail}
    >
      {(item, { eventId, back }) => <DetailForm key={item?.id ?? 'new'} detail={item} eventId={eventId} back={back} />}
    </ContentEditScreen>
  );
}
