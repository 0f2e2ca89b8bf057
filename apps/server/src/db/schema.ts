import type { ColumnType, Generated } from 'kysely';
import type { AuditTables } from './tables/audit.ts';
import type { BookingTables } from './tables/booking.ts';
import type { IdentityTables } from './tables/identity.ts';
import type { NotificationTables } from './tables/notifications.ts';
import type { StatisticsTables } from './tables/statistics.ts';

/**
 * Table types for Kysely, one interface per table of the migrations. The tables a module added in
 * its own migration are declared in db/tables/<area>.ts and merged here. They live in db/, not in
 * the modules: every module imports this file, so a module's types here would put every module
 * in one import circle (docs/ARCHITECTURE.md, "Boundaries").
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with a database default (Generated<Timestamp> would wrap the ColumnType and refuse Dates). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<number, number | string, number | string>;

export interface MainKategorijaTable { id: number; slug: string; naziv_sr: string; naziv_en: string; redosled: number }
export interface KategorijaTable { id: number; slug: string; main_kategorija_id: number; naziv_sr: string; naziv_en: string }

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  password_hash: string | null;
  ime: string;
  prezime: string | null;
  broj_telefona: string | null;
  role: 'RegularUser' | 'Administrator' | 'SystemAdministrator' | 'Employee';
  email_confirmed: Generated<boolean>;
  enabled: Generated<boolean>;
  jezik: Generated<'sr' | 'en'>;
  podsetnik: Generated<boolean>;
  podsetnik_sati: Generated<number>;
  promene_statusa: Generated<boolean>;
  /** the channels a notification goes on (migration 033) */
  kanal_email: Generated<boolean>;
  kanal_push: Generated<boolean>;
  kanal_sms: Generated<boolean>;
  /** what an employee or owner hears of bookings others make, move, cancel (migration 033) */
  posao_novo: Generated<boolean>;
  posao_izmena: Generated<boolean>;
  posao_otkazivanje: Generated<boolean>;
  /** the hour (0–23, the business's time zone) of the daily summary of their bookings; null: none (migration 042) */
  posao_dnevni_pregled: number | null;
  created_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
}

export interface KursTable { valuta: string; rsd: Numeric }

export interface EntitetTable {
  id: Generated<number>;
  naziv: string;
  opis: string | null;
  kategorija_id: number;
  /** the category's main category, kept by triggers (migration 017) */
  main_kategorija_id: ColumnType<number | null, never, never>;
  owner_user_id: number | null;
  telefon: string | null;
  email: string | null;
  website: string | null;
  vremenska_zona: Generated<string>;
  nacini_placanja: Generated<string[]>;
  valuta: Generated<string>;
  korak_minuta: Generated<number>;
  minimalna_najava_minuta: Generated<number>;
  horizont_dana: Generated<number>;
  automatska_potvrda: Generated<boolean>;
  otkazivanje_sati: Generated<number>;
  objavljen: Generated<boolean>;
  min_cena_rsd: ColumnType<number | null, never, never>;
  max_cena_rsd: ColumnType<number | null, never, never>;
  prosecna_ocena: ColumnType<number | null, never, never>;
  broj_ocena: ColumnType<number, never, never>;
  created_at: DefaultedTimestamp;
}

export interface AdresaTable {
  id: Generated<number>;
  entitet_id: number;
  ulica: string;
  broj: string;
  grad: string;
  postanski_broj: string;
  latitude: number;
  longitude: number;
}

/** redosled: display order, the lowest is the cover (006_management.sql) */
export interface EntitetSlikaTable { id: Generated<number>; entitet_id: number; file_path: string; created_at: DefaultedTimestamp; redosled: Generated<number> }

