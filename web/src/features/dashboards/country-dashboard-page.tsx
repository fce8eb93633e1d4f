import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ListSkeleton } from '@/components/list-skeleton';
import { paths } from '@/config/paths';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { formatDate, viewerZone } from '@/lib/zoned-time';
import { axisName, ChartSection, DASHBOARD_GRID, type Column } from './chart-section';
import { monthName, monthsAround } from './months';
import {
  COUNTRY_EVENTS_SHOWN,
  useCountryParticipation,
  useEventsPerMonth,
  type EventParticipation,
} from './use-country-figures';

/** How many months the events chart counts, up to this one. */
/** The months counted: the last five, this one and the next six (most of a country's events are to come). */
const MONTHS_BACK = 5;
const MONTHS_AHEAD = 6;

/**
 * '/main/administration/dashboard' (issue 34 item 5): a country's figures for its admins (root picks
 * any country): events per month and participants per event. Months are on the viewer's calendar,
 * named in the charts. Every figure comes from a bounded read (use-country-figures.ts): one count()
 * per month, and the latest events only.
 */
export function CountryDashboardPage() {
  const tenants = useAdministeredTenants();
  const [chosen, setChosen] = useState<string | null>(null);
  const country = chosen ?? (tenants.status === 'ready' ? (tenants.tenants[0]?.id ?? '') : '');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Country dashboard
      </Typography>
      {tenants.status === 'loading' ? (
        <ListSkeleton label="Loading the countries" count={3} />
      ) : tenants.tenants.length === 0 ? (
        <Alert severity="info">You administer no country, so there is nothing to show here.</Alert>
      ) : (
        <>
          <TextField
            select
            size="small"
            label="Country"
            value={country}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 180, mb: 2 }}
          >
            {tenants.tenants.map((tenant) => (
              <MenuItem key={tenant.id} value={tenant.id}>
                {tenant.country_name}
              </MenuItem>
            ))}
          </TextField>
          {country && <CountryFigures key={country} tenantId={country} />}
        </>
      )}
    </Container>
  );
}

function CountryFigures({ tenantId }: { tenantId: string }) {
  const zone = viewerZone();
  // The months are fixed for the view: counted once when it opens.
  const months = useMemo(() => monthsAround(Date.now(), zone, { back: MONTHS_BACK, ahead: MONTHS_AHEAD }), [zone]);
  const counts = useEventsPerMonth(tenantId, months);
  const participation = useCountryParticipation(tenantId);
  const perMonth = useMemo(
    () =>
      counts.status === 'ready'
        ? months.map((month, index) => ({ key: month.key, events: counts.data[index] ?? 0 }))
        : null,
    [counts, months],
  );
  const listPath = paths.main.events.eventslist({ t: tenantId, m: 0 });
  const error = [counts, participation].find((live) => live.status === 'error');
  const monthColumns: Column<{ key: string; events: number }>[] = [
    { label: `Month (${zone})`, cell: (row) => monthName(row.key) },
    { label: 'Events starting', cell: (row) => row.events, numeric: true },
  ];
  const eventColumns: Column<EventParticipation>[] = [
    { label: 'Event', cell: (row) => row.name },
    { label: `Starts (${zone})`, cell: (row) => formatDate(row.start, zone) },
    { label: 'Participants', cell: (row) => row.participants, numeric: true },
  ];
  const events = participation.status === 'ready' ? participation.data : null;
  const total = perMonth?.reduce((sum, row) => sum + row.events, 0) ?? 0;
  return (
    <Box sx={DASHBOARD_GRID}>
      {error?.status === 'error' && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {error.error}
        </Alert>
      )}
      <ChartSection
        title="Events per month"
        summary={`Bar chart of events starting per month from ${monthName(months[0]?.key ?? '')} to ${monthName(months.at(-1)?.key ?? '')}: ${total} in all; the table below gives each month.`}
        rows={perMonth}
        rowKey={(row) => row.key}
        columns={monthColumns}
        empty={null}
        chart={
          <BarChart
            skipAnimation
            height={260}
            xAxis={[
              { scaleType: 'band', data: perMonth?.map((row) => monthName(row.key)) ?? [], label: `Month (${zone})` },
            ]}
            yAxis={[{ label: 'Events', tickMinStep: 1 }]}
            series={[{ data: perMonth?.map((row) => row.events) ?? [], label: 'Events starting' }]}
          />
        }
      />
      <ChartSection
        title="Participants per event"
        summary={`Bar chart of participants in the country's latest ${events?.length ?? 0} events by start; the table below gives each event.`}
        rows={events}
        rowKey={(row) => row.id}
        columns={eventColumns}
        empty={
          <Typography color="text.secondary">
            This country has no events yet. Create one from the{' '}
            <Link component={RouterLink} to={listPath}>
              country&apos;s events
            </Link>
            .
          </Typography>
        }
        chart={
          <BarChart
            skipAnimation
            layout="horizontal"
            height={Math.max(200, 72 + (events?.length ?? 0) * 32)}
            yAxis={[{ scaleType: 'band', data: events?.map((row) => axisName(row.name)) ?? [], width: 110 }]}
            xAxis={[{ label: 'Participants', tickMinStep: 1 }]}
            series={[{ data: events?.map((row) => row.participants) ?? [], label: 'Participants' }]}
          />
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        Participants are shown for the latest {COUNTRY_EVENTS_SHOWN} events. The busiest sessions and notifications per
        month are not counted for a whole country yet: open an event&apos;s Dashboard for its own.
      </Typography>
    </Box>
  );
}
