import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { formatDuration, formatPrice, formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { StatusBadge } from '@/features/booking';
import type { BookingAction } from '../api/changeBookingStatus';
import { availableActions } from './actions';
import type { TranslationKey } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';

const ACTION_TEXT = { confirm: 'ownerOps.bookings.confirm', reject: 'ownerOps.bookings.reject', complete: 'ownerOps.bookings.complete', noShow: 'ownerOps.bookings.noShow' } as const satisfies Record<BookingAction, TranslationKey>;

/** One booking as the business sees it: when, what, with whom, for whom, and what can be done. */
export function BookingItem({ booking: b, showDate, busy, onAction }: {
  booking: BusinessZakazivanje;
  showDate: boolean;
  busy: boolean;
  onAction: (b: BusinessZakazivanje, action: BookingAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const actions = availableActions(b, Date.now());
  const customer = typed(b.korisnikIme) ?? t('ownerOps.bookings.customerErased');
  return (
    <Paper withBorder p="sm" radius="md" className="ops-booking" data-testid="booking-item" data-booking-id={b.id} data-status={b.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} className="ops-booking__when">
              {showDate ? `${formatDate(b.datum, i18n.language, 'shortWeekdayDate')}, ` : ''}
              {b.vreme}
              <Text span c="dimmed" fw={400} size="sm"> · {formatDuration(b.trajanjeMinuta, i18n.language)}</Text>
            </Text>
            <Text size="sm">{typed(b.uslugaNaziv)} · {formatPrice(b.cena, b.valuta, i18n.language)}</Text>
          </div>
          <StatusBadge status={b.status} size="sm" />
        </Group>
        <dl className="ops-facts">
          <dt>{t('ownerOps.bookings.customer')}</dt>
          <dd>{customer}</dd>
          {b.korisnikTelefon && (
            <>
              <dt>{t('ownerOps.bookings.phone')}</dt>
              <dd>
                <Anchor href={`tel:${b.korisnikTelefon.replace(/[^\d+]/g, '')}`} aria-label={t('ownerOps.bookings.call', { phone: b.korisnikTelefon })}>
                  {b.korisnikTelefon}
                </Anchor>
              </dd>
            </>
          )}
          <dt>{t('ownerOps.common.employee')}</dt>
          <dd>{typed(b.zaposleniIme)}</dd>
          {b.napomena && (
            <>
              <dt>{t('ownerOps.bookings.note')}</dt>
              <dd className="ops-note">{typed(b.napomena)}</dd>
            </>
          )}
        </dl>
        {actions.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('ownerOps.bookings.actionsFor', { time: b.vreme, customer })}>
            <BookingActionButtons
              actions={actions}
              disabled={busy}
              onAction={(action) => onAction(b, action)}
              nameOf={(action) => t('ownerOps.bookings.actionOn', { action, when: showDate ? `${formatDate(b.datum, i18n.language, 'shortWeekdayDate')} ${b.vreme}` : b.vreme, customer })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The buttons of the actions a booking allows now (the bookings tab's cards, the calendar's dialog). */
export function BookingActionButtons({ actions, disabled, loading, onAction, nameOf }: {
  actions: BookingAction[];
  disabled?: boolean;
  /** the action whose answer is awaited */
  loading?: BookingAction | null;
  onAction: (action: BookingAction) => void;
  /**
   * Each button's accessible name from its visible text, where several bookings' buttons share a
   * screen (the inbox: every card's buttons were all just "Potvrdi" in a screen reader's list).
   */
  nameOf?: (action: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'confirm' || action === 'complete' ? 'filled' : 'light'}
          color={action === 'confirm' || action === 'complete' ? 'positive' : action === 'reject' ? 'negative' : 'accent'}
          disabled={disabled}
          loading={loading === action}
          onClick={() => onAction(action)}
          aria-label={nameOf?.(t(ACTION_TEXT[action]))}
        >
          {t(ACTION_TEXT[action])}
        </Button>
      ))}
    </>
  );
}
