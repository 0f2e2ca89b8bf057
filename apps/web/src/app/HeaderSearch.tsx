import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { SearchBox } from '@/features/search/shell';

/** Header search: the one search box, showing the current search's text on /search. */
export function HeaderSearch({ onDone, id }: { onDone?: () => void; id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <SearchBox
      id={id}
      className="header-search"
      initial={location.pathname === '/search' ? (params.get('q') ?? '') : ''}
      label={t('common.searchBox.label')}
      placeholder={t('common.searchBox.placeholder')}
      onDone={onDone}
    />
  );
}
