import { Text, Title } from '@mantine/core';
import type { EntitetDetail } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import { initials } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

export function Employees({ entity }: { entity: EntitetDetail }) {
  const { t } = useTranslation();
  const typed = useTyped();
  const names = new Map(entity.usluge.map((s) => [s.id, typed(s.naziv)]));
  return (
    <section className="panel" aria-labelledby="team-title">
      <Title order={2} size="h3" id="team-title" mb="sm">{t('businesses.employees.title')}</Title>
      {entity.zaposleni.length === 0 ? (
        <Text c="dimmed">{t('businesses.employees.none')}</Text>
      ) : (
        <ul className="team">
          {entity.zaposleni.map((z) => {
            const does = z.uslugaIds.map((id) => names.get(id)).filter(Boolean) as string[];
            const all = does.length > 0 && does.length === entity.usluge.length;
            return (
              <li key={z.id} className="team__member">
                <span className="avatar avatar--lg" aria-hidden>{initials(typed(z.ime), typed(z.prezime))}</span>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{typed([z.ime, z.prezime].filter(Boolean).join(' '))}</Text>
                  {does.length > 0 && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {t('businesses.employees.offers', { services: all ? t('businesses.employees.all') : does.join(', ') })}
                    </Text>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
