import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OwnerTabProps } from '../types';
import { todayIn, type IsoDay, isIsoDay } from '@zakazi/contract/calendar';
import { DEFAULT_ZONE, useBusiness } from '../useBusiness';
import { FinanceSection } from './FinanceSection';
import { VisitsSection } from './VisitsSection';
import { DateField } from '@/components/DateField';

/** Finance and attendance of the business for a chosen day (default: today where the business is). */
export function StatisticsTab({ entitetId }: OwnerTabProps) {
  const { t } = useTranslation();
  const business = useBusiness(entitetId);
  const zone = business.data?.vremenskaZona ?? DEFAULT_ZONE;
  const [picked, setPicked] = useState<IsoDay | null>(null);
  const datum = picked ?? todayIn(zone);

  return (
    <Stack gap="xl" className="ops-tab" data-testid="statistics">
      <Group gap="sm" align="flex-end">
        <DateField
          label={t('ownerOps.stats.date')}
          value={datum}
          onChange={(v) => v && isIsoDay(v) && setPicked(v)}
          w={180}
          data-testid="stats-date"
        />
        <Button variant="default" onClick={() => setPicked(null)} disabled={picked === null}>{t('ownerOps.bookings.today')}</Button>
      </Group>
      <section aria-labelledby="ops-finance-title">
        <Title order={2} size="h3" id="ops-finance-title" mb="xs">{t('ownerOps.stats.financeTitle')}</Title>
        <FinanceSection entitetId={entitetId} datum={datum} />
      </section>
      <section aria-labelledby="ops-visits-title">
        <Title order={2} size="h3" id="ops-visits-title" mb="xs">{t('ownerOps.stats.visitsTitle')}</Title>
        <VisitsSection entitetId={entitetId} datum={datum} />
      </section>
    </Stack>
  );
}
