import type { EntitetDetail, EntitetListItem, Kategorija, MainKategorija } from '@zakazi/contract';
import { countOf } from '@zakazi/contract/wording';
import { escapeHtml } from './page-head.ts';
import { catalogueName, HTML_LANG, langPath, say, typed, type PageLang } from './page-lang.ts';
import { addressLine } from './seo-tags.ts';

/**
 * The content of the public pages as the server sends it, readable without running any script
 * (CONTRACT.md, Third release, Search and pages): a business's name, address, services with price
 * and duration, working hours, rating and latest reviews; a category's businesses as links; the
 * home page's categories and businesses. In the page's language, what businesses and customers
 * typed transliterated on the Cyrillic pages. The web client's first render replaces it with the
 * same page (decision 065), from the same answers, embedded beside it (page-data.ts).
 */

/** Plain text for HTML (every value written below goes through it). */
const h = escapeHtml;

const link = (lang: PageLang, path: string, text: string) => `<a href="${h(langPath(lang, path))}">${h(text)}</a>`;

const DAY_NAMES = {
  sr: ['Ponedeljak', 'Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const NUMBER_LOCALE: Record<PageLang, string> = { sr: 'sr-Latn-RS', 'sr-Cyrl': 'sr-Cyrl-RS', en: 'en-GB' };

/** "1.500 RSD" (Serbian), "1,500 RSD" (English): the currency's code, as the interface writes prices. */
function price(lang: PageLang, amount: number, currency: string): string {
  return `${new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
}

/** "4,5/5 (12 ocena)", or that there are none yet. */
function rating(lang: PageLang, average: number | null, count: number): string {
  if (count === 0 || average === null) return say(lang, 'Još nema ocena', 'No ratings yet');
  const value = new Intl.NumberFormat(NUMBER_LOCALE[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  const counted = lang === 'en' ? countOf('en', count, { one: 'rating', few: 'ratings', other: 'ratings' }) : say(lang, countOf('sr', count, { one: 'ocena', few: 'ocene', other: 'ocena' }), '');
  return `${say(lang, 'Ocena', 'Rating')} ${value}/5 (${counted})`;
}

/** One business as a line of a list: its name as a link to its page, its city and rating. */
function businessItem(lang: PageLang, e: EntitetListItem): string {
  const city = e.grad ? `, ${h(typed(lang, e.grad))}` : '';
  return `<li>${link(lang, `/entity/${e.id}`, typed(lang, e.naziv))}${city} — ${h(rating(lang, e.prosecnaOcena, e.brojOcena))}</li>`;
}

const page = (lang: PageLang, content: string) => `<main class="server-page" lang="${HTML_LANG[lang]}">${content}</main>`;

/** The home page: the site's promise, its main categories and businesses worth a visit. */
export function homeBody(lang: PageLang, mains: readonly MainKategorija[], businesses: readonly EntitetListItem[]): string {
  return page(
    lang,
    `<h1>${h(say(lang, 'Zakažite termin kod najboljih u svom gradu', 'Book an appointment with the best in your city'))}</h1>` +
      `<h2>${h(say(lang, 'Kategorije', 'Categories'))}</h2><ul>${mains.map((m) => `<li>${link(lang, `/categories/${m.slug}`, catalogueName(lang, m))}</li>`).join('')}</ul>` +
      (businesses.length ? `<h2>${h(say(lang, 'Najbolje ocenjeni', 'Best rated'))}</h2><ul>${businesses.map((e) => businessItem(lang, e)).join('')}</ul>` : ''),
  );
}

/** A main category's page: its categories as links. */
export function mainCategoryBody(lang: PageLang, main: MainKategorija, categories: readonly Kategorija[]): string {
  return page(
    lang,
    `<h1>${h(catalogueName(lang, main))}</h1><ul>${categories.map((c) => `<li>${link(lang, `/categories/${main.slug}/${c.slug}`, catalogueName(lang, c))}</li>`).join('')}</ul>`,
  );
}

/** A category's page: its businesses (the first page of them, as the client lists them) as links. */
export function categoryBody(lang: PageLang, category: Kategorija, list: { entities: readonly EntitetListItem[]; total: number }): string {
  const places = lang === 'en' ? countOf('en', list.total, { one: 'place', few: 'places', other: 'places' }) : say(lang, countOf('sr', list.total, { one: 'mesto', few: 'mesta', other: 'mesta' }), '');
  return page(
    lang,
    `<h1>${h(catalogueName(lang, category))}</h1><p>${h(places)}</p>` +
      (list.entities.length ? `<ul>${list.entities.map((e) => businessItem(lang, e)).join('')}</ul>` : ''),
  );
}

/** A business's page: what a customer reads before booking. */
export function businessBody(lang: PageLang, e: EntitetDetail, category: Kategorija | undefined): string {
  const days = DAY_NAMES[lang === 'en' ? 'en' : 'sr'];
  const hours = days.map((day, i) => {
    const open = e.radnoVreme.filter((r) => r.dan === i + 1);
    const when = open.length ? open.map((r) => `${r.pocetak}–${r.kraj}`).join(', ') : say(lang, 'Ne radi', 'Closed');
    return `<tr><th scope="row">${h(lang === 'sr-Cyrl' ? typed(lang, day) : day)}</th><td>${h(when)}</td></tr>`;
  });
  const services = e.usluge.map(
    (u) => `<li>${h(typed(lang, u.naziv))} — ${h(price(lang, u.cena, u.valuta))}, ${h(say(lang, `${u.trajanjeMinuta} min`, `${u.trajanjeMinuta} min`))}</li>`,
  );
  const reviews = e.utisci.map(
    (r) =>
      `<li><p>${h(typed(lang, r.ime))}: ${r.ocena}/5</p>${r.komentar ? `<p>${h(typed(lang, r.komentar))}</p>` : ''}` +
      `${r.odgovor ? `<p>${h(say(lang, 'Odgovor', 'Reply'))}: ${h(typed(lang, r.odgovor))}</p>` : ''}</li>`,
  );
  return page(
    lang,
    `<h1>${h(typed(lang, e.naziv))}</h1>` +
      (category ? `<p>${h(catalogueName(lang, category))}</p>` : '') +
      `<p class="server-page__address">${h(addressLine(lang, e))}</p>` +
      `<p class="server-page__rating">${h(rating(lang, e.prosecnaOcena, e.brojOcena))}</p>` +
      (e.opis ? `<p>${h(typed(lang, e.opis))}</p>` : '') +
      `<h2>${h(say(lang, 'Usluge', 'Services'))}</h2><ul>${services.join('')}</ul>` +
      `<h2>${h(say(lang, 'Radno vreme', 'Opening hours'))}</h2><table><tbody>${hours.join('')}</tbody></table>` +
      (reviews.length ? `<h2>${h(say(lang, 'Utisci', 'Reviews'))}</h2><ul>${reviews.join('')}</ul>` : ''),
  );
}
