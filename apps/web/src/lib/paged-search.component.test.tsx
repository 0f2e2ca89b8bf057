import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch } from './paged-search';

describe('a searchable paged list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the trimmed text once typing pauses, and starts that search at its first page', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    act(() => result.current.setQ(' ana '));
    // still typing: the list stays where it was
    expect(result.current).toMatchObject({ q: ' ana ', asked: '', page: 3 });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ asked: 'ana', page: 1 });

    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    // the same text again, only spaced differently, is the same search
    act(() => result.current.setQ('ana  '));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ asked: 'ana', page: 2 });
  });
});
