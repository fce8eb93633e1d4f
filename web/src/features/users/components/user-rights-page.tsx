import {
  API_MESSAGES,
  checkAuthorityChange,
  GLOBAL_TENANT_LOCALE,
  GRANTABLE_AUTHORITY_IDS,
  isRoot,
  mayChangeAuthority,
  MESSAGES,
  normaliseAuthorities,
  OVERLAYS,
  TOASTS,
  type AuthorityId,
  type Principal,
  type TenantSummary,
  type UserAuthority,
} from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { useAsyncData } from '@/hooks/use-async-data';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { getUserRights, signOutEverywhere, updateUserRights } from '../api/user-rights';
import { fullName, type User, type UserAuthorityView } from '../api/user-schema';
import { AuthorityList } from './authority-list';
import { RedirectHomeWithNotice } from '@/components/feedback/access-notice';

const CHECK_MESSAGES = { needsTenant: MESSAGES.authorityNeedsTenant, duplicate: MESSAGES.authorityDuplicate };
const NOBODY: Principal = { user_authorities: [] };

/** An entry of the list being sent; the add row may leave either part empty. */
interface DraftEntry {
  authority_id: AuthorityId | null;
  tenant_id?: string | null;
}

const toEntries = (authorities: readonly UserAuthorityView[]): UserAuthority[] =>
  authorities.map((a) => ({ authority_id: a.authority_id, tenant_id: a.tenant_id ?? null }));

/**
 * docs/product.md §6: nobody deletes their own authorities, and a ROOT authority only a root user; the shared
 * rules (checkAuthorityChange, which the API applies too) add that an admin changes only the
 * authorities of their own countries and that a global authority (ROOT, the global USER) only root changes.
 */
function mayDeleteAuthority(
  viewer: Principal,
  isSelf: boolean,
  authorities: readonly UserAuthorityView[],
  index: number,
): boolean {
  const authority = authorities[index];
  if (!authority || isSelf) return false;
  if (authority.authority_id === 'ROOT' && !isRoot(viewer)) return false;
  const remaining = toEntries(authorities.filter((_, i) => i !== index));
  return checkAuthorityChange(viewer, isSelf, authorities, remaining, CHECK_MESSAGES)?.kind !== 'forbidden';
}

interface AddAuthorityFormProps {
  tenants: readonly TenantSummary[];
  choices: readonly AuthorityId[];
  onAdd: (entry: DraftEntry) => void;
}

