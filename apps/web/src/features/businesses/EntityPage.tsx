import { Anchor, Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { EntitetDetail } from '@zakazi/contract';
import { Link, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AfterFirstPaint, useAfterFirstPaint } from '@/components/AfterFirstPaint';
import { Stars } from '@/components/Stars';
import { ErrorState } from '@/components/States';
import { ArrowLeftIcon, CalendarIcon, PinIcon } from '@/components/icons';
import { formatPrice, formatRating } from '@/lib/format';
import { isNotFound } from '@/lib/http';
import { usePageMeta } from '@/lib/meta';
import { preload } from '@/lib/queryClient';
import { categoriesQuery, useCategoryLookup } from '@/features/category-data';
import { NotFoundView } from '@/features/not-found';
import { BookingFlow, useBookingChoice } from '@/features/booking';
import { FavoriteButton } from '@/features/favorites';
import { countPageView } from './api/countPageView';
import { Employees } from './components/Employees';
import { Gallery } from './components/Gallery';
import { galleryImages } from './gallery-images';
import { Contact, Location } from './components/Location';
import { RatingSummary } from './components/RatingSummary';
import { Services } from './components/Services';
import { WorkingHours } from './components/WorkingHours';
import { entityQuery } from '@/features/business-data';
import { recordVisit } from '@/features/catalogue';
import { useTyped } from '@/lib/typed-text';

function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.entityId);
  await Promise.allSettled([
    id ? preload(entityQuery(id)) : null,
    preload(categoriesQuery),
  ]);
  return null;
}

/** The booking choice lives in the query: choosing a day or a time must not reload the business. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** /entity/:entityId — the business page. */
export function Component() {
  const id = parseId(useParams().entityId);
  const { t } = useTranslation();
  const query = useQuery({ ...entityQuery(id ?? 0), enabled: id !== null });
  const lookup = useCategoryLookup();
  const entity = query.data;
  usePageView(entity?.id ?? null);
  // The home page's "recently viewed": a published business only (a draft is its owner's alone).
  useEffect(() => void (entity?.objavljen && recordVisit(entity)), [entity]);
  const category = entity ? lookup(entity.kategorijaId) : undefined;
  const typed = useTyped();

  usePageMeta(typed(entity?.naziv) ?? (query.isError ? t('businesses.notFound') : null), typed(entity?.opis) ?? undefined);

  if (id === null || (isNotFound(query.error) && !entity)) {
    return <NotFoundView title={t('businesses.notFound')} text={t('businesses.notFoundText')} />;
  }
  if (query.isError && !entity) {
    return <Container className="page-pad"><ErrorState onRetry={() => void query.refetch()} /></Container>;
  }
  if (!entity) return <EntitySkeleton />;

  return <EntityView entity={entity} images={galleryImages(entity, category?.image)} category={category} />;
}

/** Counts one page view per visit of a business page (fire and forget, once the page has painted). */
function usePageView(entitetId: number | null) {
  const counted = useRef<number | null>(null);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted || entitetId === null || counted.current === entitetId) return;
    counted.current = entitetId;
    countPageView(entitetId);
  }, [entitetId, painted]);
}