export interface UslugaTable {
  id: Generated<number>;
  entitet_id: number;
  naziv: string;
  opis: string | null;
  cena: Numeric;
  valuta: string;
  trajanje_minuta: number;
  /** processing gap after the service: the client stays, the employee is free (migration 025) */
  cekanje_minuta: Generated<number>;
  /** cleanup after the service: the employee is busy, the client has left (migration 025) */
  pospremanje_minuta: Generated<number>;
  obrisana: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

export interface ZaposleniTable {
  id: Generated<number>;
  entitet_id: number;
  user_id: number | null;
  ime: string;
  prezime: string | null;
  aktivan: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

export interface UslugaZaposleniTable { usluga_id: number; zaposleni_id: number }
/** pocetak/kraj are PostgreSQL `time`, read back as 'HH:mm:ss'. */
export interface RadnoVremeTable { zaposleni_id: number; dan: number; pocetak: string; kraj: string }
export interface PauzaTable { id: Generated<number>; zaposleni_id: number; dan: number; pocetak: string; kraj: string }
export interface OslobodjeniTerminTable {
  id: Generated<number>;
  entitet_id: number;
  zaposleni_id: number;
  usluga_id: number;
  datum: string;
  vreme: string;
}

/** Free on a day, kept by triggers (018_free_day_cache; businesses/free-day-cache.ts). */
export interface SlobodniDanTable {
  entitet_id: number;
  datum: string;
  /** the latest free start that day with no minimum notice and no horizon; null: none */
  poslednji_pocetak: Date | null;
  /** every free start that day, minutes after local midnight, ascending (migration 032); null in a row stored before */
  pocetci: number[] | null;
  /** for each of pocetci, a service free at that start */
  pocetak_usluge: number[] | null;
}

export type ZakazivanjeStatus = 'pending' | 'confirmed' | 'rejected' | 'cancelled' | 'completed' | 'noShow' | 'expired';
export interface ZakazivanjeTable {
  id: Generated<number>;
  entitet_id: number;
  usluga_id: number;
  zaposleni_id: number;
  user_id: number | null;
  /** tstzrange literal, e.g. '[2026-01-01T09:00:00Z,2026-01-01T09:30:00Z)' */
  termin: string;
  cena: Numeric;
  valuta: string;
  status: ZakazivanjeStatus;
  napomena: string | null;
  created_at: DefaultedTimestamp;
  /** when a pending request expires (migration 008); null for other statuses */
  istice: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** a desk booking's customer without an account (migration 014); null for account bookings */
  klijent_ime: ColumnType<string | null, string | null | undefined, string | null>;
  klijent_telefon: ColumnType<string | null, string | null | undefined, string | null>;
  klijent_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** the SEQUENCE of its calendar entry: one more with every change and every mailed entry (migration 023) */
  kalendar_sekvenca: Generated<number>;
  /** the visit this booking is a part of (migration 025); null for a booking of one service */
  poseta_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the service's cleanup when booked: the employee stays busy that long after the end (migration 025) */
  pospremanje_minuta: Generated<number>;
}

export interface UtisakTable {
  id: Generated<number>;
  entitet_id: number;
  zakazivanje_id: number;
  user_id: number | null;
  ocena: number;
  komentar: string | null;
  created_at: DefaultedTimestamp;
  /** the business's reply (migration 014) */
  odgovor: ColumnType<string | null, string | null | undefined, string | null>;
  odgovor_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface FavoritTable { user_id: number; entitet_id: number; created_at: DefaultedTimestamp }

/** Every table; the later modules' ones come from db/tables/. */
export interface Database extends IdentityTables, NotificationTables, BookingTables, StatisticsTables, AuditTables {
  main_kategorija: MainKategorijaTable;
  kategorija: KategorijaTable;
  users: UsersTable;
  kurs: KursTable;
  entitet: EntitetTable;
  /**
   * published businesses per city search key, and how many elsewhere hold the key in their name
   * (null: not counted yet), kept by triggers on entitet (migrations 016, 021)
   */
  entitet_grad: { grad_key: string; broj: number; u_nazivu_drugde: number | null };
  adresa: AdresaTable;
  entitet_slika: EntitetSlikaTable;
  usluga: UslugaTable;
  zaposleni: ZaposleniTable;
  usluga_zaposleni: UslugaZaposleniTable;
  radno_vreme: RadnoVremeTable;
  pauza: PauzaTable;
  oslobodjeni_termin: OslobodjeniTerminTable;
  slobodni_dan: SlobodniDanTable;
  zakazivanje: ZakazivanjeTable;
  utisak: UtisakTable;
  favorit: FavoritTable;
}
