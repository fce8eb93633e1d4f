import { USER_PICKER_LEFT_PAGE_SIZE, USER_PICKER_RIGHT_PAGE_SIZE } from '@agenda/contract';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { unreportedErrorText } from '@/lib/error-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  formatCount,
  loadAllUsers,
  loadExistingUsers,
  matchesSearch,
  resolveByEmail,
  searchWords,
  type LoadUserPage,
  type PickedUser,
  type ResolveEmails,
} from './picker-data';
import { clampPage, Pager, Panel, sliceOf, type PickerPageSize } from './picker-panel';
import { SpreadsheetImport } from './spreadsheet-import';
import { UserListbox } from './user-listbox';
import { visuallyHidden } from '@/components/a11y/visually-hidden';

/** Typing pauses this long before the left table asks the server. */
export const PICKER_SEARCH_DEBOUNCE_MS = 250;

export interface TwoTableUserPickerProps {
  /** The selected users (right table). */
  value: readonly PickedUser[];
  onChange: (users: PickedUser[]) => void;
  /** The right table's title, e.g. "Speakers". */
  title?: string;
  /** When given, the left table offers only these (searched and paged here); else the server's users, a page at a time. */
  available?: readonly PickedUser[];
  disabled?: boolean;
  disabledReason?: string;
  /** The left table's pages (default POST /getExistingUsers). */
  loadPage?: LoadUserPage;
  /** How imported addresses become people (default GET /users/byEmail for each). */
  resolveEmails?: ResolveEmails;
  /** Offer "Import addresses" (default true). */
  spreadsheet?: boolean;
  /** A refusal of the last save, shown beside the tables. */
  error?: ReactNode;
  /** What the left table says when it is empty without a search (e.g. "Type a name to find people"). */
  availableHint?: string;
}

type ServerPage =
  | { status: 'loading'; users: PickedUser[] | null; count: number; loaded: number }
  | { status: 'ready'; users: PickedUser[]; count: number }
  | { status: 'error'; error: string };

/**
 * docs/product.md §2 "Speakers, participants, mandatory participants, event participants, event organizers":
 * available users on the left (the server's, page 1000, or `available`), the selected on the right
 * (page 100), each searchable, with 100, 1000 or all rows a page. A row moves to the other table when
 * clicked or on Enter or Space; "Add/Remove all on this page" moves a page. Addresses can be imported
 * from a spreadsheet. The picker only changes `value`: the screen saves it.
 */
