import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the tables migration 005_booking.sql adds (db/schema.ts merges them into Database); its `job` table belongs to notifications (the job queue). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** od/do are PostgreSQL `date`, read back as 'YYYY-MM-DD'. */
export interface OdsustvoTable {
  id: Generated<number>;
  zaposleni_id: number;
  od: string;
  do: string;
  razlog: string | null;
  created_at: DefaultedTimestamp;
}

export interface ZatvaranjeTable {
  id: Generated<number>;
  entitet_id: number;
  od: string;
  do: string;
  razlog: string | null;
  created_at: DefaultedTimestamp;
}

/** One status change of a booking (an audit trail; the latest razlog is the booking's). */
export interface ZakazivanjePromenaTable {
  id: Generated<number>;
  zakazivanje_id: number;
  status: string;
  razlog: string | null;
  /** who made the change; null for the system (automatic completion) */
  user_id: number | null;
  created_at: DefaultedTimestamp;
  /** a reschedule: the interval and employee the booking had before the move (migration 008) */
  stari_termin: string | null;
  stari_zaposleni_id: number | null;
}

export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  request_hash: string;
  zakazivanje_id: number | null;
  created_at: DefaultedTimestamp;
}

/** A blocked interval of one employee (migration 014); termin is a tstzrange literal. */
export interface BlokadaTable {
  id: Generated<number>;
  zaposleni_id: number;
  termin: string;
  razlog: string | null;
  user_id: number | null;
  created_at: DefaultedTimestamp;
}

/** The business's private note about one client (migration 014); klijent is the clients list's key. */
export interface KlijentNapomenaTable {
  entitet_id: number;
  klijent: string;
  napomena: string;
  updated_at: DefaultedTimestamp;
}

/** A client whose online bookings the business blocked (migration 028); klijent is 'u' || user id. */
export interface KlijentBlokadaTable {
  entitet_id: number;
  klijent: string;
  created_at: DefaultedTimestamp;
}

/** The business's rules for its clients (migration 028); no row: every rule off. */
export interface KlijentPravilaTable {
  entitet_id: number;
  zahtev_posle_nedolazaka: boolean;
  updated_at: DefaultedTimestamp;
}

export interface BookingTables {
  blokada: BlokadaTable;
  klijent_napomena: KlijentNapomenaTable;
  klijent_blokada: KlijentBlokadaTable;
  klijent_pravila: KlijentPravilaTable;
  odsustvo: OdsustvoTable;
  zatvaranje: ZatvaranjeTable;
  zakazivanje_promena: ZakazivanjePromenaTable;
  idempotency_key: IdempotencyKeyTable;
}
