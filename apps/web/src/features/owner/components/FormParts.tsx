import { Button, Group, MultiSelect, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * Who performs a service, or which services an employee performs: a multi-select of the other
 * side's items, disabled with a hint while there are none yet (the owner adds those first).
 */
export function LinkedPicker({ label, placeholder, emptyHint, options, value, onChange, error }: {
  label: string;
  placeholder: string;
  emptyHint: string;
  options: { value: string; label: string }[];
  value: string[];
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
        comboboxProps={{ withinPortal: true }}
        hidePickedOptions
      />
      {options.length === 0 && <Text size="xs" c="dimmed" mt={-8}>{emptyHint}</Text>}
    </>
  );
}

/** Cancel and save at the foot of an owner's form dialog. */
export function FormActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>{t('owner.actions.cancel')}</Button>
      <Button type="submit" loading={busy}>{t('owner.actions.save')}</Button>
    </Group>
  );
}

/** Save at the foot of a tab's form (details, address): the whole form is one change. */
export function TabSaveButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={busy} size="md">{t('owner.actions.save')}</Button>
    </Group>
  );
}
