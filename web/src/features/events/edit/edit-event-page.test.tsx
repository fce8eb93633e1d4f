import { blockedReason, isBlocked } from '@/test/blocked';
import { EVENT_MESSAGES, MESSAGES, TOASTS, type Tenant } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, ADMIN_FR, principal, renderScreen } from '@/test/render-screen';
import { saveEvent } from './save-event';
import { EventForm } from './event-edit-form';

vi.mock('./save-event', () => ({ saveEvent: vi.fn() }));
// The live countries come from Firestore in the app; here, the demo's three.
const tenant = (id: string, country_name: string): Tenant => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: null,
  flag_image_ref: null,
});
vi.mock('@/hooks/use-live-tenants', () => ({
  useLiveTenants: () => ({
    status: 'ready',
    tenants: [tenant('fr', 'France'), tenant('de', 'Germany'), tenant('it', 'Italy')],
  }),
}));

const PATH = '/main/events/editevent';
const ADMIN_DE_FR = principal({ authority_id: 'ADMIN', tenant_id: 'de' }, { authority_id: 'ADMIN', tenant_id: 'fr' });

const country = () => screen.getByRole('combobox', { name: /^Country/ });
const options = async () => {
  fireEvent.mouseDown(country());
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
};
/** "Save: <reason>" while Save is blocked (its reason is its description). */
const saveLabel = () => `Save: ${blockedReason(screen.getByRole('button', { name: 'Save' })) ?? ''}`;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the country of a new event (issue 14, item 3)', () => {
  it("starts in the list's country for an admin of it, among their own countries only", async () => {
    renderScreen(PATH, `${PATH}?t=de`, <EventForm event={null} listed="de" />, ADMIN_DE_FR);
    expect(country().textContent).toContain('Germany');
    expect(await options()).toEqual(['France', 'Germany']);
  });

  it('chooses nothing for an admin of another country, says why, and Save names the country', async () => {
    renderScreen(PATH, `${PATH}?t=de`, <EventForm event={null} listed="de" />, ADMIN_FR);
    expect(screen.getByText(/You are not an admin of Germany/)).toBeTruthy();
    expect(country().textContent).not.toContain('Germany');
    await waitFor(() => expect(saveLabel()).toBe(`Save: Country: ${EVENT_MESSAGES.chooseCountry}`));
    expect(await options()).toEqual(['France']);
  });

  it('keeps the country of an event its editor may not move, and says so', () => {
    const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de' });
    renderScreen(PATH, `${PATH}?e=e1&t=de`, <EventForm event={event} listed="de" />, ADMIN_FR);
    expect(country().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(EVENT_MESSAGES.tenantFixed)).toBeTruthy();
  });
});

describe('the zone of a new event (issue 14, item 2)', () => {
  const zone = () => (screen.getByRole('combobox', { name: /^Timezone/ }) as HTMLInputElement).value;

  it("starts in the list's country's zone and follows the country until the zone is chosen", async () => {
    renderScreen(PATH, `${PATH}?t=de`, <EventForm event={null} listed="de" />, ADMIN_DE_FR);
    expect(zone()).toBe('Europe/Berlin');
    fireEvent.mouseDown(country());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'France' }));
    await waitFor(() => expect(zone()).toBe('Europe/Paris'));
  });
});

describe('saving an event (issue 14, item 4)', () => {
  const fill = () => {
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Summit' } });
  };

  it('names the first missing field in the disabled Save', async () => {
    renderScreen(PATH, `${PATH}?t=de`, <EventForm event={null} listed="de" />, ADMIN_DE);
    await waitFor(() => expect(saveLabel()).toBe(`Save: Name: ${MESSAGES.required}`));
    fill();
    await waitFor(() => expect(saveLabel()).toBe(`Save: Address: ${MESSAGES.required}`));
  });

  it('shows a refused country at the Country field, and a saved event toasts and opens its agenda list (spec §2)', async () => {
    const at = (days: number) => ({ toDate: () => new Date(Date.now() + days * 86_400_000) });
    const event = eventFromDoc({
      id: 'e1',
      name: 'Berlin Tech Summit',
      address: 'Alexanderplatz 1',
      description: 'Talks',
      timezone: 'Europe/Berlin',
      start_date: at(10),
      end_date: at(11),
      tenant_id: 'de',
    });
    vi.mocked(saveEvent).mockRejectedValueOnce(
      new ApiRequestError({
        status: 403,
        error: EVENT_MESSAGES.onlyAdminsCreate,
        fields: { tenantId: [EVENT_MESSAGES.onlyAdminsCreate] },
      }),
    );
    const router = renderScreen(PATH, `${PATH}?e=e1&t=de`, <EventForm event={event} listed="de" />, ADMIN_DE_FR);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(isBlocked(save)).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(EVENT_MESSAGES.onlyAdminsCreate)).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);

    // Save says why until another country is chosen (its label follows the field's error in a later render).
    await waitFor(() => expect(saveLabel()).toBe(`Save: Country: ${EVENT_MESSAGES.onlyAdminsCreate}`));
    vi.mocked(saveEvent).mockResolvedValueOnce({ ...event, tenant_id: 'fr' });
    fireEvent.mouseDown(country());
    fireEvent.click(await screen.findByRole('option', { name: 'France' }));
    await waitFor(() => expect(isBlocked(save)).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(saveEvent).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 'e1', tenantId: 'fr' }),
        expect.anything(),
      ),
    );
    expect(await screen.findByText(TOASTS.eventSaved)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/agendalist'));
    expect(router.state.location.search).toBe('?e=e1&t=fr');
  });
});
