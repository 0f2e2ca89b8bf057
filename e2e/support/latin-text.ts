import type { Page, Response } from 'playwright-core';
import { toCyrillic } from '@zakazi/contract/cyrillic';

/**
 * Finds Latin letters in the interface of a page shown in Serbian Cyrillic (issue 26, item 7).
 *
 * What people typed is not the interface: business, service and person names, descriptions,
 * addresses, comments, e-mails, web addresses (shown transliterated, its words with q, w, x or y
 * kept: that is e2e cyrillic-typed.spec.ts's check, not this one's). The walk tells them
 * apart by what the API answered: every string under a key that holds typed text (TYPED_KEYS), in
 * any JSON answer of /api/ the page received while it loaded, is taken out of the page's texts
 * before they are checked, and so are the initials the page makes of those names (avatars). The
 * interface's own texts never come from those keys (the catalogue's names, enums and time zones
 * do, and they are checked), so an untranslated interface string is found even where it sits in
 * one text with a name ("Zakaži: Feniranje" fails on "Zakaži", not on "Feniranje").
 *
 * Also allowed, as Serbian Cyrillic writing keeps them in Latin letters: e-mail and web addresses,
 * domain names, and the codes of LATIN_CODES. Text inside an element whose `lang` is not sr-Cyrl
 * is in that language by the page's own word (the language switch names each language in itself).
 */

/** The answer keys whose strings are what a business or a person typed. */
const TYPED_KEYS = new Set([
  'naziv', // a business's or a service's name (the catalogue's answers are left out: CATALOGUE_PATHS)
  'entitetNaziv',
  'uslugaNaziv',
  'opis',
  'ime',
  'prezime',
  'korisnikIme',
  'zaposleniIme',
  'klijentIme',
  'email',
  'telefon',
  'website',
  'ulica',
  'broj',
  'grad',
  'komentar',
  'odgovor',
  'napomena',
  'razlog',
  'uredjaj', // a session's browser and system from its User-Agent, named as their makers write them
]);
/** Answers whose names are the catalogue's (interface text: they must be in Cyrillic). */
const CATALOGUE_PATHS = /^\/api\/(MainKategorija|Kategorija|HomeServices)/i;

/** Codes written in Latin letters in Serbian Cyrillic text too (currencies, file types, products). */
const LATIN_CODES = ['RSD', 'EUR', 'BAM', 'MKD', 'SMS', 'PDF', 'ICS', 'JPEG', 'JPG', 'PNG', 'WebP', 'GIF', 'HEIC', 'URL', 'OK', 'HTTPS', 'iOS', 'Android', 'Google', 'Apple', 'OpenStreetMap', 'Leaflet'];
const ALLOWED = new RegExp(
  [
    String.raw`https?:\/\/\S*`,
    String.raw`www\.\S+`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`\b[\w-]+\.(?:rs|com|org|net|me|ba|mk|hr|eu|demo)\b`,
    ...LATIN_CODES.map((code) => String.raw`(?<!\p{L})${code}(?!\p{L})`),
  ].join('|'),
  'gu',
);
const LATIN = /\p{Script=Latin}/u;

/** One text of the page: where it is (element and attribute) and what it says. */
type PageText = { where: string; text: string };

/** What a walk saw on one page: the typed strings of its API answers, and of those embedded in it, gathered while it loads. */
export function typedTextRecorder(page: Page): { start: () => void; typed: () => Promise<Set<string>> } {
  let typed = new Set<string>();
  let pending: Array<Promise<void>> = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || CATALOGUE_PATHS.test(url.pathname)) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const into = typed;
    pending.push(
      response
        .json()
        .then((body: unknown) => collectTyped(body, into))
        .catch(() => {}),
    );
  });
  return {
    start: () => {
      typed = new Set();
      pending = [];
    },
    typed: async () => {
      await Promise.all(pending);
      // The answers the server embedded in the page (#page-data, by URL) are answers the page did not ask for.
      const embedded = await page.evaluate(() => document.getElementById('page-data')?.textContent ?? null);
      for (const [url, body] of Object.entries(embedded ? (JSON.parse(embedded) as Record<string, unknown>) : {})) {
        if (!CATALOGUE_PATHS.test(new URL(url, 'http://x').pathname)) collectTyped(body, typed);
      }
      // And the answers in the state the client hydrated a server-rendered page with (#ssr-state), but the catalogue's.
      const state = await page.evaluate(() => document.getElementById('ssr-state')?.textContent ?? null);
      const queries = state ? (JSON.parse(state) as { queries: { queries: Array<{ queryKey: unknown; state: { data: unknown } }> } }).queries.queries : [];
      for (const query of queries) {
        if (!/^\["catalogue","(main-categories|categories)"\]$/.test(JSON.stringify(query.queryKey))) collectTyped(query.state.data, typed);
      }
      return typed;
    },
  };
}

