import { APP_BASE_PATH } from '@agenda/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { ROUTE_TREE, type LayoutId, type RouteTree, type ScreenId } from '@/config/paths';
import { RequireAuth } from '@/features/auth/require-auth';
import { FirstPaint } from './first-paint';
import { loadWithin } from '@/lib/chunk-timeout';
import { RouterNavigation } from '@/lib/router-navigation';
import { RouteFocus } from './route-focus';
import { AnnouncerProvider } from '@/components/a11y/announcer';
import { RouteError } from './routes/route-error';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Every entry of the route table has its screen: a missing one fails the router's test (and here at once). */
function screenOf(id: ScreenId): LazyScreen {
  const screen = screens[id];
  if (!screen) throw new Error(`The route ${id} has no screen in web/src/app/router.tsx`);
  return screen;
}
const notFoundInLayout: LazyScreen = loadWithin(() =>
  import('./routes/not-found').then((m) => ({ Component: m.NotFoundInLayout })),
);

/**
 * A layout's own address (e.g. /main/event/gamification?e=..) opens its first screen, keeping the query:
 * people shorten addresses by hand, and a layout path is no screen of its own.
 */
const layoutLanding: Partial<Record<LayoutId, string>> = {
  'main/events': 'eventslist',
  'main/news': 'newslist',
  'main/event': 'event',
  'main/event/gamification': 'badges',
  'main/event/notifications': 'schedulednotifications',
  'main/event/agendas': '../agendalist',
  'main/administration': 'users',
};

