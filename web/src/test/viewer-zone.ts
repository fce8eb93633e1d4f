import { Settings } from 'luxon';
import { afterAll, beforeAll } from 'vitest';

/**
 * Runs a file's tests as a viewer whose browser is in `zone` (an IANA name): the platform's zone
 * (process.env.TZ, which Intl and so `@/lib/zoned-time` follow) and luxon's default zone (the forms
 * and the calendar views), both restored after the file.
 */
export function viewerInZone(zone: string): void {
  const previousTz = process.env.TZ;
  const previousLuxon = Settings.defaultZone;
  beforeAll(() => {
    process.env.TZ = zone;
    Settings.defaultZone = zone;
  });
  afterAll(() => {
    if (previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = previousTz;
    Settings.defaultZone = previousLuxon;
  });
}
