import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PeriodBody } from '@zakazi/contract';
import { ErrorState } from '@/components/States';
import type { HttpResult } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { isIsoDay, toRequestDate, type IsoDay } from '../dates';
import { conflictingBookings } from '../errors';
import { formatDay } from '../format';

export type Period = { id: number; od: IsoDay; do: IsoDay; razlog: string | null };

/**
 * A list of date periods (an employee's days off, or the business's closures) with an add form
 * and a confirmed delete. A period over live bookings answers 409 bookings-conflict: the owner
 * may then cancel those bookings (customers are mailed) and add the period anyway.
 */
export function PeriodManager({ periods, loading, failed, onRetry, emptyText, addLabel, today, add, remove, onChanged, testId }: {
  periods: Period[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  emptyText: string;
  addLabel: string;
  today: IsoDay;
  add: (body: PeriodBody) => Promise<HttpResult<unknown>>;
  remove: (id: number) => Promise<HttpResult<unknown>>;
  onChanged: () => Promise<unknown>;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [od, setOd] = useState('');
  const [doDay, setDoDay] = useState('');
  const [razlog, setRazlog] = useState('');
  const [conflicts, setConflicts] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Period | null>(null);

  const label = (p: Pick<Period, 'od' | 'do'>) =>
    p.od === p.do
      ? t('ownerOps.timeOff.oneDay', { from: formatDay(p.od, i18n.language) })
      : t('ownerOps.timeOff.period', { from: formatDay(p.od, i18n.language), to: formatDay(p.do, i18n.language) });

  const adding = useMutation({
    mutationFn: (otkaziZakazivanja: boolean) =>
      add({ od: toRequestDate(od), do: toRequestDate(doDay || od), razlog: razlog.trim() || undefined, ...(otkaziZakazivanja ? { otkaziZakazivanja } : {}) }),
    onSuccess: async (result) => {
      if (result.ok) {
        setOd('');
        setDoDay('');
        setRazlog('');
        setConflicts(null);
        void notify({ color: 'positive', message: t('ownerOps.timeOff.added') });
        await onChanged();
        return;
      }
      const covered = conflictingBookings(result.error);
      if (covered) setConflicts(covered.length);
      else void notify({ color: 'negative', message: t('ownerOps.common.failed') });
    },
    onError: () => void notify({ color: 'negative', message: t('ownerOps.common.failed') }),
  });

  const removing = useMutation({
    mutationFn: (id: number) => remove(id),
    onSuccess: async (result) => {
      setDeleting(null);
      void notify(result.ok ? { color: 'positive', message: t('ownerOps.timeOff.deleted') } : { color: 'negative', message: t('ownerOps.common.failed') });
      await onChanged();
    },
    onError: () => void notify({ color: 'negative', message: t('ownerOps.common.failed') }),
  });

  const rangeError = isIsoDay(od) && isIsoDay(doDay) && doDay < od;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isIsoDay(od) || rangeError) return;
    setConflicts(null);
    adding.mutate(false);
  };

  return (
    <Stack gap="md" data-testid={testId}>
      {failed ? (
        <ErrorState onRetry={onRetry} />
      ) : loading || !periods ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : periods.length === 0 ? (
        <Text c="dimmed" size="sm">{emptyText}</Text>
      ) : (
        <ul className="ops-periods">
          {[...periods].sort((a, b) => a.od.localeCompare(b.od)).map((p) => (
            <li key={p.id}>
              <Paper withBorder p="sm" radius="md" data-testid="period" data-od={p.od} data-do={p.do}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{label(p)}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{p.razlog ?? t('ownerOps.timeOff.noReason')}</Text>
                  </div>
                  <Button size="xs" variant="subtle" color="negative" onClick={() => setDeleting(p)} aria-label={t('ownerOps.timeOff.deleteLabel', { period: label(p) })}>
                    {t('ownerOps.common.delete')}
                  </Button>
                </Group>
              </Paper>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={submit} noValidate>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput type="date" label={t('ownerOps.common.from')} min={today} value={od} onChange={(e) => setOd(e.currentTarget.value)} w={170} required />
          <TextInput type="date" label={t('ownerOps.common.to')} min={od || today} value={doDay} onChange={(e) => setDoDay(e.currentTarget.value)} w={170}
            error={rangeError ? t('ownerOps.common.invalidRange') : undefined} />
          <TextInput label={t('ownerOps.common.reason')} value={razlog} maxLength={500} onChange={(e) => setRazlog(e.currentTarget.value)} style={{ flex: '1 1 220px' }} />
          <Button type="submit" style={{ flexShrink: 0 }} disabled={!isIsoDay(od) || rangeError} loading={adding.isPending && conflicts === null}>{addLabel}</Button>
        </Group>
      </form>

      {conflicts !== null && (
        <Alert color="warning" title={t('ownerOps.timeOff.conflictTitle')} role="alert">
          <Stack gap="sm">
            <Text size="sm">{t('ownerOps.timeOff.conflictText', { count: conflicts })}</Text>
            <Group gap="sm">
              <Button color="negative" size="xs" loading={adding.isPending} onClick={() => adding.mutate(true)}>{t('ownerOps.timeOff.cancelAndAdd')}</Button>
              <Button variant="default" size="xs" onClick={() => setConflicts(null)}>{t('ownerOps.common.cancel')}</Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <ConfirmDialog
        opened={deleting !== null}
        title={t('ownerOps.timeOff.deleteTitle')}
        text={deleting ? t('ownerOps.timeOff.deleteText', { period: label(deleting) }) : ''}
        confirmLabel={t('ownerOps.common.delete')}
        busy={removing.isPending}
        onConfirm={() => deleting && removing.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
