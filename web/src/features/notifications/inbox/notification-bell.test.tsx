import { isBlocked } from '@/test/blocked';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore, type Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { appRouteOf } from './bell-panel';
import { BELL_TEXTS, NotificationBell, unreadLabel } from './notification-bell';
import { safeLink } from './use-inbox';

// A Firestore instance that never connects: the hooks only build their queries from it.
const firestore = getFirestore(
  initializeApp({ projectId: 'demo-agenda', apiKey: 'demo-api-key' }, 'notification-bell-test'),
);

const { updates } = vi.hoisted(() => ({ updates: [] as { path: string; data: Record<string, unknown> }[] }));

vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/firestore')>();
  return {
    ...actual,
    // Marking read writes through updateDoc: recorded here instead of sent.
    updateDoc: vi.fn(async (ref: { path: string }, data: Record<string, unknown>) => {
      if (failWrites) throw new Error('offline');
      updates.push({ path: ref.path, data });
    }),
  };
});

const ts = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis) });
interface Stored {
  id: string;
  data: Record<string, unknown>;
}
let stored: Stored[] = [];
let listener: 'loading' | 'success' | 'error' = 'success';
let failWrites = false;
const queries: Query[] = [];

/** What a listener of `q` sees: the stored items, filtered to unread ones when the query asks for them. */
vi.mock('reactfire', () => ({
  useFirestore: () => firestore,
  useFirestoreCollection: (q: Query) => {
    queries.push(q);
    if (listener !== 'success')
      return {
        status: listener,
        error: listener === 'error' ? new Error('Missing or insufficient permissions.') : undefined,
        data: undefined,
      };
    // The unread query is the one filtering on read_at (its internal filters are not public API).
    const unreadOnly = JSON.stringify((q as unknown as { _query: unknown })._query).includes('read_at');
    const docs = stored
      .filter((item) => !unreadOnly || item.data.read_at === null)
      .sort(
        (a, b) =>
          (b.data.created_at as { toMillis(): number }).toMillis() -
          (a.data.created_at as { toMillis(): number }).toMillis(),
      )
      .map(({ id, data }) => ({ id, data: () => q.converter!.fromFirestore({ id, data: () => data } as never, {}) }));
    return { status: 'success', data: { docs } };
  },
}));

const item = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  data: {
    message: `Message ${id}`,
    subject: 'Berlin Tech Summit',
    type: 'TEXT',
    link: null,
    notification_id: id,
    event_id: 'e1',
    agenda_id: null,
    created_at: ts(Date.UTC(2026, 4, 12, 7, 30)),
    read_at: null,
    ...fields,
  },
});

beforeEach(() => {
  updates.length = 0;
  queries.length = 0;
  listener = 'success';
  failWrites = false;
  stored = [
    item('old', { created_at: ts(Date.UTC(2026, 4, 10)), read_at: ts(Date.UTC(2026, 4, 11)) }),
    item('link', { type: 'LINK', link: 'https://example.org/slides', created_at: ts(Date.UTC(2026, 4, 12, 9)) }),
    item('new', { created_at: ts(Date.UTC(2026, 4, 12, 10)) }),
  ];
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
/** Opens the bell's panel, loaded at its first opening. */
const openPanel = async () => {
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: BELL_TEXTS.title });
};

