import { Accordion, Container, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import type { Faq } from './texts/article';

export function Component() {
  const { t } = useTranslation();
  const faq = t('info.faq', { returnObjects: true }) as Faq;
  usePageMeta(faq.title, faq.description);
  return (
    <Container size="md" className="page-pad">
      <Title order={1} mb="lg">{faq.title}</Title>
      <Accordion variant="separated" radius="md" multiple>
        {faq.items.map((item, i) => (
          <Accordion.Item key={i} value={String(i)}>
            <Accordion.Control><Text component="span" fw={600}>{item.q}</Text></Accordion.Control>
            <Accordion.Panel><Text c="gray.3" lh={1.7}>{item.a}</Text></Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text c="dimmed" mt="xl">{t('info.faqMore')}</Text>
    </Container>
  );
}
