import { Badge } from '@mantine/core';
import type { BookingStatus } from '@zakazi/contract/booking-paths';
import { useTranslation } from '@/lib/i18n';
import { STATUS_COLOR, STATUS_TEXT } from '../status';

/** A booking's status as a coloured badge with its sr/en name. */
export function StatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size={size} data-status={status} style={{ flex: 'none' }} aria-label={t('booking.status.label', { status: t(STATUS_TEXT[status]) })}>
      {t(STATUS_TEXT[status])}
    </Badge>
  );
}
