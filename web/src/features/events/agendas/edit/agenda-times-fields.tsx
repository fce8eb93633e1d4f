import { QUICK_ADD_MINUTES } from '@agenda/contract';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type FocusEvent } from 'react';
import { useWatch, type Control, type UseFormTrigger } from 'react-hook-form';
import { formatDateTime, zoneAbbreviation } from '@/lib/zoned-time';
import { ZonedDateTimeRange } from '@/components/form/zoned-date-time';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import type { AgendaEvent, AgendaFormValues } from './agenda-form';
import { eventBounds, type TimeIssue } from './agenda-time';

const quickAddLabel = (minutes: number) => (minutes < 60 ? `+${minutes}m` : `+${minutes / 60}h`);
const durationWords = (minutes: number) =>
  minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
/** The visible label first, so that speech input can use it too. */
const quickAddName = (minutes: number) => `${quickAddLabel(minutes)}: end ${durationWords(minutes)} after the start`;

interface AgendaTimesFieldsProps {
  control: Control<AgendaFormValues>;
  trigger: UseFormTrigger<AgendaFormValues>;
  event: AgendaEvent;
  /** docs/product.md §5's alerts for the chosen times (they block Save). */
  issues: TimeIssue[];
  /** Quick-add: the end becomes the start plus this many minutes. */
  onDuration: (minutes: number) => void;
  /** After the start changed: the end follows it (the duration stays). */
  onStartMoved: () => void;
}

/**
 * The agenda's start and end (docs/product.md §2, §9): edited on the event's clock, whatever the browser's zone,
 * and bounded by the event; moving the start moves the end with it, quick-add buttons set the duration
 * from the start; §5's alerts show under them.
 */
export function AgendaTimesFields({
  control,
  trigger,
  event,
  issues,
  onDuration,
  onStartMoved,
}: AgendaTimesFieldsProps) {
  const zone = event.timezone;
  const start = useWatch({ control, name: 'start' });
  const { min, max } = eventBounds(event);
  const zoneName = zoneAbbreviation(zone, start?.isValid ? start.toMillis() : event.start);
  // While a time is being typed, the alerts stay as they were when the typing began: each key press
  // changes the time, and alerts that came and went with them would interrupt a screen reader at every
  // key. They follow the times again once the focus leaves the pickers.
  const [typingFrom, setTypingFrom] = useState<TimeIssue[] | null>(null);
  const shownIssues = typingFrom ?? issues;
  const typingBegins = () => setTypingFrom((frozen) => frozen ?? issues);
  const typingEnds = (focus: FocusEvent<HTMLElement>) => {
    if (!focus.currentTarget.contains(focus.relatedTarget as Node | null)) setTypingFrom(null);
  };
  return (
    // The zone's explanation is the group's description, so that keyboards and screen readers get it without
    // the chip being a Tab stop that does nothing; a pointer gets it as the chip's tooltip.
    <Box role="group" aria-labelledby="agenda-times-heading" aria-description={AGENDA_EDIT_TEXTS.zoneTooltip(zone)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="agenda-times-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Time
        </Typography>
        <Tooltip title={AGENDA_EDIT_TEXTS.zoneTooltip(zone)} describeChild>
          <Chip size="small" variant="outlined" icon={<InfoOutlined />} label={`${zoneName} · ${zone}`} />
        </Tooltip>
      </Stack>
      <Box onFocus={typingBegins} onBlur={typingEnds}>
        <ZonedDateTimeRange
          control={control}
          zone={zone}
          start={{
            name: 'start',
            label: 'Start',
            min,
            max,
            invalid: issues.some((issue) => issue.field === 'startTime'),
            hint: `From ${formatDateTime(min.toMillis(), zone)}`,
          }}
          end={{
            name: 'end',
            label: 'End',
            min,
            max,
            invalid: issues.some((issue) => issue.field === 'endTime'),
            hint: `Until ${formatDateTime(max.toMillis(), zone)}`,
          }}
          onStartChange={() => {
            onStartMoved();
            void trigger('end');
          }}
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', gap: 1.5, rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" id="agenda-quick-add">
          Duration from the start
        </Typography>
        <ButtonGroup size="small" variant="outlined" aria-labelledby="agenda-quick-add">
          {QUICK_ADD_MINUTES.map((minutes) => (
            <Button key={minutes} onClick={() => onDuration(minutes)} aria-label={quickAddName(minutes)}>
              {quickAddLabel(minutes)}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      {shownIssues.length > 0 ? (
        <Stack spacing={1} sx={{ mt: 2 }} role="group" aria-label="Time alerts">
          {shownIssues.map((issue) => (
            <Alert key={issue.message} severity="error">
              {issue.message}
            </Alert>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
