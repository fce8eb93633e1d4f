import { blockedReason, isBlocked } from '@/test/blocked';
import { TOASTS } from '@agenda/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import { saveTag } from './tags-api';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { TagEditPage } from './tag-edit-page';

vi.mock('./tags-api', () => ({ getTag: vi.fn(), saveTag: vi.fn() }));

const PATH = '/main/event/tagedit';
const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de' });
const show = () =>
  renderScreen(
    PATH,
    `${PATH}?e=e1&t=de`,
    <CurrentEventContext.Provider value={{ event, canEdit: true, passed: false }}>
      <TagEditPage />
    </CurrentEventContext.Provider>,
    ADMIN_DE,
  );
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
/** "Save: <reason>" while Save is blocked (its reason is its description); null when it is not. */
const saveLabel = () => {
  const reason = blockedReason(screen.getByRole('button', { name: 'Save' }));
  return reason === null ? null : `Save: ${reason}`;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(saveTag).mockImplementation(async (tag) => ({
    id: 't1',
    eventId: 'e1',
    text: tag.name,
    color: tag.colour,
  }));
});

describe('tag form', () => {
  it('says why Save is disabled until a name and a colour are chosen, then saves with a toast', async () => {
    const router = show();
    await waitFor(() => expect(saveLabel()).toMatch(/^Save: Tag name: /));
    fireEvent.change(screen.getByRole('textbox', { name: /^Tag name/ }), { target: { value: 'Keynote' } });
    await waitFor(() => expect(saveLabel()).not.toMatch(/Tag name/));
    expect(isBlocked(saveButton())).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Colour/), { target: { value: '#2e7d32' } });
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    expect(saveLabel()).toBeNull();
    fireEvent.click(saveButton());
    expect(await screen.findByText(TOASTS.tagSaved)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/tags'));
  });
});
