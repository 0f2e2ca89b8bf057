import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Klijent } from '@zakazi/contract';
import type { IsoDay } from '@zakazi/contract/calendar';
import { ErrorState } from '@/components/States';
import { StatusBadge } from '@/features/booking';
import { formatPrice, formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { clientBookingsQuery } from '../queries';
import { ClientNoteForm } from './ClientNoteForm';
import { ClientStanding } from './ClientStanding';
import { useTyped } from '@/lib/typed-text';

/** A client's record: contact and counts, the private note, and every booking with the business. */
export function ClientRecord({ entitetId, client: c }: { entitetId: number; client: Klijent }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} data-testid="client-record">
      <Stack gap="md">
        <Title order={3} size="h4">{typed(c.ime)}</Title>
        <dl className="ops-facts">
          {c.brojTelefona && (<><dt>{t('ownerOps.clients.phone')}</dt><dd><Anchor href={`tel:${c.brojTelefona.replace(/[^0-9+]/g, '')}`}>{c.brojTelefona}</Anchor></dd></>)}
          {c.email && (<><dt>{t('ownerOps.clients.email')}</dt><dd><Anchor href={`mailto:${c.email}`}>{c.email}</Anchor></dd></>)}
          <dt>{t('ownerOps.clients.bookings')}</dt>
          <dd>{c.brojZakazivanja} · {t('ownerOps.clients.visits', { count: c.posete })} · {t('ownerOps.clients.noShows', { count: c.nedolasci })}</dd>
        </dl>
        {c.sledeciTermin && <Text size="sm">{t('ownerOps.clients.nextBooking', { date: formatDate(c.sledeciTermin as IsoDay, lang, 'shortWeekdayDate') })}</Text>}
        <ClientStanding entitetId={entitetId} client={c} />
        <ClientNoteForm entitetId={entitetId} client={c} />
        <ClientHistory entitetId={entitetId} klijentId={c.id} lang={lang} />
      </Stack>
    </Paper>
  );
}

function ClientHistory({ entitetId, klijentId, lang }: { entitetId: number; klijentId: string; lang: string }) {
  const { t } = useTranslation();
  const typed = useTyped();
  const query = useQuery(clientBookingsQuery(entitetId, klijentId));
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">{t('ownerOps.clients.historyTitle')}</Title>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">{t('ownerOps.clients.historyEmpty')}</Text>
      ) : (
        <ul className="ops-history" data-testid="client-history">
          {query.data.map((b) => (
            <li key={b.id} className="ops-history__item">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>{formatDate(b.datum as IsoDay, lang, 'shortWeekdayDate')} · {b.vreme}</Text>
                <Text size="xs" c="dimmed">
                  {t('ownerOps.clients.historyItem', { service: typed(b.uslugaNaziv), employee: typed(b.zaposleniIme) })} · {formatPrice(b.cena, b.valuta, lang)}
                </Text>
              </div>
              <StatusBadge status={b.status} size="sm" />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
