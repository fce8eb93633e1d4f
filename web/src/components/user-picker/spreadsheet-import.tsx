import { API_MESSAGES, GROUP_MAX_USERS } from '@agenda/contract';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { unreportedErrorText } from '@/lib/error-text';
import { formatCount, type PickedUser, type ResolveEmails } from './picker-data';
import { readAddressFile, SPREADSHEET_ACCEPT } from './spreadsheet-emails';

/** How many unknown addresses or odd cells a message names before "and N more". */
const NAMED = 30;

const listed = (items: readonly string[]) =>
  `${items.slice(0, NAMED).join(', ')}${items.length > NAMED ? ` and ${formatCount(items.length - NAMED)} more` : ''}`;

type Outcome =
  | { kind: 'error'; message: string }
  | { kind: 'done'; fileName: string; added: number; already: number; unknown: string[]; skipped: string[] };

interface SpreadsheetImportProps {
  selected: ReadonlySet<string>;
  onAdd: (users: PickedUser[]) => void;
  resolve: ResolveEmails;
  disabled: boolean;
}

/**
 * "Import addresses": reads the e-mail column (or the first column) of an xlsx or csv file, looks the
 * addresses up, adds the people found and names the addresses that are nobody's.
 */
export function SpreadsheetImport({ selected, onAdd, resolve, disabled }: SpreadsheetImportProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const read = await readAddressFile(file);
      if ('message' in read) return setOutcome({ kind: 'error', message: read.message });
      if (read.emails.length === 0) return setOutcome({ kind: 'error', message: API_MESSAGES.spreadsheetEmpty });
      if (read.emails.length > GROUP_MAX_USERS)
        return setOutcome({ kind: 'error', message: API_MESSAGES.tooManyUsers(GROUP_MAX_USERS) });
      const { found, unknown } = await resolve(read.emails);
      const fresh = found.filter((user) => !selected.has(user.id));
      if (fresh.length > 0) onAdd(fresh);
      setOutcome({
        kind: 'done',
        fileName: file.name,
        added: fresh.length,
        already: found.length - fresh.length,
        unknown,
        skipped: read.skipped,
      });
    } catch (error) {
      // An API refusal is shown by the error dialog; anything else here.
      const message = unreportedErrorText(error);
      if (message) setOutcome({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<TableChartOutlined />}
          disabled={disabled || busy}
          onClick={() => inputRef.current?.click()}
        >
          {busy ? 'Importing…' : 'Import addresses'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          aria-label="Spreadsheet of addresses (xlsx or csv)"
          hidden
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </Stack>
      {outcome?.kind === 'error' ? (
        <Alert severity="error" onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      ) : null}
      {outcome?.kind === 'done' ? (
        <Alert
          severity={outcome.unknown.length > 0 || outcome.skipped.length > 0 ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          role="status"
        >
          {`${formatCount(outcome.added)} ${outcome.added === 1 ? 'person' : 'people'} added from ${outcome.fileName}`}
          {outcome.already > 0 ? ` (${formatCount(outcome.already)} already selected)` : ''}.
          {outcome.unknown.length > 0
            ? ` ${formatCount(outcome.unknown.length)} ${outcome.unknown.length === 1 ? 'address is' : 'addresses are'} not a user: ${listed(outcome.unknown)}.`
            : ''}
          {outcome.skipped.length > 0
            ? ` ${formatCount(outcome.skipped.length)} ${outcome.skipped.length === 1 ? 'cell is' : 'cells are'} not an address: ${listed(outcome.skipped)}.`
            : ''}
        </Alert>
      ) : null}
    </Stack>
  );
}
