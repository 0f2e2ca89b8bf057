import type { EntitetDetail, Kategorija, MainKategorija } from '@zakazi/contract';
import type { HeadTag } from './page-head.ts';
import { countOf } from '@zakazi/contract/wording';
import { catalogueName, HTML_LANG, langPath, OG_LOCALE, PAGE_LANGS, say, typed, type PageLang } from './page-lang.ts';

/**
 * What a search engine or a link preview reads from a page before any JavaScript runs: title,
 * description, canonical URL, the page's other languages (hreflang), Open Graph tags, and
 * schema.org JSON-LD (https://schema.org: LocalBusiness on a business page, BreadcrumbList on
 * category and business pages, Organization and WebSite on home). In the page's language
 * (page-lang.ts); every URL is PUBLIC_URL's.
 */

const SITE = 'Zakaži';
const DESCRIPTION_MAX = 160;

/** At most DESCRIPTION_MAX characters, cut at a word, with an ellipsis when cut. */
function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** One page: `path` is its language-neutral path ('/entity/12'); its URL in each language follows from it. */
type PageSeo = { lang: PageLang; path: string; title: string; description: string; image?: string | null; type?: string };

/** The page's address in a language, absolute. */
const pageUrl = (publicUrl: string, lang: PageLang, path: string) => `${publicUrl}${langPath(lang, path)}`;

/**
 * The page in each language (hreflang, Google's "localized versions"): all three and x-default,
 * the Serbian Latin page, for a reader of none of them.
 */
function alternateTags(publicUrl: string, path: string): HeadTag[] {
  return [
    ...PAGE_LANGS.map((lang): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: HTML_LANG[lang], href: pageUrl(publicUrl, lang, path) } })),
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: pageUrl(publicUrl, 'sr', path) } },
  ];
}

/** title, description, canonical, alternates and Open Graph (og:*) tags of one page. */
function seoTags(publicUrl: string, p: PageSeo): HeadTag[] {
  const description = clip(p.description);
  const url = pageUrl(publicUrl, p.lang, p.path);
  const tags: HeadTag[] = [
    { tag: 'title', text: p.title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...alternateTags(publicUrl, p.path),
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE } },
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[p.lang] } },
    ...[...new Set(PAGE_LANGS.map((l) => OG_LOCALE[l]))]
      .filter((locale) => locale !== OG_LOCALE[p.lang])
      .map((locale): HeadTag => ({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: locale } })),
    { tag: 'meta', attrs: { property: 'og:type', content: p.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: p.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
  ];
  if (p.image) tags.push({ tag: 'meta', attrs: { property: 'og:image', content: p.image } });
  return tags;
}

const jsonLd = (data: object): HeadTag => ({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) });

/** An absolute URL on this site for a path or a stored file path; external URLs stay as they are. */
function absolute(publicUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:/.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** One step of a page's place in the site: its name and its language-neutral path. */
export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList (Google's "breadcrumb" structured data): home first, the page itself last. */
function breadcrumbLd(publicUrl: string, lang: PageLang, crumbs: readonly Crumb[]): HeadTag {
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: pageUrl(publicUrl, lang, c.path) })),
  });
}

/** The first crumb of every trail. */
const homeCrumb = (lang: PageLang): Crumb => ({ name: say(lang, 'Početna', 'Home'), path: '/' });
const mainCrumb = (lang: PageLang, main: MainKategorija): Crumb => ({ name: catalogueName(lang, main), path: `/categories/${main.slug}` });
const categoryCrumb = (lang: PageLang, main: MainKategorija, category: Kategorija): Crumb => ({
  name: catalogueName(lang, category),
  path: `/categories/${main.slug}/${category.slug}`,
});

/** The home page's link-preview image (apps/web/scripts/illustrations/share.ts). */
const SHARE_IMAGE = '/images/share.jpg';
/** The site's logo, for Organization (a square icon the site serves). */
const LOGO = '/favicon.svg';

/**
 * The home page: the site as an Organization (its name, address and logo for a search engine's
 * knowledge panel) and a WebSite with its search box (SearchAction), searching in the page's language.
 */
