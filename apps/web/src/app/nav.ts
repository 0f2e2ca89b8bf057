export const NAV = [
  { to: '/', key: 'categories', end: true },
  { to: '/search', key: 'search', end: false },
  { to: '/near-me', key: 'nearMe', end: false },
  { to: '/partner', key: 'partners', end: false },
] as const;
