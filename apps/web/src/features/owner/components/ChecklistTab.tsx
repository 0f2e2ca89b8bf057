import { Alert, Anchor, Button, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { completenessQuery } from '../queries';
import { CHECKLIST_PARTS, TAB_OF_PART } from '../tabs';
import { PART_TEXT } from '../texts';

/**
 * The overview (Pregled): GET proveri-popunjenost as a checklist of what a business needs before it
 * is public, each missing item linking to the tab where it is filled in.
 */
export function ChecklistTab({ entitetId }: { entitetId: number }) {
  const { t } = useTranslation();
  const completeness = useQuery(completenessQuery(entitetId));

  if (completeness.isError && !completeness.data) return <ErrorState onRetry={() => void completeness.refetch()} />;
  if (!completeness.data) return <Skeleton height={320} radius="lg" />;

  const { popunjeno, nedostaje } = completeness.data;
  const done = CHECKLIST_PARTS.filter((p) => !nedostaje.includes(p)).length;
  const total = CHECKLIST_PARTS.length;

  return (
    <Stack gap="lg" data-testid="owner-checklist">
      <Alert
        color={popunjeno ? 'positive' : 'warning'}
        variant="light"
        radius="lg"
        title={popunjeno ? t('owner.checklist.publicTitle') : t('owner.checklist.draftTitle')}
        data-testid="owner-public-state"
        styles={{ message: { color: 'var(--mantine-color-dark-0)' } }}
      >
        <Stack gap="xs">
          <Text size="sm">{popunjeno ? t('owner.checklist.publicText') : t('owner.checklist.draftText')}</Text>
          <Anchor component={Link} to={`/entity/${entitetId}`} size="sm" fw={600}>
            {t('owner.page.viewPublic')} →
          </Anchor>
        </Stack>
      </Alert>

      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} className="owner-section-title">{t('owner.checklist.title')}</Title>
          <Text size="sm" c="dimmed">{t('owner.checklist.progress', { done, total })}</Text>
        </Group>
        <Progress
          value={(done / total) * 100}
          color={popunjeno ? 'positive' : 'brand'}
          size="sm"
          radius="xl"
          aria-label={t('owner.checklist.progress', { done, total })}
        />
      </Stack>

      <ul className="owner-check">
        {CHECKLIST_PARTS.map((part) => {
          const missing = nedostaje.includes(part);
          const title = t(PART_TEXT[part].title);
          return (
            <li key={part} className="owner-check__item" data-done={String(!missing)} data-testid={`check-${part}`}>
              <span className="owner-check__icon" aria-hidden>{missing ? '!' : '✓'}</span>
              <div className="owner-check__body">
                <Text fw={650}>
                  {title}
                  <Text span size="sm" c={missing ? 'warning.4' : 'positive.4'} ml={8} fw={600}>
                    {missing ? t('owner.checklist.missing') : t('owner.checklist.done')}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">{t(PART_TEXT[part].text)}</Text>
              </div>
              <Button
                component={Link}
                to={`?tab=${TAB_OF_PART[part]}`}
                variant={missing ? 'filled' : 'subtle'}
                size="sm"
                className="owner-check__action"
                aria-label={`${missing ? t('owner.checklist.fill') : t('owner.checklist.open')}: ${title}`}
              >
                {missing ? t('owner.checklist.fill') : t('owner.checklist.open')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