function AddAuthorityForm({ tenants, choices, onAdd }: AddAuthorityFormProps) {
  const [tenantId, setTenantId] = useState('');
  const [authorityId, setAuthorityId] = useState<AuthorityId | ''>('');
  // ROOT is global: it takes no country.
  const global = authorityId === 'ROOT';

  return (
    <Stack
      component="form"
      aria-label="Add authority"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onAdd({ authority_id: authorityId || null, tenant_id: global ? null : tenantId || null });
      }}
    >
      <TextField
        select
        label="Country"
        value={global ? '' : tenantId}
        onChange={(event) => setTenantId(event.target.value)}
        disabled={global}
        size="small"
        sx={{ flex: 2, minWidth: 200 }}
      >
        {tenants.map((tenant) => (
          <MenuItem key={tenant.id} value={tenant.id}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CountryFlag tenant={tenant} width={24} />
              <span>{tenant.country_name}</span>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Authority"
        value={authorityId}
        onChange={(event) => setAuthorityId(choices.find((choice) => choice === event.target.value) ?? '')}
        size="small"
        sx={{ flex: 1, minWidth: 160 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
        Add
      </Button>
    </Stack>
  );
}

/**
 * Root only: ends every session of the person at once, on every device, after a
 * confirmation; they sign in again with their corporate account.
 */
function SessionsCard({ user }: { user: User }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const name = fullName(user);

  const signOut = async () => {
    if (
      !(await confirm('Sign out everywhere', API_MESSAGES.signOutEverywhereConfirm(name), {
        label: 'Sign out everywhere',
        destructive: true,
      }))
    )
      return;
    setBusy(true);
    setMessage(null);
    try {
      await signOutEverywhere(user.id);
      toast.info(API_MESSAGES.signedOutEverywhere(name));
    } catch (error) {
      setMessage(unreportedErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader
        title="Sessions"
        slotProps={{ title: { component: 'h2', variant: 'h3' } }}
        sx={{ px: { xs: 2, md: 3 }, pt: 2.5, pb: 0.5 }}
      />
      <CardContent sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary">
            Ends every session of {name} at once, on every device. They can sign in again with their corporate account.
          </Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<Logout />}
            disabled={busy}
            onClick={() => void signOut()}
            sx={{ flexShrink: 0 }}
          >
            Sign out everywhere
          </Button>
        </Stack>
        {message ? (
          <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setMessage(null)}>
            {message}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function UserRightsEditor({ email }: { email: string }) {
  const rights = useRights();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const loadUser = useCallback(() => getUserRights(email), [email]);
  const [userState, setUser] = useAsyncData<User>(loadUser);
  const administered = useAdministeredTenants();

  if (userState.status === 'loading') return <PageSpinner label="Loading the user's rights" />;
  if (userState.status === 'error') return <Alert severity="error">{userState.error}</Alert>;

  const user = userState.data;
  const viewer = rights.principal ?? NOBODY;
  const isSelf = user.id === rights.uid;
  const before = user.user_authorities;
  // ADMIN of the global tenant would administer no country's content: it is not offered; nor are
  // countries the viewer does not administer (the API would refuse them).
  const tenants =
    administered.status === 'ready'
      ? administered.tenants.filter(
          (t) =>
            t.id !== GLOBAL_TENANT_LOCALE && mayChangeAuthority(viewer, { authority_id: 'ADMIN', tenant_id: t.id }),
        )
      : [];
  const choices = GRANTABLE_AUTHORITY_IDS.filter((id) => id !== 'ROOT' || rights.isRoot);

  /** Sends the full new list after the shared checks; a refusal is shown here without calling the API. */
  const save = async (entries: readonly DraftEntry[]) => {
    const refusal = checkAuthorityChange(viewer, isSelf, before, entries, CHECK_MESSAGES);
    if (refusal) {
      setMessage(refusal.message);
      return;
    }
    setMessage(null);
    try {
      const updated = await overlay.run(OVERLAYS.saving, () =>
        updateUserRights(user.id, normaliseAuthorities(entries)),
      );
      setUser(updated);
      toast.info(TOASTS.userUpdated);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    }
  };

  const remove = async (index: number) => {
    const authority = before[index];
    if (!authority) return;
    const ok = await confirm(
      'Delete authority',
      `Are you sure you want to delete ${authority.authority_id} (${countryLabel(authority.tenant)}) from ${fullName(user)}?`,
      DELETE_ACTION,
    );
    if (ok) await save(toEntries(before.filter((_, i) => i !== index)));
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{fullName(user)}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.main.profile({ id: user.id })} startIcon={<PersonOutline />}>
          View profile
        </Button>
      </Stack>
      <Card>
        <CardHeader
          title="Rights"
          slotProps={{ title: { component: 'h2', variant: 'h3' } }}
          sx={{ px: { xs: 2, md: 3 }, pt: 2.5, pb: 0.5 }}
        />
        <Box sx={{ px: { xs: 0, md: 1 } }}>
          <AuthorityList
            authorities={before}
            action={(_authority, index) => (
              <IconButton
                edge="end"
                aria-label="Delete authority"
                disabled={!mayDeleteAuthority(viewer, isSelf, before, index)}
                onClick={() => void remove(index)}
              >
                <DeleteOutline />
              </IconButton>
            )}
          />
        </Box>
        <Divider />
        <CardContent sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
            Add authority
          </Typography>
          <AddAuthorityForm
            tenants={tenants}
            choices={choices}
            onAdd={(entry) => void save([...toEntries(before), entry])}
          />
          {message ? (
            <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setMessage(null)}>
              {message}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {rights.isRoot ? <SessionsCard user={user} /> : null}
    </Stack>
  );
}

/** '/main/administration/edituser?id={address}': a user's authorities (admins only). */
export function UserRightsPage() {
  const [params] = useSearchParams();
  const rights = useRights();
  const email = params.get('id');

  // Wait until the token has been checked against the stored rights: a fresh admin's old token
  // must not send them away.
  if (!rights.ready) return <PageSpinner />;
  if (!rights.isAdminOfAnyTenant) return <RedirectHomeWithNotice kind="administration" />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {email ? (
        <UserRightsEditor key={email} email={email} />
      ) : (
        <Alert severity="error">Open a user&apos;s rights from their profile: the address (id) is missing.</Alert>
      )}
    </Container>
  );
}
