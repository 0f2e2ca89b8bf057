import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { EntitetDetail, PaymentMethod } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import { CardIcon, CashIcon, GlobeIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/icons';
import { LazyMap } from '@/components/map';
import type { TranslationKey } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';

const PAYMENT_TEXT = { card: 'businesses.payment.card', cache: 'businesses.payment.cache', phone: 'businesses.payment.phone' } as const satisfies Record<PaymentMethod, TranslationKey>;

function mapsLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

export function Location({ entity }: { entity: EntitetDetail }) {
  const { t } = useTranslation();
  const typed = useTyped();
  const a = entity.adresa;
  const name = typed(entity.naziv);
  const lat = a?.latitude ?? entity.latitude;
  const lng = a?.longitude ?? entity.longitude;
  return (
    <section className="panel" aria-labelledby="location-title">
      <Title order={2} size="h4" id="location-title" mb="sm"><Group component="span" gap={8}><PinIcon size={18} />{t('businesses.location.title')}</Group></Title>
      {a ? (
        <Text>
          {typed(`${a.ulica} ${a.broj}`)}
          <br />
          {a.postanskiBroj} {typed(a.grad)}
        </Text>
      ) : (
        <Text c="dimmed" size="sm">{typed(entity.grad) ?? t('businesses.location.noAddress')}</Text>
      )}
      {lat !== null && lng !== null && (
        <>
          <div style={{ marginTop: 12 }}>
            <LazyMap
              height={200}
              zoom={15}
              label={t('businesses.location.map', { name })}
              markers={[{ id: entity.id, lat, lng, title: name, subtitle: a ? typed(`${a.ulica} ${a.broj}`) : undefined }]}
            />
          </div>
          <Anchor href={mapsLink(lat, lng)} target="_blank" rel="noopener noreferrer" size="sm" mt="sm" display="inline-block">
            {t('businesses.location.open')} ↗
          </Anchor>
        </>
      )}
    </section>
  );
}

export function Contact({ entity }: { entity: EntitetDetail }) {
  const { t } = useTranslation();
  const website = entity.website && (/^https?:\/\//.test(entity.website) ? entity.website : `https://${entity.website}`);
  const icons = { card: <CardIcon size={14} />, cache: <CashIcon size={14} />, phone: <PhoneIcon size={14} /> };
  return (
    <section className="panel" aria-labelledby="contact-title">
      <Title order={2} size="h4" id="contact-title" mb="sm">{t('businesses.contact.title')}</Title>
      <Stack gap={8}>
        {entity.telefon && (
          <Group gap={10} wrap="nowrap"><PhoneIcon size={16} /><Anchor href={`tel:${entity.telefon.replace(/[^+\d]/g, '')}`} aria-label={`${t('businesses.contact.phone')}: ${entity.telefon}`}>{entity.telefon}</Anchor></Group>
        )}
        {entity.email && (
          <Group gap={10} wrap="nowrap"><MailIcon size={16} /><Anchor href={`mailto:${entity.email}`} style={{ wordBreak: 'break-all' }}>{entity.email}</Anchor></Group>
        )}
        {website && (
          <Group gap={10} wrap="nowrap"><GlobeIcon size={16} /><Anchor href={website} target="_blank" rel="noopener noreferrer">{entity.website}</Anchor></Group>
        )}
      </Stack>
      <Title order={3} size="h6" mt="lg" mb={8}>{t('businesses.payment.title')}</Title>
      <Group gap={6}>
        {entity.naciniPlacanja.length === 0 && <Text size="sm" c="dimmed">{t('businesses.payment.none')}</Text>}
        {entity.naciniPlacanja.map((m) => (
          <Badge key={m} variant="light" color="secondary" leftSection={icons[m]} size="lg" tt="none">{t(PAYMENT_TEXT[m])}</Badge>
        ))}
      </Group>
    </section>
  );
}
