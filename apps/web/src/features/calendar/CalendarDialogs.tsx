import type { Usluga } from '@zakazi/contract';
import { minutesOf } from '@zakazi/contract/calendar';
import { BlockDetails, BlockDialog } from './BlockDialog';
import { BookingDialog, MoveDialog } from './BookingDialog';
import { DeskBookingDialog } from './DeskBookingDialog';
import type { CalendarModel } from './useCalendarState';
import { useMove } from './useMove';

/**
 * The calendar's dialogs, one open at a time as the state says: a desk booking on an empty cell, a
 * new block, a block's details, a booking's details (with its actions and the move form), and the
 * confirmation of a move (dragged or from the booking's dialog). Without `editable` (an employee's
 * own calendar) only a booking's details.
 */
export function CalendarDialogs({ model, entitetId, services, editable }: { model: CalendarModel; entitetId: number; services: Usluga[]; editable: boolean }) {
  const { state, dispatch, data, names, hours, deskEmployees, openBooking, pending } = model;
  const move = useMove(entitetId);
  const dialog = state.dialog;
  const close = () => dispatch({ type: 'close' });
  const outside =
    pending !== null && hours !== null &&
    !hours.covers(pending.to.zaposleniId, pending.to.datum, minutesOf(pending.to.vreme), minutesOf(pending.to.vreme) + pending.booking.trajanjeMinuta);

  return (
    <>
      {editable && (
        <>
          <DeskBookingDialog entitetId={entitetId} slot={dialog.kind === 'desk' ? dialog.slot : null} employees={deskEmployees} services={services} hours={hours} onClose={close} />
          <BlockDialog entitetId={entitetId} start={dialog.kind === 'block' ? dialog.start : null} employees={deskEmployees} bookings={data?.zakazivanja ?? []} onClose={close} />
          <BlockDetails
            entitetId={entitetId}
            block={dialog.kind === 'blockDetails' ? dialog.block : null}
            employeeName={dialog.kind === 'blockDetails' ? names.get(dialog.block.zaposleniId) ?? '' : ''}
            onClose={close}
          />
        </>
      )}
      <BookingDialog
        entitetId={entitetId}
        booking={openBooking}
        standing={openBooking?.userId ? data?.klijenti.find((k) => k.userId === openBooking.userId) : undefined}
        employees={editable ? deskEmployees : []}
        onMove={(booking, to) => dispatch({ type: 'open', dialog: { kind: 'move', booking, to } })}
        onClose={close}
      />
      <MoveDialog
        move={pending}
        employeeName={(id) => names.get(id) ?? ''}
        outside={outside}
        busy={move.isPending}
        onConfirm={() => pending && move.mutate({ id: pending.booking.id, to: pending.to }, { onSettled: close })}
        onClose={close}
      />
    </>
  );
}
