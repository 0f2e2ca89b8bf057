import { TextInput, type TextInputProps } from '@mantine/core';
import type { PagedSearch } from '@/lib/paged-search';

/** The search box of a searchable paged list (lib/paged-search), bound to its text. */
export function ListSearchInput({ search, ...props }: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & { search: PagedSearch }) {
  return <TextInput type="search" value={search.q} onChange={(e) => search.setQ(e.currentTarget.value)} {...props} />;
}
