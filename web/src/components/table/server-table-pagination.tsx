import TablePagination from '@mui/material/TablePagination';

interface ServerTablePaginationProps<S extends number> {
  /** Matches the server counted; undefined until its first answer. */
  count: number | undefined;
  /** Zero-based, as the table counts pages. */
  page: number;
  pageSize: S;
  /** The spec's page sizes for this table, and the one to fall back to. */
  sizes: readonly S[];
  defaultSize: S;
  onPage: (page: number) => void;
  onPageSize: (size: S) => void;
}

/** The footer of a table whose pages the API answers (users, groups). */
export function ServerTablePagination<S extends number>({
  count,
  page,
  pageSize,
  sizes,
  defaultSize,
  onPage,
  onPageSize,
}: ServerTablePaginationProps<S>) {
  // An answer with fewer matches than the page asked for (a narrower search) shows the first page.
  const shownPage = count !== undefined && page > 0 && page * pageSize >= count ? 0 : page;
  return (
    <TablePagination
      component="div"
      count={count ?? 0}
      page={shownPage}
      onPageChange={(_event, next) => onPage(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...sizes]}
      onRowsPerPageChange={(event) =>
        onPageSize(sizes.find((size) => size === Number(event.target.value)) ?? defaultSize)
      }
    />
  );
}
