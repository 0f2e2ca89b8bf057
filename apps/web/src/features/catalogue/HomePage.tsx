import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation, nameIn } from '@/lib/i18n';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { HOME_CITY } from '@zakazi/contract/home-lists';
import { ErrorState } from '@/components/States';
import { ArrowLeftIcon } from '@/components/icons';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { NotFoundView } from '@/features/not-found';
import { Hero } from './Hero';
import { HomeRows } from './HomeRows';
import { homeListQuery } from './home-lists';
import { categoriesQuery, categoryImage, isMainSlug, mainCategoriesQuery, mainCategoryImage } from '@/features/category-data';
import { BasicLink } from '@/components/BasicButton';

/**
 * Preloads the catalogue while the loading bar shows, and on the home page its rows of the default
 * city (on the first load, from the page's embedded answers: no request), so the first render has
 * what the server's did. Failures are left for the page to show.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const rows = params.mainCategory ? [] : [preload(homeListQuery('freeToday', HOME_CITY)), preload(homeListQuery('bestRated', HOME_CITY))];
  await Promise.allSettled([preload(mainCategoriesQuery), preload(categoriesQuery), ...rows]);
  return null;
}

/** / and /categories/:mainCategory — category cards with images, and the partner button. */
export function Component() {
  const { mainCategory } = useParams();
  const { t, i18n } = useTranslation();
  const mains = useQuery(mainCategoriesQuery);
  const cats = useQuery(categoriesQuery);
  const selected = mainCategory ? mains.data?.find((m) => m.slug === mainCategory) : undefined;
  const selectedName = selected ? (nameIn(selected, i18n.language)) : undefined;

  usePageMeta(selectedName ?? null, selectedName ? t('catalogue.categoriesOf', { name: selectedName }) : t('catalogue.metaDescription'));

  if (mainCategory && !isMainSlug(mainCategory)) {
    return <NotFoundView title={t('catalogue.category.notFound')} text={t('catalogue.unknownMain')} />;
  }

  const loading = mains.isPending || cats.isPending;
  const failed = (mains.isError && !mains.data) || (cats.isError && !cats.data);
  const retry = () => {
    void mains.refetch();
    void cats.refetch();
  };

  return (
    <>
      {!mainCategory && <Hero />}
      <Container className="page-pad">
        {mainCategory ? (
          <Stack gap={6} mb="lg">
            <Anchor component={Link} to="/" size="sm" c="dimmed" w="fit-content">
              <Group gap={6}><ArrowLeftIcon size={16} />{t('catalogue.allCategories')}</Group>
            </Anchor>
            <Title order={1}>{selectedName ?? <Skeleton height={36} width={220} />}</Title>
            {cats.data && selected && (
              <Text c="dimmed">{t('catalogue.categoryCount', { count: cats.data.filter((c) => c.mainKategorijaId === selected.id).length })}</Text>
            )}
          </Stack>
        ) : (
          <div className="section-head">
            <div>
              <Title order={2}>{t('catalogue.mainTitle')}</Title>
              <Text c="dimmed">{t('catalogue.mainText')}</Text>
            </div>
          </div>
        )}

        {failed ? (
          <ErrorState onRetry={retry} />
        ) : loading ? (
          <ul className="cat-grid" aria-busy="true" aria-label={t('common.states.loading')}>
            {Array.from({ length: mainCategory ? 8 : 7 }, (_, i) => (
              <li key={i}><Skeleton radius={18} style={{ aspectRatio: '4 / 3' }} /></li>
            ))}
          </ul>
        ) : mainCategory && selected ? (
          <ul className="cat-grid">
            {cats.data!
              .filter((c) => c.mainKategorijaId === selected.id)
              .sort((a, b) => nameIn(a, i18n.language).localeCompare(nameIn(b, i18n.language)))
              .map((c) => (
                <li key={c.id}>
                  <CategoryCard to={`/categories/${mainCategory}/${c.slug}`} image={categoryImage(mainCategory, c.slug)} label={nameIn(c, i18n.language)} />
                </li>
              ))}
          </ul>
        ) : mainCategory ? (
          <ErrorState onRetry={retry} />
        ) : (
          <ul className="cat-grid">
            {mains.data!.map((m) => {
              const count = cats.data!.filter((c) => c.mainKategorijaId === m.id).length;
              return (
                <li key={m.id}>
                  <CategoryCard
                    to={`/categories/${m.slug}`}
                    image={mainCategoryImage(m.slug)}
                    label={nameIn(m, i18n.language)}
                    sub={t('catalogue.categoryCount', { count })}
                  />
                </li>
              );
            })}
          </ul>
        )}

        {!mainCategory && mains.data && (
          <Group gap="xs" mt="xl" aria-hidden>
            {[t('catalogue.perks.a'), t('catalogue.perks.b'), t('catalogue.perks.c')].map((perk) => (
              <Text key={perk} size="sm" c="dimmed" className="perk">✓ {perk}</Text>
            ))}
          </Group>
        )}

        {!mainCategory && <HomeRows />}

        <PartnerBanner />
      </Container>
    </>
  );
}

function CategoryCard({ to, image, label, sub }: { to: string; image: string; label: string; sub?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Link to={to} className={`cat-card${broken ? ' img-fallback' : ''}`}>
      {!broken && <img src={image} alt="" loading="lazy" decoding="async" width={400} height={300} onError={() => setBroken(true)} />}
      <span className="cat-card__label">
        {label}
        {sub && <span className="cat-card__sub">{sub}</span>}
      </span>
    </Link>
  );
}

function PartnerBanner() {
  const { t } = useTranslation();
  return (
    <section className="partner-banner" aria-labelledby="partner-title">
      <div>
        <Title order={2} id="partner-title" size="h3">{t('catalogue.partner.title')}</Title>
        <Text c="dimmed" mt={6} maw={560}>{t('catalogue.partner.text')}</Text>
      </div>
      <BasicLink to="/partner" size="md" radius="xl">{t('catalogue.partner.button')}</BasicLink>
    </section>
  );
}
