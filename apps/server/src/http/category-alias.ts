/**
 * `/category/…` in the singular (CONTRACT.md names a page under /en as `/en/category/…`; people
 * type it too): the category pages live at `/categories/{mainCategory}[/{category}]` (SPEC.md),
 * so the singular path is a permanent redirect there, in the same language, query kept:
 * - `/category/{main}/{category}` and `/category/{main}`: the same segments under `/categories`;
 * - `/category/{category}`, by a category's slug alone: under its main category.
 * Anything else under `/category` goes to `/categories` with its segments as they came, where an
 * unknown one is the not-found page (404) as under `/categories` itself.
 * Undefined: the path is not under `/category`.
 */
export async function categoryAliasTarget(
  path: string,
  /** The catalogue, read only for a path under `/category`. */
  catalogue: () => Promise<{ mains: ReadonlyArray<{ id: number; slug: string }>; categories: ReadonlyArray<{ slug: string; mainKategorijaId: number }> }>,
): Promise<string | undefined> {
  const match = /^\/category(?:\/(.*))?$/i.exec(path);
  if (!match) return undefined;
  const segments = (match[1] ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  const { mains, categories } = await catalogue();
  if (segments.length === 1 && !mains.some((m) => m.slug === segments[0])) {
    const category = categories.find((c) => c.slug === segments[0]);
    const main = category && mains.find((m) => m.id === category.mainKategorijaId);
    if (main) return `/categories/${main.slug}/${segments[0]}`;
  }
  return `/categories/${segments.join('/')}`;
}
