import { readFileSync, statSync } from 'node:fs';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed there by its source path. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** The client's entry (what index.html loads) and the script that loads it after a rendered page's first paint, by their keys in the manifest. */
const ENTRY = 'index.html';
const START_AFTER_PAINT = 'src/start-after-paint.ts';

/** See ClientManifest.clientStart. */
export type ClientStart = { script: string; entry: string; modules: string[] };

/**
 * The web client's build manifest: which JavaScript files a route's module needs. A page's first
 * load can then name them in the HTML (modulepreload), so the browser fetches them alongside the
 * entry script instead of after it has run and the router has asked for the route's module.
 * Read again when the file changes, like index.html (a rebuild needs no restart).
 */
export class ClientManifest {
  private cached?: { mtimeMs: number; chunks: Record<string, ManifestChunk> };

  constructor(private readonly file: string) {}

  /**
   * The files of `sources` (e.g. 'src/features/businesses/EntityPage.tsx') and of everything they
   * import statically, minus what the entry (index.html) already loads; none for a module the
   * build does not have (or a build without a manifest).
   */
  modulesOf(sources: readonly string[]): string[] {
    const chunks = this.read();
    const loadedByEntry = new Set<string>();
    for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) collect(chunks, key, loadedByEntry);
    const needed = new Set<string>();
    for (const source of sources) collect(chunks, source, needed);
    return [...needed].filter((key) => !loadedByEntry.has(key)).map((key) => `/${chunks[key]!.file}`);
  }

  /**
   * The stylesheets of those same chunks, minus the entry's. Vite's loader of a lazy route fetches
   * them only once the route's JavaScript has run, and renders the route only when they have
   * arrived: named in the HTML, they arrive alongside the scripts instead of one round trip later.
   */
  stylesOf(sources: readonly string[]): string[] {
    const chunks = this.read();
    const entryStyles = new Set<string>();
    for (const chunk of Object.values(chunks)) if (chunk.isEntry) for (const css of chunk.css ?? []) entryStyles.add(css);
    const needed = new Set<string>();
    for (const source of sources) collect(chunks, source, needed);
    const styles = new Set([...needed].flatMap((key) => chunks[key]!.css ?? []).filter((css) => !entryStyles.has(css)));
    return [...styles].map((css) => `/${css}`);
  }

  /**
   * What a page the server rendered starts the client with (decision 087): the small script that
   * waits for the page's first paint (the web client's src/start-after-paint.ts), and the entry
   * and the modules it imports, which that script then asks for. None for a build without them.
   */
  clientStart(): ClientStart | undefined {
    const chunks = this.read();
    const starter = chunks[START_AFTER_PAINT];
    const entry = chunks[ENTRY];
    if (!starter || !entry) return undefined;
    const loaded = new Set<string>();
    collect(chunks, ENTRY, loaded);
    loaded.delete(ENTRY);
    return { script: `/${starter.file}`, entry: `/${entry.file}`, modules: [...loaded].map((key) => `/${chunks[key]!.file}`) };
  }

  private read(): Record<string, ManifestChunk> {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return {};
    }
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, chunks: JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, ManifestChunk> };
    return this.cached.chunks;
  }
}

/** `key` and its static imports, depth first (a chunk before what it imports, as Vite's own preloads list them). */
function collect(chunks: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  if (into.has(key) || !chunks[key]) return;
  into.add(key);
  for (const imported of chunks[key].imports ?? []) collect(chunks, imported, into);
}
