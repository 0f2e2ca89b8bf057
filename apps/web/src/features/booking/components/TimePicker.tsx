import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { groupByDayPart } from '../window';

/**
 * The free times of the chosen day as toggle buttons (HH:mm, SPEC.md 5), grouped by part of the
 * day (morning, afternoon, evening) so a phone shows three short blocks instead of one long one.
 * `current` marks the booking's own time when the picker moves a booking (it is not free: it is
 * this booking's), shown in its place and not choosable.
 */
export function TimePicker({ times, loading, error, value, onChange, onRetry, current = null }: {
  times: string[] | undefined;
  loading: boolean;
  error: boolean;
  value: string | null;
  onChange: (time: string) => void;
  onRetry: () => void;
  current?: string | null;
}) {
  const { t } = useTranslation();
  const idBase = useId();
  if (error && !times) {
    return (
      <Group gap="xs">
        <Text size="sm" c="negative.4" role="alert">{t('booking.times.error')}</Text>
        <Button size="compact-sm" variant="subtle" onClick={onRetry}>{t('booking.calendar.retry')}</Button>
      </Group>
    );
  }
  if (!times) {
    return (
      <div className="time-grid" aria-busy="true" aria-label={t('common.states.loading')}>
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={44} radius="xl" />)}
      </div>
    );
  }
  const shown = current && !times.includes(current) ? [...times, current].sort() : times;
  if (shown.length === 0) return <Text size="sm" c="dimmed" role="status">{t('booking.times.none')}</Text>;
  return (
    <div className="time-parts" aria-busy={loading || undefined}>
      {groupByDayPart(shown).map(({ part, times: partTimes }) => (
        <div key={part} className="time-part" role="group" aria-labelledby={`${idBase}-${part}`}>
          <Text id={`${idBase}-${part}`} size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.06em" mb={6}>
            {t(`booking.dayParts.${part}`)}
          </Text>
          <div className="time-grid">
            {partTimes.map((time) =>
              time === current ? (
                <Button key={time} size="md" radius="xl" variant="outline" color="gray" disabled className="time-grid__slot time-grid__slot--current" data-current aria-label={t('booking.reschedule.currentLabel', { time })}>
                  {time}
                </Button>
              ) : (
                <Button
                  key={time}
                  size="md"
                  radius="xl"
                  variant={time === value ? 'filled' : 'default'}
                  aria-pressed={time === value}
                  aria-label={t('booking.times.pick', { time })}
                  onClick={() => onChange(time)}
                  className="time-grid__slot"
                >
                  {time}
                </Button>
              ),
            )}
          </div>
        </div>
      ))}
      {current && <Text size="xs" c="dimmed">{t('booking.reschedule.currentNote', { time: current })}</Text>}
    </div>
  );
}
