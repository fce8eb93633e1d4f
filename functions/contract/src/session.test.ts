import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, TOKEN_REFRESH_MARGIN_MS } from './constants';
import {
  asksForReauthentication,
  isVerificationCurrent,
  REAUTHENTICATION_REQUIRED,
  sessionRenewalDelayMs,
} from './session';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('isVerificationCurrent', () => {
  it('counts a verification younger than the maximum age, not one as old or older, nor none', () => {
    expect(isVerificationCurrent(NOW, NOW)).toBe(true);
    expect(isVerificationCurrent(NOW - SESSION_MAX_AGE_MS + 1, NOW)).toBe(true);
    expect(isVerificationCurrent(NOW - SESSION_MAX_AGE_MS, NOW)).toBe(false);
    expect(isVerificationCurrent(NOW - SESSION_MAX_AGE_MS - 1, NOW)).toBe(false);
    expect(isVerificationCurrent(null, NOW)).toBe(false);
    expect(isVerificationCurrent(Number.NaN, NOW)).toBe(false);
  });

  it('follows a shorter configured age', () => {
    expect(isVerificationCurrent(NOW - 5000, NOW, 10_000)).toBe(true);
    expect(isVerificationCurrent(NOW - 10_000, NOW, 10_000)).toBe(false);
  });
});

describe('sessionRenewalDelayMs', () => {
  it('renews the spec’s refresh margin before the maximum age, at once when that is past', () => {
    expect(sessionRenewalDelayMs(NOW, NOW)).toBe(SESSION_MAX_AGE_MS - TOKEN_REFRESH_MARGIN_MS);
    expect(sessionRenewalDelayMs(NOW - SESSION_MAX_AGE_MS + TOKEN_REFRESH_MARGIN_MS + 1000, NOW)).toBe(1000);
    expect(sessionRenewalDelayMs(NOW - SESSION_MAX_AGE_MS, NOW)).toBe(0);
  });
});

describe('asksForReauthentication', () => {
  it('recognises only the reauthentication code', () => {
    expect(asksForReauthentication({ code: REAUTHENTICATION_REQUIRED })).toBe(true);
    expect(asksForReauthentication({ code: 'other' })).toBe(false);
    expect(asksForReauthentication(undefined)).toBe(false);
  });
});
