import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useMemo, useState, type ReactNode } from 'react';
import { COUNTRY_BUSIEST_SESSIONS } from '@agenda/contract';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ListSkeleton } from '@/components/list-skeleton';
import { paths } from '@/config/paths';
import { useAdministeredTenants } from '@/hooks/use-administered-tenants';
import { formatDate, formatDateTime, viewerZone } from '@/lib/zoned-time';
import { axisName, ChartSection, DASHBOARD_GRID, OccupancyChart, type Column } from './chart-section';
import { monthName, monthsAround, type Month } from './months';
import {
  COUNTRY_EVENTS_SHOWN,
  useBusiestSessions,
  useCountryParticipation,
  useEventsPerMonth,
  useNotificationsPerMonth,
  type BusySession,
  type EventParticipation,
} from './use-country-figures';
import { CountryWallTotalsSection } from './wall-engagement-section';

/** The months counted: the last five, this one and the next six (most of a country's events are to come). */
const MONTHS_BACK = 5;
const MONTHS_AHEAD = 6;

/**
 * '/main/administration/dashboard': a country's figures for its admins (root picks
 * any country): events per month, participants per event, the busiest sessions and notifications sent
 * per month. Months and times are on the viewer's calendar, named in the charts. Every figure comes from
 * a bounded read (use-country-figures.ts): one count() per month, the latest events and the fullest
 * sessions only (the last two from mirrors the functions keep, contract/schemas/country-figures.ts).
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
  const sentCounts = useNotificationsPerMonth(tenantId, months);
  const participation = useCountryParticipation(tenantId);
  const busiest = useBusiestSessions(tenantId);
  const listPath = paths.main.events.eventslist({ t: tenantId, m: 0 });
  const error = [counts, sentCounts, participation, busiest].find((live) => live.status === 'error');
  const eventColumns: Column<EventParticipation>[] = [
    { label: 'Event', cell: (row) => row.name },
    { label: `Starts (${zone})`, cell: (row) => formatDate(row.start, zone) },
    { label: 'Participants', cell: (row) => row.participants, numeric: true },
  ];
  const events = participation.status === 'ready' ? participation.data : null;
  const countryEvents = (
    <Link component={RouterLink} to={listPath}>
      country&apos;s events
    </Link>
  );
  return (
    <Box sx={DASHBOARD_GRID}>
      {error?.status === 'error' && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {error.error}
        </Alert>
      )}
      <PerMonthSection
        title="Events per month"
        counted="Events starting"
        axis="Events"
        months={months}
        counts={counts.status === 'ready' ? counts.data : null}
        zone={zone}
        empty={null}
      />
      <ChartSection
        title="Participants per event"
        summary={`Bar chart of participants in the country's latest ${events?.length ?? 0} events by start; the table below gives each event.`}
        rows={events}
        rowKey={(row) => row.id}
        columns={eventColumns}
        empty={
          <Typography color="text.secondary">
            This country has no events yet. Create one from the {countryEvents}.
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
      <BusiestSection
        sessions={busiest.status === 'ready' ? busiest.data : null}
        zone={zone}
        empty={
          <Typography color="text.secondary">
            This country&apos;s events have no sessions yet. Add them in an event&apos;s Program, from the{' '}
            {countryEvents}.
          </Typography>
        }
      />
      <PerMonthSection
        title="Notifications sent per month"
        counted="Notifications sent"
        axis="Notifications"
        months={months}
        counts={sentCounts.status === 'ready' ? sentCounts.data : null}
        zone={zone}
        empty={
          <Typography color="text.secondary">
            No notification was sent in these months. Send one from an event&apos;s Notifications tab, from the{' '}
            {countryEvents}.
          </Typography>
        }
      />
      <CountryWallTotalsSection tenantId={tenantId} />
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        Participants are shown for the latest {COUNTRY_EVENTS_SHOWN} events, and the {COUNTRY_BUSIEST_SESSIONS} sessions
        with the most people seated and waiting. Open an event&apos;s Dashboard for all of its sessions and
        notifications.
      </Typography>
    </Box>
  );
}

/**
 * A count per month as a bar chart and its table. `empty` (what to do next) replaces them when every
 * month counts none; null keeps the zeros (a country's events per month are worth seeing at zero).
 */
function PerMonthSection({
  title,
  counted,
  axis,
  months,
  counts,
  zone,
  empty,
}: {
  title: string;
  counted: string;
  axis: string;
  months: readonly Month[];
  counts: readonly number[] | null;
  zone: string;
  empty: ReactNode;
}) {
  const rows = useMemo(
    () => (counts ? months.map((month, index) => ({ key: month.key, count: counts[index] ?? 0 })) : null),
    [counts, months],
  );
  const total = rows?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  const columns: Column<{ key: string; count: number }>[] = [
    { label: `Month (${zone})`, cell: (row) => monthName(row.key) },
    { label: counted, cell: (row) => row.count, numeric: true },
  ];
  return (
    <ChartSection
      title={title}
      summary={`Bar chart of ${counted.toLowerCase()} per month from ${monthName(months[0]?.key ?? '')} to ${monthName(months.at(-1)?.key ?? '')}: ${total} in all; the table below gives each month.`}
      rows={rows && empty !== null && total === 0 ? [] : rows}
      rowKey={(row) => row.key}
      columns={columns}
      empty={empty}
      chart={
        <BarChart
          skipAnimation
          height={260}
          xAxis={[{ scaleType: 'band', data: rows?.map((row) => monthName(row.key)) ?? [], label: `Month (${zone})` }]}
          yAxis={[{ label: axis, tickMinStep: 1 }]}
          series={[{ data: rows?.map((row) => row.count) ?? [], label: counted }]}
        />
      }
    />
  );
}

/** The country's fullest sessions: who sits, the free places and who waits, stacked; fullest first. */
function BusiestSection({ sessions, zone, empty }: { sessions: BusySession[] | null; zone: string; empty: ReactNode }) {
  const columns: Column<BusySession>[] = [
    { label: 'Session', cell: (row) => row.name },
    { label: 'Event', cell: (row) => row.event },
    { label: `Starts (${zone})`, cell: (row) => formatDateTime(row.start, zone) },
    { label: 'Places', cell: (row) => row.places ?? 'Unlimited', numeric: true },
    { label: 'Seated', cell: (row) => row.seated, numeric: true },
    { label: 'Waiting', cell: (row) => row.waiting, numeric: true },
  ];
  const shown = sessions ?? [];
  return (
    <ChartSection
      title="Busiest sessions"
      summary={`Bar chart of the country's ${shown.length} sessions with the most people, each a bar of seated, free places and waiting; the table below gives each session and its event.`}
      rows={sessions}
      rowKey={(row) => row.id}
      columns={columns}
      empty={empty}
      chart={<OccupancyChart sessions={shown} />}
    />
  );
}
