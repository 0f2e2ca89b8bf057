import type { TranslationKey } from '@/lib/i18n';
export const NAV = [
  { to: '/', label: 'common.nav.categories', end: true },
  { to: '/search', label: 'common.nav.search', end: false },
  { to: '/near-me', label: 'common.nav.nearMe', end: false },
  { to: '/partner', label: 'common.nav.partners', end: false },
] as const satisfies ReadonlyArray<{ to: string; label: TranslationKey; end: boolean }>;
