import { Skeleton } from '@mantine/core';
import { ErrorState } from '@/components/States';
import { PendingRequests, PendingRequestsJump, useBusiness } from '@/features/owner-operations';
import { CalendarView } from './CalendarView';

/**
 * /entity/edit?tab=kalendar, where an owner lands once the business is complete: the front desk
 * of today, every employee, editable, with the requests waiting for an answer beside it (under it
 * on a phone), each answered in one tap. On a phone a button above the calendar says how many wait
 * and jumps to them, so they are not behind a whole day of scrolling.
 */
export function CalendarTab({ entitetId }: { entitetId: number }) {
  const business = useBusiness(entitetId);
  if (business.isError && !business.data) return <ErrorState onRetry={() => void business.refetch()} />;
  if (!business.data) return <Skeleton height={480} radius="lg" />;
  return (
    <div className="calendar-day-layout">
      <div className="calendar-day-layout__jump">
        <PendingRequestsJump entitetId={entitetId} />
      </div>
      <div className="calendar-day-layout__main">
        <CalendarView entitetId={entitetId} zone={business.data.vremenskaZona} services={business.data.usluge} editable live={business.data.objavljen} />
      </div>
      <aside className="calendar-day-layout__side">
        <PendingRequests entitetId={entitetId} />
      </aside>
    </div>
  );
}
