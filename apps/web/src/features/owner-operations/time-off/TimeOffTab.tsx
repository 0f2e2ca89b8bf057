import { Alert, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import type { OwnerTabProps } from '../types';
import { todayIn } from '@zakazi/contract/calendar';
import { closuresQuery, daysOffQuery, ownerOpsKey } from '../queries';
import { DEFAULT_ZONE, employeeName, useBusiness, useEmployees } from '../useBusiness';
import { PeriodManager } from './PeriodManager';
import { useTyped } from '@/lib/typed-text';

/** Closures of the whole business, and days off of one employee at a time. */
export function TimeOffTab({ entitetId }: OwnerTabProps) {
  const { t } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const business = useBusiness(entitetId);
  const employees = useEmployees(entitetId);
  const today = todayIn(business.data?.vremenskaZona ?? DEFAULT_ZONE);
  const [picked, setPicked] = useState<string | null>(null);
  const zaposleniId = picked ?? (employees.data?.[0] ? String(employees.data[0].id) : null);

  const closures = useQuery(closuresQuery(entitetId));
  const daysOff = useQuery({ ...daysOffQuery(entitetId, Number(zaposleniId)), enabled: zaposleniId !== null });
  // A new period may have cancelled bookings: refresh the agenda and the inbox as well.
  const refresh = () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) });

  return (
    <Stack gap="xl" className="ops-tab">
      <section aria-labelledby="ops-closures-title">
        <Title order={2} size="h3" id="ops-closures-title">{t('ownerOps.timeOff.closuresTitle')}</Title>
        <Text c="dimmed" size="sm" mt={4} mb="md" maw={720}>{t('ownerOps.timeOff.closuresHint')}</Text>
        <PeriodManager kind="closures" ownerId={entitetId} query={closures} today={today} onChanged={refresh} />
      </section>

      <section aria-labelledby="ops-daysoff-title">
        <Title order={2} size="h3" id="ops-daysoff-title">{t('ownerOps.timeOff.daysOffTitle')}</Title>
        <Text c="dimmed" size="sm" mt={4} mb="md" maw={720}>{t('ownerOps.timeOff.daysOffHint')}</Text>
        {employees.isError ? (
          <ErrorState onRetry={() => void employees.refetch()} />
        ) : !employees.data ? (
          <Loader size="sm" aria-label={t('common.states.loading')} />
        ) : employees.data.length === 0 || zaposleniId === null ? (
          <Alert color="info">{t('ownerOps.common.noEmployees')}</Alert>
        ) : (
          <Stack gap="md">
            <Select
              label={t('ownerOps.common.employee')}
              data={employees.data.map((e) => ({ value: String(e.id), label: e.aktivan ? typed(employeeName(e)) : t('ownerOps.common.inactive', { name: typed(employeeName(e)) }) }))}
              value={zaposleniId}
              onChange={(v) => v && setPicked(v)}
              allowDeselect={false}
              w={260}
            />
            <PeriodManager key={zaposleniId} kind="daysOff" ownerId={Number(zaposleniId)} query={daysOff} today={today} onChanged={refresh} />
          </Stack>
        )}
      </section>
    </Stack>
  );
}
