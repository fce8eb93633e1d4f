import { IMPORT_MESSAGES, type ImportIssue } from '@agenda/contract';
import { useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiRequestError } from '@/lib/api';
import { importAgendas } from '@/features/events/agendas/shared/agendas-api';
import { importErrorSummary, issuesOfAnswer, previewImport, type ImportTarget } from './agenda-import';
import { readImportWorkbook, type SheetRead } from './agenda-import-sheet';

type Picked =
  { fileName: string; read: Extract<SheetRead, { ok: true }>['rows'] } | { fileName: string; message: string };

/**
 * The import's steps (docs/product.md §3, §5): the chosen workbook read in the browser, its preview checked by the
 * contract against the event, then one import of it all; a refusal's row issues replace the preview's.
 */
export function useAgendaImport({
  eventId,
  target,
  onClose,
}: {
  eventId: string;
  target: ImportTarget;
  onClose: () => void;
}) {
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [serverIssues, setServerIssues] = useState<ImportIssue[] | null>(null);
  const { allowNext } = useUnsavedChanges(picked !== null && 'read' in picked && !importing);

  const preview = useMemo(
    () => (picked && 'read' in picked ? previewImport(picked.read, target) : null),
    [picked, target],
  );
  const issues = serverIssues ?? preview?.issues ?? [];

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setReading(true);
    setServerIssues(null);
    // Let the progress bar paint before the (synchronous) read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const read = readImportWorkbook(await file.arrayBuffer());
    setReading(false);
    setPicked(read.ok ? { fileName: file.name, read: read.rows } : { fileName: file.name, message: read.message });
  };

  const runImport = async () => {
    if (!preview?.rows) return;
    setImporting(true);
    try {
      const result = await importAgendas({ eventId, ...preview.rows });
      toast.info(IMPORT_MESSAGES.imported(result.sessions, result.locations));
      allowNext();
      onClose();
    } catch (cause) {
      const answered = cause instanceof ApiRequestError && cause.status === 400 ? issuesOfAnswer(cause.details) : null;
      if (answered) setServerIssues(answered);
      else if (cause instanceof ApiRequestError && cause.status === 400)
        setServerIssues([{ sheet: 'Sessions', row: null, column: null, message: cause.error }]);
    } finally {
      setImporting(false);
    }
  };

  return {
    inputRef,
    picked,
    reading,
    importing,
    preview,
    issues,
    /** The issues came from the server's answer, not the preview. */
    refused: serverIssues !== null,
    blocked: issues.length > 0 ? importErrorSummary(issues.length) : !preview?.rows ? 'Choose a workbook first' : null,
    pick,
    runImport,
  };
}
