import { Badge, Button, Container, Group, NativeSelect, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import { useUser } from '@/lib/session';
import { AddressTab } from './components/AddressTab';
import { AuditLogTab } from './components/AuditLogTab';
import { BusinessExportButton } from './components/BusinessExportButton';
import { ChecklistTab } from './components/ChecklistTab';
import { CreateBusiness } from './components/CreateBusiness';
import { DetailsTab } from './components/DetailsTab';
import { EmployeesTab } from './components/EmployeesTab';
import { ImagesTab } from './components/ImagesTab';
import { ServicesTab } from './components/ServicesTab';
import { completenessQuery, entityQuery } from './queries';
import { OWNER_TABS, parseTab, TAB_GROUPS, visibleTabs, type OwnerTab, type TabGroup } from './tabs';
import './owner.css';
import { GROUP_TEXT, TAB_TEXT } from './texts';
import { useTyped } from '@/lib/typed-text';

type TabProps = { entitetId: number };

// The operational tabs (helper feature owner-operations) load only when opened.
const operations = <K extends 'BookingsTab' | 'OpenSlotsTab' | 'TimeOffTab' | 'ClientsTab' | 'ReviewsTab' | 'StatisticsTab'>(name: K) =>
  lazy(() => import('@/features/owner-operations').then((m) => ({ default: m[name] as ComponentType<TabProps> })));

// The front desk's calendar (features/calendar) too: its calendar component is the biggest chunk of the area.
const CalendarTab = lazy(() => import('@/features/calendar').then((m) => ({ default: m.CalendarTab })));

const PANELS: Record<OwnerTab, ComponentType<TabProps>> = {
  pregled: ChecklistTab,
  kalendar: CalendarTab,
  podaci: DetailsTab,
  adresa: AddressTab,
  slike: ImagesTab,
  usluge: ServicesTab,
  zaposleni: EmployeesTab,
  termini: operations('BookingsTab'),
  'slobodni-termini': operations('OpenSlotsTab'),
  'neradni-dani': operations('TimeOffTab'),
  klijenti: operations('ClientsTab'),
  utisci: operations('ReviewsTab'),
  statistika: operations('StatisticsTab'),
  dnevnik: AuditLogTab,
};

/**
 * Route module of /entity/edit (role Administrator, SPEC.md 2): the owner's area, one tab per
 * concern, the open tab in `?tab=` so a link (the checklist's "complete" buttons, a reload, the
 * back button) lands on the same place. A new partner lands on the checklist; once the business
 * is complete the checklist goes and its owner lands on the calendar of today (tabs.ts).
 */
export function Component() {
  const { t } = useTranslation();
  usePageMeta(t('owner.page.title'));
  const user = useUser();
  const entitetId = user?.entityId ?? null;
  if (!user) return null;
  return (
    <Container size="lg" className="page-pad owner-page">
      {entitetId === null ? <CreateBusiness /> : <OwnerArea entitetId={entitetId} />}
    </Container>
  );
}

function OwnerArea({ entitetId }: TabProps) {
  const { t } = useTranslation();
  const typed = useTyped();
  const [params, setParams] = useSearchParams();
  const entity = useQuery(entityQuery(entitetId));
  const completeness = useQuery(completenessQuery(entitetId));
  const isPublic = completeness.data?.popunjeno ?? entity.data?.objavljen;
  const complete = completeness.data?.popunjeno === true;
  const tab = parseTab(params.get('tab'), complete);
  // Without ?tab= the landing tab depends on the check: wait for it rather than flash the checklist.
  const landing = !params.get('tab') && completeness.isPending;

  function open(next: string | null) {
    const value = parseTab(next, complete);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', value);
        return copy;
      },
      { preventScrollReset: true },
    );
  }

  if (entity.isError && !entity.data) {
    return <ErrorState onRetry={() => void entity.refetch()} />;
  }

  const Panel = PANELS[tab];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} className="owner-head">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" lts={0.6}>{t('owner.page.title')}</Text>
          <Title order={1} className="owner-head__name">
            {entity.data ? typed(entity.data.naziv) : <Skeleton height={34} width={240} component="span" display="inline-block" />}
          </Title>
          <Text c="dimmed" size="sm">{t('owner.page.subtitle')}</Text>
        </Stack>
        <Group gap="sm">
          {isPublic !== undefined && (
            <Badge size="lg" variant="light" color={isPublic ? 'positive' : 'warning'} data-testid="owner-status">
              {isPublic ? t('owner.page.public') : t('owner.page.draft')}
            </Badge>
          )}
          <Button component={Link} to={`/entity/${entitetId}`} variant="default" size="sm">
            {t('owner.page.viewPublic')}
          </Button>
          <BusinessExportButton entitetId={entitetId} />
        </Group>
      </Group>

      <Tabs value={tab} onChange={open} keepMounted={false} className="owner-tabs" activateTabWithKeyboard={false}>
        {/* On a phone one grouped list names every section (no row to scroll sideways); from 1024 px, the tabs. */}
        <NativeSelect
          className="owner-nav-select"
          label={t('owner.nav.label')}
          value={tab}
          onChange={(e) => open(e.currentTarget.value)}
          data={(Object.keys(TAB_GROUPS) as TabGroup[]).map((group) => ({
            group: t(GROUP_TEXT[group]),
            items: visibleTabs(TAB_GROUPS[group], complete).map((key) => ({ value: key, label: t(TAB_TEXT[key]) })),
          }))}
          data-testid="owner-nav-select"
        />
        <Tabs.List aria-label={t('owner.page.tabsLabel')} className="owner-tabs__list">
          {visibleTabs(OWNER_TABS, complete).map((key) => (
            <Tabs.Tab key={key} value={key} id={`owner-tab-${key}`} className="owner-tabs__tab">
              {t(TAB_TEXT[key])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <Suspense fallback={<Skeleton height={240} radius="lg" />}>
            {landing ? <Skeleton height={240} radius="lg" /> : <Panel entitetId={entitetId} />}
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
