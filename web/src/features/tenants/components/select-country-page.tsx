import type { Tenant } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag } from '@/components/country-flag';
import { ListSkeleton } from '@/components/list-skeleton';
import { paths } from '@/config/paths';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { writeSelectedTenant } from '@/lib/selected-tenant';
import { filterTenants, selectableCountries } from '../lib/filter-tenants';
import { SearchField } from './search-field';

/** '/main/selectcountry': a searchable grid of the countries, live; a click opens its events. */
export function SelectCountryPage() {
  const live = useLiveTenants();
  const [search, setSearch] = useState('');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h1">Select a country</Typography>
        <SearchField label="Search countries" value={search} onChange={setSearch} />
      </Stack>
      {live.status === 'loading' ? (
        <ListSkeleton variant="tiles" label="Loading the countries" count={12} />
      ) : (
        <CountryGrid tenants={filterTenants(selectableCountries(live.tenants), search)} search={search} />
      )}
    </Container>
  );
}

function CountryGrid({ tenants, search }: { tenants: readonly Tenant[]; search: string }) {
  if (tenants.length === 0) {
    return (
      <Alert severity="info">
        {search.trim() ? `No country matches “${search.trim()}”.` : 'There are no countries yet.'}
      </Alert>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Countries"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {tenants.map((tenant) => (
        <li key={tenant.id}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={paths.main.events.eventslist({ t: tenant.id })}
              onClick={() => writeSelectedTenant(tenant.id)}
              sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
            >
              <CountryFlag tenant={tenant} width={96} />
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem', textAlign: 'center' }}>
                {tenant.country_name}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
