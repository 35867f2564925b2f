import {
  Button,
  Chip,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import {
  newsArticles,
  newsFilters,
  type NewsArticle,
  type NewsFilter,
} from '../../../content/news';
import { CallToAction } from '../components/CallToAction';
import { IconArrowRight, IconCalendar } from '../../../components/icons';
import { PageHero } from '../components/PageHero';
import site from '../components/site.module.css';
import { filterArticles, toParagraphs } from './model';
import classes from './news.module.css';

function isNewsFilter(value: string): value is NewsFilter {
  return (newsFilters as readonly string[]).includes(value);
}

function CategoryBadge({ category }: { category: NewsArticle['category'] }) {
  return (
    <span className={classes.badge} data-category={category}>
      {category}
    </span>
  );
}

export function NewsPage() {
  usePageMeta({
    title: 'News',
    description:
      'Product launches, software releases, education partnerships and sustainability news from SkyForge Technologies in Nellore, Andhra Pradesh.',
  });
  const [filter, setFilter] = useState<NewsFilter>('All');
  const [selected, setSelected] = useState<NewsArticle | null>(null);
  const [shown, setShown] = useState<NewsArticle | null>(null);
  if (selected && selected !== shown) setShown(selected);
  const articles = filterArticles(newsArticles, filter);

  return (
    <>
      <PageHero
        size="md"
        align="center"
        eyebrow="Newsroom"
        title="News & Updates"
        subtitle="Launches, partnerships and stories from our labs, hospitals and classrooms."
      />

      <section className={site.section} aria-labelledby="articles-title">
        <Container size="lg">
          <VisuallyHidden component="h2" id="articles-title">
            Articles
          </VisuallyHidden>
          <div role="radiogroup" aria-label="Filter news by category" className={classes.chips}>
            <Chip.Group
              value={filter}
              onChange={(value) => {
                if (isNewsFilter(value)) setFilter(value);
              }}
            >
              {newsFilters.map((name) => (
                <Chip key={name} value={name} size="md" variant="filled" radius="xl">
                  {name}
                </Chip>
              ))}
            </Chip.Group>
          </div>
          <VisuallyHidden aria-live="polite">
            {`Showing ${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`}
          </VisuallyHidden>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={28}>
            {articles.map((article) => (
              <article
                key={article.id}
                className={`${site.card} ${site.cardInteractive}`}
                data-testid="news-card"
                data-category={article.category}
              >
                <div className={site.cardMedia}>
                  <img src={article.image} alt="" width={1200} height={800} loading="lazy" />
                </div>
                <div className={site.cardBody}>
                  <div className={classes.meta}>
                    <span className={classes.date}>
                      <IconCalendar size={15} />
                      {article.date}
                    </span>
                    <CategoryBadge category={article.category} />
                  </div>
                  <Title order={3} className={site.cardTitle} mt="md" fz={20}>
                    {article.title}
                  </Title>
                  <Text className={site.cardText} size="sm" mt="xs" mb="lg">
                    {article.excerpt}
                  </Text>
                  <Button
                    className={classes.readMore}
                    variant="light"
                    radius="xl"
                    onClick={() => setSelected(article)}
                    aria-haspopup="dialog"
                    aria-label={`Read More: ${article.title}`}
                    rightSection={<IconArrowRight size={16} />}
                  >
                    Read More
                  </Button>
                </div>
              </article>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <CallToAction
        title="Have a story for us?"
        text="Journalists, partners and schools: we would love to hear from you."
      />

      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title={shown?.title}
        size="xl"
        radius="lg"
        centered
        styles={{ title: { fontWeight: 700, fontSize: 22, color: '#0b1d3a', lineHeight: 1.3 } }}
      >
        {shown && (
          <div className={classes.article}>
            <img
              className={classes.modalImage}
              src={shown.image}
              alt={shown.title}
              width={1200}
              height={800}
            />
            <Group justify="space-between" my="md" gap="xs">
              <span className={classes.date}>
                <IconCalendar size={15} />
                {shown.date}
              </span>
              <CategoryBadge category={shown.category} />
            </Group>
            {toParagraphs(shown.fullContent).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            <Group justify="flex-end" mt="lg">
              <Button radius="xl" onClick={() => setSelected(null)}>
                Close
              </Button>
            </Group>
          </div>
        )}
      </Modal>
    </>
  );
}
