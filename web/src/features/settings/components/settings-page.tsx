import { OVERLAYS, settingSchema, TOASTS, type SettingName } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { SaveButton } from '@/components/form/save-button';
import { PageSpinner } from '@/components/page-spinner';
import { useAsyncData } from '@/hooks/use-async-data';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { placeServerError } from '@/lib/form-errors';
import { getSettingValue, updateSetting } from '../api/settings';

const TEST_VERSION: SettingName = 'TEST_VERSION';

function SettingsForm({ initial }: { initial: string }) {
  const overlay = useOverlay();
  const toast = useToast();
  const [stored, setStored] = useState(initial);
  const [value, setValue] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  // A refusal of the server for the value, shown at the field until it changes.
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const check = settingSchema.shape.value.safeParse(value);
  const problem = (check.success ? null : (check.error.issues[0]?.message ?? null)) ?? refused;
  useUnsavedChanges(value !== stored);

  const save = async () => {
    setMessage(null);
    setSaving(true);
    try {
      const saved = await overlay.run(OVERLAYS.saving, () => updateSetting({ name: TEST_VERSION, value }));
      setStored(saved.value);
      setValue(saved.value);
      toast.info(TOASTS.settingsSaved);
    } catch (error) {
      const placed = placeServerError(error, ['value'] as const);
      setRefused(placed.fields.value ?? null);
      setMessage(placed.alert);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) void save();
        }}
        sx={{ p: { xs: 2.5, md: 4 } }}
      >
        <Stack spacing={3}>
          <TextField
            label="Test version"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setRefused(null);
            }}
            error={!!problem}
            helperText={problem ?? 'The TEST_VERSION setting'}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          {message ? (
            <Alert severity="error" onClose={() => setMessage(null)}>
              {message}
            </Alert>
          ) : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton blockedReason={problem ? `Test version: ${problem}` : null} busy={saving} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/administration/settings': the TEST_VERSION setting (admins; the layout sends others home). */
export function SettingsPage() {
  const load = useCallback(() => getSettingValue(TEST_VERSION), []);
  const [state] = useAsyncData(load);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        Settings
      </Typography>
      {state.status === 'loading' ? <PageSpinner label="Loading the settings" /> : null}
      {state.status === 'error' ? <Alert severity="error">{state.error}</Alert> : null}
      {state.status === 'ready' ? <SettingsForm initial={state.data ?? ''} /> : null}
    </Container>
  );
}
