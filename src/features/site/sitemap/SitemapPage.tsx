import { Container, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/usePageMeta';
import { navigationTips, sitemapGroups, type NavigationTip } from '../../../content/sitemap';
import { IconArrowRight, IconLayout, IconMenu, IconSearch } from '../../../components/icons';
import { PageHero } from '../components/PageHero';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './sitemap.module.css';

const tipIcons: Record<NavigationTip['id'], typeof IconMenu> = {
  menu: IconMenu,
  footer: IconLayout,
  search: IconSearch,
};

export function SitemapPage() {
  usePageMeta({
    title: 'Sitemap',
    description:
      'Every page of the SkyForge Technologies website in one place: main pages, drone, software and training services, news, policies and careers.',
  });

  return (
    <>
      <PageHero
        size="md"
        align="center"
        eyebrow="Sitemap"
        title="Find your way around"
        subtitle="Every page of our website, grouped so you can get where you are going in one click."
      />

      <div className={site.section}>
        <Container size="lg">
          <div className={classes.groups}>
            {sitemapGroups.map((group) => (
              <section
                key={group.id}
                className={classes.group}
                aria-labelledby={`sitemap-${group.id}`}
                data-testid={`sitemap-group-${group.id}`}
              >
                <div className={classes.groupIntro}>
                  <img
                    className={site.illustration}
                    src={group.image}
                    alt=""
                    width={1200}
                    height={800}
                    loading="lazy"
                  />
                  <Title
                    order={2}
                    id={`sitemap-${group.id}`}
                    className={site.cardTitle}
                    fz={28}
                    mt="lg"
                  >
                    {group.title}
                  </Title>
                  <p className={site.cardText} style={{ marginTop: 8 }}>
                    {group.description}
                  </p>
                </div>
                <ul className={classes.links}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={classes.linkCard}>
                        <span className={classes.linkLabel}>
                          {link.label}
                          <IconArrowRight size={18} />
                        </span>
                        <span className={classes.linkDescription}>{link.description}</span>
                        <span className={classes.path} aria-hidden="true">
                          {link.to}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Container>
      </div>

      <section className={`${site.section} ${site.dark}`} aria-labelledby="tips-title">
        <Container size="lg">
          <SectionTitle
            id="tips-title"
            onDark
            eyebrow="Navigation tips"
            title="Three ways to find anything"
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing={24}>
            {navigationTips.map((tip) => {
              const Icon = tipIcons[tip.id];
              return (
                <div key={tip.id} className={classes.tip}>
                  <span className={`${site.iconBadge} ${site.iconBadgeOnDark}`}>
                    <Icon size={24} />
                  </span>
                  <Title order={3} className={classes.tipTitle}>
                    {tip.title}
                  </Title>
                  <p className={classes.tipText}>{tip.text}</p>
                </div>
              );
            })}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}
