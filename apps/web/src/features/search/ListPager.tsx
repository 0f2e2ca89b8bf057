import { Pagination, Stack } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { useTranslation } from '@/lib/i18n';
import { LIST_PAGE_SIZE } from './list-state';

/** Page numbers under a list; the order is the server's and stable, so each business shows on exactly one page. */
export function ListPager({ total, page, onPage, pageSize = LIST_PAGE_SIZE }: { total: number | undefined; page: number; onPage: (page: number) => void; pageSize?: number }) {
  const { t } = useTranslation();
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Stack align="center" mt="xl">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
        getControlProps={(control) => ({ 'aria-label': t(`search.control.${control}`) })}
        getItemProps={(n) => ({ 'aria-label': t('search.pageN', { page: n }) })}
        aria-label={t('search.pages')}
        radius="xl"
        siblings={1}
        boundaries={1}
      />
    </Stack>
  );
}
