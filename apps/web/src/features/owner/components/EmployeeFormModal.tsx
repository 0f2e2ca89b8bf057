import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ScrollArea.css';
import { useMediaQuery } from '@mantine/hooks';
import type { Usluga, ZaposleniAdmin } from '@zakazi/contract';
import type { FormEvent } from 'react';
import { FormAlert, PasswordField, errorCodeOf, isEmail, passwordProblem } from '@/features/auth';
import { currentLang, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createEmployee } from '../api/createEmployee';
import { updateEmployee } from '../api/updateEmployee';
import type { FieldErrors } from '../form-errors';
import { useRefreshOwner } from '../queries';
import { FormActions, LinkedPicker } from './FormParts';
import { useOwnerForm } from '../useOwnerForm';
import type { HttpResult } from '@/lib/http';

type Values = { ime: string; prezime: string; email: string; password: string; uslugaIds: string[] };

/**
 * A new employee with a login (POST create-employee: email, password, name, services) or an
 * existing one's name and services (PUT /api/Zaposleni/{id}); full screen on a phone.
 */
export function EmployeeFormModal({ entitetId, employee, services, onClose }: {
  entitetId: number;
  employee: ZaposleniAdmin | null;
  services: Usluga[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 37.49em)');
  const refresh = useRefreshOwner(entitetId);
  const { values, set, errors, failure, busy, formRef, refuse, save, refuseResult } = useOwnerForm<Values>({
    ime: employee?.ime ?? '',
    prezime: employee?.prezime ?? '',
    email: '',
    password: '',
    uslugaIds: (employee?.uslugaIds ?? []).map(String),
  });
  const options = services.map((s) => ({ value: String(s.id), label: s.naziv }));

  function validate(): FieldErrors {
    const e: FieldErrors = {};
    if (!values.ime.trim() || values.ime.trim().length > 100) e.ime = t('owner.validation.ime');
    if (values.prezime.trim().length > 100) e.prezime = t('owner.validation.prezime');
    if (!employee) {
      if (!isEmail(values.email)) e.email = t('owner.validation.email');
      if (passwordProblem(values.password)) e.password = t('owner.validation.password');
    }
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e = validate();
    if (Object.keys(e).length) return refuse(e);
    const uslugaIds = values.uslugaIds.map(Number);
    const result = await save<HttpResult<unknown>>(() =>
      employee
        ? updateEmployee(employee.id, { ime: values.ime.trim(), prezime: values.prezime.trim(), uslugaIds, aktivan: employee.aktivan })
        : createEmployee({
            email: values.email.trim(),
            password: values.password,
            ime: values.ime.trim(),
            ...(values.prezime.trim() ? { prezime: values.prezime.trim() } : {}),
            tenantId: entitetId,
            uslugaIds,
            jezik: currentLang(),
          }),
    );
    if (result.ok) {
      await refresh();
      void notify({ color: 'positive', message: employee ? t('owner.employees.updated') : t('owner.employees.created') });
      onClose();
      return;
    }
    const code = errorCodeOf(result.error);
    if (code === 'email-taken' || result.status === 409) return refuse({ email: t('owner.validation.emailTaken') });
    if (code === 'weak-password') return refuse({ password: t('owner.validation.weakPassword') });
    refuseResult(result);
  }

  return (
    <Modal opened onClose={onClose} title={employee ? t('owner.employees.editTitle') : t('owner.employees.newTitle')} fullScreen={phone} radius="lg" size="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          {!employee && <Text size="sm" c="dimmed">{t('owner.employees.newText')}</Text>}
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('owner.employees.ime')} name="ime" required maxLength={100} value={values.ime} onChange={(e) => set('ime', e.currentTarget.value)} error={errors.ime} data-autofocus autoComplete="off" />
            <TextInput label={t('owner.employees.prezime')} name="prezime" maxLength={100} value={values.prezime} onChange={(e) => set('prezime', e.currentTarget.value)} error={errors.prezime} autoComplete="off" />
          </SimpleGrid>
          {!employee && (
            <>
              <TextInput label={t('owner.employees.email')} name="email" type="email" inputMode="email" required value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} autoComplete="off" />
              <PasswordField
                isNew
                size="sm"
                name="password"
                required
                label={t('owner.employees.password')}
                description={t('owner.employees.passwordHint')}
                value={values.password}
                onChange={(e) => set('password', e.currentTarget.value)}
                error={errors.password}
              />
            </>
          )}
          <LinkedPicker
            label={t('owner.employees.uslugaIds')}
            placeholder={t('owner.employees.uslugePlaceholder')}
            emptyHint={t('owner.employees.noServices')}
            options={options}
            value={values.uslugaIds}
            onChange={(v) => set('uslugaIds', v)}
            error={errors.uslugaIds}
          />
          <FormActions busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
