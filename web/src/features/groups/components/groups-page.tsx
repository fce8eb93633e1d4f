import {
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
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ServerTablePagination } from '@/components/table/server-table-pagination';
import { CountryFlag } from '@/components/country-flag';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useLatestReady } from '@/hooks/use-latest-ready';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { unreportedErrorText } from '@/lib/error-text';
import { useRights } from '@/lib/rights';
import { stackOnPhone } from '@/components/stacked-table';
import { deleteGroup } from '../api/delete-group';
import { getGroups } from '../api/get-groups';

type PageSize = (typeof GROUP_LIST_PAGE_SIZES)[number];

/** Spec §8: deleting a group warns that all associated data is deleted. */
export const deleteGroupMessage = (name: string) =>
  `Are you sure you want to delete the group "${name}"? All associated data will be deleted.`;

const countryName = (group: GroupSummary) => group.tenant?.country_name ?? group.tenant_id;

function CountryFilter({ value, onChange }: { value: string; onChange: (tenantId: string) => void }) {
  const live = useLiveTenants();
  const rights = useRights();
  // Groups stay with the admins of their country (issue 12): only the viewer's countries are offered.
  const tenants = live.status === 'ready' ? live.tenants.filter((tenant) => rights.isAdminOf(tenant.id)) : [];
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
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  onDelete: (group: GroupSummary) => void;
}

function GroupResults({ search, tenantId, page, pageSize, onPage, onPageSize, onDelete }: GroupResultsProps) {
  const navigate = useNavigate();
  const rights = useRights();
  const load = useCallback(
    () => getGroups({ search, tenant_id: tenantId || null, page: page + 1, pageSize }),
    [search, tenantId, page, pageSize],
  );
  const [state] = useAsyncData(load);
  const shown = useLatestReady(state);

  return (
    <>
      {state.status === 'error' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.error}
        </Alert>
      ) : null}
      <Card>
        <Box sx={{ height: 4 }}>{state.status === 'loading' ? <LinearProgress aria-label="Loading groups" /> : null}</Box>
        <TableContainer>
          <Table aria-label="Groups" sx={stackOnPhone}>
            <TableHead>
              <TableRow>
                <TableCell>Group Name</TableCell>
                <TableCell>Country</TableCell>
                <TableCell align="right" sx={{ width: 100 }}>
                  Delete
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown?.groups.map((group) => {
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
                      {/* Spec §6: only the admins of the group's country delete it. */}
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
              })}
              {shown && shown.groups.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
                    No group matches.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerTablePagination
          count={shown?.count}
          page={page}
          pageSize={pageSize}
          sizes={GROUP_LIST_PAGE_SIZES}
          defaultSize={GROUP_LIST_DEFAULT_PAGE_SIZE}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      </Card>
    </>
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
  const [page, setPage] = useState(GROUP_LIST_DEFAULT_PAGE - 1);
  const [pageSize, setPageSize] = useState<PageSize>(GROUP_LIST_DEFAULT_PAGE_SIZE);
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const remove = async (group: GroupSummary) => {
    if (!(await confirm('Delete group', deleteGroupMessage(group.name)))) return;
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Groups
        </Typography>
        <Button component={RouterLink} to={paths.main.administration.editgroup()} variant="contained" startIcon={<Add />}>
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
            setPage(0);
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
            setPage(0);
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
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        onDelete={(group) => void remove(group)}
      />
    </Container>
  );
}
