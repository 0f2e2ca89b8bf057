import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { assertMayReadBusiness } from '../ownership/index.ts';
import * as queries from './queries.ts';
import { csvZip, type CsvFile } from './zip.ts';

/** The files of a business export and their columns, in the order the archive holds them. */
export const EXPORT_FILES = {
  'podaci.csv': ['id', 'naziv', 'opis', 'kategorija', 'telefon', 'email', 'website', 'ulica', 'broj', 'grad', 'postanskiBroj', 'latitude', 'longitude', 'vremenskaZona', 'valuta', 'naciniPlacanja', 'korakMinuta', 'minimalnaNajavaMinuta', 'horizontDana', 'automatskaPotvrda', 'otkazivanjeSati', 'objavljen', 'kreiran'],
  'usluge.csv': ['id', 'naziv', 'opis', 'cena', 'valuta', 'trajanjeMinuta', 'cekanjeMinuta', 'pospremanjeMinuta', 'obrisana', 'zaposleni'],
  'zaposleni.csv': ['id', 'ime', 'prezime', 'email', 'aktivan', 'usluge'],
  'radne-nedelje.csv': ['zaposleniId', 'zaposleni', 'dan', 'vrsta', 'od', 'do'],
  'zakazivanja.csv': ['id', 'posetaId', 'pocetak', 'kraj', 'usluga', 'zaposleni', 'status', 'klijentId', 'klijent', 'telefon', 'email', 'cena', 'valuta', 'napomena', 'kreirano'],
  'klijenti.csv': ['klijentId', 'ime', 'telefon', 'email', 'brojZakazivanja', 'posete', 'nedolasci', 'poslednjaPoseta', 'napomena', 'blokiran'],
} as const;

/**
 * GET /api/Entitet/{id}/izvoz: the business as CSV files in a zip, for its owner or a
 * SystemAdministrator (403 anyone else, 404 an unknown business). The rows are read in one
 * repeatable-read snapshot, so the files agree with each other, and the export is written to the
 * audit log in that transaction; the zip is then produced as the client reads it.
 */
export async function exportBusiness(db: Db, caller: AuthUser, entitetId: number): Promise<{ naziv: string; zip: Readable }> {
  const files = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await assertMayReadBusiness(trx, caller, entitetId);
      const [detailRows, serviceRows, staffRows, weekRows] = await Promise.all([
        queries.details(trx, entitetId),
        queries.services(trx, entitetId),
        queries.staff(trx, entitetId),
        queries.workingWeeks(trx, entitetId),
      ]);
      const business = detailRows[0];
      if (!business) throw notFound('Business');
      const zone = String(business.vremenskaZona);
      const [bookingRows, clientRows] = await Promise.all([queries.bookings(trx, entitetId, zone), queries.clients(trx, entitetId, zone)]);
      await recordAudit(trx, caller, { entitetId, radnja: 'izvoz-preuzet', predmet: null });
      const rowsOf: Record<keyof typeof EXPORT_FILES, queries.Row[]> = {
        'podaci.csv': detailRows,
        'usluge.csv': serviceRows,
        'zaposleni.csv': staffRows,
        'radne-nedelje.csv': weekRows,
        'zakazivanja.csv': bookingRows,
        'klijenti.csv': clientRows,
      };
      return { naziv: String(business.naziv), list: Object.entries(EXPORT_FILES).map(([name, columns]): CsvFile => ({ name, columns: [...columns], rows: rowsOf[name as keyof typeof EXPORT_FILES] })) };
    });
  return { naziv: files.naziv, zip: csvZip(files.list) };
}
