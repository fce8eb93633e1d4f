import { useCallback, useMemo, useState } from 'react';

export interface Paging<S extends number> {
  /** Zero-based. */
  page: number;
  pageSize: S;
  setPage: (page: number) => void;
  /** A new page size shows the first page. */
  setPageSize: (size: S) => void;
  /** Back to the first page (the search or a filter changed). */
  restart: () => void;
}

/** The page and page size of a server-paged table (users, groups): the query's other inputs restart it. */
export function usePaging<S extends number>(defaultSize: S, firstPage = 0): Paging<S> {
  const [page, setPage] = useState(firstPage);
  const [pageSize, setSize] = useState<S>(defaultSize);
  const setPageSize = useCallback((size: S) => {
    setSize(size);
    setPage(0);
  }, []);
  const restart = useCallback(() => setPage(0), []);
  return useMemo(() => ({ page, pageSize, setPage, setPageSize, restart }), [page, pageSize, setPageSize, restart]);
}
