import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import type { EntitetDetail } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import { Stars } from '@/components/Stars';
import { formatDate, formatRating, initials } from '@/lib/format';

export function RatingSummary({ entity }: { entity: EntitetDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = entity.raspodelaOcena.reduce((a, b) => a + b, 0);
  const avg = entity.prosecnaOcena;

  return (
    <section className="panel" aria-labelledby="ratings-title">
      <Title order={2} size="h3" id="ratings-title" mb="md">{t('businesses.ratings.title')}</Title>
      {avg === null || entity.brojOcena === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('businesses.ratings.none')}</Text>
          <Text c="dimmed" size="sm">{t('businesses.ratings.noneText')}</Text>
        </Stack>
      ) : (
        <div className="ratings">
          <div className="ratings__avg">
            <Text fz={48} fw={800} lh={1} c="gray.0">{formatRating(avg, lang)}</Text>
            <Stars value={avg} size={18} />
            <Text size="sm" c="dimmed">{t('businesses.ratings.count', { count: entity.brojOcena })}</Text>
            <span className="visually-hidden">{t('businesses.ratings.average')}: {t('businesses.ratings.outOf', { value: formatRating(avg, lang) })}</span>
          </div>
          <ul className="ratings__bars">
            {[5, 4, 3, 2, 1].map((n) => {
              const count = entity.raspodelaOcena[n - 1] ?? 0;
              return (
                <li key={n}>
                  <Text size="sm" w={14} ta="right" aria-hidden>{n}</Text>
                  <Progress
                    value={total ? (count / total) * 100 : 0}
                    color="warning"
                    size="md"
                    radius="xl"
                    style={{ flex: 1 }}
                    aria-label={t('businesses.ratings.barLabel', { n, count })}
                  />
                  <Text size="sm" c="dimmed" w={32} aria-hidden>{count}</Text>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {entity.utisci.length > 0 && (
        <>
          <Title order={3} size="h5" mt="xl" mb="sm">{t('businesses.ratings.latest')}</Title>
          <ul className="reviews">
            {entity.utisci.map((u) => (
              <li key={u.id} className="review">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <span className="avatar" aria-hidden>{initials(u.ime)}</span>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={8}>
                      <Text fw={600} size="sm">{u.ime}</Text>
                      <span role="img" aria-label={t('businesses.ratings.outOf', { value: u.ocena })}><Stars value={u.ocena} size={12} /></span>
                      <Text size="xs" c="dimmed">{formatDate(u.createdAt, lang)}</Text>
                    </Group>
                    {u.komentar && <Text size="sm" c="gray.3">{u.komentar}</Text>}
                  </Stack>
                </Group>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
