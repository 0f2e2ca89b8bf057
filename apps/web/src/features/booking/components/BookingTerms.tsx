import { List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { EntitetDetail, Zakazivanje } from '@zakazi/contract';
import { formatHours, formatDate } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { requestAnswerHours } from '@/lib/page-settings';
import { customerChoices } from '../window';

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

/**
 * After booking: what happens next, for a request or a confirmed booking, and what the customer
 * may still change and where: until its otkazivanjeDo in "Moj profil"; after it, withdraw a
 * pending request there, or call the business.
 */
export function NextSteps({ booking }: { booking: Zakazivanje }) {
  const { t, i18n } = useTranslation();
  const steps = t(booking.status === 'pending' ? 'booking.panel.nextPending' : 'booking.panel.nextConfirmed', { returnObjects: true }) as string[];
  const { change, withdraw } = customerChoices(booking);
  const when = formatDate(new Date(booking.otkazivanjeDo), i18n.language, 'shortWeekdayDateTime', booking.vremenskaZona);
  const last = change ? t('booking.panel.nextChange', { when }) : t(withdraw ? 'booking.panel.nextWithdraw' : 'booking.panel.nextClosed');
  return (
    <div data-testid="booking-next">
      <Text fw={600} size="sm" mb={4}>{t('booking.panel.next')}</Text>
      <List type="ordered" size="sm" spacing={4}>
        {[...steps, last].map((step) => <List.Item key={step}>{step}</List.Item>)}
      </List>
    </div>
  );
}
