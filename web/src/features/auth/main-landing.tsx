import { adminTenantIds, isRoot } from '@agenda/contract';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { readLastCountry } from '@/lib/last-country';
import { useRights } from '@/lib/rights';
import { chooseLanding } from './landing';

/**
 * How long the landing waits for the person's own record before it settles for the grid of countries:
 * a record that cannot be read (offline, nothing cached) must not hold them on a spinner.
 */
const RECORD_WAIT_MS = 8_000;

/**
 * '/main' (`paths.landing`): sends a person on to where they work (landing.ts) once their rights are
 * checked and their own record, with their country, is read.
 */
export function MainLanding() {
  const rights = useRights();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), RECORD_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const known = rights.ready && rights.uid !== null && rights.country !== undefined;
  const target = chooseLanding({
    lastCountry: readLastCountry(rights.uid),
    person: known
      ? {
          country: rights.country ?? null,
          administered: isRoot(rights.principal) ? [] : adminTenantIds(rights.principal),
        }
      : undefined,
  });
  if (target) return <Navigate to={target} replace />;
  if (gaveUp) return <Navigate to={paths.main.selectcountry()} replace />;
  return <PageSpinner label="Opening your events" />;
}