export function homeTags(publicUrl: string, lang: PageLang): HeadTag[] {
  const home = pageUrl(publicUrl, lang, '/');
  return [
    ...seoTags(publicUrl, {
      lang,
      path: '/',
      title: say(lang, `${SITE} — online zakazivanje frizera, zubara, masaža i drugih usluga`, `${SITE} — book hairdressers, dentists, massages and more online`),
      description: say(
        lang,
        'Pronađite salon, ordinaciju ili servis u svom gradu i zakažite termin online, bez poziva: slobodni termini, cene i ocene na jednom mestu.',
        'Find a salon, a practice or a service in your city and book online, without a call: free times, prices and ratings in one place.',
      ),
      image: absolute(publicUrl, SHARE_IMAGE),
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${publicUrl}/#organization`,
      name: SITE,
      url: `${publicUrl}/`,
      logo: absolute(publicUrl, LOGO),
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE,
      url: home,
      inLanguage: HTML_LANG[lang],
      publisher: { '@id': `${publicUrl}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: `${pageUrl(publicUrl, lang, '/search')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    }),
  ];
}

/** "1 mesto", "2 mesta", "21 mesto": counted by the plural rule of the interface and the mails. */
const PLACES = { one: 'mesto', few: 'mesta', other: 'mesta' };
const PLACES_EN = { one: 'place', few: 'places', other: 'places' };

/** A category's page; `image` is its illustration (the build's, as the page's cards show it). */
export function categoryTags(publicUrl: string, lang: PageLang, main: MainKategorija, category: Kategorija, total: number, image: string): HeadTag[] {
  const name = catalogueName(lang, category);
  const crumbs = [homeCrumb(lang), mainCrumb(lang, main), categoryCrumb(lang, main, category)];
  return [
    ...seoTags(publicUrl, {
      lang,
      path: crumbs[2]!.path,
      title: `${name} — ${say(lang, 'zakažite online', 'book online')} | ${SITE}`,
      description: say(
        lang,
        `${category.naziv}: ${total > 0 ? `${countOf('sr', total, PLACES)} sa` : 'mesta sa'} slobodnim terminima, cenama i ocenama korisnika. Zakažite online na ${SITE}.`,
        `${category.nazivEn}: ${total > 0 ? countOf('en', total, PLACES_EN) : 'places'} with free times, prices and customers' ratings. Book online on ${SITE}.`,
      ),
      image: absolute(publicUrl, image),
    }),
    breadcrumbLd(publicUrl, lang, crumbs),
  ];
}

/** A main category's page, with its illustration. */
export function mainCategoryTags(publicUrl: string, lang: PageLang, main: MainKategorija, image: string): HeadTag[] {
  const name = catalogueName(lang, main);
  const crumbs = [homeCrumb(lang), mainCrumb(lang, main)];
  return [
    ...seoTags(publicUrl, {
      lang,
      path: crumbs[1]!.path,
      title: `${name} — ${say(lang, 'zakažite online', 'book online')} | ${SITE}`,
      description: say(
        lang,
        `${main.naziv}: sve kategorije, mesta sa slobodnim terminima, cenama i ocenama. Zakažite online.`,
        `${main.nazivEn}: every category, places with free times, prices and ratings. Book online.`,
      ),
      image: absolute(publicUrl, image),
    }),
    breadcrumbLd(publicUrl, lang, crumbs),
  ];
}

/**
 * Search results: one page per query and filter, none worth an entry of its own in a search
 * engine's index (the category and business pages they lead to are). `noindex, follow`: kept out of
 * the index, its links still followed.
 */
export function searchTags(): HeadTag[] {
  return [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } }];
}

/** Any other public page (near-me, the information pages): its alternates in the other languages. */
export function plainPageTags(publicUrl: string, lang: PageLang, path: string): HeadTag[] {
  return [{ tag: 'link', attrs: { rel: 'canonical', href: pageUrl(publicUrl, lang, path) } }, ...alternateTags(publicUrl, path), { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[lang] } }];
}

