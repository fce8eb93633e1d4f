import {
  API_MESSAGES,
  MESSAGES,
  OVERLAYS,
  TOASTS,
  tenantSaveSchema,
  type Tenant,
  type TenantSave,
} from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useEditForm } from '@/hooks/use-form-errors';
import { useRights } from '@/lib/rights';
import { zodResolver } from '@/lib/zod-resolver';
import { getTenant } from '../api/get-tenant';
import { saveTenant } from '../api/save-tenant';
import { uploadFlag, type StoredFlag } from '../lib/flag-upload';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { recordSaveOverlay } from '@/lib/save-overlay';
import { FlagPicker, type ChosenFlag } from './flag-picker';
import { RedirectHomeWithNotice } from '@/components/feedback/access-notice';

interface TenantFormValues {
  id: string | null;
  locale: string;
  country_name: string;
}

// The API's own schema: the form shows exactly the messages the API would answer with (docs/product.md §5).
const resolver = zodResolver<TenantFormValues, TenantSave>(tenantSaveSchema);

/** The fields in screen order; a duplicate country (the API's `id` or `locale`) is shown at Locale. */
const LABELS = { locale: 'Locale', country_name: 'Country name' } as const;
const RENAME = { id: 'locale' } as const;

interface TenantFormProps {
  tenant: Tenant | null;
  storage?: FileStorage;
}

/** Locale (locked once created), Country name and flag; Save is disabled while the form is invalid. */
export function TenantForm({ tenant, storage = firebaseFileStorage }: TenantFormProps) {
  const overlay = useOverlay();
  const [chosen, setChosen] = useState<ChosenFlag | null>(null);
  const editing = tenant !== null;
  const form = useForm<TenantFormValues, unknown, TenantSave>({
    mode: 'onChange',
    resolver,
    defaultValues: { id: tenant?.id ?? null, locale: tenant?.locale ?? '', country_name: tenant?.country_name ?? '' },
  });
  const { control, handleSubmit, formState } = form;
  const edit = useEditForm(form, resolver, { labels: LABELS, rename: RENAME, dirty: chosen !== null });

  const save = async (values: TenantSave) => {
    edit.setAlert(null);
    // docs/product.md §4: the new file is uploaded first, then the record saved; a failed upload saves nothing.
    let flag: StoredFlag | undefined;
    if (chosen) {
      try {
        flag = await overlay.run(OVERLAYS.savingFiles, () => uploadFlag(chosen.file, chosen.kind, storage));
      } catch {
        edit.setAlert(MESSAGES.flagUploadFailed);
        return;
      }
    }
    await edit.run(
      () =>
        saveTenant({ ...values, ...flag }).catch((error: unknown) => {
          // The uploaded file belongs to no country now; removing it is best effort.
          if (flag) void storage.remove(flag.flag_image_ref).catch(() => undefined);
          throw error;
        }),
      {
        overlay: recordSaveOverlay({ added: !!flag, dropped: !!flag && !!tenant?.flag_image_ref }),
        toast: TOASTS.countrySaved,
        to: paths.main.administration.allTenants(),
      },
    );
  };

  return (
    <FormCard
      onSubmit={(event) => void handleSubmit(save)(event)}
      alert={edit.alert}
      onAlertClose={() => edit.setAlert(null)}
      actions={
        <>
          <Button component={RouterLink} to={paths.main.administration.allTenants()}>
            Cancel
          </Button>
          <SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />
        </>
      }
    >
      <FormTextField
        name="locale"
        control={control}
        label="Locale"
        required
        disabled={editing}
        helperText={editing ? API_MESSAGES.tenantLocaleFixed : 'Two upper-case letters, such as DE'}
        slotProps={{
          htmlInput: { maxLength: 3, autoComplete: 'off', spellCheck: false },
          // The explanation stays readable (contrast) while the field itself is locked.
          formHelperText: { disabled: false },
        }}
      />
      <FormTextField
        name="country_name"
        control={control}
        label="Country name"
        required
        helperText=" "
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FlagPicker
        currentUrl={tenant?.flag_image_url ?? null}
        chosen={chosen}
        onChange={setChosen}
        disabled={formState.isSubmitting}
      />
    </FormCard>
  );
}

function LoadedTenantForm({ id }: { id: string }) {
  const load = useCallback(() => getTenant(id), [id]);
  const [state] = useAsyncData(load);
  if (state.status === 'loading') return <PageSpinner label="Loading the country" />;
  if (state.status === 'error') return <Alert severity="error">{state.error}</Alert>;
  return <TenantForm tenant={state.data} />;
}

/** '/main/administration/editTenant[?id]': add or edit a country (root only). */
export function EditTenantPage() {
  const rights = useRights();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!rights.ready) return <PageSpinner />;
  if (!rights.isRoot) return <RedirectHomeWithNotice kind="countries" />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Button
        component={RouterLink}
        to={paths.main.administration.allTenants()}
        startIcon={<ArrowBack />}
        sx={{ mb: 1.5, ml: -1 }}
      >
        Manage countries
      </Button>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {id ? 'Edit country' : 'Add country'}
      </Typography>
      {id ? <LoadedTenantForm key={id} id={id} /> : <TenantForm tenant={null} />}
    </Container>
  );
}
