import {
  CONFIRMATIONS,
  GROUP_LIST_DEFAULT_PAGE,
  GROUP_LIST_DEFAULT_PAGE_SIZE,
  GROUP_LIST_PAGE_SIZES,
  OVERLAYS,
  TOASTS,
  type GroupSummary,
} from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CountryFlag } from '@/components/country-flag';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { ServerPagedTable } from '@/components/table/server-paged-table';
import { paths } from '@/config/paths';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { useAsyncData } from '@/hooks/use-async-data';
import { useLatestReady } from '@/hooks/use-latest-ready';
import { usePaging, type Paging } from '@/hooks/use-paging';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { deleteGroup } from '../api/delete-group';
import { getGroups } from '../api/get-groups';

type PageSize = (typeof GROUP_LIST_PAGE_SIZES)[number];

/** docs/product.md §8: deleting a group warns that all associated data is deleted. */
export const deleteGroupMessage = CONFIRMATIONS.deleteGroup;

const countryName = (group: GroupSummary) => group.tenant?.country_name ?? group.tenant_id;

function CountryFilter({ value, onChange }: { value: string; onChange: (tenantId: string) => void }) {
  // Groups stay with the admins of their country: only the viewer's countries are offered.
  const live = useAdministeredTenants();
  const tenants = live.status === 'ready' ? live.tenants : [];
  return (
    <TextField
      select
      label="Only groups in country"
      value={live.status === 'ready' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 240 }}
      // "All countries" is a choice of its own: show it rather than an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">All countries</MenuItem>
      {tenants.map((tenant) => (
        <MenuItem key={tenant.id} value={tenant.id}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CountryFlag tenant={tenant} width={24} />
            <span>{tenant.country_name}</span>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}

interface GroupResultsProps {
  search: string;
  tenantId: string;
  paging: Paging<PageSize>;
  onDelete: (group: GroupSummary) => void;
}

const COLUMNS = [
  { header: 'Group Name' },
  { header: 'Country' },
  { header: 'Delete', align: 'right', width: 100 },
] as const;

function GroupResults({ search, tenantId, paging, onDelete }: GroupResultsProps) {
  const navigate = useNavigate();
  const rights = useRights();
  const { page, pageSize } = paging;
  const load = useCallback(
    () => getGroups({ search, tenant_id: tenantId || null, page: page + 1, pageSize }),
    [search, tenantId, page, pageSize],
  );
  const [state] = useAsyncData(load);
  const shown = useLatestReady(state);

  return (
    <ServerPagedTable
      label="Groups"
      loadingLabel="Loading groups"
      columns={COLUMNS}
      rows={shown?.groups ?? null}
      empty="No group matches."
      count={shown?.count}
      loading={state.status === 'loading'}
      error={state.status === 'error' ? state.error : null}
      page={page}
      pageSize={pageSize}
      sizes={GROUP_LIST_PAGE_SIZES}
      defaultSize={GROUP_LIST_DEFAULT_PAGE_SIZE}
      onPage={paging.setPage}
      onPageSize={paging.setPageSize}
      frame={(content) => <Card>{content}</Card>}
      renderRow={(group) => {
        const editPath = paths.main.administration.editgroup({ id: group.id });
        return (
          // The whole row opens the group for the mouse; the name is the keyboard's link.
          <TableRow key={group.id} hover onClick={() => void navigate(editPath)} sx={{ cursor: 'pointer' }}>
            <TableCell>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CountryFlag tenant={group.tenant} width={30} />
                <Link
                  component={RouterLink}
                  to={editPath}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: 500 }}
                  onClick={(event) => event.stopPropagation()}
                >
                  {group.name}
                </Link>
              </Stack>
            </TableCell>
            <TableCell data-label="Country">{countryName(group)}</TableCell>
            <TableCell align="right" sx={{ py: 0 }}>
              {/* docs/product.md §6: only the admins of the group's country delete it. */}
              {rights.isAdminOf(group.tenant_id) ? (
                <IconButton
                  aria-label="Delete group"
                  onClick={(event) => {
                    event.stopPropagation();
                    onDelete(group);
                  }}
                >
                  <DeleteOutline />
                </IconButton>
              ) : null}
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}

/** '/main/administration/groups': groups of every country, searched on Enter, paged by the API (admins). */
export function GroupsPage() {
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [tenantId, setTenantId] = useState('');
  const paging = usePaging<PageSize>(GROUP_LIST_DEFAULT_PAGE_SIZE, GROUP_LIST_DEFAULT_PAGE - 1);
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const remove = async (group: GroupSummary) => {
    if (!(await confirm('Delete group', deleteGroupMessage(group.name), DELETE_ACTION))) return;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => deleteGroup(group.id));
    } catch (error) {
      setMessage(unreportedErrorText(error));
      return;
    }
    toast.info(TOASTS.groupDeleted);
    setVersion((v) => v + 1);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Typography variant="h1">Groups</Typography>
        <Button
          component={RouterLink}
          to={paths.main.administration.editgroup()}
          variant="contained"
          startIcon={<Add />}
        >
          New Group
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Search groups"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setSearch(text.trim());
            paging.restart();
          }}
          size="small"
          helperText="Press Enter to search"
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <CountryFilter
          value={tenantId}
          onChange={(next) => {
            setTenantId(next);
            paging.restart();
          }}
        />
      </Stack>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {/* A new key (a group was deleted) loads the page again. */}
      <GroupResults
        key={version}
        search={search}
        tenantId={tenantId}
        paging={paging}
        onDelete={(group) => void remove(group)}
      />
    </Container>
  );
}
