import { API_MESSAGES, GROUP_MAX_USERS } from '@agenda/contract';
import Close from '@mui/icons-material/Close';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { readAddressFile, SPREADSHEET_ACCEPT } from '@/components/user-picker';

/** Addresses read from a file, added to the group when it is saved. */
export interface SpreadsheetAddresses {
  fileName: string;
  emails: string[];
}

interface SpreadsheetUploadProps {
  value: SpreadsheetAddresses | null;
  onChange: (value: SpreadsheetAddresses | null) => void;
  disabled?: boolean;
}

/** Reads the file's addresses; a file with none (or unreadable) says so and changes nothing. */
async function addressesOf(file: File): Promise<{ emails: string[] } | { message: string }> {
  const read = await readAddressFile(file);
  if ('message' in read) return read;
  const { emails } = read;
  if (emails.length === 0) return { message: API_MESSAGES.spreadsheetEmpty };
  if (emails.length > GROUP_MAX_USERS) return { message: API_MESSAGES.tooManyUsers(GROUP_MAX_USERS) };
  return { emails };
}

const PREVIEW_COUNT = 10;

export function SpreadsheetUpload({ value, onChange, disabled = false }: SpreadsheetUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setReading(true);
    const read = await addressesOf(file);
    setReading(false);
    if ('message' in read) {
      setMessage(read.message);
      return;
    }
    setMessage(null);
    onChange({ fileName: file.name, emails: read.emails });
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<TableChartOutlined />}
          disabled={disabled || reading}
          onClick={() => inputRef.current?.click()}
        >
          Upload spreadsheet
        </Button>
        <Typography variant="body2" color="text.secondary">
          xlsx or csv; the column named e-mail of the first sheet is read, else its first column
        </Typography>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={SPREADSHEET_ACCEPT}
        aria-label="Spreadsheet file"
        hidden
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {message ? (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {value ? (
        <Alert
          severity="info"
          sx={{ mt: 1.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<Close />}
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              Remove
            </Button>
          }
        >
          {`${value.emails.length} ${value.emails.length === 1 ? 'address' : 'addresses'} from ${value.fileName} will be added on save: `}
          {value.emails.slice(0, PREVIEW_COUNT).join(', ')}
          {value.emails.length > PREVIEW_COUNT ? ` and ${value.emails.length - PREVIEW_COUNT} more` : ''}
        </Alert>
      ) : null}
    </Box>
  );
}
