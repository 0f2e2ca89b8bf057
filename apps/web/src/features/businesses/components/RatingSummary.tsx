import { Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import type { EntitetDetail } from '@zakazi/contract';
import { useTranslation } from '@/lib/i18n';
import { Stars } from '@/components/Stars';
import { formatRating } from '@/lib/format';
import { RatingsList } from './RatingsList';

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
                    aria-label={t('businesses.ratings.barLabel', { stars: t('businesses.ratings.stars', { count: n }), count })}
                  />
                  <Text size="sm" c="dimmed" w={32} aria-hidden>{count}</Text>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <RatingsList entity={entity} />
    </section>
  );
}
