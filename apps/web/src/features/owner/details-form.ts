import type { EntitetDetail, UpdateEntitetBody } from '@zakazi/contract';
import { CURRENCIES, PAYMENT_METHODS } from '@zakazi/contract/constants';
import { maskedPhone, phoneComplete, phoneForApi } from '../../lib/phone';
import { DEFAULT_ZONE } from './timezones';

/**
 * The details form's model (pure, unit-tested): what the inputs hold, the rules the contract's
 * UpdateEntitetBody checks again on the server, and the body PUT /api/Entitet/{id} gets.
 */
export type DetailsValues = {
  naziv: string;
  opis: string;
  mainKategorijaId: string | null;
  kategorijaId: string | null;
  /** as the mask shows it: (064) 123 - 4567 */
  telefon: string;
  email: string;
  website: string;
  vremenskaZona: string;
  naciniPlacanja: string[];
  valuta: string;
  korakMinuta: number | string;
  minimalnaNajavaMinuta: number | string;
  horizontDana: number | string;
  /** hours before the start until which a customer may cancel or move a booking (0: any time) */
  otkazivanjeSati: number | string;
  automatskaPotvrda: boolean;
};
export type DetailsField = Exclude<keyof DetailsValues, 'mainKategorijaId' | 'opis' | 'automatskaPotvrda'>;

export function fromEntity(e: EntitetDetail, mainOf: (kategorijaId: number) => number | undefined): DetailsValues {
  const main = mainOf(e.kategorijaId);
  return {
    naziv: e.naziv,
    opis: e.opis ?? '',
    mainKategorijaId: main !== undefined ? String(main) : null,
    kategorijaId: String(e.kategorijaId),
    telefon: maskedPhone(e.telefon),
    email: e.email ?? '',
    website: e.website ?? '',
    vremenskaZona: e.vremenskaZona || DEFAULT_ZONE,
    naciniPlacanja: [...e.naciniPlacanja],
    valuta: e.valuta,
    korakMinuta: e.korakMinuta,
    minimalnaNajavaMinuta: e.minimalnaNajavaMinuta,
    horizontDana: e.horizontDana,
    otkazivanjeSati: e.otkazivanjeSati,
    automatskaPotvrda: e.automatskaPotvrda,
  };
}

const intIn = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The fields whose value the server would refuse. */
export function detailsProblems(v: DetailsValues): DetailsField[] {
  const out: DetailsField[] = [];
  if (!v.naziv.trim() || v.naziv.trim().length > 200) out.push('naziv');
  if (!v.kategorijaId) out.push('kategorijaId');
  if (!phoneComplete(v.telefon)) out.push('telefon');
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) out.push('email');
  if (v.website.trim() && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v.website.trim())) out.push('website');
  if (!v.vremenskaZona) out.push('vremenskaZona');
  if (!v.naciniPlacanja.some((m) => (PAYMENT_METHODS as readonly string[]).includes(m))) out.push('naciniPlacanja');
  if (!(CURRENCIES as readonly string[]).includes(v.valuta)) out.push('valuta');
  if (!intIn(v.korakMinuta, 5, 240)) out.push('korakMinuta');
  if (!intIn(v.minimalnaNajavaMinuta, 0, 10080)) out.push('minimalnaNajavaMinuta');
  if (!intIn(v.horizontDana, 1, 365)) out.push('horizontDana');
  if (!intIn(v.otkazivanjeSati, 0, 168)) out.push('otkazivanjeSati');
  return out;
}

/** Every field goes out: a cleared optional text is sent as "" and stored as null. */
export function detailsBody(v: DetailsValues): UpdateEntitetBody {
  return {
    naziv: v.naziv.trim(),
    opis: v.opis.trim(),
    kategorijaId: Number(v.kategorijaId),
    telefon: phoneForApi(v.telefon) ?? '',
    email: v.email.trim(),
    website: v.website.trim(),
    vremenskaZona: v.vremenskaZona,
    naciniPlacanja: PAYMENT_METHODS.filter((m) => v.naciniPlacanja.includes(m)),
    valuta: v.valuta as UpdateEntitetBody['valuta'],
    korakMinuta: Number(v.korakMinuta),
    minimalnaNajavaMinuta: Number(v.minimalnaNajavaMinuta),
    horizontDana: Number(v.horizontDana),
    otkazivanjeSati: Number(v.otkazivanjeSati),
    automatskaPotvrda: v.automatskaPotvrda,
  };
}
