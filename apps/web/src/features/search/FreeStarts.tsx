import type { ListFreeStart } from '@zakazi/contract';
import './free-starts.css';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';

/**
 * A result card's first free starts on the chosen day (and part of it): each a link to the
 * business's booking with that service, day and time already chosen (useBookingChoice's query).
 */
export function FreeStarts({ entitetId, datum, starts }: { entitetId: number; datum: string; starts: ListFreeStart[] | undefined }) {
  const { t } = useTranslation();
  if (!starts || starts.length === 0) return null;
  return (
    <div className="free-starts" aria-label={t('search.freeStarts.label')} role="group">
      <span className="free-starts__label">{t('search.freeStarts.label')}:</span>
      {starts.map((s) => (
        <Link
          key={s.pocetak}
          to={`/entity/${entitetId}?${new URLSearchParams({ usluga: String(s.uslugaId), datum, vreme: s.vreme }).toString()}`}
          className="free-starts__time"
          aria-label={t('search.freeStarts.book', { time: s.vreme })}
        >
          {s.vreme}
        </Link>
      ))}
    </div>
  );
}
