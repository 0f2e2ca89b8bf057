import { Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { SearchIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { useCategoryLookup } from '@/features/category-data';
import type { RichSearchBoxProps } from './props';
import { keepTextOnEscape } from './escape';
import { searchHref, toOptions, type SuggestionOption } from './suggestion-options';
import { SUGGEST_MIN_CHARS, suggestionsQuery } from './suggestions';
import { formatCount } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

/** Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 200;

/**
 * The search box with suggestions as you type (Mantine Combobox: role=combobox on the input, a
 * listbox of grouped options, arrow keys move, Enter chooses the highlighted option or else
 * searches the text, Escape closes). Categories, cities with their counts, up to five businesses.
 */
export function SuggestBox({ id, size = 'sm', label, placeholder, value, onValueChange, go, autoFocus, children, className }: RichSearchBoxProps) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const input = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(value, DEBOUNCE_MS);
  const wanted = debounced.trim().length >= SUGGEST_MIN_CHARS && value.trim().length >= SUGGEST_MIN_CHARS;
  const query = useQuery({ ...suggestionsQuery(debounced), enabled: wanted });
  const categoryOf = useCategoryLookup();
  const options = useMemo(() => (query.data && wanted ? toOptions(query.data) : null), [query.data, wanted]);
  const byValue = useMemo(
    () => new Map([...(options?.categories ?? []), ...(options?.cities ?? []), ...(options?.businesses ?? [])].map((o) => [o.value, o])),
    [options],
  );
  const count = byValue.size;

  // The plain box this one replaced had the focus: keep it (with the caret at the end).
  useEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(value.length, value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when this box takes the plain one's place
  }, []);

  const choose = (href: string) => {
    combobox.closeDropdown();
    input.current?.blur();
    go(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose(searchHref({ q: value }));
  };

  const categoryName = (o: SuggestionOption) => {
    const id = Number(o.value.slice('category:'.length));
    return categoryOf(id)?.name ?? o.label;
  };
  const row = (o: SuggestionOption) => (
    <Combobox.Option value={o.value} key={o.value} className="suggest__option">
      {o.kind === 'category' && (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>{categoryName(o)}</Text>
          {o.city && <Text size="sm" c="dimmed">· {typed(o.city)}</Text>}
        </Group>
      )}
      {o.kind === 'city' && (
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>{typed(o.label)}</Text>
          <Text size="xs" c="dimmed">{t('search.suggest.cityCount', { count: o.count, n: formatCount(o.count, i18n.language) })}</Text>
        </Group>
      )}
      {o.kind === 'business' && (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>{typed(o.label)}</Text>
          {o.city && <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>· {typed(o.city)}</Text>}
        </Group>
      )}
    </Combobox.Option>
  );
  const group = (key: 'categories' | 'cities' | 'businesses', list: SuggestionOption[] | undefined) =>
    list && list.length > 0 ? <Combobox.Group label={t(`search.suggest.${key}`)} key={key}>{list.map(row)}</Combobox.Group> : null;

  const open = wanted && (count > 0 || (query.isSuccess && !query.isPlaceholderData));

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={className}>
      <Combobox
        store={combobox}
        onOptionSubmit={(chosen) => {
          const option = byValue.get(chosen);
          if (option) choose(option.href);
        }}
        position="bottom-start"
        offset={6}
        zIndex={400}
        transitionProps={{ duration: 0 }}
        // happy-dom lays nothing out, so floating-ui would take the input as detached and hide the list
        hideDetached={false}
        classNames={{ dropdown: `suggest suggest--${size}` }}
      >
        <Combobox.DropdownTarget>
          <span className={`search-field search-field--${size}`}>
            <SearchIcon size={size === 'lg' ? 20 : 16} />
            <Combobox.EventsTarget withExpandedAttribute>
              <input
                ref={input}
                id={id}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                aria-label={label}
                placeholder={placeholder}
                value={value}
                onChange={(e) => {
                  onValueChange(e.currentTarget.value);
                  combobox.resetSelectedOption();
                  combobox.openDropdown();
                }}
                onFocus={() => combobox.openDropdown()}
                onClick={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                // Escape closes the suggestions (the Combobox does that) and nothing else: a search
                // input's own Escape would also clear the typed text.
                onKeyDown={keepTextOnEscape}
              />
            </Combobox.EventsTarget>
            {query.isFetching && wanted && <Loader size={14} aria-hidden />}
          </span>
        </Combobox.DropdownTarget>
        <Combobox.Dropdown hidden={!open} miw={size === 'lg' ? 'min(358px, calc(100vw - 32px))' : 'min(380px, calc(100vw - 32px))'}>
          <Combobox.Options aria-label={t('search.suggest.label')}>
            {count === 0 ? (
              <Combobox.Empty>{t('search.suggest.none', { q: debounced.trim() })}</Combobox.Empty>
            ) : (
              [group('categories', options?.categories), group('cities', options?.cities), group('businesses', options?.businesses)]
            )}
          </Combobox.Options>
          {count > 0 && <Text size="xs" c="dimmed" px="sm" py={6} className="suggest__hint">{t('search.suggest.enterHint', { q: value.trim() })}</Text>}
        </Combobox.Dropdown>
      </Combobox>
      {children}
    </form>
  );
}
