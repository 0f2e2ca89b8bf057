/**
 * How the build groups modules into chunks (rolldown `output.codeSplitting.groups`).
 *
 * Why by hand: Lighthouse's mobile run (simulated slow 4G, 150 ms round trips, 6 connections per
 * origin over HTTP/1.1) charges every script a page needs before its first paint with a round trip
 * of its own. Left to the automatic splitting, the category and business pages asked for a few
 * dozen small scripts and several stylesheets before their first paint, and scored well below the
 * home page. With the groups below each browsing page asks for a handful, and the home route
 * loads only what it runs (its JavaScript budget, DESIGN.md "Budgets: Web"). The counts and scores, before and after:
 * docs/decisions/045-chunk-groups-for-first-paint.md.
 */

/** A path pattern for module ids: the parts are joined by either slash, so it works on Windows too. */
function paths(...alternatives: string[]): RegExp {
  const escaped = alternatives.map((path) => path.replace(/[.*+?^${}()[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]'));
  return new RegExp(`(${escaped.join('|')})`);
}

const mantine = (...components: string[]) => components.map((name) => `@mantine/core/esm/components/${name}`);

/**
 * React, React DOM and the router: what every page runs first, and all of it (the home route
 * loads each byte of them). One long-cached file that changes only with a dependency upgrade.
 *
 * TanStack Query and Mantine's core are not in it (they were, with a `shared` group of modules a
 * dozen routes use, until issue 29): a group takes every module of its packages that any route
 * uses, so the home route loaded Query's mutations and infinite queries, Mantine's Popover,
 * ScrollArea, Input and floating-ui: a quarter of its bytes, never run there. Left to the
 * automatic splitting, the entry chunk holds the parts the entry uses and the rest goes with the
 * routes that use it.
 * Figures: docs/decisions/045-chunk-groups-for-first-paint.md ("Amended").
 */
const vendor = {
  name: 'vendor',
  test: /node_modules[\\/](react|react-dom|scheduler|react-router)([\\/]|$)/,
  priority: 10,
};

/**
 * What the entry (index.html) imports statically stays with the entry: without this group the
 * groups below would also capture the layout's own dependencies (Group, the search list state) and
 * every page would have to load them before it could start. The other entry,
 * src/start-after-paint.ts, is left out: it must stay a file of a few hundred bytes, not an import
 * of this group's chunk (the client's whole start), which it loads only after the first paint.
 */
const initial = { name: 'initial', tags: ['$initial' as const], test: (id: string) => !/start-after-paint\.ts$/.test(id), priority: 4 };

/**
 * What the home page and the browsing pages all need at first paint: the categories' queries, the
 * empty/error states, the not-found page (pages show it for an unknown id), the business card (the
 * home page's rows show it too) with its stars, formats and Badge, Skeleton and Group.
 * (Not the Combobox pieces any more: the header's suggestions load on first focus, issue 29.)
 */
const pagesCore = {
  name: 'pages-core',
  test: paths(
    'src/components/States',
    'src/features/not-found/',
    'src/features/category-data/',
    'src/features/catalogue/api/',
    'src/features/catalogue/queries',
    'src/components/Stars',
    'src/components/BusinessCard',
    'src/lib/format',
    // The home rows' helpers, which the search, near-me, category and business pages share: no request of their own.
    'src/lib/chosen-city',
    'src/lib/cities',
    'src/lib/known-position',
    'src/features/catalogue/recently-viewed',
    'contract/src/constants',
    ...mantine('Skeleton/', 'Group/', 'Badge/'),
  ),
  priority: 3.5,
};

/**
 * What the category, search and business pages need and the home page does not: business grids,
 * favourites, the list toolbar, pager and map switch, the business data and booking status, the
 * calendar helpers, and their Mantine components. Their translations (loaded by the pages' own
 * `loadTexts`) come with them; the search box's translations stay apart, as any page (the home
 * page too) loads them when the search box is first reached for.
 */
const browse = {
  name: 'browse',
  test: paths(
    'src/features/favorites/api',
    'src/features/favorites/toggle',
    'src/features/favorites/FavoriteButton',
    'src/features/favorites/FavoritesList',
    'src/features/favorites/i18n',
    'src/features/favorites/index',
    'src/features/search/index',
    'src/features/search/ListToolbar',
    'src/features/search/ListPager',
    'src/features/search/ResultsMap',
    'src/features/businesses/i18n',
    'src/features/businesses/api',
    'src/features/business-data/',
    'src/features/booking/i18n',
    'src/features/booking/anyone',
    'src/features/booking/api',
    'src/features/booking/dates',
    'src/features/booking/status',
    'src/features/booking/components/StatusBadge',
    'src/features/booking/components/LazyBookingFlow',
    'src/features/booking/useBookingChoice',
    'src/components/BusinessGrid',
    'src/components/map/index',
    'contract/src/people-paths',
    'contract/src/booking-paths',
    'contract/src/calendar',
    '@date-fns/tz',
    // Stylesheets of the category and business pages (their breadcrumbs, the ratings' bars, the
    // booking section and its flow): in browse.css, so each of those pages links two stylesheets
    // (the entry's and this one) before its first paint, not four to seven, each a round trip.
    'src/features/booking/booking.css',
    '@mantine/core/styles/Breadcrumbs.css',
    '@mantine/core/styles/Progress.css',
    ...mantine('Progress/', 'Breadcrumbs/', 'SegmentedControl/', 'Overlay/', 'Pagination/', 'Drawer/', 'NativeSelect/', 'ModalBase/'),
  ),
  priority: 3,
};

export const chunkGroups = [vendor, initial, pagesCore, browse];
