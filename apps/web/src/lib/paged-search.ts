import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A searchable paged list's state: the text as typed (`q`), the text to ask for once typing has
 * paused for 300 ms (`asked`, trimmed), and the page, which is 1 again whenever `asked` changes.
 */
export type PagedSearch = ReturnType<typeof usePagedSearch>;

export function usePagedSearch() {
  const [q, setQ] = useState('');
  const [asked] = useDebouncedValue(q.trim(), 300);
  const [turned, setTurned] = useState({ asked: '', page: 1 });
  const page = turned.asked === asked ? turned.page : 1;
  return { q, setQ, asked, page, setPage: (next: number) => setTurned({ asked, page: next }) };
}
