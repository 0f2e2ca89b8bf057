import { Link } from 'react-router';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="logo" onClick={onClick} aria-label="Zakaži — početna">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden>
        <rect x="8" y="12" width="48" height="44" rx="10" fill="none" stroke="currentColor" strokeWidth="5" />
        <path d="M8 26h48" stroke="currentColor" strokeWidth="5" />
        <path d="M20 6v12M44 6v12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <path d="M23 40l7 7 12-13" fill="none" stroke="#26A69A" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>Zakaži</span>
    </Link>
  );
}
