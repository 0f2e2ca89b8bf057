import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Usluga, ZaposleniAdmin } from '@zakazi/contract';
import { useRef } from 'react';
import { PasswordField, isEmail, passwordProblem } from '@/features/auth';
import { ApiError, type FieldErrors } from '@/lib/http';
import { currentLang, useTranslation, type TFunction } from '@/lib/i18n';
import { createEmployee } from '../api/createEmployee';
import { updateEmployee } from '../api/updateEmployee';
import { dialogSave } from '../feedback';
import { useOwnerMutation } from '../queries';
import { FormDialog, LinkedPicker } from './FormParts';

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
  const form = useForm<Values>({
    initialValues: {
      ime: employee?.ime ?? '',
      prezime: employee?.prezime ?? '',
      email: '',
      password: '',
      uslugaIds: (employee?.uslugaIds ?? []).map(String),
    },
    validate: (v) => problems(v, employee === null, t),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const save = useOwnerMutation(entitetId, (v: Values): Promise<unknown> => {
    const uslugaIds = v.uslugaIds.map(Number);
    return employee
      ? updateEmployee(employee.id, { ime: v.ime.trim(), prezime: v.prezime.trim(), uslugaIds, aktivan: employee.aktivan })
      : createEmployee({
          email: v.email.trim(),
          password: v.password,
          ime: v.ime.trim(),
          ...(v.prezime.trim() ? { prezime: v.prezime.trim() } : {}),
          tenantId: entitetId,
          uslugaIds,
          jezik: currentLang(),
        });
  });
  const dialog = dialogSave(form, save, formRef, t, {
    body: (v) => v,
    saved: employee ? t('owner.employees.updated') : t('owner.employees.created'),
    onClose,
    fieldsOf: (e) => loginProblem(e, t),
  });
  const options = services.map((s) => ({ value: String(s.id), label: s.naziv }));

  return (
    <FormDialog title={employee ? t('owner.employees.editTitle') : t('owner.employees.newTitle')} {...dialog}>
      {!employee && <Text size="sm" c="dimmed">{t('owner.employees.newText')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('owner.employees.ime')} name="ime" required maxLength={100} {...form.getInputProps('ime')} data-autofocus autoComplete="off" />
        <TextInput label={t('owner.employees.prezime')} name="prezime" maxLength={100} {...form.getInputProps('prezime')} autoComplete="off" />
      </SimpleGrid>
      {!employee && (
        <>
          <TextInput label={t('owner.employees.email')} name="email" type="email" inputMode="email" required {...form.getInputProps('email')} autoComplete="off" />
          <PasswordField
            isNew
            size="sm"
            name="password"
            required
            label={t('owner.employees.password')}
            description={t('owner.employees.passwordHint')}
            {...form.getInputProps('password')}
          />
        </>
      )}
      <LinkedPicker label={t('owner.employees.uslugaIds')} placeholder={t('owner.employees.uslugePlaceholder')} emptyHint={t('owner.employees.noServices')} options={options} {...form.getInputProps('uslugaIds')} />
    </FormDialog>
  );
}

/** The fields the server would refuse; a new employee also needs a login (email and password). */
function problems(values: Values, isNew: boolean, t: TFunction): FieldErrors {
  const e: FieldErrors = {};
  if (!values.ime.trim() || values.ime.trim().length > 100) e.ime = t('owner.validation.ime');
  if (values.prezime.trim().length > 100) e.prezime = t('owner.validation.prezime');
  if (isNew) {
    if (!isEmail(values.email)) e.email = t('owner.validation.email');
    if (passwordProblem(values.password)) e.password = t('owner.validation.password');
  }
  return e;
}

/** A refused login for the new employee belongs under its field: the address taken, the password weak. */
function loginProblem(error: ApiError, t: TFunction): FieldErrors | null {
  if (error.code === 'email-taken' || error.status === 409) return { email: t('owner.validation.emailTaken') };
  if (error.code === 'weak-password') return { password: t('owner.validation.weakPassword') };
  return null;
}
