import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { BasicButton, BasicLink } from '@/components/BasicButton';
import { NavigationIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/features/search/shell';

/** The home page's opening: what Zakaži is, the search, and the way to businesses nearby. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Container>
        <Stack gap="lg" maw={760}>
          <Title order={1} id="hero-title">
            {t('catalogue.hero.title')} <span className="hero__accent">{t('catalogue.hero.titleAccent')}</span>
          </Title>
          <Text size="lg" c="dimmed" maw={640}>{t('catalogue.hero.text')}</Text>
          <SearchBox
            id="hero-search"
            size="lg"
            className="hero-search"
            label={t('catalogue.hero.searchLabel')}
            placeholder={t('catalogue.hero.searchPlaceholder')}
          >
            <BasicButton type="submit" size="lg" radius="xl">{t('catalogue.hero.searchButton')}</BasicButton>
          </SearchBox>
          <Group>
            <BasicLink to="/near-me" variant="light" color="secondary" radius="xl" icon={<NavigationIcon size={16} />}>
              {t('catalogue.hero.nearMe')}
            </BasicLink>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
