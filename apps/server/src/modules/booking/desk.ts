import type { z } from 'zod';
import type { BusinessZakazivanje, DeskBookingBody } from '@zakazi/contract';
import { requireUser, type AuthUser } from '../../http/access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import * as scheduleQueries from '../schedule/index.ts';
import { checkDeskSlot, claimSlot, retryingConflicts, type DeskSlotRequest } from './claim.ts';
import { mailCustomer } from './mails.ts';
import * as queries from './queries.ts';
import type { BookingDeps } from './service.ts';
import { scheduleConfirmedJobs } from './transitions.ts';
import { toBusinessZakazivanje } from './view.ts';

type Body = z.output<typeof DeskBookingBody>;

/**
 * Who may enter a desk booking: the business's Administrator for any of its employees, or one of
 * its employees for themself (403 otherwise). A zaposleniId of another business is 404 (checkDeskSlot).
 */
async function assertDeskAccess(deps: BookingDeps, user: AuthUser, entitetId: number, zaposleniId: number): Promise<void> {
  const business = await scheduleQueries.findBusinessRules(deps.db, entitetId);
  if (!business) throw notFound('Business');
  if (user.role === 'Administrator' && business.owner_user_id === user.id) return;
  if (user.role === 'Employee') {
    const employee = await scheduleQueries.findEmployee(deps.db, zaposleniId);
    if (employee && employee.entitet_id === entitetId && employee.user_id === user.id) return;
  }
  throw forbidden();
}

/**
 * POST /api/Entitet/{id}/zakazivanja: a phone or walk-in customer without an account, booked by
 * the business, confirmed at once. The same path as a customer's booking (claim.ts): the desk
 * rules checked once without locks, then claimSlot — the business shared, the employee locked,
 * checked again, inserted — so a desk booking and a customer's booking for one time take turns
 * at the employee's lock and the second finds the first (409 slot-taken); the exclusion
 * constraint stays the last word. With an email the customer gets the confirmation with its
 * calendar entry (and the reminder), through the job queue in the same transaction.
 */
export async function createDeskBooking(deps: BookingDeps, caller: AuthUser | null, entitetId: number, body: Body, now = new Date()): Promise<BusinessZakazivanje> {
  const user = requireUser(caller);
  await assertDeskAccess(deps, user, entitetId, body.zaposleniId);
  const slot: DeskSlotRequest = {
    entitetId,
    uslugaId: body.uslugaId,
    zaposleniId: body.zaposleniId,
    datum: body.datum,
    vreme: body.vreme,
    outsideHours: body.vanRadnogVremena ?? false,
  };
  await checkDeskSlot(deps.db, slot, now);
  const row = await retryingConflicts(() =>
    deps.db.transaction().execute((trx) =>
      claimSlot(
        trx,
        slot,
        async ({ start, end }) => {
          const id = await queries.insertBooking(trx, {
            usluga_id: slot.uslugaId,
            zaposleni_id: slot.zaposleniId,
            user_id: null,
            klijent: { ime: body.klijentIme, telefon: body.klijentTelefon ?? null, email: body.klijentEmail ?? null },
            by_user_id: user.id,
            start,
            end,
            status: 'confirmed',
            napomena: body.napomena?.length ? body.napomena : null,
          });
          const inserted = (await queries.findBooking(trx, id))!;
          await mailCustomer(trx, deps.config, inserted, 'confirmed', 'publish');
          await scheduleConfirmedJobs(trx, inserted, now);
          return inserted;
        },
        now,
        checkDeskSlot,
      ),
    ),
  );
  deps.jobs.poke();
  return toBusinessZakazivanje(row);
}
