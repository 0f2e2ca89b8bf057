import { Button, Group, NumberInput, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import type { Adresa, UpdateAdresaBody } from '@zakazi/contract';
import { useRef, useState } from 'react';
import { ErrorState } from '@/components/States';
import { hasFieldErrors } from '@/lib/form';
import { apiErrorOf, type FieldErrors } from '@/lib/http';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { createAddress } from '../api/createAddress';
import { updateAddress } from '../api/updateAddress';
import { failureMessage, refusalHandlers } from '../feedback';
import { entityQuery, useOwnerMutation } from '../queries';
import { FieldCard, TabForm } from './FormParts';
import { LocationPicker } from './LocationPicker';
import { FIELD_TEXT } from '../texts';

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
  const form = useForm<Values>({
    initialValues: {
      ulica: adresa?.ulica ?? '',
      broj: adresa?.broj ?? '',
      grad: adresa?.grad ?? '',
      postanskiBroj: adresa?.postanskiBroj ?? '',
      latitude: adresa?.latitude ?? '',
      longitude: adresa?.longitude ?? '',
    },
    validate: (v) => problems(v, t),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const save = useOwnerMutation(
    entitetId,
    (body: UpdateAdresaBody) => (adresa ? updateAddress(adresa.adresaId, body) : createAddress({ entitetId, ...body })),
    () => void notify({ color: 'positive', message: t('owner.address.saved') }),
  );
  const refused = refusalHandlers(form, save, formRef, t);
  const [locating, setLocating] = useState(false);
  // The browser's refusal to tell where we are; not a save's failure, but shown in its place.
  const [locationDenied, setLocationDenied] = useState(false);
  const { values } = form;
  const failure = locationDenied
    ? t('owner.address.locationDenied')
    : save.error
      ? failureMessage(apiErrorOf(save.error), t)
      : hasFieldErrors(form)
        ? t('owner.errors.badInput')
        : null;
  const busy = save.isPending;
  const point =
    typeof values.latitude === 'number' && typeof values.longitude === 'number' && inRange(values.latitude, 90) && inRange(values.longitude, 180)
      ? { lat: values.latitude, lng: values.longitude }
      : null;

  function pick(lat: number, lng: number) {
    form.setFieldValue('latitude', lat);
    form.setFieldValue('longitude', lng);
  }

  function locateMe() {
    setLocationDenied(false);
    if (!('geolocation' in navigator)) {
      setLocationDenied(true);
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
        setLocationDenied(true);
      },
      { timeout: 10_000 },
    );
  }

  const submit = form.onSubmit(
    (v) => {
      setLocationDenied(false);
      save.mutate(
        {
          ulica: v.ulica.trim(),
          broj: v.broj.trim(),
          grad: v.grad.trim(),
          postanskiBroj: v.postanskiBroj.trim(),
          latitude: Number(v.latitude),
          longitude: Number(v.longitude),
        },
        {
          onError: refused.onError,
        },
      );
    },
    () => {
      setLocationDenied(false);
      refused.onInvalid();
    },
  );

  return (
    <TabForm id="owner-address-title" title={t('owner.address.title')} formRef={formRef} onSubmit={submit} busy={busy} failure={failure}>
      <FieldCard>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('owner.address.ulica')} name="ulica" required maxLength={200} {...form.getInputProps('ulica')} autoComplete="address-line1" />
          <TextInput label={t('owner.address.broj')} name="broj" required maxLength={20} {...form.getInputProps('broj')} />
          <TextInput label={t('owner.address.grad')} name="grad" required maxLength={100} {...form.getInputProps('grad')} autoComplete="address-level2" />
          <TextInput label={t('owner.address.postanskiBroj')} name="postanskiBroj" required maxLength={20} inputMode="numeric" {...form.getInputProps('postanskiBroj')} autoComplete="postal-code" />
        </SimpleGrid>
      </FieldCard>

      <FieldCard>
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
          <NumberInput label={t('owner.address.latitude')} name="latitude" required min={-90} max={90} decimalScale={6} step={0.0001} decimalSeparator="." {...form.getInputProps('latitude')} hideControls />
          <NumberInput label={t('owner.address.longitude')} name="longitude" required min={-180} max={180} decimalScale={6} step={0.0001} decimalSeparator="." {...form.getInputProps('longitude')} hideControls />
        </SimpleGrid>
      </FieldCard>
    </TabForm>
  );
}

/** The fields the server would refuse: texts empty or too long, a point off the globe. */
function problems(values: Values, t: TFunction): FieldErrors {
  const e: FieldErrors = {};
  for (const [field, max] of TEXT_FIELDS) {
    const v = values[field].trim();
    if (!v || v.length > max) e[field] = t(FIELD_TEXT[field]);
  }
  if (typeof values.latitude !== 'number' || !inRange(values.latitude, 90)) e.latitude = t('owner.validation.latitude');
  if (typeof values.longitude !== 'number' || !inRange(values.longitude, 180)) e.longitude = t('owner.validation.longitude');
  return e;
}

function inRange(n: number, limit: number): boolean {
  return Number.isFinite(n) && n >= -limit && n <= limit;
}
