import type { TranslationKey } from '@/lib/i18n';
/** The header's navigation (the footer repeats it). */
export const NAV = [
  { to: '/', label: 'common.nav.categories', end: true },
  { to: '/search', label: 'common.nav.search', end: false },
  { to: '/near-me', label: 'common.nav.nearMe', end: false },
  { to: '/partner', label: 'common.nav.partners', end: false },
] as const satisfies ReadonlyArray<{ to: string; label: TranslationKey; end: boolean }>;

/** The pages about Zakaži itself, linked from the footer. */
export const INFO_LINKS = [
  { to: '/about', label: 'common.footer.about' },
  { to: '/faq', label: 'common.footer.faq' },
  { to: '/privacy-policy', label: 'common.footer.privacy' },
  { to: '/terms-of-service', label: 'common.footer.terms' },
] as const satisfies ReadonlyArray<{ to: string; label: TranslationKey }>;
