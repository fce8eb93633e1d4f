import { SELECTED_USERS_DEFAULT_PAGE_SIZE, SELECTED_USERS_PAGE_SIZES } from '@agenda/contract';
import Close from '@mui/icons-material/Close';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { stackOnPhone } from '@/components/stacked-table';
import { selectionAction, type SelectedPerson } from '../lib/selection';

type PageSize = (typeof SELECTED_USERS_PAGE_SIZES)[number];
const asPageSize = (value: number): PageSize =>
  SELECTED_USERS_PAGE_SIZES.find((size) => size === value) ?? SELECTED_USERS_DEFAULT_PAGE_SIZE;

interface SelectedUsersTableProps {
  people: readonly SelectedPerson[];
  onAction: (person: SelectedPerson) => void;
  onRemove: (person: SelectedPerson) => void;
}

/** The people picked from either search, each with "Create user" or "Rights" (docs/product.md §2). */
export function SelectedUsersTable({ people, onAction, onRemove }: SelectedUsersTableProps) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(SELECTED_USERS_DEFAULT_PAGE_SIZE);
  if (people.length === 0) {
    return <Typography color="text.secondary">Nobody yet: select people in the searches above.</Typography>;
  }
  const lastPage = Math.max(0, Math.ceil(people.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Selected users" sx={stackOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell align="right">Action</TableCell>
              <TableCell align="right" sx={{ width: 64 }}>
                Remove
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {people.slice(current * pageSize, (current + 1) * pageSize).map((person) => {
              const action = selectionAction(person);
              return (
                <TableRow key={person.key} hover>
                  <TableCell sx={{ fontWeight: 500 }}>{person.name}</TableCell>
                  <TableCell data-label="E-mail" sx={{ overflowWrap: 'anywhere' }}>
                    {person.email}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant={person.exists ? 'outlined' : 'contained'}
                      startIcon={person.exists ? <ManageAccountsOutlined /> : <PersonAddAlt />}
                      onClick={() => onAction(person)}
                      aria-description={`${action}: ${person.name}`}
                    >
                      {action}
                    </Button>
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <IconButton
                      aria-label={`Remove ${person.name} from the selection`}
                      onClick={() => onRemove(person)}
                    >
                      <Close />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={people.length}
        page={current}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...SELECTED_USERS_PAGE_SIZES]}
        onRowsPerPageChange={(event) => {
          setPageSize(asPageSize(Number(event.target.value)));
          setPage(0);
        }}
      />
    </>
  );
}
