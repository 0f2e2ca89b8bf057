import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Usluga } from '@zakazi/contract';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/States';
import { formatDuration, formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { apiErrorOf, type ApiError } from '@/lib/http';
import { deleteService } from '../api/deleteService';
import { failureMessage } from '../feedback';
import { employeesQuery, entityQuery, useOwnerMutation } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';
import { TabHeading } from './FormParts';
import { useConfirmedDelete } from './useConfirmedDelete';
import { ServiceFormModal } from './ServiceFormModal';
import { useTyped } from '@/lib/typed-text';

/** Usluge: the business's services with price, duration and who performs them; create, edit, delete. */
export function ServicesTab({ entitetId }: { entitetId: number }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  const entity = useQuery(entityQuery(entitetId));
  const employees = useQuery(employeesQuery(entitetId));
  const [editing, setEditing] = useState<Usluga | 'new' | null>(null);
  const remove = useOwnerMutation(entitetId, (u: Usluga) => deleteService(u.id));
  const deletion = useConfirmedDelete(remove, t('owner.services.deleted'));

  if (entity.isError && !entity.data) return <ErrorState onRetry={() => void entity.refetch()} />;
  if (!entity.data) return <Skeleton height={360} radius="lg" />;
  const usluge = entity.data.usluge;
  const nameOf = new Map((employees.data ?? []).map((z) => [z.id, typed([z.ime, z.prezime].filter(Boolean).join(' '))]));

  /** Why the delete was refused: a service with bookings ahead says how many. */
  function deleteError(error: ApiError): string {
    const count = error.detailNumber('brojZakazivanja');
    return failureMessage(error, t, {
      'service-has-bookings': count !== null ? t('owner.services.hasBookings', { count }) : t('owner.services.hasBookingsNoCount'),
    });
  }

  return (
    <Stack gap="lg">
      <TabHeading title={t('owner.services.title')} addLabel={t('owner.services.add')} onAdd={() => setEditing('new')} />

      {usluge.length === 0 ? (
        <EmptyState title={t('owner.services.empty')} text={t('owner.services.emptyText')} />
      ) : (
        <ul className="owner-list" data-testid="owner-services">
          {usluge.map((u) => {
            const performers = u.zaposleniIds.map((id) => nameOf.get(id)).filter(Boolean);
            return (
              <li key={u.id} className="owner-row" data-testid="service-row">
                <div className="owner-row__main">
                  <Text fw={650}>{typed(u.naziv)}</Text>
                  <Text size="sm" c="brand.4" fw={600}>
                    {formatPrice(u.cena, u.valuta, lang)} · {formatDuration(u.trajanjeMinuta, lang)}
                  </Text>
                  {u.opis && <Text size="sm" c="dimmed" lineClamp={2}>{typed(u.opis)}</Text>}
                  <Text size="xs" c={performers.length ? 'dimmed' : 'warning.4'} mt={4}>
                    {performers.length ? t('owner.services.performers', { names: performers.join(', ') }) : t('owner.services.nobody')}
                  </Text>
                </div>
                <div className="owner-row__actions">
                  <Button size="xs" variant="light" onClick={() => setEditing(u)} aria-label={`${t('owner.actions.edit')}: ${typed(u.naziv)}`}>
                    {t('owner.actions.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="negative"
                    onClick={() => deletion.ask(u)}
                    aria-label={`${t('owner.actions.delete')}: ${typed(u.naziv)}`}
                  >
                    {t('owner.actions.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {editing !== null && (
        <ServiceFormModal
          entitetId={entitetId}
          valuta={entity.data.valuta}
          service={editing === 'new' ? null : editing}
          employees={employees.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}

      <ConfirmDialog
        opened={deletion.toDelete !== null}
        title={t('owner.services.deleteTitle')}
        text={t('owner.services.deleteText', { name: typed(deletion.toDelete?.naziv ?? '') })}
        confirmLabel={t('owner.actions.delete')}
        busy={remove.isPending}
        error={remove.error ? deleteError(apiErrorOf(remove.error)) : null}
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </Stack>
  );
}
