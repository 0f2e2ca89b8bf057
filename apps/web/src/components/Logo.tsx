import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/** The brand and the way home; the brand is written in the interface's script (Закажи in Cyrillic). */
export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" onClick={onClick} aria-label={t('common.homeLink')}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden>
        <rect x="8" y="12" width="48" height="44" rx="10" fill="none" stroke="currentColor" strokeWidth="5" />
        <path d="M8 26h48" stroke="currentColor" strokeWidth="5" />
        <path d="M20 6v12M44 6v12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <path d="M23 40l7 7 12-13" fill="none" stroke="#26A69A" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('common.appName')}</span>
    </Link>
  );
}
