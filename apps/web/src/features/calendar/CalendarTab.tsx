import { Skeleton } from '@mantine/core';
import { ErrorState } from '@/components/States';
import { useBusiness } from '@/features/owner-operations';
import { CalendarView } from './CalendarView';

/** /entity/edit?tab=kalendar: the owner's front desk, every employee, editable. */
export function CalendarTab({ entitetId }: { entitetId: number }) {
  const business = useBusiness(entitetId);
  if (business.isError && !business.data) return <ErrorState onRetry={() => void business.refetch()} />;
  if (!business.data) return <Skeleton height={480} radius="lg" />;
  return <CalendarView entitetId={entitetId} zone={business.data.vremenskaZona} services={business.data.usluge} editable live={business.data.objavljen} />;
}
