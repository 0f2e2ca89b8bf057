import { Button, CloseButton, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Usluga } from '@zakazi/contract';
import { formatDuration, formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { MAX_EXTRAS, visitTotals, type ExtraPart } from '../visit';
import { useTyped } from '@/lib/typed-text';

/**
 * The services added to the first one for a visit ("Dodaj još uslugu"): each with its employee
 * (or anyone), removable; below them the whole visit's time and price, before a time is chosen.
 * The customer's booking flow and the desk's booking dialog both use it. The desk must name every
 * part's employee (its API has no "anyone"): it passes `pin`, which gives a newly chosen
 * service's employee, and the list then has no "anyone".
 */
export function VisitParts({ offered, employees, first, parts, onChange, id, pin }: {
  /** The business's services a part may be. */
  offered: Usluga[];
  /** The business's employees (each part lists those who perform its service). */
  employees: { id: number; name: string }[];
  first: Usluga;
  parts: ExtraPart[];
  onChange: (parts: ExtraPart[]) => void;
  id: string;
  pin?: (service: Usluga) => number;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  const services = [first, ...parts.map((p) => offered.find((s) => s.id === p.uslugaId)!)];
  const totals = visitTotals(services);
  const set = (i: number, part: ExtraPart) => onChange(parts.map((p, j) => (j === i ? part : p)));
  const next = offered.find((s) => !services.includes(s)) ?? offered[0]!;
  const partFor = (service: Usluga): ExtraPart => ({ uslugaId: service.id, zaposleniId: pin ? pin(service) : null });

  return (
    <Stack gap="xs" data-testid="visit-parts">
      {parts.map((part, i) => {
        const service = services[i + 1]!;
        const able = employees.filter((z) => service.zaposleniIds.includes(z.id));
        return (
          <div key={i} className="visit-part" data-testid="visit-part">
            <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>{t('booking.visit.part', { n: i + 2 })}</Text>
              <CloseButton size="sm" aria-label={t('booking.visit.remove', { service: typed(service.naziv) })} onClick={() => onChange(parts.filter((_, j) => j !== i))} />
            </Group>
            <Group grow gap="xs" align="flex-end" wrap="wrap">
              <NativeSelect
                id={`${id}-part-${i}-service`}
                label={t('booking.flow.service')}
                value={String(part.uslugaId)}
                onChange={(e) => set(i, partFor(offered.find((s) => s.id === Number(e.currentTarget.value))!))}
                data={offered.map((s) => ({ value: String(s.id), label: `${typed(s.naziv)} · ${formatDuration(s.trajanjeMinuta, lang)} · ${formatPrice(s.cena, s.valuta, lang)}` }))}
              />
              <NativeSelect
                id={`${id}-part-${i}-employee`}
                label={t('booking.flow.employee')}
                value={part.zaposleniId ? String(part.zaposleniId) : ''}
                onChange={(e) => set(i, { ...part, zaposleniId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
                data={[...(pin ? [] : [{ value: '', label: t('booking.flow.anyone') }]), ...able.map((z) => ({ value: String(z.id), label: z.name }))]}
              />
            </Group>
          </div>
        );
      })}
      {parts.length < MAX_EXTRAS && offered.length > 0 && (
        <Button variant="light" size="sm" onClick={() => onChange([...parts, partFor(next)])} data-testid="visit-add">
          {t('booking.visit.add')}
        </Button>
      )}
      {parts.length > 0 && (
        <Text size="sm" fw={600} data-testid="visit-total">
          {t('booking.visit.total', { duration: formatDuration(totals.minutes, lang), price: formatPrice(totals.cena, first.valuta, lang) })}
        </Text>
      )}
    </Stack>
  );
}
