import { api } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { ApiRequestError, AT_THE_FORM, call } from '@/lib/api';
import { ENTITY_NOUNS, restoredWords } from './entry-words';
import type { ShownEntry } from './use-live-history';

/** What a restore brings back, in words: the deleted record, or the fields as they were before. */
function restoreWhat(entry: ShownEntry): string {
  const subject = `the ${ENTITY_NOUNS[entry.entity]} '${entry.entity_label}'`;
  return entry.action === 'delete' ? subject : `the earlier fields of ${subject}`;
}

/**
 * Asks before restoring from an entry (focus on Cancel: a restore overwrites), then calls
 * POST /history/restore; a refusal (409 when the record changed since) stays in the dialog, in the
 * API's words. The restore's own entry then appears in the live history.
 */
export function RestoreDialog({ entry, onClose }: { entry: ShownEntry; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const what = restoreWhat(entry);
  const restore = async () => {
    if (!entry.event_id) return;
    setBusy(true);
    setError(null);
    try {
      const { result } = await call(api.history.restore, { event_id: entry.event_id, entry_id: entry.id }, AT_THE_FORM);
      toast.info(restoredWords(what, result.missing_files));
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.error : String(cause));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Restore?</DialogTitle>
      <DialogContent>
        <DialogContentText>Restore {what}? It becomes as it was before this change.</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => void restore()} variant="contained" disabled={busy}>
          {busy ? 'Restoring…' : 'Restore'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