function LayoutLanding({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const eventsList: LazyScreen = () => {
  // A country's list asks for its first page beside the frame's listeners (event-warmup.ts).
  void import('./event-warmup').then((m) => m.warmEventList(window.location.search)).catch(() => undefined);
  return import('@/features/events/list/events-list-page').then((m) => ({ Component: m.EventsListPage }));
};

/** The event's programme: the agenda list (its landing page) and the agenda screens. */
const agendaScreens: Partial<Record<ScreenId, LazyScreen>> = {
  'main/event/agendalist': () =>
    import('@/features/events/agendas/list/agenda-list-page').then((m) => ({ Component: m.AgendaListPage })),
  'main/event/agendas/overview': () =>
    import('@/features/events/agendas/overview/agenda-overview-page').then((m) => ({
      Component: m.AgendaOverviewPage,
    })),
  'main/event/agendas/editagenda': () =>
    import('@/features/events/agendas/edit/agenda-edit-page').then((m) => ({ Component: m.AgendaEditPage })),
  'main/event/agendas/agendafiles': () =>
    import('@/features/events/agendas/files/agenda-files-page').then((m) => ({ Component: m.AgendaFilesPage })),
  'main/event/agendas/agendaspeakers': () =>
    import('@/features/events/agendas/people/agenda-people-pages').then((m) => ({ Component: m.AgendaSpeakersPage })),
  'main/event/agendas/agendaparticipants': () =>
    import('@/features/events/agendas/people/agenda-people-pages').then((m) => ({
      Component: m.AgendaParticipantsPage,
    })),
  'main/event/agendas/agendamparticipants': () =>
    import('@/features/events/agendas/people/agenda-people-pages').then((m) => ({
      Component: m.AgendaMparticipantsPage,
    })),
};

/** The event lists, event editing and the event's content (locations, tags, surveys, details). */
const eventScreens: Partial<Record<ScreenId, LazyScreen>> = {
  'main/events/eventslist': eventsList,
  'main/events/upcoming': eventsList,
  'main/events/editevent': () =>
    import('@/features/events/edit/edit-event-page').then((m) => ({ Component: m.EditEventPage })),
  'main/events/editeventstyle': () =>
    import('@/features/events/style/event-style-page').then((m) => ({ Component: m.EventStylePage })),
  'main/event/locations': () =>
    import('@/features/events/content/locations/locations-page').then((m) => ({ Component: m.LocationsPage })),
  'main/event/locationedit': () =>
    import('@/features/events/content/locations/location-edit-page').then((m) => ({ Component: m.LocationEditPage })),
  'main/event/tags': () => import('@/features/events/content/tags/tags-page').then((m) => ({ Component: m.TagsPage })),
  'main/event/tagedit': () =>
    import('@/features/events/content/tags/tag-edit-page').then((m) => ({ Component: m.TagEditPage })),
  'main/event/surveys': () =>
    import('@/features/events/content/surveys/surveys-page').then((m) => ({ Component: m.SurveysPage })),
  'main/event/surveyedit': () =>
    import('@/features/events/content/surveys/survey-edit-page').then((m) => ({ Component: m.SurveyEditPage })),
  'main/event/details': () =>
    import('@/features/events/content/details/details-page').then((m) => ({ Component: m.DetailsPage })),
  'main/event/detailsedit': () =>
    import('@/features/events/content/details/detail-edit-page').then((m) => ({ Component: m.DetailEditPage })),
  'main/event/participants': () =>
    import('@/features/events/people/event-people-pages').then((m) => ({ Component: m.EventParticipantsPage })),
  'main/event/organizers': () =>
    import('@/features/events/people/event-people-pages').then((m) => ({ Component: m.EventOrganizersPage })),
  ...agendaScreens,
};

/** Country news (docs/product.md §2 News). */
const newsScreens: Partial<Record<ScreenId, LazyScreen>> = {
  'main/news/newslist': () =>
    import('@/features/news/components/news-list-page').then((m) => ({ Component: m.NewsListPage })),
  'main/news/editnews': () =>
    import('@/features/news/components/edit-news-page').then((m) => ({ Component: m.EditNewsPage })),
};

/** Gamification (docs/product.md §2): the event's points and badges, under the gamification layout. */
const gamificationScreens: Partial<Record<ScreenId, LazyScreen>> = {
  'main/event/gamification/settings': () =>
    import('@/features/gamification/components/gamification-settings-page').then((m) => ({
      Component: m.GamificationSettingsPage,
    })),
  'main/event/gamification/badges': () =>
    import('@/features/gamification/components/badges-page').then((m) => ({ Component: m.BadgesPage })),
  'main/event/gamification/editbadge': () =>
    import('@/features/gamification/components/badge-edit-page').then((m) => ({ Component: m.BadgeEditPage })),
};

/** Notifications (docs/product.md §2, editors only): the event's, under the notifications layout, and an agenda's. */
const notificationScreens: Partial<Record<ScreenId, LazyScreen>> = {
  'main/event/notifications/schedulednotifications': () =>
    import('@/features/notifications/components/scheduled-notifications-page').then((m) => ({
      Component: m.ScheduledNotificationsPage,
    })),
  'main/event/notifications/addnot': () =>
    import('@/features/notifications/components/add-notification-page').then((m) => ({
      Component: m.AddNotificationPage,
    })),
  'main/event/notifications/sendnotifications': () =>
    import('@/features/notifications/components/send-notifications-page').then((m) => ({
      Component: m.SendNotificationsPage,
    })),
  'main/event/agendas/addnot': () =>
    import('@/features/notifications/components/add-notification-page').then((m) => ({
      Component: m.AgendaNotificationsPage,
    })),
};

/** The event's home for a participant, and their own files for it (docs/product.md §2 event, editeventuserfiles). */
const eventHomeScreens: Partial<Record<ScreenId, LazyScreen>> = {
  'main/event/event': () =>
    import('@/features/events/home/event-home-page').then((m) => ({ Component: m.EventHomePage })),
  'main/event/editeventuserfiles': () =>
    import('@/features/events/files/user-files-page').then((m) => ({ Component: m.UserFilesPage })),
  // docs/features.md, "The attendee's screens": their own agenda, and their points and calendars.
  'main/event/myagenda': () =>
    import('@/features/events/home/my-agenda-page').then((m) => ({ Component: m.MyAgendaPage })),
  'main/event/me': () => import('@/features/events/home/me-page').then((m) => ({ Component: m.MePage })),
  'main/event/wall': () => import('@/features/wall/components/wall-page').then((m) => ({ Component: m.WallPage })),
};

/** The screen of every entry of the route table (web/src/config/paths.ts). */
const screens: Partial<Record<ScreenId, LazyScreen>> = {
  serveroffline: () =>
    import('@/features/server-status/server-offline-page').then((m) => ({ Component: m.ServerOfflinePage })),
  'main/selectcountry': () =>
    import('@/features/tenants/components/select-country-page').then((m) => ({ Component: m.SelectCountryPage })),
  'main/profile': () => import('@/features/users/components/profile-page').then((m) => ({ Component: m.ProfilePage })),
  'main/administration/settings': () =>
    import('@/features/settings/components/settings-page').then((m) => ({ Component: m.SettingsPage })),
  'main/administration/users': () =>
    import('@/features/users/components/users-admin-page').then((m) => ({ Component: m.UsersAdminPage })),
  'main/administration/groups': () =>
    import('@/features/groups/components/groups-page').then((m) => ({ Component: m.GroupsPage })),
  'main/administration/editgroup': () =>
    import('@/features/groups/components/edit-group-page').then((m) => ({ Component: m.EditGroupPage })),
  'main/administration/edituser': () =>
    import('@/features/users/components/user-rights-page').then((m) => ({ Component: m.UserRightsPage })),
  'main/administration/allTenants': () =>
    import('@/features/tenants/components/tenants-page').then((m) => ({ Component: m.TenantsPage })),
  'main/administration/editTenant': () =>
    import('@/features/tenants/components/edit-tenant-page').then((m) => ({ Component: m.EditTenantPage })),
  'main/administration/history': () =>
    import('@/features/history/history-log-page').then((m) => ({ Component: m.HistoryLogPage })),
  'main/administration/dashboard': () =>
    import('@/features/dashboards/country-dashboard-page').then((m) => ({ Component: m.CountryDashboardPage })),
  'main/administration/failedMail': () =>
    import('@/features/outbox/components/failed-mail-page').then((m) => ({ Component: m.FailedMailPage })),
  'main/event/history': () =>
    import('@/features/history/event-history-page').then((m) => ({ Component: m.EventHistoryPage })),
  'main/event/dashboard': () =>
    import('@/features/dashboards/event-dashboard-page').then((m) => ({ Component: m.EventDashboardPage })),
  'main/event/moderation': () =>
    import('@/features/moderation/moderation-page').then((m) => ({ Component: m.ModerationPage })),
  'main/event/leaderboard': () =>
    import('@/features/leaderboard/leaderboard-page').then((m) => ({ Component: m.LeaderboardPage })),
  ...eventScreens,
  ...newsScreens,
  ...gamificationScreens,
  ...eventHomeScreens,
  ...notificationScreens,
};

/** Layouts of the route table that frame their screens (the others only group paths). */
const layouts: Partial<Record<LayoutId, LazyScreen>> = {
  'main/administration': () =>
    import('./layouts/administration-layout').then((m) => ({ Component: m.AdministrationLayout })),
  'main/event': () => {
    // The event screens' listeners start together as the address opens (event-warmup.ts).
    void import('./event-warmup').then((m) => m.warmEventScreens(window.location)).catch(() => undefined);
    return import('@/features/events/layout/event-layout').then((m) => ({ Component: m.EventLayout }));
  },
  'main/event/agendas': () =>
    import('@/features/events/agendas/layout/agenda-layout').then((m) => ({ Component: m.AgendaLayout })),
  'main/event/gamification': () =>
    import('@/features/gamification/components/gamification-layout').then((m) => ({ Component: m.GamificationLayout })),
  'main/event/notifications': () =>
    import('@/features/notifications/components/notifications-layout').then((m) => ({
      Component: m.NotificationsLayout,
    })),
};

// Loaded only once the session is known to be signed in, together with Firestore and reactfire.
const MainLayout = lazy(loadWithin(() => import('./layouts/main-layout')));

function treeRoutes(tree: RouteTree, prefix: string): RouteObject[] {
  return Object.entries(tree).map(([segment, child]): RouteObject => {
    const id = `${prefix}${segment}`;
    if (child === null) {
      return { id, path: segment, lazy: loadWithin(screenOf(id as ScreenId)) };
    }
    // A layout path on its own (e.g. /main/events) is not a screen.
    const layout = layouts[id as LayoutId];
    return {
      id,
      path: segment,
      lazy: layout && loadWithin(layout),
      children: [landingRoute(id as LayoutId), ...treeRoutes(child, `${id}/`)],
    };
  });
}

function landingRoute(id: LayoutId): RouteObject {
  const to = layoutLanding[id];
  return to ? { index: true, element: <LayoutLanding to={to} /> } : { index: true, lazy: notFoundInLayout };
}

const { main, ...topLevel } = ROUTE_TREE;

/** The whole route table under the basename; exported for the route-table tests. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    // The home screen also draws before the router is loaded; it navigates through lib/app-navigation.tsx.
    // The focus follows each change of screen.
    element: (
      <AnnouncerProvider>
        <RouteFocus />
        <RouterNavigation />
      </AnnouncerProvider>
    ),
    errorElement: <RouteError />,
    // While the address's screens load: a returning visit to the list keeps its pre-paint.
    hydrateFallbackElement: <FirstPaint />,
    children: [
      {
        id: 'home',
        index: true,
        lazy: loadWithin(() => import('./routes/home').then((m) => ({ Component: m.HomePage }))),
      },
      ...treeRoutes(topLevel, ''),
      {
        path: 'main',
        element: (
          // A returning visit to a country's list draws its last cards while Auth and Firestore load.
          <RequireAuth fallback={<FirstPaint />}>
            <Suspense fallback={<FirstPaint />}>
              <MainLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          // Where a person works: the home screen sends a sign-in here unless it knows already.
          {
            index: true,
            lazy: loadWithin(() => import('@/features/auth/main-landing').then((m) => ({ Component: m.MainLanding }))),
          },
          ...treeRoutes(main, 'main/'),
          { path: '*', lazy: notFoundInLayout },
        ],
      },
      {
        id: 'not-found',
        path: '*',
        lazy: loadWithin(() => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage }))),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: APP_BASE_PATH });
}
