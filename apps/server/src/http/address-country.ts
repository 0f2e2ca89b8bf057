/**
 * The country an address is in, as an ISO 3166-1 alpha-2 code, for the business page's JSON-LD
 * (`address.addressCountry`). An address has no country field; its coordinates, which every
 * address has, say where it is. The business's time zone would not: businesses in Bosnia and
 * Herzegovina or North Macedonia may keep the default Europe/Belgrade.
 *
 * country-coder holds the world's borders (territorial waters included, so a marina's address is
 * in its country) and answers a point in microseconds; loading it takes a few hundred milliseconds,
 * so it is loaded when the first business page's head asks, not with every server process.
 */
let coder: Promise<typeof import('@rapideditor/country-coder')> | undefined;

/** The ISO 3166-1 alpha-2 code of the country at this point; undefined outside every country. */
export async function addressCountry(latitude: number, longitude: number): Promise<string | undefined> {
  coder ??= import('@rapideditor/country-coder');
  return (await coder).iso1A2Code([longitude, latitude]) ?? undefined;
}
