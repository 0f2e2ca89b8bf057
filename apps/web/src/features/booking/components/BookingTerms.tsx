import { List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { EntitetDetail } from '@zakazi/contract';
import { formatHours } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { requestAnswerHours } from '@/lib/page-settings';

type Terms = Pick<EntitetDetail, 'automatskaPotvrda' | 'otkazivanjeSati'>;

/** Before confirming: instant or a request, and until when the customer may cancel or move it. */
export function BookingTerms({ entity }: { entity: Terms }) {
  const { t, i18n } = useTranslation();
  // A request expires PENDING_EXPIRY_HOURS after it was made, or earlier when its start comes nearer
  // than the minimum notice (hence "before the start at the latest" in the text).
  return (
    <List size="sm" spacing={4} className="booking-terms" data-testid="booking-terms">
      <List.Item data-kind={entity.automatskaPotvrda ? 'instant' : 'request'}>
        {entity.automatskaPotvrda ? t('booking.panel.instant') : t('booking.panel.request', { hours: formatHours(requestAnswerHours(), i18n.language) })}
      </List.Item>
      <List.Item>{cancellationText(entity.otkazivanjeSati, t)}</List.Item>
    </List>
  );
}

function cancellationText(hours: number, t: TFunction): string {
  return hours === 0 ? t('booking.panel.cancelAny') : t('booking.panel.cancel', { count: hours });
}

/** After booking: what happens next, for a request or a confirmed booking. */
export function NextSteps({ pending, cancelHours }: { pending: boolean; cancelHours: number }) {
  const { t } = useTranslation();
  const steps = t(pending ? 'booking.panel.nextPending' : 'booking.panel.nextConfirmed', { returnObjects: true }) as string[];
  return (
    <div data-testid="booking-next">
      <Text fw={600} size="sm" mb={4}>{t('booking.panel.next')}</Text>
      <List type="ordered" size="sm" spacing={4}>
        {[...steps, `${t('booking.panel.nextChange')} ${cancellationText(cancelHours, t)}`].map((step) => <List.Item key={step}>{step}</List.Item>)}
      </List>
    </div>
  );
}
