import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PickedUser } from './picker-data';

/** Height of one row (name and address on two lines). */
const ROW_HEIGHT = 56;
/** Height of the visible part of a list. */
const LIST_HEIGHT = 392;

interface UserListboxProps {
  /** Unique prefix of the options' ids. */
  id: string;
  labelledBy: string;
  users: readonly PickedUser[];
  /** Which way a row moves: the arrow drawn at its end. */
  direction: 'add' | 'remove';
  onActivate: (user: PickedUser) => void;
  loading: boolean;
  disabled: boolean;
  /** What to show when there are no rows: what to do next. */
  empty: string;
  /** A new value (a new search, another page) makes the first row the active one again. */
  resetKey?: string;
}

/**
 * A listbox of users whose rows move to the other table when clicked, or on Enter or Space. The box
 * takes focus; the arrow keys, Home, End, Page Up and Page Down move the active row
 * (aria-activedescendant, which is a cursor, not a selection: no row is aria-selected), so
 * the keyboard reaches every row while only the visible ones are drawn
 * (TanStack Virtual): twenty thousand rows scroll as smoothly as twenty.
 */
export function UserListbox({
  id,
  labelledBy,
  users,
  direction,
  onActivate,
  loading,
  disabled,
  empty,
  resetKey = '',
}: UserListboxProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [activeFor, setActiveFor] = useState(resetKey);
  if (activeFor !== resetKey) {
    setActiveFor(resetKey);
    setActive(0);
  }
  const virtualizer = useVirtualizer({
    count: users.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: LIST_HEIGHT },
    // The box is LIST_HEIGHT tall; a box not laid out yet (a hidden tab, jsdom) measures 0 and would draw no row.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect({ width: rect.width, height: rect.height || LIST_HEIGHT })),
  });
  const current = Math.min(active, Math.max(users.length - 1, 0));

  useEffect(() => {
    if (active !== current) setActive(current);
  }, [active, current]);

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [resetKey]);

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(users.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (users.length === 0 || disabled) return;
    const perPage = Math.max(1, Math.floor(LIST_HEIGHT / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: users.length - 1,
      PageDown: current + perPage,
      PageUp: current - perPage,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const user = users[current];
      if (user) onActivate(user);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const Arrow = direction === 'add' ? ChevronRight : ChevronLeft;

  if (loading) {
    return (
      <Box
        aria-busy="true"
        aria-labelledby={labelledBy}
        role="status"
        sx={{ height: LIST_HEIGHT, overflow: 'hidden', px: 1.5 }}
      >
        {Array.from({ length: 7 }, (_, index) => (
          <Box
            key={index}
            sx={{ height: ROW_HEIGHT, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
          >
            <Skeleton variant="text" width="55%" />
            <Skeleton variant="text" width="75%" height={16} />
          </Box>
        ))}
      </Box>
    );
  }

  if (users.length === 0) {
    // No rows: a listbox must hold options (axe aria-required-children), so the box is plain text.
    return (
      <Box
        id={id}
        sx={{
          height: LIST_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 3,
          textAlign: 'center',
        }}
      >
        <Typography color="text.secondary">{empty}</Typography>
      </Box>
    );
  }

  return (
    <Box
      ref={scrollRef}
      role="listbox"
      id={id}
      aria-labelledby={labelledBy}
      aria-activedescendant={disabled ? undefined : optionId(current)}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      onKeyDown={onKeyDown}
      sx={{
        height: LIST_HEIGHT,
        overflowY: 'auto',
        position: 'relative',
        outline: 'none',
        borderRadius: 1,
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '&:focus-visible [data-active="true"]': {
          bgcolor: 'action.selected',
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
      }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const user = users[row.index];
          if (!user) return null;
          const isActive = row.index === current;
          return (
            <Box
              key={user.id}
              id={optionId(row.index)}
              role="option"
              aria-setsize={users.length}
              aria-posinset={row.index + 1}
              data-active={isActive}
              onClick={() => {
                if (disabled) return;
                setActive(row.index);
                onActivate(user);
              }}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: ROW_HEIGHT,
                transform: `translateY(${row.start}px)`,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                cursor: disabled ? 'default' : 'pointer',
                borderBottom: 1,
                borderColor: 'divider',
                '&:hover': disabled ? undefined : { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography noWrap sx={{ fontWeight: 500 }}>
                  {user.name}
                </Typography>
                <Typography noWrap variant="body2" color="text.secondary">
                  {user.email}
                </Typography>
              </Box>
              <Arrow fontSize="small" color={disabled ? 'disabled' : 'action'} aria-hidden />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