export function TwoTableUserPicker({
  value,
  onChange,
  title = 'Selected users',
  available,
  disabled = false,
  disabledReason,
  loadPage = loadExistingUsers,
  resolveEmails = resolveByEmail,
  spreadsheet = true,
  error,
  availableHint,
}: TwoTableUserPickerProps) {
  const baseId = useId();
  const selectedIds = useMemo(() => new Set(value.map((user) => user.id)), [value]);
  const [announcement, setAnnouncement] = useState('');

  // Left: the available users.
  const [leftSearch, setLeftSearch] = useState('');
  const [leftSize, setLeftSize] = useState<PickerPageSize>(USER_PICKER_LEFT_PAGE_SIZE);
  const [leftPage, setLeftPage] = useState(0);
  const settledSearch = useDebouncedValue(leftSearch.trim(), PICKER_SEARCH_DEBOUNCE_MS);
  const [server, setServer] = useState<ServerPage>({ status: 'loading', users: null, count: 0, loaded: 0 });

  useEffect(() => {
    if (available) return undefined;
    const controller = new AbortController();
    setServer((previous) => ({
      status: 'loading',
      users: previous.status === 'error' ? null : previous.users,
      count: previous.status === 'error' ? 0 : previous.count,
      loaded: 0,
    }));
    const answer =
      leftSize === 'all'
        ? loadAllUsers(loadPage, settledSearch, controller.signal, (loaded, count) => {
            if (!controller.signal.aborted)
              setServer((previous) => ({
                status: 'loading',
                users: previous.status === 'error' ? null : previous.users,
                count,
                loaded,
              }));
          })
        : loadPage({ search: settledSearch, page: leftPage + 1, pageSize: leftSize });
    answer.then(
      ({ users, count }) => {
        if (!controller.signal.aborted) setServer({ status: 'ready', users, count });
      },
      (failure: unknown) => {
        if (!controller.signal.aborted)
          setServer({ status: 'error', error: unreportedErrorText(failure) ?? 'The users could not be loaded' });
      },
    );
    return () => controller.abort();
  }, [available, loadPage, settledSearch, leftSize, leftPage]);

  const localLeftSearch = useDeferredValue(leftSearch);
  const leftRows = useMemo(() => {
    if (available) {
      const words = searchWords(localLeftSearch);
      const matching = available.filter((user) => !selectedIds.has(user.id) && matchesSearch(user, words));
      return {
        total: matching.length,
        rows: sliceOf(matching, clampPage(leftPage, matching.length, leftSize), leftSize),
      };
    }
    const users = server.status === 'error' ? [] : (server.users ?? []);
    // A page is the server's; its people already on the right are not offered again.
    return {
      total: server.status === 'error' ? 0 : server.count,
      rows: users.filter((user) => !selectedIds.has(user.id)),
    };
  }, [available, localLeftSearch, selectedIds, leftPage, leftSize, server]);

  // Right: the selected users.
  const [rightSearch, setRightSearch] = useState('');
  const [rightSize, setRightSize] = useState<PickerPageSize>(USER_PICKER_RIGHT_PAGE_SIZE);
  const [rightPage, setRightPage] = useState(0);
  const deferredRightSearch = useDeferredValue(rightSearch);
  const rightMatching = useMemo(() => {
    const words = searchWords(deferredRightSearch);
    return words.length === 0 ? value : value.filter((user) => matchesSearch(user, words));
  }, [value, deferredRightSearch]);
  const rightRows = useMemo(
    () => sliceOf(rightMatching, clampPage(rightPage, rightMatching.length, rightSize), rightSize),
    [rightMatching, rightPage, rightSize],
  );

  const add = (users: readonly PickedUser[]) => {
    const fresh = users.filter((user) => !selectedIds.has(user.id));
    if (fresh.length === 0) return;
    onChange([...value, ...fresh]);
    setAnnouncement(
      fresh.length === 1
        ? `${fresh[0]?.name ?? ''} added to ${title}`
        : `${formatCount(fresh.length)} people added to ${title}`,
    );
  };
  const remove = (users: readonly PickedUser[]) => {
    const gone = new Set(users.map((user) => user.id));
    if (gone.size === 0) return;
    onChange(value.filter((user) => !gone.has(user.id)));
    setAnnouncement(
      users.length === 1
        ? `${users[0]?.name ?? ''} removed from ${title}`
        : `${formatCount(users.length)} people removed from ${title}`,
    );
  };

  const leftLoading = !available && server.status === 'loading';
  const leftFirstLoad = leftLoading && server.users === null;
  const leftCount = available
    ? `${formatCount(leftRows.total)} available`
    : server.status === 'loading' && leftSize === 'all' && server.loaded > 0
      ? `Loading ${formatCount(server.loaded)} of ${formatCount(server.count)}…`
      : server.status === 'error'
        ? ''
        : leftFirstLoad
          ? 'Loading…'
          : `${formatCount(leftRows.total)} ${leftRows.total === 1 ? 'user' : 'users'}`;
  const leftEmpty =
    leftRows.total > 0 && !available
      ? 'Everyone here is selected already: open the next page or search for someone else.'
      : leftSearch.trim()
        ? `No one matches “${leftSearch.trim()}”: try part of a name or an address.`
        : (availableHint ?? 'There is no one to add yet: import addresses from a spreadsheet.');
  const rightEmpty = rightSearch.trim()
    ? `No selected person matches “${rightSearch.trim()}”.`
    : 'No one is selected yet: pick people on the left (click, Enter or Space), search, or import addresses from a spreadsheet.';

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={`${baseId}-right`}>
      {disabled && disabledReason ? <Alert severity="info">{disabledReason}</Alert> : null}
      {error ?? null}
      {spreadsheet ? (
        <SpreadsheetImport selected={selectedIds} onAdd={add} resolve={resolveEmails} disabled={disabled} />
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Panel
          heading="Available users"
          headingId={`${baseId}-left`}
          count={leftCount}
          search={leftSearch}
          onSearch={(text) => {
            setLeftSearch(text);
            setLeftPage(0);
          }}
          searchLabel="Search available users"
          busy={leftLoading && !leftFirstLoad}
          footer={
            <Stack spacing={0.5}>
              <Button
                size="small"
                variant="outlined"
                endIcon={<KeyboardDoubleArrowRight />}
                disabled={disabled || leftRows.rows.length === 0}
                onClick={() => add(leftRows.rows)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {`Add all on this page (${formatCount(leftRows.rows.length)})`}
              </Button>
              <Pager
                total={leftRows.total}
                page={leftPage}
                size={leftSize}
                onPage={setLeftPage}
                onSize={(size) => {
                  setLeftSize(size);
                  setLeftPage(0);
                }}
                disabled={disabled}
              />
            </Stack>
          }
        >
          {server.status === 'error' && !available ? (
            <Alert severity="error" sx={{ m: 1.5 }}>
              {server.error}
            </Alert>
          ) : (
            <UserListbox
              id={`${baseId}-available`}
              labelledBy={`${baseId}-left`}
              users={leftRows.rows}
              direction="add"
              onActivate={(user) => add([user])}
              loading={leftFirstLoad}
              disabled={disabled}
              empty={leftEmpty}
              resetKey={`${available ? localLeftSearch : settledSearch}/${leftPage}/${leftSize}`}
            />
          )}
        </Panel>
        <Panel
          heading={title}
          headingId={`${baseId}-right`}
          count={`${formatCount(value.length)} selected`}
          search={rightSearch}
          onSearch={(text) => {
            setRightSearch(text);
            setRightPage(0);
          }}
          searchLabel={`Search ${title.toLowerCase()}`}
          footer={
            <Stack spacing={0.5}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<KeyboardDoubleArrowLeft />}
                disabled={disabled || rightRows.length === 0}
                onClick={() => remove(rightRows)}
                sx={{ alignSelf: 'flex-start' }}
              >
                {`Remove all on this page (${formatCount(rightRows.length)})`}
              </Button>
              <Pager
                total={rightMatching.length}
                page={rightPage}
                size={rightSize}
                onPage={setRightPage}
                onSize={(size) => {
                  setRightSize(size);
                  setRightPage(0);
                }}
                disabled={disabled}
              />
            </Stack>
          }
        >
          <UserListbox
            id={`${baseId}-selected`}
            labelledBy={`${baseId}-right`}
            users={rightRows}
            direction="remove"
            onActivate={(user) => remove([user])}
            loading={false}
            disabled={disabled}
            empty={rightEmpty}
            resetKey={`${deferredRightSearch}/${rightPage}/${rightSize}`}
          />
        </Panel>
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
