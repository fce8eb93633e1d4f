import { APP_NAME } from '@agenda/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnnouncerProvider } from '@/components/a11y/announcer';
import { PAGE_TITLE_WAIT_MS, RouteFocus } from './route-focus';

/** A page whose h1 names the country by its code until its data "loads", like the event list. */
function ListPage() {
  const [loaded, setLoaded] = useState(false);
  return (
    <main id="main-content">
      <h1>{loaded ? 'Germany events' : 'DE events'}</h1>
      <button type="button" onClick={() => setLoaded(true)}>
        Load
      </button>
      <Link to="/other">Other</Link>
      <Link to="/slow">Slow</Link>
    </main>
  );
}

function OtherPage() {
  return (
    <main id="main-content">
      <h1>Other page</h1>
    </main>
  );
}

/** A page whose data takes longer than the wait for its title: its h1 comes only once it has loaded. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  return (
    <main id="main-content">
      {loaded && <h1>Slow page</h1>}
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
    </main>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/list']}>
      <AnnouncerProvider>
        <RouteFocus />
        <Routes>
          <Route path="/list" element={<ListPage />} />
          <Route path="/other" element={<OtherPage />} />
          <Route path="/slow" element={<SlowPage />} />
        </Routes>
      </AnnouncerProvider>
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the page in the browser title and follows its heading when its text changes', async () => {
    renderApp();
    await waitFor(() => expect(document.title).toBe(`DE events – ${APP_NAME}`));
    // The first load keeps the browser's focus at the top of the page.
    expect(document.activeElement).toBe(document.body);

    act(() => screen.getByRole('button', { name: 'Load' }).click());
    await waitFor(() => expect(document.title).toBe(`Germany events – ${APP_NAME}`));
  });

  it("moves the focus to the new page's h1 and announces it politely", async () => {
    renderApp();
    await waitFor(() => expect(document.title).toBe(`DE events – ${APP_NAME}`));

    act(() => screen.getByRole('link', { name: 'Other' }).click());
    const heading = await screen.findByRole('heading', { name: 'Other page' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe(`Other page – ${APP_NAME}`);
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe('Other page'));
    expect(screen.getByTestId('announcer').getAttribute('aria-live')).toBe('polite');
  });

  it('focuses the main of a page still loading after the wait, and names it once its h1 is drawn', async () => {
    renderApp();
    await waitFor(() => expect(document.title).toBe(`DE events – ${APP_NAME}`));
    vi.useFakeTimers();
    act(() => screen.getByRole('link', { name: 'Slow' }).click());
    act(() => vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS));
    const main = document.getElementById('main-content');
    expect(document.activeElement).toBe(main);
    expect(document.title).toBe(APP_NAME);
    vi.useRealTimers();

    act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    await waitFor(() => expect(document.title).toBe(`Slow page – ${APP_NAME}`));
    // The focus the reader has is theirs: a late heading does not take it.
    expect(document.activeElement).toBe(main);
  });
});
