import { MESSAGES, OVERLAYS, TOASTS, type GroupDetail, type TenantSummary } from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CountryFlag } from '@/components/country-flag';
import { FormCard } from '@/components/form/form-card';
import { SaveButton } from '@/components/form/save-button';
import { PageSpinner } from '@/components/page-spinner';
import { TwoTableUserPicker } from '@/components/user-picker';
import { paths } from '@/config/paths';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { useAsyncData } from '@/hooks/use-async-data';
import { useSaveAction } from '@/hooks/use-save-action';
import { ApiRequestError } from '@/lib/api';
import { useRights } from '@/lib/rights';
import { getGroup } from '../api/get-group';
import { saveGroup } from '../api/save-group';
import { canSaveGroup, draftOf, groupBlockedReason, groupDraftChanged, toGroupSave } from '../lib/group-draft';
import { SpreadsheetUpload, type SpreadsheetAddresses } from './spreadsheet-upload';

/** The addresses a refused save named as nobody's (400 with `fields.emails`), or null. */
function unknownAddressesOf(error: unknown): string[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const emails = error.fields?.emails;
  return emails && emails.length > 0 ? emails : null;
}

/** The fields a refusal may name (the API's own names): the name and the country. */
interface RefusedFields {
  name: string;
  tenantId: string;
}
const REFUSED_FIELDS = ['name', 'tenantId'] as const;

/** The countries offered: those the user administers, plus the group's own so that it shows. */
function countryChoices(admin: readonly TenantSummary[], group: GroupDetail | null): TenantSummary[] {
  if (!group?.tenant || admin.some((tenant) => tenant.id === group.tenant_id)) return [...admin];
  return [...admin, group.tenant];
}

function GroupForm({ group }: { group: GroupDetail | null }) {
  const rights = useRights();
  const [initial] = useState(() => draftOf(group));
  const [name, setName] = useState(initial.name);
  const [nameTouched, setNameTouched] = useState(false);
  const [tenantId, setTenantId] = useState(initial.tenantId);
  const [users, setUsers] = useState(initial.users);
  const [sheet, setSheet] = useState<SpreadsheetAddresses | null>(null);
  const [unknown, setUnknown] = useState<string[] | null>(null);
  // The server's refusals of the name and the country, shown at those fields until they change.
  const [refused, setRefused] = useState<{ name?: string; tenantId?: string }>({});
  const tenants = useAdministeredTenants();

  const draft = { ...initial, name, tenantId, users, emails: sheet?.emails ?? [] };
  // Editing a group of a country one does not administer: the API would refuse the save.
  const readOnly = group !== null && !rights.isAdminOf(group.tenant_id);
  const nameMissing = nameTouched && name.trim() === '';
  const action = useSaveAction<RefusedFields>({
    dirty: !readOnly && groupDraftChanged(initial, draft),
    setError: (field, { message }) => setRefused((current) => ({ ...current, [field]: message })),
    fields: REFUSED_FIELDS,
  });
  const blockedReason = readOnly
    ? 'Only an admin of the group’s country can change it'
    : (refused.name ?? refused.tenantId ?? groupBlockedReason(draft));

  const changeSheet = (next: SpreadsheetAddresses | null) => {
    setSheet(next);
    setUnknown(null);
  };

  const save = async () => {
    setUnknown(null);
    await action.run(() => saveGroup(toGroupSave(draft)), {
      overlay: OVERLAYS.saving,
      toast: TOASTS.groupSaved,
      to: paths.main.administration.groups(),
      refused: (error) => {
        const addresses = unknownAddressesOf(error);
        if (addresses) setUnknown(addresses);
        return addresses !== null;
      },
    });
  };

  const leaveOutUnknown = () => {
    if (!sheet || !unknown) return;
    const refused = new Set(unknown);
    const emails = sheet.emails.filter((email) => !refused.has(email));
    setSheet(emails.length > 0 ? { ...sheet, emails } : null);
    setUnknown(null);
  };

  return (
    <FormCard
      onSubmit={(event) => {
        event.preventDefault();
        if (canSaveGroup(draft) && !readOnly) void save();
      }}
      alert={action.alert}
      onAlertClose={() => action.setAlert(null)}
      actions={
        <>
          {!canSaveGroup(draft) && !readOnly ? (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              A group needs a name, a country and at least one user.
            </Typography>
          ) : null}
          <Button component={RouterLink} to={paths.main.administration.groups()}>
            Cancel
          </Button>
          <SaveButton blockedReason={blockedReason} busy={action.saving} />
        </>
      }
    >
      {readOnly ? (
        <Alert severity="info">
          Only an admin of {group.tenant?.country_name ?? group.tenant_id} can change this group.
        </Alert>
      ) : null}
      <TextField
        label="Group name"
        required
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setRefused(({ name: _name, ...rest }) => rest);
        }}
        onBlur={() => setNameTouched(true)}
        error={nameMissing || !!refused.name}
        helperText={refused.name ?? (nameMissing ? MESSAGES.required : ' ')}
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        label="Group country"
        required
        value={tenants.status === 'ready' ? tenantId : ''}
        onChange={(event) => {
          setTenantId(event.target.value);
          setRefused(({ tenantId: _tenant, ...rest }) => rest);
        }}
        disabled={readOnly || tenants.status !== 'ready'}
        helperText={refused.tenantId ?? 'The countries you administer'}
        error={!!refused.tenantId}
      >
        {(tenants.status === 'ready' ? countryChoices(tenants.tenants, group) : []).map((tenant) => (
          <MenuItem key={tenant.id} value={tenant.id}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CountryFlag tenant={tenant} width={24} />
              <span>{tenant.country_name}</span>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <TwoTableUserPicker
        title="Group users"
        value={users}
        onChange={setUsers}
        disabled={readOnly}
        // The group's own upload below sends its addresses with the save (docs/product.md §3 Group).
        spreadsheet={false}
      />
      <Divider />
      <SpreadsheetUpload value={sheet} onChange={changeSheet} disabled={readOnly} />
      {unknown ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={leaveOutUnknown}>
              Leave them out
            </Button>
          }
        >
          <AlertTitle>
            Not saved: {unknown.length === 1 ? 'this address is' : 'these addresses are'} not users
          </AlertTitle>
          <Box component="ul" aria-label="Unknown addresses" sx={{ m: 0, pl: 2.5 }}>
            {unknown.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </FormCard>
  );
}

function LoadedGroupForm({ id }: { id: string }) {
  const load = useCallback(() => getGroup(id), [id]);
  const [state] = useAsyncData(load);
  if (state.status === 'loading') return <PageSpinner label="Loading the group" />;
  if (state.status === 'error') return <Alert severity="error">{state.error}</Alert>;
  return <GroupForm group={state.data} />;
}

/** '/main/administration/editgroup[?id]': a new group, or an existing one (admins). */
export function EditGroupPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Button
        component={RouterLink}
        to={paths.main.administration.groups()}
        startIcon={<ArrowBack />}
        sx={{ mb: 1.5, ml: -1 }}
      >
        Groups
      </Button>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {id ? 'Edit group' : 'New group'}
      </Typography>
      {id ? <LoadedGroupForm key={id} id={id} /> : <GroupForm group={null} />}
    </Container>
  );
}
