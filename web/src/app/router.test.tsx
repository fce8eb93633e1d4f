import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, matchRoutes, resolvePath, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgendaEditPage } from '@/features/events/agendas/edit/agenda-edit-page';
import { AgendaFilesPage } from '@/features/events/agendas/files/agenda-files-page';
import { AgendaLayout } from '@/features/events/agendas/layout/agenda-layout';
import { AgendaListPage } from '@/features/events/agendas/list/agenda-list-page';
import { AgendaOverviewPage } from '@/features/events/agendas/overview/agenda-overview-page';
import {
  AgendaMparticipantsPage,
  AgendaParticipantsPage,
  AgendaSpeakersPage,
} from '@/features/events/agendas/people/agenda-people-pages';
import { AppThemeProvider } from '@/components/theme/app-theme-provider';
import { BadgeEditPage } from '@/features/gamification/components/badge-edit-page';
import { BadgesPage } from '@/features/gamification/components/badges-page';
import { GamificationLayout } from '@/features/gamification/components/gamification-layout';
import { GamificationSettingsPage } from '@/features/gamification/components/gamification-settings-page';
import { LeaderboardPage } from '@/features/leaderboard/leaderboard-page';
import { ModerationPage } from '@/features/moderation/moderation-page';
import { EditNewsPage } from '@/features/news/components/edit-news-page';
import { EventHomePage } from '@/features/events/home/event-home-page';
import { MePage } from '@/features/events/home/me-page';
import { MyAgendaPage } from '@/features/events/home/my-agenda-page';
import { UserFilesPage } from '@/features/events/files/user-files-page';
import { NewsListPage } from '@/features/news/components/news-list-page';
import {
  AddNotificationPage,
  AgendaNotificationsPage,
} from '@/features/notifications/components/add-notification-page';
import { ScheduledNotificationsPage } from '@/features/notifications/components/scheduled-notifications-page';
import { SendNotificationsPage } from '@/features/notifications/components/send-notifications-page';
import { SessionProvider } from '@/features/auth/session';
import { DetailEditPage } from '@/features/events/content/details/detail-edit-page';
import { DetailsPage } from '@/features/events/content/details/details-page';
import { LocationEditPage } from '@/features/events/content/locations/location-edit-page';
import { LocationsPage } from '@/features/events/content/locations/locations-page';
import { SurveyEditPage } from '@/features/events/content/surveys/survey-edit-page';
import { SurveysPage } from '@/features/events/content/surveys/surveys-page';
import { TagEditPage } from '@/features/events/content/tags/tag-edit-page';
import { TagsPage } from '@/features/events/content/tags/tags-page';
import { EditEventPage } from '@/features/events/edit/edit-event-page';
import { EventOrganizersPage, EventParticipantsPage } from '@/features/events/people/event-people-pages';
import { EventStylePage } from '@/features/events/style/event-style-page';
import { EventsListPage } from '@/features/events/list/events-list-page';
import { EditGroupPage } from '@/features/groups/components/edit-group-page';
import { GroupsPage } from '@/features/groups/components/groups-page';
import { CountryDashboardPage } from '@/features/dashboards/country-dashboard-page';
import { FailedMailPage } from '@/features/outbox/components/failed-mail-page';
import { EventDashboardPage } from '@/features/dashboards/event-dashboard-page';
import { EventHistoryPage } from '@/features/history/event-history-page';
import { HistoryLogPage } from '@/features/history/history-log-page';
import { ServerOfflinePage } from '@/features/server-status/server-offline-page';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { EditTenantPage } from '@/features/tenants/components/edit-tenant-page';
import { SelectCountryPage } from '@/features/tenants/components/select-country-page';
import { TenantsPage } from '@/features/tenants/components/tenants-page';
import { ProfilePage } from '@/features/users/components/profile-page';
import { UserRightsPage } from '@/features/users/components/user-rights-page';
import { UsersAdminPage } from '@/features/users/components/users-admin-page';
import { WallPage } from '@/features/wall/components/wall-page';
import { AdministrationLayout } from './layouts/administration-layout';
import { appRoutes } from './router';

