import { api } from '@agenda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, AT_THE_FORM, call, setApiAuth, shownErrorText } from './api';
import { subscribeApiErrors, type ApiErrorReport } from './error-bus';

// The emulator build (the flag Vite sets from VITE_USE_EMULATORS on), where the server sends stacks:
// still none reaches a screen.
vi.mock('@/config/build-flags', () => ({ IS_EMULATOR_BUILD: true }));

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

describe('errors in the emulator build, where the server sends stacks (issue 14, item 4)', () => {
  it('never gives the error dialog a server stack', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Internal server error', stack: 'Error: boom\n    at save' }, { status: 500 }),
    );
    await expect(call(api.tags.remove, { eventId: 'e1', id: 't1' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toEqual([{ status: 500, error: 'Internal server error', fields: undefined }]);
  });

  it("drops the emulator's stack and server paths of an error answer, whatever the build", async () => {
    const stack = 'Error: User not found\n    at userById (/work/app/functions/lib/index.js:4242:11)';
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'User not found', stack }, { status: 404 }));
    const failure = await call(api.users.profile, { id: 'nobody' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, error: 'User not found', message: 'User not found' });
    expect((failure as Error).stack ?? '').not.toContain('/functions/');
    expect(reports).toEqual([{ status: 404, error: 'User not found', fields: undefined }]);
    expect(JSON.stringify(reports)).not.toContain('at userById');

    // A message that carries a stack itself (a runtime's 500 inside the emulator) keeps its first lines only.
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: "Cannot read properties of undefined (reading 'x')\n    at save (/srv/functions/lib/index.js:1:2)" },
        { status: 500 },
      ),
    );
    await expect(call(api.tags.remove, { eventId: 'e1', id: 't1' })).rejects.toMatchObject({
      error: "Cannot read properties of undefined (reading 'x')",
    });
    expect(shownErrorText("Cannot find module '/workspace/functions/lib/x.js'")).toBe(
      "Cannot find module '(server file)'",
    );
    expect(shownErrorText('No such endpoint: GET /this/does/not/exist')).toBe(
      'No such endpoint: GET /this/does/not/exist',
    );
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
