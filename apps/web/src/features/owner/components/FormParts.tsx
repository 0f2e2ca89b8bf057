import { Button, Group, Modal, MultiSelect, Paper, Select, Stack, Text, Title, type SelectProps } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useMediaQuery } from '@mantine/hooks';
import { CURRENCIES } from '@zakazi/contract/constants';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { FormAlert } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';

/**
 * Who performs a service, or which services an employee performs: a multi-select of the other
 * side's items, disabled with a hint while there are none yet (the owner adds those first).
 */
export function LinkedPicker({ label, placeholder, emptyHint, options, value = [], onChange, error }: {
  label: string;
  placeholder: string;
  emptyHint: string;
  options: { value: string; label: string }[];
  /** value, onChange and error: a form field's, e.g. {...form.getInputProps('uslugaIds')} (value optional as there) */
  value?: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}) {
  return (
    <>
      <MultiSelect
        label={label}
        placeholder={value.length ? undefined : placeholder}
        data={options}
        value={value}
        onChange={onChange}
        error={error}
        disabled={options.length === 0}
        clearable
        hidePickedOptions
      />
      {options.length === 0 && <Text size="xs" c="dimmed" mt={-8}>{emptyHint}</Text>}
    </>
  );
}

/** The currency of a price: one of the contract's, always one chosen. */
export function CurrencySelect(props: Omit<SelectProps, 'data' | 'allowDeselect'>) {
  return <Select data={[...CURRENCIES]} allowDeselect={false} {...props} />;
}

/** What dialogSave (feedback.ts) gives a dialog: its form, its save's state, and the refusal's sentence. */
export type FormDialogProps = {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  onClose: () => void;
  /** the one sentence of a refused save, above the fields */
  failure: string | null;
};

/** An owner's form in a dialog (full screen on a phone): a refusal's sentence, its fields, cancel and save. */
export function FormDialog({ title, formRef, onSubmit, busy, onClose, failure, children }: FormDialogProps & { title: string; children: ReactNode }) {
  const phone = useMediaQuery('(max-width: 37.49em)');
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} radius="lg" size="lg">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Stack gap="md">
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          {children}
          <FormActions busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Cancel and save at the foot of an owner's form dialog. */
function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>{t('owner.actions.cancel')}</Button>
      <Button type="submit" loading={busy}>{t('owner.actions.save')}</Button>
    </Group>
  );
}

/**
 * A tab's form (details, address): its heading, what the server refused, the cards of fields and
 * one save at the foot (the whole form is one change).
 */
export function TabForm({ id, title, formRef, onSubmit, busy, failure, children }: {
  /** the heading's id, which names the form */
  id: string;
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  failure: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby={id}>
      <Stack gap="lg">
        <Title order={2} className="owner-section-title" id={id}>{title}</Title>
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} size="md">{t('owner.actions.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A list tab's heading (services, employees) with its add button. */
export function TabHeading({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd: () => void }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Title order={2} className="owner-section-title">{title}</Title>
      <Button onClick={onAdd}>{addLabel}</Button>
    </Group>
  );
}

/** One card of a tab's fields. */
export function FieldCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} className="owner-card">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
