import { GLOBAL_TENANT_LOCALE, OVERLAYS, type Tenant } from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CountryFlag } from '@/components/country-flag';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { deleteTenant } from '../api/delete-tenant';
import { filterTenants } from '../lib/filter-tenants';
import { SearchField } from './search-field';
import { RedirectHomeWithNotice } from '@/components/feedback/access-notice';

/** Our toast after a deletion (the spec names none for countries). */
export const COUNTRY_DELETED = 'Country deleted';

function TenantTable({ tenants, onDelete }: { tenants: readonly Tenant[]; onDelete: (tenant: Tenant) => void }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Card}>
      <Table aria-label="Countries">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 120 }}>Locale</TableCell>
            <TableCell>Country name</TableCell>
            <TableCell align="right" sx={{ width: 100 }}>
              Delete
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tenants.map((tenant) => {
            const editPath = paths.main.administration.editTenant({ id: tenant.id });
            return (
              // The whole row opens the country for the mouse; the name is the keyboard's link.
              <TableRow key={tenant.id} hover onClick={() => void navigate(editPath)} sx={{ cursor: 'pointer' }}>
                <TableCell
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 600 }}
                >
                  {tenant.locale}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <CountryFlag tenant={tenant} width={30} />
                    <Link
                      component={RouterLink}
                      to={editPath}
                      underline="hover"
                      color="inherit"
                      onClick={(event) => event.stopPropagation()}
                    >
                      {tenant.country_name}
                    </Link>
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`Delete ${tenant.country_name}`}
                    // The global tenant holds the ROOT authority: the API never deletes it.
                    disabled={tenant.id === GLOBAL_TENANT_LOCALE}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDelete(tenant);
                    }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TenantList() {
  const live = useLiveTenants();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const remove = async (tenant: Tenant) => {
    const ok = await confirm(
      'Delete country',
      `Are you sure you want to delete ${tenant.country_name} (${tenant.locale})?`,
      DELETE_ACTION,
    );
    if (!ok) return;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => deleteTenant(tenant.id));
      toast.info(COUNTRY_DELETED);
    } catch (error) {
      // A refusal (409: the country still has events, users or groups) is in the error dialog.
      setMessage(unreportedErrorText(error));
    }
  };

  if (live.status === 'loading') return <ListSkeleton label="Loading the countries" />;
  const shown = filterTenants(live.tenants, search);
  return (
    <Stack spacing={2}>
      <SearchField label="Search countries" value={search} onChange={setSearch} />
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {shown.length > 0 ? (
        <TenantTable tenants={shown} onDelete={(tenant) => void remove(tenant)} />
      ) : (
        <Alert severity="info">
          {search.trim() ? `No country matches “${search.trim()}”.` : 'There are no countries yet.'}
        </Alert>
      )}
    </Stack>
  );
}

/** '/main/administration/allTenants': "Manage countries", live from Firestore (root only). */
export function TenantsPage() {
  const rights = useRights();
  if (!rights.ready) return <PageSpinner />;
  if (!rights.isRoot) return <RedirectHomeWithNotice kind="countries" />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Typography variant="h1">Manage countries</Typography>
        <Button
          component={RouterLink}
          to={paths.main.administration.editTenant()}
          variant="contained"
          startIcon={<Add />}
        >
          Add country
        </Button>
      </Stack>
      <TenantList />
    </Container>
  );
}