function EntityView({ entity, images, category }: {
  entity: EntitetDetail;
  images: string[];
  category: ReturnType<ReturnType<typeof useCategoryLookup>>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const name = typed(entity.naziv);
  const { update } = useBookingChoice(entity);
  const bookService = (serviceId: number) => {
    update({ uslugaId: serviceId });
    const panel = document.getElementById('booking');
    panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setTimeout(() => document.getElementById('booking-employee')?.focus({ preventScroll: true }), 350);
  };

  return (
    <>
      <Container className="page-pad entity">
        <Anchor component={Link} to={category ? `/categories/${category.mainSlug}/${category.slug}` : '/'} size="sm" c="dimmed" mb="sm" display="inline-block">
          <Group gap={6}><ArrowLeftIcon size={16} />{category?.name ?? t('catalogue.allCategories')}</Group>
        </Anchor>
        <div className="entity__layout">
          <div className="entity__main">
            <Gallery images={images} name={name} />
            <header className="entity__head">
              <Group gap={8} mb={6}>
                {category && <Badge variant="light" component={Link} to={`/categories/${category.mainSlug}/${category.slug}`} style={{ cursor: 'pointer' }}>{category.name}</Badge>}
              </Group>
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Title order={1}>{name}</Title>
                <FavoriteButton entitetId={entity.id} name={entity.naziv} variant="page" />
              </Group>
              <Group gap="md" mt={8}>
                {entity.prosecnaOcena !== null && entity.brojOcena > 0 ? (
                  <a href="#ratings-title" className="entity__rating" aria-label={`${t('common.card.rating', { value: formatRating(entity.prosecnaOcena, lang) })}, ${t('businesses.ratings.count', { count: entity.brojOcena })}`}>
                    <Stars value={entity.prosecnaOcena} size={16} />
                    <strong>{formatRating(entity.prosecnaOcena, lang)}</strong>
                    <span>({t('businesses.ratings.count', { count: entity.brojOcena })})</span>
                  </a>
                ) : (
                  <Badge color="secondary" variant="light">{t('common.card.new')}</Badge>
                )}
                {(entity.adresa || entity.grad) && (
                  <Group gap={6} c="dimmed"><PinIcon size={16} /><Text c="dimmed">{typed(entity.adresa ? `${entity.adresa.ulica} ${entity.adresa.broj}, ${entity.adresa.grad}` : entity.grad)}</Text></Group>
                )}
              </Group>
            </header>

            <section className="panel" aria-labelledby="about-title">
              <Title order={2} size="h3" id="about-title" mb="xs">{t('businesses.about')}</Title>
              <Text c={entity.opis ? 'gray.3' : 'dimmed'} style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{typed(entity.opis) ?? t('businesses.noDescription')}</Text>
            </section>

            <Services services={entity.usluge} onBook={bookService} />
            {/* Below the fold on a phone: after the photo, name and services have painted. */}
            <AfterFirstPaint>
              <Employees entity={entity} />
              <RatingSummary entity={entity} />
            </AfterFirstPaint>
          </div>

          <aside className="entity__aside" aria-label={t('businesses.booking.title')}>
            <div className="entity__sticky">
              <BookingFlow id="booking" entity={entity} />
              <AfterFirstPaint>
                <WorkingHours entity={entity} />
                <Location entity={entity} />
                <Contact entity={entity} />
              </AfterFirstPaint>
            </div>
          </aside>
        </div>
      </Container>

      {/* Named apart from the booking section it leads to: two regions of one name are one too many (axe landmark-unique). */}
      <div className="booking-bar" role="region" aria-label={t('businesses.booking.bar')}>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>{name}</Text>
          {entity.minCena !== null && <Text size="sm" c="dimmed">{t('businesses.booking.from', { price: formatPrice(entity.minCena, entity.valuta, lang) })}</Text>}
        </div>
        <Button
          radius="xl"
          style={{ flex: 'none' }}
          leftSection={<CalendarIcon size={16} />}
          onClick={() => {
            document.getElementById('booking')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
            setTimeout(() => document.getElementById('booking-service')?.focus({ preventScroll: true }), 350);
          }}
        >
          {t('businesses.booking.button')}
        </Button>
      </div>
    </>
  );
}

function EntitySkeleton() {
  const { t } = useTranslation();
  return (
    <Container className="page-pad" role="status" aria-busy="true" aria-label={t('common.states.loading')}>
      <div className="entity__layout">
        <Stack className="entity__main">
          <Skeleton radius={16} style={{ aspectRatio: '16 / 9' }} />
          <Skeleton height={34} width="60%" />
          <Skeleton height={16} width="40%" />
          <Skeleton height={120} />
        </Stack>
        <Stack className="entity__aside"><Skeleton height={260} radius={16} /><Skeleton height={220} radius={16} /></Stack>
      </div>
    </Container>
  );
}
