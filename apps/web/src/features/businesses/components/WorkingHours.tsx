import { Badge, Group, Text, Title } from '@mantine/core';
import type { EntitetDetail } from '@zakazi/contract';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ClockIcon } from '@/components/icons';
import { openState, weekRows, zonedNow } from '../hours';

export function WorkingHours({ entity }: { entity: EntitetDetail }) {
  const { t } = useTranslation();
  const days = t('businesses.hours.days', { returnObjects: true }) as string[];
  const daysOn = t('businesses.hours.daysOn', { returnObjects: true }) as string[];
  const rows = weekRows(entity.radnoVreme);
  const { today, state } = useMemo(() => {
    const now = new Date();
    return { today: zonedNow(now, entity.vremenskaZona).dan, state: openState(entity.radnoVreme, now, entity.vremenskaZona) };
  }, [entity.radnoVreme, entity.vremenskaZona]);

  const status = state.open
    ? t('businesses.hours.closesAt', { time: state.closesAt })
    : state.opensAt
      ? state.opensAt.dan === today
        ? t('businesses.hours.opensTodayAt', { time: state.opensAt.time })
        : t('businesses.hours.opensAt', { day: daysOn[state.opensAt.dan - 1], time: state.opensAt.time })
      : '';

  return (
    <section className="panel" aria-labelledby="hours-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="hours-title"><Group component="span" gap={8}><ClockIcon size={18} />{t('businesses.hours.title')}</Group></Title>
        {entity.radnoVreme.length > 0 && (
          <Group gap={6}>
            <Badge color={state.open ? 'positive' : 'negative'} variant="light">{state.open ? t('businesses.hours.openNow') : t('businesses.hours.closedNow')}</Badge>
            <Text size="xs" c="dimmed">{status}</Text>
          </Group>
        )}
      </Group>
      {entity.radnoVreme.length === 0 ? (
        <Text c="dimmed" size="sm">{t('businesses.hours.none')}</Text>
      ) : (
        <table className="hours">
          <tbody>
            {rows.map((row) => (
              <tr key={row.dan} className={row.dan === today ? 'is-today' : undefined} aria-current={row.dan === today ? 'date' : undefined}>
                <th scope="row">
                  {days[row.dan - 1]}
                  {row.dan === today && <span className="hours__today"> · {t('businesses.hours.today')}</span>}
                </th>
                <td>{row.ranges.length ? row.ranges.join(', ') : <span className="hours__closed">{t('businesses.hours.closed')}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
