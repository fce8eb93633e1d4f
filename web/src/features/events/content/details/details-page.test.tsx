import { TOASTS, type DetailDoc } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { deleteDetail } from './details-api';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { useLiveChildren, type LiveChild, type LiveChildren } from '@/features/events/shared/use-live-children';
import { DetailsPage } from './details-page';

vi.mock('./details-api', () => ({ getDetail: vi.fn(), saveDetail: vi.fn(), deleteDetail: vi.fn() }));
vi.mock('@/features/events/shared/use-live-children', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/events/shared/use-live-children')>()),
  useLiveChildren: vi.fn(),
}));

const PATH = '/main/event/details';
const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de' });

/** Documents of events/e1/details as the converter gives them, in no particular order. */
let docs: (DetailDoc & { id: string })[] = [];

function liveFromDocs(
  eventId: string,
  _kind: string,
  compare: (a: LiveChild<'details'>, b: LiveChild<'details'>) => number,
): LiveChildren<LiveChild<'details'>> {
  return { status: 'ready', items: docs.map((doc) => ({ ...doc, eventId })).sort(compare) };
}

function show(canEdit: boolean) {
  return renderScreen(
    PATH,
    `${PATH}?e=e1&t=de`,
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
      <DetailsPage />
    </CurrentEventContext.Provider>,
    canEdit ? ADMIN_DE : NOBODY,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useLiveChildren).mockImplementation(liveFromDocs as typeof useLiveChildren);
  vi.mocked(deleteDetail).mockResolvedValue(undefined);
  docs = [
    {
      id: 'd2',
      title: 'Venue',
      description: 'Hall 4',
      order_number: 2,
      event_details_file: [
        { name: 'floor.png', url: 'https://files.example/floor.png', reference: 'v2/events/e1/details/floor.png' },
        {
          name: 'entrance.jpg',
          url: 'https://files.example/entrance.jpg',
          reference: 'v2/events/e1/details/entrance.jpg',
        },
      ],
    },
    { id: 'd1', title: 'Getting there', description: 'By train', order_number: 1, event_details_file: [] },
  ];
});

describe('details list', () => {
  it('lists the details by order number with their files, each opening in a new tab', () => {
    show(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Event details' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'Getting there',
      'Venue',
    ]);
    const venue = within(screen.getByRole('article', { name: 'Venue' }));
    expect(venue.getByText('Hall 4')).toBeTruthy();
    const links = within(venue.getByRole('list', { name: 'Files of Venue' })).getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('target'),
        link.getAttribute('rel'),
      ]),
    ).toEqual([
      ['floor.png (opens in a new tab)', 'https://files.example/floor.png', '_blank', 'noopener noreferrer'],
      ['entrance.jpg (opens in a new tab)', 'https://files.example/entrance.jpg', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('is read-only for those who cannot edit the event', () => {
    show(false);
    expect(screen.queryByRole('link', { name: 'Add details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('gives editors Add details, and Edit and Delete per item', () => {
    show(true);
    expect(screen.getByRole('link', { name: 'Add details' }).getAttribute('href')).toBe(
      '/main/event/detailsedit?e=e1&t=de',
    );
    const venue = within(screen.getByRole('article', { name: 'Venue' }));
    expect(venue.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/main/event/detailsedit?e=e1&t=de&id=d2',
    );
    expect(venue.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('deletes an item once confirmed, with the "Event deleted" toast', async () => {
    show(true);
    fireEvent.click(within(screen.getByRole('article', { name: 'Venue' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Are you sure/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.eventDeleted)).toBeTruthy();
    expect(deleteDetail).toHaveBeenCalledWith('e1', 'd2');
  });

  it('keeps the item when the deletion is cancelled', async () => {
    show(true);
    fireEvent.click(within(screen.getByRole('article', { name: 'Venue' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteDetail).not.toHaveBeenCalled();
  });

  it('says when the event has no details', () => {
    docs = [];
    show(true);
    expect(screen.getByText('This event has no details yet.')).toBeTruthy();
  });
});
