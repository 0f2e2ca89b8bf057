import type { EntitetDetail, Kategorija } from '@zakazi/contract';
import type { HeadTag } from './page-head.ts';
import { countOf } from '@zakazi/contract/wording';

/**
 * What a search engine or a link preview reads from a page before any JavaScript runs: title,
 * description, canonical URL, Open Graph tags, and on a business page schema.org LocalBusiness
 * JSON-LD (https://schema.org/LocalBusiness, Google's "local business" structured data). In
 * Serbian, the site's default language; the canonical URL is PUBLIC_URL's.
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

type PageSeo = { title: string; description: string; url: string; image?: string | null; type?: string };

/** title, description, canonical and Open Graph (og:*) tags of one page. */
function seoTags(p: PageSeo): HeadTag[] {
  const description = clip(p.description);
  const tags: HeadTag[] = [
    { tag: 'title', text: p.title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: p.url } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: SITE } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'sr_RS' } },
    { tag: 'meta', attrs: { property: 'og:type', content: p.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: p.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: p.url } },
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

/** The home page's link-preview image (apps/web/scripts/illustrations/share.ts). */
const SHARE_IMAGE = '/images/share.jpg';

/** The home page, with the site's search box for search engines (WebSite + SearchAction). */
export function homeTags(publicUrl: string): HeadTag[] {
  return [
    ...seoTags({
      title: `${SITE} — online zakazivanje frizera, zubara, masaža i drugih usluga`,
      description: 'Pronađite salon, ordinaciju ili servis u svom gradu i zakažite termin online, bez poziva: slobodni termini, cene i ocene na jednom mestu.',
      url: `${publicUrl}/`,
      image: absolute(publicUrl, SHARE_IMAGE),
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE,
      url: `${publicUrl}/`,
      potentialAction: { '@type': 'SearchAction', target: `${publicUrl}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
    }),
  ];
}

/** "1 mesto", "2 mesta", "21 mesto": counted by the plural rule of the interface and the mails. */
const PLACES = { one: 'mesto', few: 'mesta', other: 'mesta' };

/** A category's page; `image` is its illustration (the build's, as the page's cards show it). */
export function categoryTags(publicUrl: string, category: Kategorija, path: string, total: number, image: string): HeadTag[] {
  return seoTags({
    title: `${category.naziv} — zakažite online | ${SITE}`,
    description: `${category.naziv}: ${total > 0 ? `${countOf('sr', total, PLACES)} sa` : 'mesta sa'} slobodnim terminima, cenama i ocenama korisnika. Zakažite online na ${SITE}.`,
    url: `${publicUrl}${path}`,
    image: absolute(publicUrl, image),
  });
}

/** A main category's page, with its illustration. */
export function mainCategoryTags(publicUrl: string, main: { naziv: string; slug: string }, image: string): HeadTag[] {
  return seoTags({
    title: `${main.naziv} — zakažite online | ${SITE}`,
    description: `${main.naziv}: sve kategorije, mesta sa slobodnim terminima, cenama i ocenama. Zakažite online.`,
    url: `${publicUrl}/categories/${main.slug}`,
    image: absolute(publicUrl, image),
  });
}

/**
 * Search results: one page per query and filter, none worth an entry of its own in a search
 * engine's index (the category and business pages they lead to are). `noindex, follow`: kept out of
 * the index, its links still followed.
 */
export function searchTags(): HeadTag[] {
  return [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } }];
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
 * A published business's page: tags and its LocalBusiness JSON-LD. `country` is the ISO 3166-1
 * code of the country its address is in (address-country.ts).
 */
export function businessTags(publicUrl: string, e: EntitetDetail, category: Kategorija | undefined, country?: string): HeadTag[] {
  const url = `${publicUrl}/entity/${e.id}`;
  const image = absolute(publicUrl, e.slike[0]?.filePath ?? e.image);
  const where = e.adresa ? `${e.adresa.ulica} ${e.adresa.broj}, ${e.adresa.grad}` : (e.grad ?? '');
  const rating = e.brojOcena > 0 && e.prosecnaOcena !== null ? ` Ocena ${e.prosecnaOcena.toFixed(1)}/5 (${e.brojOcena}).` : '';
  const description = e.opis?.trim() || `${category?.naziv ?? 'Zakazivanje'}${where ? `, ${where}` : ''}. Zakažite termin online.${rating}`;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': (category && SCHEMA_TYPE[category.slug]) ?? 'LocalBusiness',
    '@id': url,
    name: e.naziv,
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
      streetAddress: `${e.adresa.ulica} ${e.adresa.broj}`.trim(),
      addressLocality: e.adresa.grad,
      postalCode: e.adresa.postanskiBroj,
      ...(country ? { addressCountry: country } : {}),
    };
    data.geo = { '@type': 'GeoCoordinates', latitude: e.adresa.latitude, longitude: e.adresa.longitude };
  }
  if (e.radnoVreme.length > 0) {
    data.openingHoursSpecification = e.radnoVreme.map((r) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[r.dan - 1], opens: r.pocetak, closes: r.kraj }));
  }
  const range = priceRange(e);
  if (range) data.priceRange = range;
  if (e.brojOcena > 0 && e.prosecnaOcena !== null) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: e.prosecnaOcena, reviewCount: e.brojOcena, bestRating: 5, worstRating: 1 };
  }
  const title = `${e.naziv}${e.grad ? `, ${e.grad}` : ''} — ${category?.naziv ?? 'zakažite online'} | ${SITE}`;
  return [...seoTags({ title, description, url, image, type: 'business.business' }), jsonLd(data)];
}
