import { OVERLAYS, settingSchema, TOASTS, type SettingName } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { FormCard } from '@/components/form/form-card';
import { SaveButton } from '@/components/form/save-button';
import { PageSpinner } from '@/components/page-spinner';
import { useAsyncData } from '@/hooks/use-async-data';
import { useSaveAction } from '@/hooks/use-save-action';
import { getSettingValue, updateSetting } from '../api/settings';

const TEST_VERSION: SettingName = 'TEST_VERSION';
/** The one field a refusal may name. */
const FIELDS = ['value'] as const;

function SettingsForm({ initial }: { initial: string }) {
  const [stored, setStored] = useState(initial);
  const [value, setValue] = useState(initial);
  // A refusal of the server for the value, shown at the field until it changes.
  const [refused, setRefused] = useState<string | null>(null);
  const check = settingSchema.shape.value.safeParse(value);
  const problem = (check.success ? null : (check.error.issues[0]?.message ?? null)) ?? refused;
  const action = useSaveAction<{ value: string }>({
    dirty: value !== stored,
    setError: (_field, { message }) => setRefused(message ?? null),
    fields: FIELDS,
  });

  const save = async () => {
    const saved = await action.run(() => updateSetting({ name: TEST_VERSION, value }), {
      overlay: OVERLAYS.saving,
      toast: TOASTS.settingsSaved,
    });
    if (!saved) return;
    setStored(saved.value);
    setValue(saved.value);
  };

  return (
    <FormCard
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) void save();
      }}
      alert={action.alert}
      onAlertClose={() => action.setAlert(null)}
      actions={<SaveButton blockedReason={problem ? `Test version: ${problem}` : null} busy={action.saving} />}
    >
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
    </FormCard>
  );
}

/** '/main/administration/settings': the TEST_VERSION setting (admins; the layout sends others home). */
export function SettingsPage() {
  const load = useCallback(() => getSettingValue(TEST_VERSION), []);
  const [state] = useAsyncData(load);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      {state.status === 'loading' ? <PageSpinner label="Loading the settings" /> : null}
      {state.status === 'error' ? <Alert severity="error">{state.error}</Alert> : null}
      {state.status === 'ready' ? <SettingsForm initial={state.data ?? ''} /> : null}
    </Container>
  );
}
