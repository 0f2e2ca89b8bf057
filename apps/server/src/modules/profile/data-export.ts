import type { ProfilIzvoz } from '@zakazi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';

/**
 * GET /api/Profil/izvoz (CONTRACT.md "Third release", Accounts; the right of access of the ZZPL,
 * the GDPR's Serbian twin): everything the service keeps about the caller, as JSON. Secrets are
 * no personal data of the user's and stay out: the password hash, codes, tokens, the authenticator
 * secret. Read straight from the tables, in one repeatable-read snapshot so the parts agree.
 */
export async function exportOwnData(db: Db, caller: AuthUser | null): Promise<ProfilIzvoz> {
  const user = requireUser(caller);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const profil = await trx
        .selectFrom('users')
        .select(['id', 'email', 'ime', 'prezime', 'broj_telefona as brojTelefona', 'role', 'jezik', 'email_confirmed as emailPotvrdjen', 'podsetnik', 'podsetnik_sati as podsetnikSati', 'promene_statusa as promeneStatusa', 'created_at as kreiran'])
        .where('id', '=', user.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!profil) throw notFound('User');
      const [zakazivanja, utisci, favoriti, obavestenja, sesije, uredjaji] = await Promise.all([
        sql<Record<string, unknown>>`
          SELECT z.id, e.naziv AS salon, u.naziv AS usluga, concat_ws(' ', zp.ime, zp.prezime) AS zaposleni,
                 lower(z.termin) AS pocetak, upper(z.termin) AS kraj, z.cena, z.valuta, z.status, z.napomena, z.created_at AS kreirano
            FROM zakazivanje z JOIN entitet e ON e.id = z.entitet_id JOIN usluga u ON u.id = z.usluga_id JOIN zaposleni zp ON zp.id = z.zaposleni_id
           WHERE z.user_id = ${user.id} ORDER BY lower(z.termin) DESC, z.id DESC`.execute(trx),
        sql<Record<string, unknown>>`
          SELECT t.id, e.naziv AS salon, t.zakazivanje_id AS "zakazivanjeId", t.ocena, t.komentar, t.created_at AS kreiran
            FROM utisak t JOIN entitet e ON e.id = t.entitet_id WHERE t.user_id = ${user.id} ORDER BY t.created_at DESC`.execute(trx),
        sql<Record<string, unknown>>`
          SELECT f.entitet_id AS "entitetId", e.naziv AS salon, f.created_at AS dodat
            FROM favorit f JOIN entitet e ON e.id = f.entitet_id WHERE f.user_id = ${user.id} ORDER BY f.created_at DESC`.execute(trx),
        // The mails to the account's address still in the job queue (subject and when; not bodies, which
        // may hold codes). No index serves payload->>'to': an export is rare, a scan of the queue fine.
        sql<Record<string, unknown>>`
          SELECT j.payload->>'subject' AS naslov, j.created_at AS kreirano, j.done_at AS poslato
            FROM job j WHERE j.kind = 'mail' AND j.payload->>'to' = ${profil.email} ORDER BY j.created_at DESC, j.id DESC`.execute(trx),
        sql<Record<string, unknown>>`
          SELECT s.created_at AS kreirana, s.last_active_at AS "poslednjaAktivnost", s.user_agent AS "userAgent"
            FROM user_session s WHERE s.user_id = ${user.id} AND s.ended_at IS NULL ORDER BY s.created_at DESC`.execute(trx),
        sql<Record<string, unknown>>`
          SELECT d.platform, d.created_at AS dodat FROM device_token d WHERE d.user_id = ${user.id} ORDER BY d.created_at`.execute(trx),
      ]);
      return {
        profil: { ...profil, sesije: sesije.rows, uredjajiZaObavestenja: uredjaji.rows },
        zakazivanja: zakazivanja.rows,
        utisci: utisci.rows,
        favoriti: favoriti.rows,
        obavestenja: obavestenja.rows,
      };
    });
}