// Every route of docs/product.md §2, written out as the spec gives them.
const SPEC_ROUTES = [
  '/serveroffline',
  '/main/selectcountry',
  '/main/profile',
  '/main/events/eventslist',
  '/main/events/upcoming',
  '/main/events/editevent',
  '/main/events/editeventstyle',
  '/main/news/newslist',
  '/main/news/editnews',
  '/main/event/event',
  '/main/event/locations',
  '/main/event/locationedit',
  '/main/event/surveys',
  '/main/event/surveyedit',
  '/main/event/editeventuserfiles',
  '/main/event/history',
  '/main/event/dashboard',
  '/main/event/details',
  '/main/event/detailsedit',
  '/main/event/participants',
  '/main/event/organizers',
  '/main/event/tags',
  '/main/event/tagedit',
  '/main/event/agendalist',
  '/main/event/moderation',
  '/main/event/leaderboard',
  '/main/event/gamification/settings',
  '/main/event/gamification/badges',
  '/main/event/gamification/editbadge',
  '/main/event/notifications/addnot',
  '/main/event/notifications/schedulednotifications',
  '/main/event/notifications/sendnotifications',
  '/main/event/agendas/editagenda',
  '/main/event/agendas/agendaspeakers',
  '/main/event/agendas/agendaparticipants',
  '/main/event/agendas/agendamparticipants',
  '/main/event/agendas/overview',
  '/main/event/agendas/agendafiles',
  '/main/event/agendas/addnot',
  '/main/administration/settings',
  '/main/administration/users',
  '/main/administration/groups',
  '/main/administration/editgroup',
  '/main/administration/edituser',
  '/main/administration/allTenants',
  '/main/administration/editTenant',
  '/main/administration/history',
  '/main/administration/dashboard',
  // Not in docs/product.md §2: the outbox's failed mail, for root.
  '/main/administration/failedMail',
  // Not in docs/product.md §2: the event's wall (docs/features.md, "The wall").
  '/main/event/wall',
  // Not in docs/product.md §2: the attendee's own agenda and "Me" (docs/features.md, "The attendee's screens").
  '/main/event/myagenda',
  '/main/event/me',
];

// The screen of every route of the spec.
const BUILT_SCREENS: Record<string, unknown> = {
  '/serveroffline': ServerOfflinePage,
  '/main/selectcountry': SelectCountryPage,
  '/main/profile': ProfilePage,
  '/main/administration/settings': SettingsPage,
  '/main/administration/users': UsersAdminPage,
  '/main/administration/groups': GroupsPage,
  '/main/administration/editgroup': EditGroupPage,
  '/main/administration/edituser': UserRightsPage,
  '/main/administration/allTenants': TenantsPage,
  '/main/administration/editTenant': EditTenantPage,
  '/main/events/eventslist': EventsListPage,
  '/main/events/upcoming': EventsListPage,
  '/main/events/editevent': EditEventPage,
  '/main/events/editeventstyle': EventStylePage,
  '/main/event/locations': LocationsPage,
  '/main/event/locationedit': LocationEditPage,
  '/main/event/tags': TagsPage,
  '/main/event/tagedit': TagEditPage,
  '/main/event/surveys': SurveysPage,
  '/main/event/surveyedit': SurveyEditPage,
  '/main/event/details': DetailsPage,
  '/main/event/detailsedit': DetailEditPage,
  '/main/event/agendalist': AgendaListPage,
  '/main/event/agendas/overview': AgendaOverviewPage,
  '/main/event/agendas/editagenda': AgendaEditPage,
  '/main/event/agendas/agendafiles': AgendaFilesPage,
  '/main/event/agendas/agendaspeakers': AgendaSpeakersPage,
  '/main/event/agendas/agendaparticipants': AgendaParticipantsPage,
  '/main/event/agendas/agendamparticipants': AgendaMparticipantsPage,
  '/main/event/participants': EventParticipantsPage,
  '/main/event/organizers': EventOrganizersPage,
  '/main/news/newslist': NewsListPage,
  '/main/news/editnews': EditNewsPage,
  '/main/event/gamification/settings': GamificationSettingsPage,
  '/main/event/gamification/badges': BadgesPage,
  '/main/event/gamification/editbadge': BadgeEditPage,
  '/main/event/event': EventHomePage,
  '/main/event/editeventuserfiles': UserFilesPage,
  '/main/event/history': EventHistoryPage,
  '/main/event/dashboard': EventDashboardPage,
  '/main/event/moderation': ModerationPage,
  '/main/event/leaderboard': LeaderboardPage,
  '/main/administration/history': HistoryLogPage,
  '/main/administration/dashboard': CountryDashboardPage,
  '/main/administration/failedMail': FailedMailPage,
  '/main/event/notifications/schedulednotifications': ScheduledNotificationsPage,
  '/main/event/notifications/addnot': AddNotificationPage,
  '/main/event/notifications/sendnotifications': SendNotificationsPage,
  '/main/event/agendas/addnot': AgendaNotificationsPage,
  '/main/event/wall': WallPage,
  '/main/event/myagenda': MyAgendaPage,
  '/main/event/me': MePage,
};

