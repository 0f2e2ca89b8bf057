import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams, useLocation } from 'react-router';
import { SearchField } from '@/components/SearchField';

/** Header search: submits to /search?q=. */
export function HeaderSearch({ onDone, id }: { onDone?: () => void; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [value, setValue] = useState(location.pathname === '/search' ? (params.get('q') ?? '') : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    onDone?.();
  };

  return (
    <form role="search" onSubmit={submit} className="header-search">
      <SearchField
        id={id}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        placeholder={t('common.searchBox.placeholder')}
        aria-label={t('common.searchBox.label')}
      />
    </form>
  );
}
