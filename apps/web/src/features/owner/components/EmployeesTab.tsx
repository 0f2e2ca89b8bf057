import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ZaposleniAdmin } from '@zakazi/contract';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/States';
import { WorkingWeekEditor } from '@/features/schedule';
import { useTranslation } from '@/lib/i18n';
import { apiErrorOf, type ApiError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { updateEmployee } from '../api/updateEmployee';
import { failureMessage } from '../feedback';
import { employeesQuery, entityQuery, useOwnerMutation, useRefreshOwner } from '../queries';
import { ConfirmDialog } from './ConfirmDialog';
import { TabHeading } from './FormParts';
import { EmployeeFormModal } from './EmployeeFormModal';
import { useTyped } from '@/lib/typed-text';

const fullName = (z: Pick<ZaposleniAdmin, 'ime' | 'prezime'>) => [z.ime, z.prezime].filter(Boolean).join(' ');

/**
 * Zaposleni: the staff, inactive ones too; a new employee with a login, name and services edited,
 * deactivation and reactivation, and each one's working week (the schedule feature's editor).
 */
export function EmployeesTab({ entitetId }: { entitetId: number }) {
  const { t } = useTranslation();
  const typed = useTyped();
  const phone = useMediaQuery('(max-width: 37.49em)');
  const employees = useQuery(employeesQuery(entitetId));
  const entity = useQuery(entityQuery(entitetId));
  const refresh = useRefreshOwner(entitetId);
  const [editing, setEditing] = useState<ZaposleniAdmin | 'new' | null>(null);
  const [weekOf, setWeekOf] = useState<ZaposleniAdmin | null>(null);
  const [toDeactivate, setToDeactivate] = useState<ZaposleniAdmin | null>(null);
  const setActive = useOwnerMutation(entitetId, ({ z, aktivan }: { z: ZaposleniAdmin; aktivan: boolean }) =>
    updateEmployee(z.id, { ime: z.ime, prezime: z.prezime ?? '', uslugaIds: z.uslugaIds, aktivan }),
  );
  const switching = setActive.isPending ? (setActive.variables?.z.id ?? null) : null;

  if (employees.isError && !employees.data) return <ErrorState onRetry={() => void employees.refetch()} />;
  if (!employees.data || !entity.data) return <Skeleton height={360} radius="lg" />;
  const services = entity.data.usluge;
  const serviceName = new Map(services.map((s) => [s.id, typed(s.naziv)]));

  const switchMessage = (error: ApiError) =>
    failureMessage(error, t, { 'employee-account-erased': t('owner.employees.accountErased') });
  // A failed reactivation says so in a notification; a failed deactivation inside its dialog.
  const switchError = setActive.error && !setActive.variables?.aktivan ? switchMessage(apiErrorOf(setActive.error)) : null;
  function switchTo(z: ZaposleniAdmin, aktivan: boolean) {
    setActive.mutate(
      { z, aktivan },
      {
        onSuccess: () => {
          setToDeactivate(null);
          void notify({ color: 'positive', message: aktivan ? t('owner.employees.activated') : t('owner.employees.deactivated') });
        },
        onError: (error) => {
          if (aktivan) void notify({ color: 'negative', message: switchMessage(apiErrorOf(error)) });
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <TabHeading title={t('owner.employees.title')} addLabel={t('owner.employees.add')} onAdd={() => setEditing('new')} />

      {employees.data.length === 0 ? (
        <EmptyState title={t('owner.employees.empty')} text={t('owner.employees.emptyText')} />
      ) : (
        <ul className="owner-list" data-testid="owner-employees">
          {employees.data.map((z) => {
            const name = typed(fullName(z));
            const names = z.uslugaIds.map((id) => serviceName.get(id)).filter(Boolean);
            return (
              <li key={z.id} className="owner-row" data-inactive={String(!z.aktivan)} data-testid="employee-row">
                <div className="owner-row__main">
                  <Group gap="xs" wrap="wrap">
                    <Text fw={650}>{name}</Text>
                    <Badge size="sm" variant="light" color={z.aktivan ? 'positive' : 'gray'}>
                      {z.aktivan ? t('owner.employees.active') : t('owner.employees.inactive')}
                    </Badge>
                    <Badge size="sm" variant="light" color={z.imaRadnuNedelju ? 'secondary' : 'warning'}>
                      {z.imaRadnuNedelju ? t('owner.employees.weekSet') : t('owner.employees.weekMissing')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">{z.email ?? t('owner.employees.noLogin')}</Text>
                  <Text size="xs" c="dimmed" mt={2}>
                    {names.length ? t('owner.employees.services', { names: names.join(', ') }) : t('owner.employees.noServicesAssigned')}
                    {z.buduciTermini > 0 && ` · ${t('owner.employees.futureBookings', { count: z.buduciTermini })}`}
                  </Text>
                </div>
                <div className="owner-row__actions">
                  <Button size="xs" variant={z.imaRadnuNedelju ? 'light' : 'filled'} onClick={() => setWeekOf(z)} aria-label={`${t('owner.employees.week')}: ${name}`}>
                    {t('owner.employees.week')}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setEditing(z)} aria-label={`${t('owner.actions.edit')}: ${name}`}>
                    {t('owner.actions.edit')}
                  </Button>
                  {z.aktivan ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="negative"
                      onClick={() => {
                        setActive.reset();
                        setToDeactivate(z);
                      }}
                      aria-label={`${t('owner.employees.deactivate')}: ${name}`}
                    >
                      {t('owner.employees.deactivate')}
                    </Button>
                  ) : (
                    <Button size="xs" variant="subtle" loading={switching === z.id} onClick={() => switchTo(z, true)} aria-label={`${t('owner.employees.reactivate')}: ${name}`}>
                      {t('owner.employees.reactivate')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {editing !== null && (
        <EmployeeFormModal entitetId={entitetId} employee={editing === 'new' ? null : editing} services={services} onClose={() => setEditing(null)} />
      )}

      <Modal
        opened={weekOf !== null}
        onClose={() => setWeekOf(null)}
        title={weekOf ? t('owner.employees.weekTitle', { name: typed(fullName(weekOf)) }) : ''}
        fullScreen={phone}
        size="xl"
        radius="lg"
      >
        {weekOf && (
          <WorkingWeekEditor
            zaposleniId={weekOf.id}
            onSaved={() => {
              void refresh();
              setWeekOf(null);
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        opened={toDeactivate !== null}
        title={t('owner.employees.deactivateTitle')}
        text={t('owner.employees.deactivateText', { name: toDeactivate ? typed(fullName(toDeactivate)) : '' })}
        confirmLabel={t('owner.employees.deactivate')}
        busy={switching !== null}
        error={switchError}
        onConfirm={() => toDeactivate && switchTo(toDeactivate, false)}
        onClose={() => setToDeactivate(null)}
      >
        {toDeactivate && toDeactivate.buduciTermini > 0 && (
          <Text size="sm" c="warning.4">{t('owner.employees.deactivateBookings', { count: toDeactivate.buduciTermini })}</Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
