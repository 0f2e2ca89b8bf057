import { Badge } from '@mantine/core';
import type { BookingStatus } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';

/** Brand colours of the booking statuses: waiting = warning, held = info/positive, ended badly = negative. */
export const STATUS_COLOR: Record<BookingStatus, string> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'positive',
  noShow: 'accent',
  rejected: 'negative',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-status={status}>
      {t(`ownerOps.status.${status}`)}
    </Badge>
  );
}
