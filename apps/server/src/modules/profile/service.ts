import type { Obavestenja, ObavestenjaBody, Profil, UpdateProfilBody } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertSelfOrSystemAdmin, requireUser, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';
import { scheduleDailySummary } from '../booking/index.ts';
import * as queries from './queries.ts';

/** The user themself or a SystemAdministrator; anyone else 403 (before any lookup: no probing of ids). */
export async function getProfil(db: Db, caller: AuthUser | null, userId: number): Promise<Profil> {
  assertSelfOrSystemAdmin(caller, userId);
  return profileOf(db, userId);
}

async function profileOf(db: Db, userId: number): Promise<Profil> {
  const row = await queries.findProfile(db, userId);
  if (!row) throw notFound('User');
  return { id: row.id, ime: row.ime, prezime: row.prezime, email: row.email, brojTelefona: row.broj_telefona, role: row.role };
}

/** PUT /api/Profil: the caller's own name and phone (the body was checked by the contract's schema). */
export async function updateProfil(db: Db, caller: AuthUser | null, body: UpdateProfilBody): Promise<Profil> {
  const user = requireUser(caller);
  const updated = await queries.updateProfile(db, user.id, {
    ime: body.ime,
    prezime: body.prezime?.length ? body.prezime : null,
    broj_telefona: body.brojTelefona?.length ? body.brojTelefona : null,
  });
  if (!updated) throw notFound('User');
  return profileOf(db, user.id);
}

export async function getObavestenja(db: Db, caller: AuthUser | null): Promise<Obavestenja> {
  const user = requireUser(caller);
  const row = await queries.findPreferences(db, user.id);
  if (!row) throw notFound('User');
  return {
    podsetnik: row.podsetnik,
    podsetnikSati: row.podsetnik_sati === 2 ? 2 : 24,
    promeneStatusa: row.promene_statusa,
    kanali: { email: row.kanal_email, push: row.kanal_push, sms: row.kanal_sms },
    posao: { novo: row.posao_novo, izmena: row.posao_izmena, otkazivanje: row.posao_otkazivanje, dnevniPregledSat: row.posao_dnevni_pregled },
  };
}

/**
 * kanali and posao left out of the body (a client of an earlier release) stay as they were, and so
 * does posao.dnevniPregledSat; a new hour of the daily summary schedules its job from `now`.
 */
export async function setObavestenja(db: Db, caller: AuthUser | null, body: ObavestenjaBody, now: Date): Promise<Obavestenja> {
  const user = requireUser(caller);
  const { kanali, posao } = body;
  const summaryHour = posao?.dnevniPregledSat;
  const changed = await queries.updatePreferences(db, user.id, {
    podsetnik: body.podsetnik,
    podsetnik_sati: body.podsetnikSati,
    promene_statusa: body.promeneStatusa,
    ...(kanali ? { kanal_email: kanali.email, kanal_push: kanali.push, kanal_sms: kanali.sms } : {}),
    ...(posao ? { posao_novo: posao.novo, posao_izmena: posao.izmena, posao_otkazivanje: posao.otkazivanje } : {}),
    ...(summaryHour !== undefined ? { posao_dnevni_pregled: summaryHour } : {}),
  });
  if (!changed) throw notFound('User');
  if (summaryHour !== undefined) await scheduleDailySummary(db, user.id, now);
  return getObavestenja(db, user);
}
