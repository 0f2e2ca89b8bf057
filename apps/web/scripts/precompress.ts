import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/**
 * Brotli (.br) and gzip (.gz) copies of the built client's text files, written beside them once
 * at build time, so the server sends them compressed without compressing on every request
 * (@fastify/static's `preCompressed` picks the copy the browser accepts). Compressing at the
 * highest levels is slow, once per build; on a request it would cost that CPU every time.
 * index.html is left out: the server adds each page's head to it and compresses the result itself.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves less than a packet; the file is sent as it is. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve(e.isFile() ? [join(dir, e.name)] : []))),
  );
  return nested.flat();
}

/** Writes file.br and file.gz for every compressible file of `dir` where they are smaller; returns the files compressed. */
export async function precompress(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f)) && !f.endsWith('index.html'));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const raw = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller would only cost disk and a Content-Encoding for nothing.
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
      done.push(file);
    }),
  );
  return done.sort();
}

/** The Vite plugin: runs once the bundle and the public folder are written to the output folder. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'zakazi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await precompress(outDir);
        logger?.info(`precompressed ${files.length} files of ${outDir} (.br, .gz)`);
      },
    },
  };
}
