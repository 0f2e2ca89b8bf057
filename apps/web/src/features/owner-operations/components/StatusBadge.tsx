import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
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

export function StatusBadge({ status, style }: { status: BookingStatus; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-status={status} style={style}>
      {t(`ownerOps.status.${status}`)}
    </Badge>
  );
}
