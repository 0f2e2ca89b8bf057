import { Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useMemo, useState, type FormEvent } from 'react';
import { FormAlert } from '@/features/auth';
import { useCategoryOptions } from '@/features/catalogue';
import { useTranslation } from '@/lib/i18n';
import { reloadUser } from '@/lib/session';
import { createEntity } from '../api/createEntity';
import { failureOf } from '../feedback';
import type { FieldErrors } from '../form-errors';

/**
 * An owner account without a business (its draft was never made, or was removed) makes one here
 * with POST /api/Entitet; the session then learns the new entity id and the area opens.
 */
export function CreateBusiness() {
  const { t } = useTranslation();
  const options = useCategoryOptions();
  const grouped = useMemo(() => {
    const groups = new Map<string, Array<{ value: string; label: string }>>();
    for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), { value: o.value, label: o.label }]);
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options]);
  const [naziv, setNaziv] = useState('');
  const [kategorija, setKategorija] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e: FieldErrors = {};
    if (!naziv.trim()) e.naziv = t('owner.validation.naziv');
    if (!kategorija) e.kategorijaId = t('owner.validation.kategorijaId');
    setErrors(e);
    setFailure(null);
    if (Object.keys(e).length) return;
    setBusy(true);
    const result = await createEntity({ naziv: naziv.trim(), kategorijaId: Number(kategorija) });
    if (result.ok) {
      await reloadUser();
      return;
    }
    setBusy(false);
    const f = failureOf(result, t);
    setErrors(f.fields);
    setFailure(f.message);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }} maw={560} mx="auto" className="owner-card">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          <Title order={1} size="h2">{t('owner.page.noEntityTitle')}</Title>
          <Text c="dimmed">{t('owner.page.noEntityText')}</Text>
          {failure && <FormAlert kind="error">{failure}</FormAlert>}
          <TextInput label={t('owner.details.naziv')} required maxLength={200} value={naziv} onChange={(e) => setNaziv(e.currentTarget.value)} error={errors.naziv} />
          <Select
            label={t('owner.details.kategorija')}
            placeholder={t('owner.details.kategorijaPlaceholder')}
            data={grouped}
            value={kategorija}
            onChange={setKategorija}
            searchable
            required
            error={errors.kategorijaId}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={320}
          />
          <Button type="submit" loading={busy}>{t('owner.page.create')}</Button>
        </Stack>
      </form>
    </Paper>
  );
}
