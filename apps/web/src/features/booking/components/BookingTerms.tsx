import { List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { EntitetDetail } from '@zakazi/contract';
import { useTranslation, type TFunction } from '@/lib/i18n';

/**
 * How long a business has to answer a request before it expires: the server's PENDING_EXPIRY_HOURS
 * default (the contract gives no per-business value; a request also expires when its start comes
 * nearer than the minimum notice, hence "before the start at the latest" in the text).
 */
const REQUEST_ANSWER_HOURS = 24;

type Terms = Pick<EntitetDetail, 'automatskaPotvrda' | 'otkazivanjeSati'>;

/** Before confirming: instant or a request, and until when the customer may cancel or move it. */
export function BookingTerms({ entity }: { entity: Terms }) {
  const { t } = useTranslation();
  return (
    <List size="sm" spacing={4} className="booking-terms" data-testid="booking-terms">
      <List.Item data-kind={entity.automatskaPotvrda ? 'instant' : 'request'}>
        {entity.automatskaPotvrda ? t('booking.panel.instant') : t('booking.panel.request', { hours: REQUEST_ANSWER_HOURS })}
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
