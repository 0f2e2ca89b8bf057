import type { ProfilIzvoz } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';
import { exportedProfile, exportedRecords } from './queries.ts';

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
      const profil = await exportedProfile(trx, user.id);
      if (!profil) throw notFound('User');
      const { zakazivanja, utisci, favoriti, obavestenja, sesije, uredjaji } = await exportedRecords(trx, user.id, profil.email);
      return {
        profil: { ...profil, sesije: sesije.rows, uredjajiZaObavestenja: uredjaji.rows },
        zakazivanja: zakazivanja.rows,
        utisci: utisci.rows,
        favoriti: favoriti.rows,
        obavestenja: obavestenja.rows,
      };
    });
}
