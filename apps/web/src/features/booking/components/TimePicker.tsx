import { Button, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/** The free times of the chosen day as toggle buttons (HH:mm, SPEC.md 5). */
export function TimePicker({ times, loading, error, value, onChange, onRetry }: {
  times: string[] | undefined;
  loading: boolean;
  error: boolean;
  value: string | null;
  onChange: (time: string) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
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
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={36} radius="xl" />)}
      </div>
    );
  }
  if (times.length === 0) return <Text size="sm" c="dimmed" role="status">{t('booking.times.none')}</Text>;
  return (
    <div className="time-grid" role="group" aria-busy={loading || undefined}>
      {times.map((time) => (
        <Button
          key={time}
          size="sm"
          radius="xl"
          variant={time === value ? 'filled' : 'default'}
          aria-pressed={time === value}
          aria-label={t('booking.times.pick', { time })}
          onClick={() => onChange(time)}
          className="time-grid__slot"
        >
          {time}
        </Button>
      ))}
    </div>
  );
}
