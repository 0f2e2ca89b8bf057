import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { recordPaths } from '@zakazi/contract';
import { addBooking, createUser } from '../../../test/support/factories.ts';
import { caller, ownerWithBusiness, type Caller } from '../../../test/support/management.ts';
import { useTestContext } from '../../../test/support/test-app.ts';
import { unzip } from '../../../test/support/unzip.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('business export: the business as CSV files in a zip', () => {
  const ctx = useTestContext();

  const download = (entitetId: number, who: Caller | null) =>
    ctx.app.inject({ method: 'GET', url: recordPaths.businessExport(entitetId), headers: who?.headers ?? {} });

  /** A file of the zip: its BOM checked, then its header and rows. */
  function csv(files: Map<string, Buffer>, name: string): { header: string[]; rows: Record<string, string>[] } {
    const bytes = files.get(name);
    assert.ok(bytes, `${name} is in the zip`);
    assert.deepEqual(bytes.subarray(0, 3), BOM, `${name} starts with a UTF-8 byte-order mark`);
    const text = bytes.subarray(3).toString('utf8');
    const [header] = parse(text, { to: 1 }) as string[][];
    return { header: header!, rows: parse(text, { columns: true }) as Record<string, string>[] };
  }

  test('every file, its header and its rows; Serbian letters intact', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, {
      naziv: 'Salon Šljivić',
      services: [{ naziv: 'Žensko šišanje', cena: 1800, trajanjeMinuta: 45 }, { naziv: 'Brijanje', cena: 900, trajanjeMinuta: 30 }],
      employees: [
        { ime: 'Đurđa', prezime: 'Čović', radnaNedelja: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 1, pocetak: '12:00', kraj: '12:30' }] },
        { ime: 'Ćira', prezime: null, services: [1], radnaNedelja: [{ dan: 2, pocetak: '10:00', kraj: '18:00' }] },
      ],
    });
    const customer = await createUser(ctx.db, { ime: 'Žarko', prezime: 'Šarić' });
    const [djurdja, cira] = business.employeeIds as [number, number];
    const [sisanje, brijanje] = business.serviceIds as [number, number];
    // 10:00 UTC on 1 Dec 2026 is 11:00 in Belgrade
    const b1 = await addBooking(ctx.db, { entitetId: business.id, uslugaId: sisanje, zaposleniId: djurdja, userId: customer.id, start: new Date('2026-12-01T10:00:00Z'), trajanjeMinuta: 45, cena: 1800, status: 'completed', napomena: 'Kratko, "molim"' });
    const b2 = await addBooking(ctx.db, { entitetId: business.id, uslugaId: brijanje, zaposleniId: cira, userId: customer.id, start: new Date('2026-12-02T09:00:00Z'), cena: 900, status: 'noShow' });
    // a desk customer without an account
    const desk = await addBooking(ctx.db, { entitetId: business.id, uslugaId: brijanje, zaposleniId: cira, start: new Date('2026-12-03T09:00:00Z'), cena: 900, status: 'confirmed' });
    await ctx.db.updateTable('zakazivanje').set({ klijent_ime: 'Ljiljana Njegoš', klijent_telefon: '+381 64 123 4567' }).where('id', '=', desk).execute();
    await ctx.db.insertInto('klijent_napomena').values({ entitet_id: business.id, klijent: `u${customer.id}`, napomena: 'Voli čaj' }).execute();
    await ctx.db.insertInto('klijent_blokada').values({ entitet_id: business.id, klijent: `u${customer.id}` }).execute();

    const res = await download(business.id, owner);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/zip');
    assert.match(String(res.headers['content-disposition']), new RegExp(`^attachment; filename="zakazi-posao-${business.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    const files = await unzip(res.rawPayload);
    assert.deepEqual([...files.keys()], ['podaci.csv', 'usluge.csv', 'zaposleni.csv', 'radne-nedelje.csv', 'zakazivanja.csv', 'klijenti.csv']);

    const podaci = csv(files, 'podaci.csv');
    assert.deepEqual(podaci.header, ['id', 'naziv', 'opis', 'kategorija', 'telefon', 'email', 'website', 'ulica', 'broj', 'grad', 'postanskiBroj', 'latitude', 'longitude', 'vremenskaZona', 'valuta', 'naciniPlacanja', 'korakMinuta', 'minimalnaNajavaMinuta', 'horizontDana', 'automatskaPotvrda', 'otkazivanjeSati', 'objavljen', 'kreiran']);
    assert.equal(podaci.rows.length, 1);
    assert.deepEqual([podaci.rows[0]!.id, podaci.rows[0]!.naziv, podaci.rows[0]!.vremenskaZona, podaci.rows[0]!.objavljen], [String(business.id), 'Salon Šljivić', 'Europe/Belgrade', 'true']);

    const usluge = csv(files, 'usluge.csv');
    assert.deepEqual(usluge.header, ['id', 'naziv', 'opis', 'cena', 'valuta', 'trajanjeMinuta', 'cekanjeMinuta', 'pospremanjeMinuta', 'obrisana', 'zaposleni']);
    assert.deepEqual(usluge.rows.map((r) => [r.naziv, Number(r.cena), r.trajanjeMinuta, r.obrisana, r.zaposleni]), [
      ['Žensko šišanje', 1800, '45', 'false', 'Đurđa Čović'],
      ['Brijanje', 900, '30', 'false', 'Đurđa Čović, Ćira'],
    ]);

    const zaposleni = csv(files, 'zaposleni.csv');
    assert.deepEqual(zaposleni.header, ['id', 'ime', 'prezime', 'email', 'aktivan', 'usluge']);
    assert.deepEqual(zaposleni.rows.map((r) => [r.ime, r.prezime, r.aktivan, r.usluge]), [
      ['Đurđa', 'Čović', 'true', 'Žensko šišanje, Brijanje'],
      ['Ćira', '', 'true', 'Brijanje'],
    ]);

    const nedelje = csv(files, 'radne-nedelje.csv');
    assert.deepEqual(nedelje.header, ['zaposleniId', 'zaposleni', 'dan', 'vrsta', 'od', 'do']);
    assert.deepEqual(nedelje.rows.map((r) => [Number(r.zaposleniId), r.zaposleni, r.dan, r.vrsta, r.od, r.do]), [
      [djurdja, 'Đurđa Čović', '1', 'rad', '09:00', '17:00'],
      [djurdja, 'Đurđa Čović', '1', 'pauza', '12:00', '12:30'],
      [cira, 'Ćira', '2', 'rad', '10:00', '18:00'],
    ]);

    const zakazivanja = csv(files, 'zakazivanja.csv');
    assert.deepEqual(zakazivanja.header, ['id', 'posetaId', 'pocetak', 'kraj', 'usluga', 'zaposleni', 'status', 'klijentId', 'klijent', 'telefon', 'email', 'cena', 'valuta', 'napomena', 'kreirano']);
    assert.deepEqual(zakazivanja.rows.map((r) => [Number(r.id), r.pocetak, r.kraj, r.usluga, r.zaposleni, r.status, r.klijentId, r.klijent, r.telefon, Number(r.cena), r.napomena]), [
      [b1, '2026-12-01 11:00', '2026-12-01 11:45', 'Žensko šišanje', 'Đurđa Čović', 'completed', `u${customer.id}`, 'Žarko Šarić', '', 1800, 'Kratko, "molim"'],
      [b2, '2026-12-02 10:00', '2026-12-02 10:30', 'Brijanje', 'Ćira', 'noShow', `u${customer.id}`, 'Žarko Šarić', '', 900, ''],
      [desk, '2026-12-03 10:00', '2026-12-03 10:30', 'Brijanje', 'Ćira', 'confirmed', 't:+381641234567', 'Ljiljana Njegoš', '+381 64 123 4567', 900, ''],
    ]);

    const klijenti = csv(files, 'klijenti.csv');
    assert.deepEqual(klijenti.header, ['klijentId', 'ime', 'telefon', 'email', 'brojZakazivanja', 'posete', 'nedolasci', 'poslednjaPoseta', 'napomena', 'blokiran']);
    assert.deepEqual(klijenti.rows.map((r) => [r.klijentId, r.ime, r.brojZakazivanja, r.posete, r.nedolasci, r.poslednjaPoseta, r.napomena, r.blokiran]), [
      ['t:+381641234567', 'Ljiljana Njegoš', '1', '0', '0', '', '', 'false'],
      [`u${customer.id}`, 'Žarko Šarić', '2', '1', '1', '2026-12-01', 'Voli čaj', 'true'],
    ]);
  });

  test('a business with nothing yet: every file with its header and no rows', async () => {
    const { owner, business } = await ownerWithBusiness(ctx, { services: [], employees: [], objavljen: false });
    const files = await unzip((await download(business.id, owner)).rawPayload);
    assert.equal(csv(files, 'podaci.csv').rows.length, 1);
    for (const name of ['usluge.csv', 'zaposleni.csv', 'radne-nedelje.csv', 'zakazivanja.csv', 'klijenti.csv']) {
      const file = csv(files, name);
      assert.ok(file.header.length > 3, name);
      assert.deepEqual(file.rows, [], name);
    }
  });

  test('only its owner and a super-admin: 401, 403, 404; a refused download writes no log entry', async () => {
    const { owner, business } = await ownerWithBusiness(ctx);
    const { owner: other } = await ownerWithBusiness(ctx);
    const logged = async () => (await ctx.db.selectFrom('dnevnik_radnji').select('id').where('entitet_id', '=', business.id).execute()).length;
    assert.equal((await download(business.id, null)).statusCode, 401);
    assert.equal((await download(business.id, other)).statusCode, 403);
    assert.equal((await download(business.id, await caller(ctx, 'Employee'))).statusCode, 403);
    assert.equal((await download(business.id, await caller(ctx, 'RegularUser'))).statusCode, 403);
    assert.equal((await download(987_654_321, owner)).statusCode, 404);
    assert.equal(await logged(), 0);
    const admin = await caller(ctx, 'SystemAdministrator');
    const byAdmin = await download(business.id, admin);
    assert.equal(byAdmin.statusCode, 200);
    assert.ok((await unzip(byAdmin.rawPayload)).has('zakazivanja.csv'));
    const entry = await ctx.db.selectFrom('dnevnik_radnji').select(['radnja', 'akter_id', 'akter_uloga']).where('entitet_id', '=', business.id).executeTakeFirstOrThrow();
    assert.deepEqual([entry.radnja, Number(entry.akter_id), entry.akter_uloga], ['izvoz-preuzet', admin.id, 'SystemAdministrator']);
  });
});
