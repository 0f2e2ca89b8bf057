import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchField } from '@/components/SearchField';
import { loadTexts } from '@/lib/i18n';
import { keepTextOnEscape } from './escape';
import type { RichSearchBoxProps, SearchBoxProps } from './props';
import { searchHref } from './suggestion-options';

type Rich = ComponentType<RichSearchBoxProps>;
let rich: Rich | undefined;
let loading: Promise<Rich> | undefined;

/** The suggestions (Mantine's Combobox and the search texts) are a chunk of their own, fetched once. */
function loadRich(): Promise<Rich> {
  loading ??= Promise.all([import('./SuggestBox'), loadTexts('search')]).then(([m]) => (rich = m.SuggestBox));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The one search box of the header and the home page. It paints as a plain input (no Mantine
 * Combobox in the first bundle) and becomes the suggesting combobox once its chunk is in, fetched
 * when the user reaches for it (pointer over it, or focus): not when the browser is idle, as it was,
 * because Combobox, Popover and the search texts then counted against the home route's JavaScript
 * budget on every visit, used or not (issue 29, decision 045). Enter searches the text; a
 * suggestion opens its business or its results page. Text typed while the chunk loads is kept.
 */
export function SearchBox(props: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(props.initial ?? '');
  const [Loaded, setLoaded] = useState<Rich | undefined>(() => rich);
  const focused = useRef(false);

  useEffect(() => setValue(props.initial ?? ''), [props.initial]);
  const go = (href: string) => {
    navigate(href);
    props.onDone?.();
  };

  if (Loaded) return <Loaded {...props} value={value} onValueChange={setValue} go={go} autoFocus={focused.current} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(searchHref({ q: value }));
  };
  const reach = () => void loadRich().then((c) => setLoaded(() => c), () => undefined);
  // Named, so the header's search and the home page's are two distinct landmarks (axe landmark-unique).
  return (
    <form role="search" aria-label={props.label} onSubmit={submit} className={props.className}>
      <SearchField
        id={props.id}
        size={props.size}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onFocus={() => {
          focused.current = true;
          reach();
        }}
        onBlur={() => (focused.current = false)}
        onPointerEnter={reach}
        onKeyDown={keepTextOnEscape}
        placeholder={props.placeholder}
        aria-label={props.label}
      />
      {props.children}
    </form>
  );
}