function collectTyped(value: unknown, into: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (TYPED_KEYS.has(key) && value.trim().length > 1) into.add(value.trim());
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectTyped(item, into, key);
    return;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A person shown by full name: "Ime Prezime".
    if (typeof record.ime === 'string' && typeof record.prezime === 'string') into.add(`${record.ime} ${record.prezime}`.trim());
    for (const [k, v] of Object.entries(record)) collectTyped(v, into, k);
  }
}

/** The initials a page makes of a typed name ("Jelena Marković" → "JM", "Žarko Ć." → "ŽĆ"). */
function initialsOf(typed: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const text of typed) {
    const words = text.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
    if (words.length === 0) continue;
    out.add(words[0]![0]!.toUpperCase());
    if (words.length > 1) out.add((words[0]![0]! + words.at(-1)![0]!).toUpperCase());
  }
  return out;
}

/**
 * The page's interface texts that still have Latin letters once typed text, addresses and codes
 * are taken out, each as "where: text".
 */
export async function latinInterfaceTexts(page: Page, typed: Set<string>): Promise<string[]> {
  const texts = (await page.evaluate(IN_PAGE)) as PageText[];
  // A Cyrillic page shows typed text transliterated (lib/typed-text.ts), where the words it keeps
  // (with q, w, x or y) stay Latin: each typed text is taken out as typed and as shown.
  const shown = new Set([...typed, ...[...typed].map(toCyrillic)]);
  // Longest first, so a full name goes before the first name inside it.
  const typedByLength = [...shown].sort((a, b) => b.length - a.length);
  const initials = initialsOf(shown);
  const found: string[] = [];
  for (const { where, text } of texts) {
    if (initials.has(text.trim())) continue;
    let rest = text;
    for (const t of typedByLength) if (rest.includes(t)) rest = rest.split(t).join(' ');
    rest = rest.replace(ALLOWED, ' ');
    if (LATIN.test(rest)) found.push(`${where}: ${text.length > 120 ? `${text.slice(0, 117)}…` : text}`);
  }
  return [...new Set(found)];
}

/**
 * Run in the page: every text node, the texts of the attributes people hear or see (labels,
 * titles, placeholders, alternative texts, role descriptions), the values the inputs
 * show (a select shows its option's label there; what a person typed is taken out as typed text)
 * and the tab's title. Kept as text: the
 * test runner's TypeScript transform names functions with a helper (`__name`) that does not exist
 * inside the page.
 */
const IN_PAGE = `(() => {
  const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext'];
  const latin = /\\p{Script=Latin}/u;
  function inCyrillic(el) {
    const marked = el.closest('[lang]');
    return !marked || marked.getAttribute('lang') === 'sr-Cyrl';
  }
  function where(el) {
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/)[0] : '';
    return el.tagName.toLowerCase() + cls;
  }
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, template')) continue;
    const text = (node.nodeValue || '').trim();
    if (latin.test(text) && inCyrillic(el)) out.push({ where: where(el), text });
  }
  for (const el of document.body.querySelectorAll(ATTRIBUTES.map((a) => '[' + a + ']').join(', '))) {
    // Hidden from assistive technology and never shown (a measuring copy of a text area): nobody reads it.
    if (!inCyrillic(el) || el.closest('[aria-hidden="true"]')) continue;
    for (const attribute of ATTRIBUTES) {
      const text = el.getAttribute(attribute);
      if (text && latin.test(text)) out.push({ where: where(el) + '[' + attribute + ']', text });
    }
  }
  // Inputs that show their value as text (a radio's or a checkbox's value is never shown).
  for (const el of document.body.querySelectorAll('input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], input[type="button"], input[type="submit"]')) {
    if (el.value && latin.test(el.value) && inCyrillic(el)) out.push({ where: where(el) + '[value]', text: el.value });
  }
  if (latin.test(document.title)) out.push({ where: 'title', text: document.title });
  return out;
})()`;
