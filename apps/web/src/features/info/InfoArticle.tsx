import { Container, Text, Title } from '@mantine/core';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import type { Article } from './texts/article';

/** The information pages whose texts are an article (info/i18n.ts). */
type ArticleKey = 'info.about' | 'info.privacy' | 'info.terms';

/** An information page: title, intro and sections of paragraphs and lists, in the interface's language and script. */
export function InfoArticle({ texts }: { texts: ArticleKey }) {
  const { t, i18n } = useTranslation();
  const article = t(texts, { returnObjects: true }) as Article;
  usePageMeta(article.title, article.description);
  return (
    <Container size="md" className="page-pad">
      <article className="prose">
        <Title order={1}>{article.title}</Title>
        {article.updated && <Text size="sm" c="dimmed" mt={4}>{t('info.updated', { date: formatDate(article.updated, i18n.language) })}</Text>}
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
