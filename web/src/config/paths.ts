/**
 * The route table of docs/product.md §2, in one place. `ROUTE_TREE` lists every screen under the base path
 * (/v2); the router is built from it and `paths` gives typed builders, so no other code writes a
 * raw path. A `null` leaf is a screen, an object is a layout with child screens.
 */
export const ROUTE_TREE = {
  serveroffline: null,
  main: {
    selectcountry: null,
    profile: null,
    events: {
      eventslist: null,
      upcoming: null,
      editevent: null,
      editeventstyle: null,
    },
    news: {
      newslist: null,
      editnews: null,
    },
    event: {
      event: null,
      locations: null,
      locationedit: null,
      surveys: null,
      surveyedit: null,
      editeventuserfiles: null,
      history: null,
      dashboard: null,
      details: null,
      detailsedit: null,
      participants: null,
      organizers: null,
      tags: null,
      tagedit: null,
      agendalist: null,
      moderation: null,
      leaderboard: null,
      wall: null,
      // Not in docs/product.md §2: the attendee's own agenda and their points and calendars (docs/features.md, The attendee's screens).
      myagenda: null,
      me: null,
      gamification: {
        settings: null,
        badges: null,
        editbadge: null,
      },
      notifications: {
        addnot: null,
        schedulednotifications: null,
        sendnotifications: null,
      },
      agendas: {
        editagenda: null,
        agendaspeakers: null,
        agendaparticipants: null,
        agendamparticipants: null,
        overview: null,
        agendafiles: null,
        addnot: null,
      },
    },
    administration: {
      settings: null,
      users: null,
      groups: null,
      editgroup: null,
      edituser: null,
      allTenants: null,
      editTenant: null,
      history: null,
      dashboard: null,
      failedMail: null,
    },
  },
} as const;

export interface RouteTree {
  readonly [segment: string]: RouteTree | null;
}

/**
 * Query parameters of docs/product.md §2: t tenant, e event, a agenda, id item (or a user's address),
 * u user, n notification, m mode flag; q is the main search text; next the home screen's address to
 * return to after sign-in.
 */
type RouteQueryKey = 't' | 'e' | 'a' | 'id' | 'u' | 'n' | 'm' | 'q' | 'next';
export type RouteQuery = Partial<Record<RouteQueryKey, string | number | null | undefined>>;
export type PathBuilder = (query?: RouteQuery) => string;

export type PathBuilders<T> = {
  readonly [K in keyof T]: T[K] extends null ? PathBuilder : PathBuilders<T[K]>;
};

type LeafIds<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends null ? `${Prefix}${K}` : LeafIds<T[K], `${Prefix}${K}/`>;
}[keyof T & string];

/** Identifies a screen by its path below the base, e.g. `main/events/eventslist`. */
export type ScreenId = LeafIds<typeof ROUTE_TREE, ''>;

type BranchIds<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends null ? never : `${Prefix}${K}` | BranchIds<T[K], `${Prefix}${K}/`>;
}[keyof T & string];

/** Identifies a layout (a branch of the route table), e.g. `main/administration`. */
export type LayoutId = BranchIds<typeof ROUTE_TREE, ''>;

/** Builds `pathname?query`, leaving out empty parameters. */
export function withQuery(pathname: string, query?: RouteQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function builders<T extends RouteTree>(tree: T, prefix: string): PathBuilders<T> {
  const result: Record<string, unknown> = {};
  for (const [segment, child] of Object.entries(tree)) {
    const pathname = `${prefix}/${segment}`;
    result[segment] = child === null ? (query?: RouteQuery) => withQuery(pathname, query) : builders(child, pathname);
  }
  return result as PathBuilders<T>;
}

/** Every screen id with its path relative to the base, in route-table order. */
export function screenIds(tree: RouteTree = ROUTE_TREE, prefix = ''): ScreenId[] {
  return Object.entries(tree).flatMap(([segment, child]) =>
    child === null ? [`${prefix}${segment}` as ScreenId] : screenIds(child, `${prefix}${segment}/`),
  );
}

/** Paths relative to the router's basename (/v2): pass them to `navigate` or `<Link to>`. */
export const paths = {
  home: (query?: RouteQuery) => withQuery('/', query),
  /** The signed-in area's own address: it sends a person on to where they work (features/auth/landing.ts). */
  landing: () => '/main',
  ...builders(ROUTE_TREE, ''),
};
