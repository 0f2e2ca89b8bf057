import type { BusinessZakazivanje, Currency, Zakazivanje } from '@zakazi/contract';
import { instantToWall } from '@zakazi/contract/calendar';
import { changeDeadline } from './customer-window.ts';
import type { BookingRow } from './queries.ts';

/** A stored booking as the customer sees it (CONTRACT.md Zakazivanje); dates in the business's zone. */
export function toZakazivanje(row: BookingRow): Zakazivanje {
  const pocetak = new Date(row.pocetak);
  const kraj = new Date(row.kraj);
  const { datum, vreme } = instantToWall(pocetak, row.vremenska_zona);
  return {
    id: row.id,
    entitetId: row.entitet_id,
    entitetNaziv: row.entitet_naziv,
    uslugaId: row.usluga_id,
    uslugaNaziv: row.usluga_naziv,
    zaposleniId: row.zaposleni_id,
    zaposleniIme: row.zaposleni_ime,
    userId: row.user_id,
    datum,
    vreme,
    trajanjeMinuta: Math.round((kraj.getTime() - pocetak.getTime()) / 60_000),
    cena: Number(row.cena),
    valuta: row.valuta as Currency,
    status: row.status,
    napomena: row.napomena,
    createdAt: new Date(row.created_at).toISOString(),
    pocetak: pocetak.toISOString(),
    kraj: kraj.toISOString(),
    vremenskaZona: row.vremenska_zona,
    razlog: row.razlog,
    otkazivanjeDo: changeDeadline(row).toISOString(),
    ocenjeno: row.ocenjeno,
    klijentIme: row.klijent_ime,
    posetaId: row.poseta_id,
  };
}

/** The business's view: with the customer's name and phone. */
export function toBusinessZakazivanje(row: BookingRow): BusinessZakazivanje {
  return {
    ...toZakazivanje(row),
    korisnikIme: row.korisnik_ime, korisnikTelefon: row.korisnik_telefon, istice: row.istice ? new Date(row.istice).toISOString() : null,
    klijentTelefon: row.klijent_telefon,
    klijentEmail: row.klijent_email,
  };
}