function leaf(pathname: string): RouteObject {
  const matches = matchRoutes(appRoutes, pathname);
  const last = matches?.at(-1);
  if (!last) throw new Error(`No route for ${pathname}`);
  return last.route;
}

async function screenOf(route: RouteObject): Promise<unknown> {
  if (typeof route.lazy !== 'function') throw new Error(`Route ${route.id ?? route.path} is not lazy`);
  const loaded = await route.lazy();
  return loaded.Component;
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('resolves %s to its own screen', async (pathname) => {
    const route = leaf(pathname);
    expect(route.id).toBe(pathname.slice(1));
    const expected = BUILT_SCREENS[pathname];
    expect(expected, `${pathname} has a screen`).toBeDefined();
    expect(await screenOf(route)).toBe(expected);
  });

  it('resolves the home screen and unknown paths', () => {
    expect(leaf('/').id).toBe('home');
    expect(leaf('/no/such/page').id).toBe('not-found');
    expect(leaf('/main/no-such-screen').path).toBe('*');
  });

  it('frames the administration screens with the administration layout', async () => {
    const matches = matchRoutes(appRoutes, '/main/administration/groups') ?? [];
    const layout = matches.find((match) => match.route.id === 'main/administration')?.route;
    if (!layout) throw new Error('No administration layout route');
    expect(await screenOf(layout)).toBe(AdministrationLayout);
    // Other branches only group paths.
    const events = (matchRoutes(appRoutes, '/main/events/eventslist') ?? []).find(
      (match) => match.route.id === 'main/events',
    );
    expect(events?.route.lazy).toBeUndefined();
  });

  it('frames the agenda screens with the agenda layout, inside the event layout', async () => {
    const matches = matchRoutes(appRoutes, '/main/event/agendas/overview') ?? [];
    expect(matches.map((match) => match.route.id).filter(Boolean)).toContain('main/event');
    const layout = matches.find((match) => match.route.id === 'main/event/agendas')?.route;
    if (!layout) throw new Error('No agenda layout route');
    expect(await screenOf(layout)).toBe(AgendaLayout);
  });

  it('frames the gamification screens with the gamification layout, inside the event layout', async () => {
    const matches = matchRoutes(appRoutes, '/main/event/gamification/badges') ?? [];
    expect(matches.map((match) => match.route.id).filter(Boolean)).toContain('main/event');
    const layout = matches.find((match) => match.route.id === 'main/event/gamification')?.route;
    if (!layout) throw new Error('No gamification layout route');
    expect(await screenOf(layout)).toBe(GamificationLayout);
  });

  it.each([
    ['/main/events', '/main/events/eventslist'],
    ['/main/news', '/main/news/newslist'],
    ['/main/event', '/main/event/event'],
    ['/main/event/gamification', '/main/event/gamification/badges'],
    ['/main/event/notifications', '/main/event/notifications/schedulednotifications'],
    ['/main/event/agendas', '/main/event/agendalist'],
    ['/main/administration', '/main/administration/users'],
  ])('opens the first screen of the layout path %s (%s)', (pathname, target) => {
    const route = leaf(pathname);
    expect(route.index).toBe(true);
    const element = route.element as ReactElement<{ to: string }>;
    expect(resolvePath(element.props.to, pathname).pathname).toBe(target);
    expect(SPEC_ROUTES).toContain(target);
  });
});

describe('signed-out deep link', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ result: 'success' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('redirects /main/... to the home screen', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/main/events/eventslist?t=de'] });
    render(
      <AppThemeProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AppThemeProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Login with corporate account' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeTruthy();
  });
});
