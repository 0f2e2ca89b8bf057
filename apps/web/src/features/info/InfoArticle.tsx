import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';

export type Section = { heading: string; paragraphs?: string[]; list?: string[] };
export type Article = { title: string; description: string; intro?: string; updated?: string; sections: Section[] };

/** An information page: title, intro and sections of paragraphs and lists. */
export function InfoArticle({ content }: { content: { sr: Article; en: Article } }) {
  const { t, i18n } = useTranslation();
  const article = i18n.language === 'en' ? content.en : content.sr;
  usePageMeta(article.title, article.description);
  return (
    <Container size="md" className="page-pad">
      <article className="prose">
        <Title order={1}>{article.title}</Title>
        {article.updated && <Text size="sm" c="dimmed" mt={4}>{t('info.updated', { date: article.updated })}</Text>}
        {article.intro && <Text size="lg" mt="md" c="gray.3">{article.intro}</Text>}
        {article.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
            {s.list && <ul>{s.list.map((li) => <li key={li}>{li}</li>)}</ul>}
          </section>
        ))}
      </article>
    </Container>
  );
}
