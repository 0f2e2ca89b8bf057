import { Button, Text } from '@mantine/core';
import type { EntitetSummary } from '@zakazi/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LazyMap } from '@/components/map';
import { useTranslation } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';

/**
 * A list page's results on the map (this page of them), pins clustered; when the tiles cannot
 * load, the notice offers the list back.
 */
export function ResultsMap({ entities, here, onShowList, subtitle }: {
  entities: EntitetSummary[] | undefined;
  here?: { lat: number; lng: number; label: string };
  onShowList: () => void;
  subtitle?: (entity: EntitetSummary) => string;
}) {
  const { t } = useTranslation();
  const typed = useTyped();
  const navigate = useNavigate();
  const markers = useMemo(
    () => (entities ?? []).filter((e) => e.latitude !== null && e.longitude !== null).map((e) => ({
      id: e.id, lat: e.latitude!, lng: e.longitude!, title: typed(e.naziv), subtitle: subtitle?.(e) ?? typed(e.grad) ?? undefined, href: `/entity/${e.id}`,
    })),
    [entities, subtitle, typed],
  );
  return (
    <div className="results-map">
      <LazyMap
        markers={markers}
        here={here}
        height="min(70vh, 640px)"
        label={t('search.map.label')}
        linkLabel={t('search.map.open')}
        onNavigate={(href) => navigate(href)}
        fallbackAction={<Button size="compact-sm" variant="light" mt={4} onClick={onShowList}>{t('search.map.showList')}</Button>}
      />
      <Text size="xs" c="dimmed" mt={6}>{entities && markers.length === 0 ? t('search.map.noPlace') : t('search.map.pageNote')}</Text>
    </div>
  );
}
