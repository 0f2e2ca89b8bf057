import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PeriodBody } from '@zakazi/contract';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { ErrorState } from '@/components/States';
import { apiErrorOf } from '@/lib/http';
import { useTranslation, type TranslationKey } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { isIsoDay, toRequestDate, type IsoDay } from '@zakazi/contract/calendar';
import { closureCalls, dayOffCalls } from '../api/periods';
import { DateField } from '@/components/DateField';
import { errorSentence } from '@/lib/error-sentence';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

export type Period = { id: number; od: IsoDay; do: IsoDay; razlog: string | null };

type PeriodKind = {
  /** the add and delete calls, by the owner's id */
  calls: { add: (ownerId: number, body: PeriodBody) => Promise<unknown>; remove: (ownerId: number, id: number) => Promise<unknown> };
  testId: string;
  emptyText: TranslationKey;
  addLabel: TranslationKey;
};

/** The two kinds of periods: a business's closures and an employee's days off. */
const KINDS: Record<'closures' | 'daysOff', PeriodKind> = {
  closures: { calls: closureCalls, testId: 'closures', emptyText: 'ownerOps.timeOff.closuresEmpty', addLabel: 'ownerOps.timeOff.addClosure' },
  daysOff: { calls: dayOffCalls, testId: 'days-off', emptyText: 'ownerOps.timeOff.daysOffEmpty', addLabel: 'ownerOps.timeOff.addDayOff' },
};

/**
 * A list of date periods (an employee's days off, or the business's closures) with an add form
 * and a confirmed delete. A period over live bookings answers 409 bookings-conflict: the owner
 * may then cancel those bookings (customers are mailed) and add the period anyway.
 */
export function PeriodManager({ kind, ownerId, query, today, onChanged }: {
  kind: keyof typeof KINDS;
  /** the business (closures) or the employee (days off) */
  ownerId: number;
  /** the owner's periods */
  query: { data?: Period[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  today: IsoDay;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const { calls, testId, emptyText, addLabel } = KINDS[kind];
  const periods = query.data;
  const form = useForm({ initialValues: { od: '', doDay: '', razlog: '' } });
  const { od, doDay, razlog } = form.values;
  // How many live bookings the refused period covers (409 bookings-conflict), while the owner decides.
  const [conflicts, setConflicts] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Period | null>(null);

  const label = (p: Pick<Period, 'od' | 'do'>) =>
    p.od === p.do
      ? t('ownerOps.timeOff.oneDay', { from: formatDate(p.od, i18n.language, 'shortWeekdayDate') })
      : t('ownerOps.timeOff.period', { from: formatDate(p.od, i18n.language, 'shortWeekdayDate'), to: formatDate(p.do, i18n.language, 'shortWeekdayDate') });

  const adding = useMutation({
    mutationFn: (otkaziZakazivanja: boolean) =>
      calls.add(ownerId, { od: toRequestDate(od), do: toRequestDate(doDay || od), razlog: razlog.trim() || undefined, ...(otkaziZakazivanja ? { otkaziZakazivanja } : {}) }),
    onSuccess: () => {
      form.reset();
      setConflicts(null);
      void notify({ color: 'positive', message: t('ownerOps.timeOff.added') });
      return onChanged();
    },
    onError: (error) => {
      const refused = apiErrorOf(error);
      if (refused.code === BOOKING_ERRORS.bookingsConflict) setConflicts(refused.details.length);
      else void notify({ color: 'negative', message: errorSentence(refused, t) });
    },
  });

  const removing = useMutation({
    mutationFn: (id: number) => calls.remove(ownerId, id),
    onSuccess: () => void notify({ color: 'positive', message: t('ownerOps.timeOff.deleted') }),
    onError: (error) => void notify({ color: 'negative', message: errorSentence(error, t) }),
    onSettled: async () => {
      setDeleting(null);
      await onChanged();
    },
  });

  const rangeError = isIsoDay(od) && isIsoDay(doDay) && doDay < od;
  const submit = form.onSubmit(() => {
    if (!isIsoDay(od) || rangeError) return;
    setConflicts(null);
    adding.mutate(false);
  });

  return (
    <Stack gap="md" data-testid={testId}>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.isPending || !periods ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : periods.length === 0 ? (
        <Text c="dimmed" size="sm">{t(emptyText)}</Text>
      ) : (
        <ul className="ops-periods">
          {[...periods].sort((a, b) => a.od.localeCompare(b.od)).map((p) => (
            <li key={p.id}>
              <Paper withBorder p="sm" radius="md" data-testid="period" data-od={p.od} data-do={p.do}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600}>{label(p)}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{typed(p.razlog) ?? t('ownerOps.timeOff.noReason')}</Text>
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
          <DateField label={t('ownerOps.common.from')} min={today} {...form.getInputProps('od')} w={170} required />
          <DateField label={t('ownerOps.common.to')} min={od || today} {...form.getInputProps('doDay')} w={170}
            error={rangeError ? t('ownerOps.common.invalidRange') : undefined} />
          <TextInput label={t('ownerOps.common.reason')} maxLength={500} {...form.getInputProps('razlog')} style={{ flex: '1 1 220px' }} />
          <Button type="submit" style={{ flexShrink: 0 }} disabled={!isIsoDay(od) || rangeError} loading={adding.isPending && conflicts === null}>{t(addLabel)}</Button>
        </Group>
      </form>

      {conflicts !== null && (
        <Alert color="warning" title={t('ownerOps.timeOff.conflictTitle')} role="alert">
          <Stack gap="sm">
            <Text size="sm">{t('ownerOps.timeOff.conflictText', { count: conflicts })}</Text>
            <Group gap="sm">
              <Button color="negative" size="xs" loading={adding.isPending} onClick={() => adding.mutate(true)}>{t('ownerOps.timeOff.cancelAndAdd', { count: conflicts })}</Button>
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
