import { api } from '@agenda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, AT_THE_FORM, call, setApiAuth } from './api';
import { subscribeApiErrors, type ApiErrorReport } from './error-bus';

// A production build: the flag Vite sets from VITE_USE_EMULATORS is off.
vi.mock('@/config/build-flags', () => ({ IS_EMULATOR_BUILD: false }));

const fetchMock = vi.fn<typeof fetch>();
let reports: ApiErrorReport[] = [];
let unsubscribe: () => void = () => undefined;
let restoreAuth: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restoreAuth = setApiAuth({ idToken: async () => 'id-token', signOut: async () => undefined });
  reports = [];
  unsubscribe = subscribeApiErrors((report) => reports.push(report));
});

afterEach(() => {
  unsubscribe();
  restoreAuth();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('errors outside the emulator build (issue 14, item 4)', () => {
  it('never gives the error dialog a server stack', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Internal server error', stack: 'Error: boom\n    at save' }, { status: 500 }),
    );
    await expect(call(api.tags.remove, { eventId: 'e1', id: 't1' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toEqual([{ status: 500, error: 'Internal server error', fields: undefined, stack: undefined }]);
  });

  it("keeps a form's foreseen refusals (400, 403, 404, 409) out of the dialog, with their field errors", async () => {
    for (const status of [400, 403, 404, 409]) {
      fetchMock.mockResolvedValueOnce(
        Response.json({ error: 'Refused', fields: { name: ['You must enter a value'] } }, { status }),
      );
      const failure = await call(api.tags.save, { name: '', colour: '#ff0000', eventId: 'e1' }, AT_THE_FORM).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect(failure).toMatchObject({ status, reported: false, fieldErrors: { name: ['You must enter a value'] } });
    }
    expect(reports).toEqual([]);
    // The unexpected still goes to the dialog, even from a form.
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Internal server error' }, { status: 500 }));
    await expect(
      call(api.tags.save, { name: 'Keynote', colour: '#ff0000', eventId: 'e1' }, AT_THE_FORM),
    ).rejects.toMatchObject({ reported: true });
    expect(reports).toHaveLength(1);
  });
});
