import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { EntitetDetail } from '@zakazi/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { CalendarIcon } from '@/components/icons';
import { formatDuration, formatPrice } from '@/lib/format';
import { useIsLoggedIn } from '@/lib/session';

export type BookingChoice = { serviceId: number | null; employeeId: number | null };

/**
 * The booking entry point: pick a service and a professional, then "Zakaži termin". Booking itself
 * comes with a later issue: signed-out visitors go to login (coming back here), signed-in users
 * get an honest "opens soon" notice.
 */
export function BookingPanel({ entity, choice, onChange, id }: {
  entity: EntitetDetail;
  choice: BookingChoice;
  onChange: (choice: BookingChoice) => void;
  id: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [soon, setSoon] = useState(false);
  const [needService, setNeedService] = useState(false);
  const service = entity.usluge.find((s) => s.id === choice.serviceId);
  const employees = service ? entity.zaposleni.filter((z) => service.zaposleniIds.includes(z.id)) : entity.zaposleni;

  const book = () => {
    if (!service) {
      setNeedService(true);
      document.getElementById(`${id}-service`)?.focus();
      return;
    }
    if (!loggedIn) {
      navigate(`/login?redirectedFrom=${encodeURIComponent(`/entity/${entity.id}`)}`);
      return;
    }
    setSoon(true);
  };

  return (
    <section className="booking panel" id={id} aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>{t('businesses.booking.title')}</Title>
          {entity.minCena !== null && (
            <Text size="sm" c="dimmed">{t('businesses.booking.from', { price: formatPrice(entity.minCena, entity.valuta, i18n.language) })}</Text>
          )}
        </div>
        <NativeSelect
          id={`${id}-service`}
          error={needService && !service ? t('businesses.booking.pickFirst') : undefined}
          label={t('businesses.booking.service')}
          value={choice.serviceId ? String(choice.serviceId) : ''}
          onChange={(e) => {
            const serviceId = e.currentTarget.value ? Number(e.currentTarget.value) : null;
            const next = entity.usluge.find((s) => s.id === serviceId);
            const keep = choice.employeeId && next?.zaposleniIds.includes(choice.employeeId) ? choice.employeeId : null;
            onChange({ serviceId, employeeId: keep });
            setSoon(false);
            setNeedService(false);
          }}
          data={[
            { value: '', label: t('businesses.booking.chooseService'), disabled: true },
            ...entity.usluge.map((s) => ({
              value: String(s.id),
              label: `${s.naziv} · ${formatDuration(s.trajanjeMinuta)} · ${formatPrice(s.cena, s.valuta, i18n.language)}`,
            })),
          ]}
        />
        <NativeSelect
          id={`${id}-employee`}
          label={t('businesses.booking.employee')}
          value={choice.employeeId ? String(choice.employeeId) : ''}
          onChange={(e) => onChange({ ...choice, employeeId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          data={[
            { value: '', label: t('businesses.booking.anyEmployee') },
            ...employees.map((z) => ({ value: String(z.id), label: [z.ime, z.prezime].filter(Boolean).join(' ') })),
          ]}
        />
        {service && (
          <Text size="sm" c="dimmed">
            {t('businesses.booking.duration', { d: formatDuration(service.trajanjeMinuta) })} · {formatPrice(service.cena, service.valuta, i18n.language)}
          </Text>
        )}
        <Button size="md" radius="xl" fullWidth leftSection={<CalendarIcon size={18} />} onClick={book}>
          {t('businesses.booking.button')}
        </Button>
        {!loggedIn && service && <Text size="xs" c="dimmed" ta="center">{t('businesses.booking.loginHint')}</Text>}
        {soon && (
          <Alert color="info" variant="light" title={t('businesses.booking.soonTitle')} role="status">
            {t('businesses.booking.soonText')}
          </Alert>
        )}
      </Stack>
    </section>
  );
}
