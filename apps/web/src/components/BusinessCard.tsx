import { Badge, Group, Skeleton, Text } from '@mantine/core';
import type { EntitetSummary } from '@zakazi/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';
import { Link } from 'react-router';
import { formatPrice, formatRating } from '@/lib/format';
import { assetUrl } from '@/lib/http';
import { PinIcon } from './icons';
import { Stars } from './Stars';

export type CardCategory = { name: string; image: string };

/**
 * A business in a list; the whole card links to /entity/:id, and `action` sits beside the link
 * (the favorites heart: the caller passes it, shared components import no feature).
 */
export function BusinessCard({ entity, category, extra, action, below, headingLevel = 3, priority = false }: {
  entity: EntitetSummary;
  category?: CardCategory;
  /** e.g. the distance on the near-me list */
  extra?: ReactNode;
  action?: ReactNode;
  /** under the card, outside its link (a link inside a link is not allowed) */
  below?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** The first card of a list: its image is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const name = typed(entity.naziv);
  const sources = [assetUrl(entity.image), category?.image].filter((s): s is string => !!s);
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="biz-card-wrap">
      <Link to={`/entity/${entity.id}`} className="card-link">
        {/* A div, not an article: an article inside the link keeps its text out of the link's accessible name. */}
        <div className="biz-card">
          <div className={`biz-card__media${src ? '' : ' img-fallback'}`}>
            {src && (
              <img
                src={src}
                alt={name}
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority ? 'high' : 'auto'}
                decoding="async"
                width={480}
                height={300}
                onError={() => setFailed((n) => n + 1)}
              />
            )}
            {category && (
              <Badge className="biz-card__badge" variant="filled" color="dark.7" size="sm" radius="sm">
                {category.name}
              </Badge>
            )}
          </div>
          <div className="biz-card__body">
            <Heading className="biz-card__name" style={{ margin: 0 }}>{name}</Heading>
            <Group gap={6} c="dimmed" wrap="nowrap">
              <PinIcon size={14} />
              <Text size="sm" c="dimmed" truncate>{typed(entity.grad) ?? t('common.card.noCity')}</Text>
              {extra}
            </Group>
            <Group justify="space-between" gap={8} mt={4} wrap="nowrap">
              {entity.prosecnaOcena !== null && entity.brojOcena > 0 ? (
                <Group gap={6} wrap="nowrap" aria-label={`${t('common.card.rating', { value: formatRating(entity.prosecnaOcena, lang) })}, ${t('common.card.reviews', { count: entity.brojOcena })}`} role="img">
                  <Stars value={entity.prosecnaOcena} />
                  <Text size="sm" fw={700} c="gray.0">{formatRating(entity.prosecnaOcena, lang)}</Text>
                  <Text size="sm" c="dimmed">({entity.brojOcena})</Text>
                </Group>
              ) : (
                <Badge variant="light" color="secondary" size="sm">{t('common.card.new')}</Badge>
              )}
              {entity.minCena !== null && (
                <Text size="sm" fw={600} c="brand.4" style={{ whiteSpace: 'nowrap' }}>
                  {t('common.card.from', { price: formatPrice(entity.minCena, entity.valuta, lang) })}
                </Text>
              )}
            </Group>
          </div>
        </div>
      </Link>
      {action}
      {below}
    </div>
  );
}

/** A card while its list loads: its lines the card's heights (name, city, rating; gap 6 px), so the answer moves nothing. */
export function BusinessCardSkeleton() {
  return (
    <div className="biz-card" aria-hidden>
      <Skeleton className="biz-card__media" radius={0} />
      <div className="biz-card__body">
        <Skeleton height={22} width="70%" />
        <Skeleton height={20} width="40%" />
        <Skeleton height={21} width="85%" mt={4} />
      </div>
    </div>
  );
}
