import { Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { useQuery } from '@tanstack/react-query';
import type { Adresa } from '@zakazi/contract';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '@/components/States';
import { FormAlert } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createAddress } from '../api/createAddress';
import { updateAddress } from '../api/updateAddress';
import type { FieldErrors } from '../form-errors';
import { entityQuery, useRefreshOwner } from '../queries';
import { LocationPicker } from './LocationPicker';
import { useOwnerForm } from '../useOwnerForm';

type Values = { ulica: string; broj: string; grad: string; postanskiBroj: string; latitude: number | string; longitude: number | string };
const TEXT_FIELDS = [
  ['ulica', 200],
  ['broj', 20],
  ['grad', 100],
  ['postanskiBroj', 20],
] as const;

/** Adresa: street, number, city, postcode and the point on the map (POST or PUT /api/Adresa). */
export function AddressTab({ entitetId }: { entitetId: number }) {
  const entity = useQuery(entityQuery(entitetId));
  if (entity.isError && !entity.data) return <ErrorState onRetry={() => void entity.refetch()} />;
  if (!entity.data) return <Skeleton height={520} radius="lg" />;
  return <AddressForm key={entity.data.adresa?.adresaId ?? 'new'} entitetId={entitetId} adresa={entity.data.adresa} />;
}

function AddressForm({ entitetId, adresa }: { entitetId: number; adresa: Adresa | null }) {
  const { t } = useTranslation();
  const refresh = useRefreshOwner(entitetId);
  const { values, setValues, set, errors, setErrors, failure, setFailure, busy, formRef, refuse, save, refuseResult } = useOwnerForm<Values>({
    ulica: adresa?.ulica ?? '',
    broj: adresa?.broj ?? '',
    grad: adresa?.grad ?? '',
    postanskiBroj: adresa?.postanskiBroj ?? '',
    latitude: adresa?.latitude ?? '',
    longitude: adresa?.longitude ?? '',
  });
  const [locating, setLocating] = useState(false);
  const point =
    typeof values.latitude === 'number' && typeof values.longitude === 'number' && inRange(values.latitude, 90) && inRange(values.longitude, 180)
      ? { lat: values.latitude, lng: values.longitude }
      : null;

  function pick(lat: number, lng: number) {
    setValues((v) => ({ ...v, latitude: lat, longitude: lng }));
    setErrors((e) => ({ ...e, latitude: '', longitude: '' }));
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setFailure(t('owner.address.locationDenied'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        pick(Math.round(position.coords.latitude * 1e6) / 1e6, Math.round(position.coords.longitude * 1e6) / 1e6);
      },
      () => {
        setLocating(false);
        setFailure(t('owner.address.locationDenied'));
      },
      { timeout: 10_000 },
    );
  }

  function validate(): FieldErrors {
    const e: FieldErrors = {};
    for (const [field, max] of TEXT_FIELDS) {
      const v = values[field].trim();
      if (!v || v.length > max) e[field] = t(`owner.validation.${field}`);
    }
    if (typeof values.latitude !== 'number' || !inRange(values.latitude, 90)) e.latitude = t('owner.validation.latitude');
    if (typeof values.longitude !== 'number' || !inRange(values.longitude, 180)) e.longitude = t('owner.validation.longitude');
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e = validate();
    if (Object.keys(e).length) return refuse(e, t('owner.errors.badInput'));
    const body = {
      ulica: values.ulica.trim(),
      broj: values.broj.trim(),
      grad: values.grad.trim(),
      postanskiBroj: values.postanskiBroj.trim(),
      latitude: Number(values.latitude),
      longitude: Number(values.longitude),
    };
    const result = await save(() => (adresa ? updateAddress(adresa.adresaId, body) : createAddress({ entitetId, ...body })));
    if (!result.ok) return refuseResult(result);
    await refresh();
    void notify({ color: 'positive', message: t('owner.address.saved') });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="owner-address-title">
      <Stack gap="lg">
        <Title order={2} className="owner-section-title" id="owner-address-title">{t('owner.address.title')}</Title>
        {failure && <FormAlert kind="error">{failure}</FormAlert>}
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} className="owner-card">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={t('owner.address.ulica')} name="ulica" required maxLength={200} value={values.ulica} onChange={(e) => set('ulica', e.currentTarget.value)} error={errors.ulica} autoComplete="address-line1" />
              <TextInput label={t('owner.address.broj')} name="broj" required maxLength={20} value={values.broj} onChange={(e) => set('broj', e.currentTarget.value)} error={errors.broj} />
              <TextInput label={t('owner.address.grad')} name="grad" required maxLength={100} value={values.grad} onChange={(e) => set('grad', e.currentTarget.value)} error={errors.grad} autoComplete="address-level2" />
              <TextInput label={t('owner.address.postanskiBroj')} name="postanskiBroj" required maxLength={20} inputMode="numeric" value={values.postanskiBroj} onChange={(e) => set('postanskiBroj', e.currentTarget.value)} error={errors.postanskiBroj} autoComplete="postal-code" />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'lg' }} className="owner-card">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">{t('owner.address.mapHint')}</Text>
              <Button variant="subtle" size="xs" onClick={locateMe} loading={locating}>{t('owner.address.myLocation')}</Button>
            </Group>
            <div className="owner-map">
              <LocationPicker value={point} onPick={pick} label={t('owner.address.mapLabel')} height={320} />
            </div>
            <Text size="sm" aria-live="polite" data-testid="address-point">
              {point ? t('owner.address.point', { lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) }) : t('owner.address.noPoint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <NumberInput label={t('owner.address.latitude')} name="latitude" required min={-90} max={90} decimalScale={6} step={0.0001} decimalSeparator="." value={values.latitude} onChange={(v) => set('latitude', v)} error={errors.latitude} hideControls />
              <NumberInput label={t('owner.address.longitude')} name="longitude" required min={-180} max={180} decimalScale={6} step={0.0001} decimalSeparator="." value={values.longitude} onChange={(v) => set('longitude', v)} error={errors.longitude} hideControls />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" loading={busy} size="md">{t('owner.actions.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function inRange(n: number, limit: number): boolean {
  return Number.isFinite(n) && n >= -limit && n <= limit;
}
