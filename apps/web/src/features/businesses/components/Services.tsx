import { Button, Group, Text, Title } from '@mantine/core';
import type { Usluga } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import { formatDuration, formatPrice } from '@/lib/format';
import type { TranslationKey } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';

type Group = { key: 'short' | 'medium' | 'long'; items: Usluga[] };
const GROUP_TEXT = { short: 'businesses.services.short', medium: 'businesses.services.medium', long: 'businesses.services.long' } as const satisfies Record<Group['key'], TranslationKey>;

/** Services grouped by how long they take, each with duration, price and a "Zakaži" button. */
function groupServices(services: Usluga[]): Group[] {
  const groups: Group[] = [
    { key: 'short', items: [] },
    { key: 'medium', items: [] },
    { key: 'long', items: [] },
  ];
  for (const s of [...services].sort((a, b) => a.cena - b.cena)) {
    groups[s.trajanjeMinuta <= 30 ? 0 : s.trajanjeMinuta <= 60 ? 1 : 2]!.items.push(s);
  }
  return groups.filter((g) => g.items.length > 0);
}

export function Services({ services, onBook }: { services: Usluga[]; onBook: (serviceId: number) => void }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const groups = groupServices(services);
  return (
    <section className="panel" aria-labelledby="services-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="services-title">{t('businesses.services.title')}</Title>
        <Text size="sm" c="dimmed">{t('businesses.services.count', { count: services.length })}</Text>
      </Group>
      {services.length === 0 && <Text c="dimmed">{t('businesses.services.none')}</Text>}
      {groups.map((group) => (
        <div key={group.key} className="svc-group">
          {groups.length > 1 && <Text className="svc-group__title" size="xs" fw={700} c="dimmed" tt="uppercase">{t(GROUP_TEXT[group.key])}</Text>}
          <ul className="svc-list">
            {group.items.map((s) => (
              <li key={s.id} className="svc">
                <div className="svc__info">
                  <Text fw={600}>{typed(s.naziv)}</Text>
                  {s.opis && <Text size="sm" c="dimmed" lineClamp={2}>{typed(s.opis)}</Text>}
                  <Text size="sm" c="dimmed">{formatDuration(s.trajanjeMinuta, i18n.language)}</Text>
                </div>
                <div className="svc__side">
                  <Text fw={700} c="gray.0" style={{ whiteSpace: 'nowrap' }}>{formatPrice(s.cena, s.valuta, i18n.language)}</Text>
                  <Button size="xs" radius="xl" variant="light" onClick={() => onBook(s.id)} aria-label={t('businesses.services.bookService', { name: typed(s.naziv) })}>
                    {t('businesses.services.book')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