describe('NotificationBell', () => {
  it("listens to the person's own inbox and shows the unread count", () => {
    render(<NotificationBell uid="u1" />);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(bell().textContent).toContain('2');
    expect(
      queries.every(
        (q) =>
          (q as unknown as { _query: { path: { segments: string[] } } })._query.path.segments.join('/') ===
          'users/u1/inbox',
      ),
    ).toBe(true);
  });

  it('lists the items newest first, unread ones marked, with their event and the time naming its zone', async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    render(<NotificationBell uid="u1" />);
    const panel = await openPanel();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Unread: Message new',
      'Unread: Message link',
      'Message old',
    ]);
    expect(rows[0]!.textContent).toContain('Berlin Tech Summit');
    // The app's one style, on the viewer's clock: 10:00 UTC is 12:00 in Berlin.
    expect(rows[0]!.textContent).toContain('Berlin Tech Summit · Tue 12 May 2026, 12:00 CEST');
    process.env.TZ = previous;
  });

  it('marks one item read with the server time', async () => {
    render(<NotificationBell uid="u1" />);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: `${BELL_TEXTS.markOne}: Message new` }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]!.path).toBe('users/u1/inbox/new');
    expect(updates[0]!.data.read_at).toEqual(expect.objectContaining({ _methodName: 'serverTimestamp' }));
  });

  it('marks all unread items read, and says why the button is off when nothing is unread', async () => {
    const { unmount } = render(<NotificationBell uid="u1" />);
    let panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: BELL_TEXTS.markAll }));
    await waitFor(() =>
      expect(updates.map((u) => u.path).sort()).toEqual(['users/u1/inbox/link', 'users/u1/inbox/new']),
    );
    unmount();

    stored = stored.map((s) => ({ ...s, data: { ...s.data, read_at: ts(1) } }));
    render(<NotificationBell uid="u1" />);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    panel = await openPanel();
    const markAll = within(panel).getByRole('button', { name: BELL_TEXTS.markAll }) as HTMLButtonElement;
    expect(isBlocked(markAll)).toBe(true);
    fireEvent.mouseOver(markAll.parentElement!);
    expect(await screen.findByText(BELL_TEXTS.nothingUnread)).toBeTruthy();
  });

  it('opens a LINK item in a new tab without access to the app, and marks it read', async () => {
    render(<NotificationBell uid="u1" />);
    const panel = await openPanel();
    const link = within(panel).getByRole('link', { name: `${BELL_TEXTS.openLink} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe('https://example.org/slides');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(updates.map((u) => u.path)).toEqual(['users/u1/inbox/link']));
  });

  it('never renders a stored link that is not http(s)', async () => {
    stored = [item('evil', { type: 'LINK', link: 'javascript:alert(1)' })];
    render(<NotificationBell uid="u1" />);
    const panel = await openPanel();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(safeLink('http://x.example/')).toBe('http://x.example/');
  });

  it('shows skeletons while loading, an empty state that says what comes, and a refused write', async () => {
    listener = 'loading';
    const { unmount } = render(<NotificationBell uid="u1" />);
    let panel = await openPanel();
    expect(within(panel).getByLabelText('Loading notifications').getAttribute('aria-busy')).toBe('true');
    unmount();

    listener = 'success';
    stored = [];
    const second = render(<NotificationBell uid="u1" />);
    panel = await openPanel();
    expect(within(panel).getByText(BELL_TEXTS.empty)).toBeTruthy();
    expect(within(panel).getByText(BELL_TEXTS.emptyHint)).toBeTruthy();
    second.unmount();

    stored = [item('one')];
    failWrites = true;
    render(<NotificationBell uid="u1" />);
    panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: `${BELL_TEXTS.markOne}: Message one` }));
    expect(await within(panel).findByText(BELL_TEXTS.markFailed)).toBeTruthy();
  });

  it("opens a reminder's session in place, marks it read and closes the panel", async () => {
    const route = '/main/event/agendas/overview?e=e1&a=a1&t=de';
    stored = [
      item('reminder', {
        type: 'LINK',
        link: `${window.location.origin}/v2${route}`,
        agenda_id: 'a1',
        message: '“Keynote” starts in 15 minutes · Main Hall',
      }),
    ];
    render(
      <MemoryRouter basename="/v2" initialEntries={['/v2/main']}>
        <NotificationBell uid="u1" />
        <Routes>
          <Route path="/main/event/agendas/overview" element={<p>Session page</p>} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>,
    );
    const panel = await openPanel();
    const link = within(panel).getByRole('link', { name: BELL_TEXTS.openSession });
    expect(link.getAttribute('href')).toBe(`/v2${route}`);
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByText('Session page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: BELL_TEXTS.title })).toBeNull());
    expect(updates.map((u) => u.path)).toEqual(['users/u1/inbox/reminder']);
  });

  it("takes only the app's own addresses as routes", () => {
    expect(appRouteOf('https://app.example/v2/main/event/event?e=1', 'https://app.example')).toBe(
      '/main/event/event?e=1',
    );
    expect(appRouteOf('https://evil.example/v2/main', 'https://app.example')).toBeNull();
    expect(appRouteOf('https://app.example/v2x/main', 'https://app.example')).toBeNull();
    expect(appRouteOf('https://app.example.evil/v2/main', 'https://app.example')).toBeNull();
  });

  it('counts at most 99+', () => {
    expect(unreadLabel(3)).toBe('3 unread');
    expect(unreadLabel(100)).toBe('99+ unread');
  });
});
