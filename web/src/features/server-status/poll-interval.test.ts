import { OFFLINE_PAGE_POLL_MS, SERVER_STATUS_POLL_MS } from '@agenda/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { offlinePagePollMs, serverStatusPollMs } from './poll-interval';

afterEach(() => {
  delete window.__AGENDA_POLL_MS__;
});

describe('poll intervals', () => {
  it('are the spec values by default', () => {
    expect(serverStatusPollMs()).toBe(SERVER_STATUS_POLL_MS);
    expect(offlinePagePollMs()).toBe(OFFLINE_PAGE_POLL_MS);
  });

  it('take a positive window.__AGENDA_POLL_MS__ in emulator builds', () => {
    window.__AGENDA_POLL_MS__ = 250;
    expect(serverStatusPollMs()).toBe(250);
    expect(offlinePagePollMs()).toBe(250);
  });

  it.each([0, -5, '250', Number.NaN, Number.POSITIVE_INFINITY])('ignore %s', (value) => {
    window.__AGENDA_POLL_MS__ = value;
    expect(serverStatusPollMs()).toBe(SERVER_STATUS_POLL_MS);
  });
});
