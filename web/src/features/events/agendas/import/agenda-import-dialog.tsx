import { AGENDA_IMPORT_MAX_LOCATIONS, AGENDA_IMPORT_MAX_SESSIONS, IMPORT_MESSAGES, type ImportIssue } from '@contract';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiRequestError } from '@/lib/api';
import { importAgendas } from '@/features/events/agendas/shared/agendas-api';
import { IMPORT_FILE_ACCEPT, readImportWorkbook, type SheetRead } from './agenda-import-sheet';
import { importErrorSummary, issuesOfAnswer, previewImport, type ImportTarget } from './agenda-import';
import { formatAgendaRange, zoneAbbreviation } from '@/lib/zoned-time';

/** Rows drawn per table; the counts above them always cover everything. */
const SHOWN = 100;

interface AgendaImportDialogProps {
  eventId: string;
  target: ImportTarget;
  /** Location ids to names, for sessions held in a location the event already has. */
  locationName: (id: string) => string | null;
  onClose: () => void;
}

type Picked = { fileName: string; read: Extract<SheetRead, { ok: true }>['rows'] } | { fileName: string; message: string };

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function Counts({ label, created, updated }: { label: [string, string]; created: number; updated: number }) {
  return (
    <Chip
      variant="outlined"
      label={`${plural(created + updated, ...label)}: ${created.toLocaleString('en-US')} new, ${updated.toLocaleString('en-US')} updated`}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function More({ total }: { total: number }) {
  return total > SHOWN ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      The first {SHOWN} of {total.toLocaleString('en-US')} are shown.
    </Typography>
  ) : null;
}

const ActionChip = ({ update }: { update: boolean }) => <Chip size="small" color={update ? 'info' : 'success'} variant="outlined" label={update ? 'Update' : 'New'} />;

/** Where an error is: "Sessions, row 3, column C (end)". */
const issuePlace = (issue: ImportIssue) => [issue.sheet, issue.row ? `row ${issue.row}` : null, issue.column ? `column ${issue.column}` : null].filter(Boolean).join(', ');

/** At phone width each error is a card (sheet, row and column above the reason), so nothing is squeezed or scrolls sideways. */
function IssueCards({ issues }: { issues: ImportIssue[] }) {
  return (
    <Box component="ul" aria-label="Errors" sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 360, overflowY: 'auto', display: 'grid', gap: 1 }}>
      {issues.slice(0, SHOWN).map((issue, index) => (
        <Box
          component="li"
          key={`${issue.sheet}-${issue.row ?? 'sheet'}-${issue.column ?? ''}-${index}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, overflowWrap: 'anywhere' }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {issuePlace(issue)}
          </Typography>
          <Typography variant="body2">{issue.message}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function IssuesTable({ issues, phone }: { issues: ImportIssue[]; phone: boolean }) {
  if (phone) return <IssueCards issues={issues} />;
  return (
    <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="Errors">
        <TableHead>
          <TableRow>
            <TableCell>Sheet</TableCell>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.slice(0, SHOWN).map((issue, index) => (
            <TableRow key={`${issue.sheet}-${issue.row ?? 'sheet'}-${issue.column ?? ''}-${index}`}>
              <TableCell>{issue.sheet}</TableCell>
              <TableCell>{issue.row ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{issue.column ?? '—'}</TableCell>
              <TableCell>{issue.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Agenda list → Import event (spec §3 "Spreadsheet-import view", §5, §9): pick a workbook, see what it
 * creates and updates and every row error before anything is written, then import it all at once.
 */
export function AgendaImportDialog({ eventId, target, locationName, onClose }: AgendaImportDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [serverIssues, setServerIssues] = useState<ImportIssue[] | null>(null);
  const { allowNext } = useUnsavedChanges(picked !== null && 'read' in picked && !importing);

  const preview = useMemo(() => (picked && 'read' in picked ? previewImport(picked.read, target) : null), [picked, target]);
  const issues = serverIssues ?? preview?.issues ?? [];
  const zone = target.timezone;

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
      else if (cause instanceof ApiRequestError && cause.status === 400) setServerIssues([{ sheet: 'Sessions', row: null, column: null, message: cause.error }]);
    } finally {
      setImporting(false);
    }
  };

  const blocked = issues.length > 0 ? importErrorSummary(issues.length) : !preview?.rows ? 'Choose a workbook first' : null;
  const sessionLocation = (key: string | null): string => {
    if (!key) return '—';
    const planned = preview?.plan.locations.find((location) => location.item.key === key);
    if (planned) return planned.item.name;
    const existing = target.locations.find((location) => location.key === key);
    return (existing && locationName(existing.id)) ?? key;
  };

  return (
    <Dialog open onClose={importing ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby="agenda-import-title">
      <DialogTitle id="agenda-import-title">Import event</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          An .xlsx workbook with the sheets <strong>Locations</strong> (key, name, lat, long) and <strong>Sessions</strong> (name, start, end, an unused
          column, location key, numberOfPlaces, mandatory, locked, description); the first row of each is its header. Dates are read in the
          event&apos;s zone, {zone} ({zoneAbbreviation(zone, target.start)}). At most {AGENDA_IMPORT_MAX_SESSIONS.toLocaleString('en-US')} sessions and{' '}
          {AGENDA_IMPORT_MAX_LOCATIONS.toLocaleString('en-US')} locations, 2 MB. Nothing is written until you press Import; a session with the same name
          and start, or a location with the same key, is updated instead of added again.
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant={picked ? 'outlined' : 'contained'} startIcon={<TableChartOutlined />} disabled={reading || importing} onClick={() => inputRef.current?.click()}>
            {picked ? 'Choose another workbook' : 'Choose workbook'}
          </Button>
          {picked ? (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {picked.fileName}
            </Typography>
          ) : null}
        </Stack>
        <input ref={inputRef} type="file" hidden accept={IMPORT_FILE_ACCEPT} aria-label="Workbook" onChange={(change) => void pick(change.target.files?.[0])} />
        {reading || importing ? <LinearProgress sx={{ mt: 2 }} aria-label={reading ? 'Reading the workbook' : 'Importing'} /> : null}

        {picked && 'message' in picked ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {picked.message}
          </Alert>
        ) : null}

        {preview ? (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} aria-label="Summary">
              <Counts label={['session', 'sessions']} {...preview.plan.counts.sessions} />
              <Counts label={['location', 'locations']} {...preview.plan.counts.locations} />
            </Stack>
            {issues.length > 0 ? (
              <Section title="Errors">
                <Alert severity="error" icon={<ErrorOutline />} sx={{ mb: 1 }}>
                  {serverIssues ? `${IMPORT_MESSAGES.invalidRows(issues.length)}. ` : ''}
                  {importErrorSummary(issues.length)}.
                </Alert>
                <IssuesTable issues={issues} phone={phone} />
                <More total={issues.length} />
              </Section>
            ) : (
              <Alert severity="success" sx={{ mt: 2 }}>
                No errors: press Import to write everything at once.
              </Alert>
            )}
            <Section title={`Sessions (times in ${zone}, ${zoneAbbreviation(zone, target.start)})`}>
              <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" stickyHeader aria-label="Sessions">
                  <TableHead>
                    <TableRow>
                      <TableCell>Row</TableCell>
                      <TableCell>Name</TableCell>
                      <TableCell>When</TableCell>
                      <TableCell>Location</TableCell>
                      <TableCell>Places</TableCell>
                      <TableCell>Import</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.plan.sessions.slice(0, SHOWN).map(({ item, id }) => (
                      <TableRow key={item.row}>
                        <TableCell>{item.row}</TableCell>
                        <TableCell>
                          {item.name}
                          {item.mandatory ? <Chip size="small" label="Mandatory" sx={{ ml: 1 }} /> : null}
                          {item.locked ? <Chip size="small" label="Locked" sx={{ ml: 1 }} /> : null}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatAgendaRange(item.start, item.end, zone)} {zoneAbbreviation(zone, item.start)}
                        </TableCell>
                        <TableCell>{sessionLocation(item.locationKey)}</TableCell>
                        <TableCell>{item.numberOfPlaces === 0 ? 'Unlimited' : item.numberOfPlaces}</TableCell>
                        <TableCell>
                          <ActionChip update={id !== null} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <More total={preview.plan.sessions.length} />
            </Section>
            {preview.plan.locations.length > 0 ? (
              <Section title="Locations">
                <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <Table size="small" stickyHeader aria-label="Locations">
                    <TableHead>
                      <TableRow>
                        <TableCell>Row</TableCell>
                        <TableCell>Key</TableCell>
                        <TableCell>Name</TableCell>
                        <TableCell>Latitude, longitude</TableCell>
                        <TableCell>Import</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {preview.plan.locations.slice(0, SHOWN).map(({ item, id }) => (
                        <TableRow key={item.row}>
                          <TableCell>{item.row}</TableCell>
                          <TableCell>{item.key}</TableCell>
                          <TableCell>{item.name}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {item.lat}, {item.long}
                          </TableCell>
                          <TableCell>
                            <ActionChip update={id !== null} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <More total={preview.plan.locations.length} />
              </Section>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing}>
          Cancel
        </Button>
        <Tooltip title={blocked ?? ''}>
          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
          <span>
            <Button variant="contained" disabled={blocked !== null || importing || reading} onClick={() => void runImport()}>
              Import
            </Button>
          </span>
        </Tooltip>
      </DialogActions>
    </Dialog>
  );
}