/** schema.org subtypes of LocalBusiness for the categories that have one; LocalBusiness otherwise. */
const SCHEMA_TYPE: Record<string, string> = {
  'beauty-salon': 'BeautySalon', 'body-care': 'HealthAndBeautyBusiness', 'eyelashes-eyebrows': 'BeautySalon', hairdresser: 'HairSalon',
  'make-up-studio': 'BeautySalon', massage: 'DaySpa', 'nail-studio': 'NailSalon', 'wellness-spa': 'DaySpa',
  'car-wash': 'AutoWash', 'rent-a-car': 'AutoRental', 'service-maintenance': 'AutoRepair', 'technical-inspection': 'AutomotiveBusiness',
  'tire-change': 'AutoRepair', 'wheel-geometry': 'AutoRepair', 'additional-equipment': 'AutoPartsStore',
  dentist: 'Dentist', 'health-laboratory': 'MedicalClinic', 'general-medicine': 'Physician', rehabilitation: 'MedicalClinic',
  'vet-ambulance': 'VeterinaryCare', 'vet-laboratory': 'VeterinaryCare',
  'sports-centre': 'SportsActivityLocation', 'group-training': 'ExerciseGym', 'personal-trainer': 'ExerciseGym', 'sports-fields': 'SportsActivityLocation',
  'sports-halls': 'SportsActivityLocation', 'balloon-halls': 'SportsActivityLocation', 'swimming-school': 'SportsActivityLocation', 'dance-school': 'EntertainmentBusiness',
  wineries: 'Winery', distilleries: 'Distillery', restaurants: 'Restaurant',
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "1.500–4.000 RSD": the range of the live services' prices, in the business's currency. */
function priceRange(e: EntitetDetail): string | undefined {
  const prices = e.usluge.filter((u) => u.valuta === e.valuta).map((u) => u.cena);
  if (prices.length === 0) return e.minCena !== null ? `od ${e.minCena} ${e.valuta}` : undefined;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? `${min} ${e.valuta}` : `${min}–${max} ${e.valuta}`;
}

/**
 * A coordinate with 6 decimals (about 0.1 m), as Google's local business data asks for at least 5:
 * a stored 44.8176 is written 44.817600, not cut to what a number prints.
 */
const coordinate = (value: number) => value.toFixed(6);

/** A business's address in the page's script: "Knez Mihailova 12, Beograd". */
function addressLine(lang: PageLang, e: EntitetDetail): string {
  return typed(lang, e.adresa ? `${e.adresa.ulica} ${e.adresa.broj}, ${e.adresa.grad}` : (e.grad ?? ''));
}

/**
 * A published business's page: tags, its LocalBusiness JSON-LD and its BreadcrumbList. `country`
 * is the ISO 3166-1 code of the country its address is in (address-country.ts); what the business
 * typed is transliterated on the Cyrillic page.
 */
export function businessTags(
  publicUrl: string,
  lang: PageLang,
  e: EntitetDetail,
  place: { main: MainKategorija; category: Kategorija } | undefined,
  country: string,
): HeadTag[] {
  const path = `/entity/${e.id}`;
  const url = pageUrl(publicUrl, lang, path);
  const category = place?.category;
  const name = typed(lang, e.naziv);
  const image = absolute(publicUrl, e.slike[0]?.filePath ?? e.image);
  const where = addressLine(lang, e);
  const rating = e.brojOcena > 0 && e.prosecnaOcena !== null ? say(lang, ` Ocena ${e.prosecnaOcena.toFixed(1)}/5 (${e.brojOcena}).`, ` Rated ${e.prosecnaOcena.toFixed(1)}/5 (${e.brojOcena}).`) : '';
  const categoryName = category ? catalogueName(lang, category) : say(lang, 'Zakazivanje', 'Booking');
  const description = (e.opis?.trim() && typed(lang, e.opis.trim())) || `${categoryName}${where ? `, ${where}` : ''}. ${say(lang, 'Zakažite termin online.', 'Book online.')}${rating}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': (category && SCHEMA_TYPE[category.slug]) ?? 'LocalBusiness',
    '@id': url,
    name,
    description: clip(description),
    url,
    ...(image ? { image } : {}),
    ...(e.telefon ? { telephone: e.telefon } : {}),
    ...(e.email ? { email: e.email } : {}),
    ...(e.website ? { sameAs: [e.website] } : {}),
  };
  if (e.adresa) {
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: typed(lang, `${e.adresa.ulica} ${e.adresa.broj}`.trim()),
      addressLocality: typed(lang, e.adresa.grad),
      postalCode: e.adresa.postanskiBroj,
      addressCountry: country,
    };
    data.geo = { '@type': 'GeoCoordinates', latitude: coordinate(e.adresa.latitude), longitude: coordinate(e.adresa.longitude) };
  }
  if (e.radnoVreme.length > 0) {
    data.openingHoursSpecification = e.radnoVreme.map((r) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[r.dan - 1], opens: r.pocetak, closes: r.kraj }));
  }
  const range = priceRange(e);
  if (range) data.priceRange = range;
  if (e.brojOcena > 0 && e.prosecnaOcena !== null) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: e.prosecnaOcena, reviewCount: e.brojOcena, bestRating: 5, worstRating: 1 };
  }
  const city = e.grad ? typed(lang, e.grad) : '';
  const title = `${name}${city ? `, ${city}` : ''} — ${category ? categoryName : say(lang, 'zakažite online', 'book online')} | ${SITE}`;
  const crumbs = place
    ? [homeCrumb(lang), mainCrumb(lang, place.main), categoryCrumb(lang, place.main, place.category), { name, path }]
    : [homeCrumb(lang), { name, path }];
  return [...seoTags(publicUrl, { lang, path, title, description, image, type: 'business.business' }), jsonLd(data), breadcrumbLd(publicUrl, lang, crumbs)];
}
