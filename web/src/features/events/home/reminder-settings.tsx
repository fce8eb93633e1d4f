import { OVERLAYS, REMINDER_LEAD_CHOICES, type ReminderLead, type ReminderSettings } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useAsyncData } from '@/hooks/use-async-data';
import { apiTable } from '@/lib/api-table';
import { call } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { HomeSection, Lines } from './home-section';

const REMINDER_TEXTS = {
  title: 'Reminders',
  legend: 'Remind me before each of my sessions',
  help: 'For every event: the sessions you joined, must attend, speak at or starred. The same time is the alarm of your calendar files and feed.',
  choice: (minutes: ReminderLead) => (minutes === 0 ? 'Off' : `${minutes} minutes before`),
  mail: 'Also by mail',
  saved: 'Reminders saved',
} as const;

// GET /backendv2/users/reminders
const remindersOf = async () => (await call((await apiTable()).users.reminders, {})).result;

/**
 * The "Me" page's reminder setting (docs/features.md, "Reminders"): one for all the person's events,
 * saved at once on each change with a confirmation, as the profile's leaderboard switch is.
 */
export function ReminderSettingsSection() {
  const overlay = useOverlay();
  const toast = useToast();
  const load = useCallback(remindersOf, []);
  const [state, setState] = useAsyncData(load);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (settings: ReminderSettings) => {
    setProblem(null);
    try {
      // POST /backendv2/users/reminders { lead_minutes, mail }
      const saved = await overlay.run(OVERLAYS.saving, async () =>
        call((await apiTable()).users.setReminders, settings),
      );
      setState(saved.result);
      toast.info(REMINDER_TEXTS.saved);
    } catch (error) {
      setProblem(unreportedErrorText(error));
    }
  };

  return (
    <HomeSection title={REMINDER_TEXTS.title}>
      {state.status === 'loading' ? (
        <Lines />
      ) : state.status === 'error' ? (
        <Alert severity="error">{state.error}</Alert>
      ) : (
        <>
          <FormControl>
            <FormLabel id="reminder-lead">{REMINDER_TEXTS.legend}</FormLabel>
            <RadioGroup
              aria-labelledby="reminder-lead"
              row
              value={String(state.data.lead_minutes)}
              onChange={(event) =>
                void save({ ...state.data, lead_minutes: Number(event.target.value) as ReminderLead })
              }
            >
              {REMINDER_LEAD_CHOICES.map((minutes) => (
                <FormControlLabel
                  key={minutes}
                  value={String(minutes)}
                  control={<Radio />}
                  label={REMINDER_TEXTS.choice(minutes)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={state.data.mail}
                  disabled={state.data.lead_minutes === 0}
                  onChange={(event) => void save({ ...state.data, mail: event.target.checked })}
                />
              }
              label={REMINDER_TEXTS.mail}
            />
          </div>
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {REMINDER_TEXTS.help}
      </Typography>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </HomeSection>
  );
}
