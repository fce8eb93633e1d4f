import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ListSkeleton } from '@/components/list-skeleton';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { useRights } from '@/lib/rights';
import { viewerZone } from '@/lib/zoned-time';
import { ALL_SHOWN, HistoryView } from './history-view';

/** Root's choice of every country at once. */
const ALL = '';

/**
 * '/main/administration/history': a country's log for its admins (a collection group query
 * where tenant_id is the country, as firestore.rules require) and root's whole log, with a country
 * filter. Times on the viewer's clock, named: the entries span events of several zones.
 */
export function HistoryLogPage() {
  const rights = useRights();
  const tenants = useAdministeredTenants();
  const [chosen, setChosen] = useState<string | null>(null);
  const first = tenants.status === 'ready' ? (tenants.tenants[0]?.id ?? ALL) : ALL;
  const country = chosen ?? (rights.isRoot ? ALL : first);
  const scope = useMemo(() => ({ tenantId: country || null }), [country]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        History
      </Typography>
      {tenants.status === 'loading' ? (
        <ListSkeleton label="Loading the history" count={5} />
      ) : (
        <HistoryView key={country} scope={scope} zone={viewerZone()} canRestore>
          <TextField
            select
            slotProps={ALL_SHOWN}
            size="small"
            label="Country"
            value={country}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            {rights.isRoot ? <MenuItem value={ALL}>All countries</MenuItem> : null}
            {tenants.tenants.map((tenant) => (
              <MenuItem key={tenant.id} value={tenant.id}>
                {tenant.country_name}
              </MenuItem>
            ))}
          </TextField>
        </HistoryView>
      )}
    </Container>
  );
}
