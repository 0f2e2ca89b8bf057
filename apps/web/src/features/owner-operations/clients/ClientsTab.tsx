import { Badge, Button, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Klijent } from '@zakazi/contract';
import type { IsoDay } from '@zakazi/contract/calendar';
import { useRef, useState } from 'react';
import { EmptyState, ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { ListSearchInput } from '@/components/ListSearchInput';
import { usePagedSearch } from '@/lib/paged-search';
import { TabHeader } from '../components/TabHeader';
import { clientsQuery } from '../queries';
import type { OwnerTabProps } from '../types';
import { ClientRecord } from './ClientRecord';
import { NoShowRule, StandingBadges } from './ClientStanding';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

const PAGE_SIZE = 20;

/**
 * The "Klijenti" tab of /entity/edit: the business's clients (accounts and walk-ins) found by
 * name, phone or email, each with visits, no-shows and last visit; choosing one opens their
 * record (history and the private note) beside the list, or under it on a phone.
 */
export function ClientsTab({ entitetId }: OwnerTabProps) {
  const { t } = useTranslation();
  const search = usePagedSearch();
  const { asked, page, setPage } = search;
  const [chosen, setChosen] = useState<string | null>(null);
  const recordRef = useRef<HTMLDivElement>(null);
  const query = useQuery({ ...clientsQuery(entitetId, { q: asked, page, pageSize: PAGE_SIZE }), placeholderData: keepPreviousData });
  const clients = query.data?.klijenti ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const client = clients.find((c) => c.id === chosen) ?? null;

  function choose(id: string) {
    setChosen(id);
    // On a phone the record is under the list: bring it into view.
    requestAnimationFrame(() => recordRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  }

  return (
    <Stack gap="md" className="ops-tab" data-testid="clients-tab">
      <TabHeader title={t('ownerOps.clients.title')} hint={t('ownerOps.clients.hint')} />
      {query.data && <NoShowRule entitetId={entitetId} pravila={query.data.pravila} />}
      <div className="ops-clients">
        <Stack gap="sm" className="ops-clients__list">
          <ListSearchInput
            search={search}
            label={t('ownerOps.clients.search')}
            placeholder={t('ownerOps.clients.searchPlaceholder')}
            maxLength={100}
            rightSection={query.isFetching ? <Loader size="xs" aria-label={t('common.states.loading')} /> : null}
          />
          {query.isError && !query.data ? (
            <ErrorState onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Loader size="sm" aria-label={t('common.states.loading')} />
          ) : clients.length === 0 ? (
            <EmptyState text={asked ? t('ownerOps.clients.noMatch', { q: asked }) : t('ownerOps.clients.empty')} />
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">{t('ownerOps.clients.count', { count: total })}</Text>
              <ul className="ops-client-list" data-testid="clients-list">
                {clients.map((c) => (
                  <li key={c.id}>
                    <ClientRow client={c} active={c.id === chosen} onChoose={() => choose(c.id)} />
                  </li>
                ))}
              </ul>
              {pages > 1 && (
                <Group justify="space-between" gap="xs">
                  <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('ownerOps.clients.previous')}</Button>
                  <Text size="sm" c="dimmed">{t('ownerOps.clients.pageOf', { page, pages })}</Text>
                  <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('ownerOps.clients.next')}</Button>
                </Group>
              )}
            </>
          )}
        </Stack>
        <div ref={recordRef} className="ops-clients__record">
          {client ? (
            <ClientRecord key={client.id} entitetId={entitetId} client={client} />
          ) : (
            <Paper withBorder radius="lg" p="lg" className="ops-clients__pick">
              <Text c="dimmed" size="sm">{t('ownerOps.clients.pick')}</Text>
            </Paper>
          )}
        </div>
      </div>
    </Stack>
  );
}

/** One client in the list: name, contact, and how they have come so far (its name is all of that, as shown). */
function ClientRow({ client: c, active, onChoose }: { client: Klijent; active: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  return (
    <UnstyledButton
      className="ops-client"
      data-active={active || undefined}
      aria-pressed={active}
      onClick={onChoose}
      data-testid="client-row"
      data-client-id={c.id}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>{typed(c.ime)}</Text>
          <Text size="xs" c="dimmed" truncate>{[c.brojTelefona, c.email].filter(Boolean).join(' · ') || '—'}</Text>
        </Stack>
        <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
          <StandingBadges client={c} />
          {c.napomena && <Badge size="xs" variant="light" color="info">{t('ownerOps.clients.hasNote')}</Badge>}
          {c.userId === null && <Badge size="xs" variant="outline" color="gray">{t('ownerOps.clients.walkIn')}</Badge>}
        </Group>
      </Group>
      <Group gap={6} mt={6} className="ops-client__facts">
        <Badge size="sm" variant="light" color="positive" data-testid="client-visits">{t('ownerOps.clients.visits', { count: c.posete })}</Badge>
        <Badge size="sm" variant="light" color={c.nedolasci > 0 ? 'negative' : 'gray'} data-testid="client-no-shows">
          {t('ownerOps.clients.noShows', { count: c.nedolasci })}
        </Badge>
        <Text size="xs" c="dimmed">
          {c.poslednjaPoseta ? t('ownerOps.clients.lastVisit', { date: formatDate(c.poslednjaPoseta as IsoDay, lang, 'shortWeekdayDate') }) : t('ownerOps.clients.neverVisited')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
