import {
  AGENDA_IMPORT_MAX_LOCATIONS,
  AGENDA_IMPORT_MAX_SESSIONS,
  IMPORT_MESSAGES,
  locationNameKey,
} from '@agenda/contract';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zoneAbbreviation } from '@/lib/zoned-time';
import { importErrorSummary, type ImportTarget } from './agenda-import';
import { IMPORT_FILE_ACCEPT } from './agenda-import-sheet';
import { IssuesTable } from './import-issues-table';
import { ImportLocationsTable } from './import-locations-table';
import { Counts, More, PreviewSection } from './import-preview-parts';
import { ImportSessionsTable } from './import-sessions-table';
import { useAgendaImport } from './use-agenda-import';

interface AgendaImportDialogProps {
  eventId: string;
  target: ImportTarget;
  /** Location ids to names, for sessions held in a location the event already has. */
  locationName: (id: string) => string | null;
  onClose: () => void;
}

/**
 * Agenda list → Import event (docs/product.md §3 "Spreadsheet-import view", §5, §9): pick a workbook, see what it
 * creates and updates and every row error before anything is written, then import it all at once.
 */
export function AgendaImportDialog({ eventId, target, locationName, onClose }: AgendaImportDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { inputRef, picked, reading, importing, preview, issues, refused, blocked, pick, runImport } = useAgendaImport({
    eventId,
    target,
    onClose,
  });
  const zone = target.timezone;
  const sessionLocation = (key: string | null): string => {
    if (!key) return '—';
    const planned = preview?.plan.locations.find((location) => location.keys.includes(key));
    if (planned) return planned.item.name;
    // A key may name one of the event's locations by its name.
    const existing =
      target.locations.find((location) => location.key === key) ??
      target.locations.find((location) => location.name && locationNameKey(location.name) === locationNameKey(key));
    return (existing && locationName(existing.id)) ?? key;
  };

  return (
    <Dialog
      open
      onClose={importing ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="agenda-import-title"
    >
      <DialogTitle id="agenda-import-title">Import event</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          An .xlsx workbook with the sheets <strong>Locations</strong> (key, name, lat, long) and{' '}
          <strong>Sessions</strong> (name, start, end, an unused column, location key, numberOfPlaces, mandatory,
          locked, description); the first row of each is its header. Dates are read in the event&apos;s zone, {zone} (
          {zoneAbbreviation(zone, target.start)}). At most {AGENDA_IMPORT_MAX_SESSIONS.toLocaleString('en-US')} sessions
          and {AGENDA_IMPORT_MAX_LOCATIONS.toLocaleString('en-US')} locations, 2 MB. Nothing is written until you press
          Import; a session with the same name and start, or a location with the same key or name, is updated instead of
          added again.
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant={picked ? 'outlined' : 'contained'}
            startIcon={<TableChartOutlined />}
            disabled={reading || importing}
            onClick={() => inputRef.current?.click()}
          >
            {picked ? 'Choose another workbook' : 'Choose workbook'}
          </Button>
          {picked ? (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {picked.fileName}
            </Typography>
          ) : null}
        </Stack>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={IMPORT_FILE_ACCEPT}
          aria-label="Workbook"
          onChange={(change) => void pick(change.target.files?.[0])}
        />
        {reading || importing ? (
          <LinearProgress sx={{ mt: 2 }} aria-label={reading ? 'Reading the workbook' : 'Importing'} />
        ) : null}

        {picked && 'message' in picked ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {picked.message}
          </Alert>
        ) : null}

        {preview ? (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} role="group" aria-label="Summary">
              <Counts label={['session', 'sessions']} {...preview.plan.counts.sessions} />
              <Counts label={['location', 'locations']} {...preview.plan.counts.locations} />
            </Stack>
            {issues.length > 0 ? (
              <PreviewSection title="Errors">
                <Alert severity="error" icon={<ErrorOutline />} sx={{ mb: 1 }}>
                  {refused ? `${IMPORT_MESSAGES.invalidRows(issues.length)}. ` : ''}
                  {importErrorSummary(issues.length)}.
                </Alert>
                <IssuesTable issues={issues} phone={phone} />
                <More total={issues.length} />
              </PreviewSection>
            ) : (
              <Alert severity="success" sx={{ mt: 2 }}>
                No errors: press Import to write everything at once.
              </Alert>
            )}
            <PreviewSection title={`Sessions (times in ${zone}, ${zoneAbbreviation(zone, target.start)})`}>
              <ImportSessionsTable sessions={preview.plan.sessions} zone={zone} locationOf={sessionLocation} />
            </PreviewSection>
            {preview.plan.locations.length > 0 ? (
              <PreviewSection title="Locations">
                <ImportLocationsTable locations={preview.plan.locations} />
              </PreviewSection>
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
            <Button
              variant="contained"
              disabled={blocked !== null || importing || reading}
              onClick={() => void runImport()}
            >
              Import
            </Button>
          </span>
        </Tooltip>
      </DialogActions>
    </Dialog>
  );
}
