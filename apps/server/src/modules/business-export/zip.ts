import { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';

/** One CSV file of the archive: its name, its columns in order, its rows. */
export type CsvFile = { name: string; columns: string[]; rows: Record<string, unknown>[] };

/**
 * The files as one zip, produced while it is read (archiver, csv-stringify). Each CSV is UTF-8
 * with a byte-order mark, so Excel opens č, ć, đ, š, ž (and Cyrillic) as letters, and its header
 * row is written even when there are no rows. Booleans are written as true/false, null as empty.
 */
export function csvZip(files: CsvFile[]): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  for (const file of files) {
    const csv = stringify(file.rows, { header: true, bom: true, columns: file.columns, cast: { boolean: (b) => String(b), date: (d) => d.toISOString() } });
    zip.append(csv, { name: file.name });
  }
  void zip.finalize();
  return zip;
}
