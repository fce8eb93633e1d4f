import { MESSAGES, OVERLAYS, TOASTS, type GroupDetail, type TenantSummary } from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CountryFlag } from '@/components/country-flag';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { SaveButton } from '@/components/form/save-button';
import { PageSpinner } from '@/components/page-spinner';
import { TwoTableUserPicker } from '@/components/user-picker';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiRequestError } from '@/lib/api';
import { placeServerError } from '@/lib/form-errors';
import { useRights } from '@/lib/rights';
import { getAdminTenants } from '@/lib/admin-tenants';
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

/** The countries offered: those the user administers, plus the group's own so that it shows. */
function countryChoices(admin: readonly TenantSummary[], group: GroupDetail | null): TenantSummary[] {
  if (!group?.tenant || admin.some((tenant) => tenant.id === group.tenant_id)) return [...admin];
  return [...admin, group.tenant];
}

export function GroupForm({ group }: { group: GroupDetail | null }) {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const toast = useToast();
  const rights = useRights();
  const [initial] = useState(() => draftOf(group));
  const [name, setName] = useState(initial.name);
  const [nameTouched, setNameTouched] = useState(false);
  const [tenantId, setTenantId] = useState(initial.tenantId);
  const [users, setUsers] = useState(initial.users);
  const [sheet, setSheet] = useState<SpreadsheetAddresses | null>(null);
  const [unknown, setUnknown] = useState<string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // The server's refusals of the name and the country, shown at those fields until they change.
  const [refused, setRefused] = useState<{ name?: string; tenantId?: string }>({});
  const [saving, setSaving] = useState(false);
  const [tenants] = useAsyncData(getAdminTenants);

  const draft = { ...initial, name, tenantId, users, emails: sheet?.emails ?? [] };
  // Editing a group of a country one does not administer: the API would refuse the save.
  const readOnly = group !== null && !rights.isAdminOf(group.tenant_id);
  const nameMissing = nameTouched && name.trim() === '';
  const unsaved = useUnsavedChanges(!readOnly && groupDraftChanged(initial, draft));
  const blockedReason = readOnly ? 'Only an admin of the group’s country can change it' : (refused.name ?? refused.tenantId ?? groupBlockedReason(draft));

  const changeSheet = (next: SpreadsheetAddresses | null) => {
    setSheet(next);
    setUnknown(null);
  };

  const save = async () => {
    setMessage(null);
    setUnknown(null);
    setSaving(true);
    try {
      await overlay.run(OVERLAYS.saving, () => saveGroup(toGroupSave(draft)));
    } catch (error) {
      const addresses = unknownAddressesOf(error);
      if (addresses) setUnknown(addresses);
      else {
        const placed = placeServerError(error, ['name', 'tenantId'] as const);
        setRefused(placed.fields);
        setMessage(placed.alert);
      }
      return;
    } finally {
      setSaving(false);
    }
    toast.info(TOASTS.groupSaved);
    unsaved.allowNext();
    void navigate(paths.main.administration.groups());
  };

  const leaveOutUnknown = () => {
    if (!sheet || !unknown) return;
    const refused = new Set(unknown);
    const emails = sheet.emails.filter((email) => !refused.has(email));
    setSheet(emails.length > 0 ? { ...sheet, emails } : null);
    setUnknown(null);
  };

  return (
    <Card>
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSaveGroup(draft) && !readOnly) void save();
        }}
        sx={{ p: { xs: 2.5, md: 4 } }}
      >
        <Stack spacing={3}>
          {readOnly ? (
            <Alert severity="info">Only an admin of {group.tenant?.country_name ?? group.tenant_id} can change this group.</Alert>
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
            helperText={refused.tenantId ?? (tenants.status === 'error' ? tenants.error : 'The countries you administer')}
            error={tenants.status === 'error' || !!refused.tenantId}
          >
            {(tenants.status === 'ready' ? countryChoices(tenants.data, group) : []).map((tenant) => (
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
            // The group's own upload below sends its addresses with the save (spec §3 Group).
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
              <AlertTitle>Not saved: {unknown.length === 1 ? 'this address is' : 'these addresses are'} not users</AlertTitle>
              <Box component="ul" aria-label="Unknown addresses" sx={{ m: 0, pl: 2.5 }}>
                {unknown.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {message ? (
            <Alert severity="error" onClose={() => setMessage(null)}>
              {message}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            {!canSaveGroup(draft) && !readOnly ? (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                A group needs a name, a country and at least one user.
              </Typography>
            ) : null}
            <Button component={RouterLink} to={paths.main.administration.groups()}>
              Cancel
            </Button>
            <SaveButton blockedReason={blockedReason} busy={saving} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
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
      <Button component={RouterLink} to={paths.main.administration.groups()} startIcon={<ArrowBack />} sx={{ mb: 1.5, ml: -1 }}>
        Groups
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {id ? 'Edit group' : 'New group'}
      </Typography>
      {id ? <LoadedGroupForm key={id} id={id} /> : <GroupForm group={null} />}
    </Container>
  );
}
