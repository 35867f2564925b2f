import {
  Avatar,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { HydrateInTurn } from '../../../components/HydrateSeparately';
import { passes } from '../../../components/hydrationPasses';
import { usePageMeta } from '../../../components/usePageMeta';
import { shopHero, shopStats, testimonials, trustBadges, whyChoose } from '../../../content/shop';
import { IconQuote } from '../../../components/icons';
import { Stars } from '../components/Stars';
import { ContentIcon } from './ContentIcon';
import { FeaturedProducts } from './FeaturedProducts';
import classes from './ShopHomePage.module.css';

export function ShopHomePage() {
  usePageMeta({
    title: 'Shop',
    description:
      'Shop SkyForge educational drones, drone kits, parts and hands-on student courses. Free shipping, 30-day returns and 24/7 support.',
  });

  return (
    <>
      <section className={classes.hero} aria-labelledby="shop-hero-title">
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heroCopy}>
            <Text className={classes.eyebrow}>{shopHero.eyebrow}</Text>
            <Title order={1} id="shop-hero-title" className={classes.heroTitle}>
              {shopHero.title}
            </Title>
            <Text className={classes.heroText}>{shopHero.text}</Text>
            <Group gap="sm" mt="xl" className={classes.heroButtons}>
              <Button component={Link} to={paths.shopCategory('courses')} size="lg" radius="xl">
                {shopHero.coursesButton}
              </Button>
              <Button
                component={Link}
                to={paths.shopCategory('drones')}
                size="lg"
                radius="xl"
                variant="white"
                color="dark"
              >
                {shopHero.dronesButton}
              </Button>
            </Group>
          </div>
          <div className={classes.heroMedia}>
            <img
              src={shopHero.image}
              alt={shopHero.imageAlt}
              width={1600}
              height={900}
              className={classes.heroImage}
              fetchPriority="high"
              decoding="async"
            />
          </div>
        </Container>
      </section>

      {/* Below the hero, one section per hydration pass: each is a short task of its own. */}
      <HydrateInTurn from={passes.header}>
        <Container size="xl">
          <section aria-label="Why shop with us" className={classes.badges}>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
              {trustBadges.map((badge) => (
                <Paper key={badge.title} withBorder radius="lg" p="md" className={classes.badge}>
                  <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                    <ContentIcon icon={badge.icon} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} size="sm">
                      {badge.title}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {badge.text}
                    </Text>
                  </div>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
        </Container>
        <Container size="xl">
          <FeaturedProducts
            category="courses"
            title="Featured Courses"
            subtitle="Hands-on learning in drones, coding, robotics and AI."
          />
        </Container>
        <Container size="xl">
          <FeaturedProducts
            category="drones"
            title="Featured Drone Products"
            subtitle="Drones, kits and parts — flight-tested by our engineers."
          />
        </Container>
        <Container size="xl">
          <section aria-labelledby="why-choose-title" className={classes.section}>
            <div className={classes.whyHeader}>
              <Title order={2} id="why-choose-title" className={classes.sectionTitle}>
                {whyChoose.title}
              </Title>
              <Text c="gray.7" mt="xs">
                {whyChoose.text}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mt="xl">
              {whyChoose.items.map((item) => (
                <Card key={item.title} radius="lg" padding="lg" className={classes.whyCard}>
                  <ThemeIcon size={52} radius="md" variant="gradient" aria-hidden="true">
                    <ContentIcon icon={item.icon} size={26} />
                  </ThemeIcon>
                  <Title order={3} size="h4" mt="md">
                    {item.title}
                  </Title>
                  <Text size="sm" c="gray.7" mt={6}>
                    {item.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        </Container>

        <section aria-labelledby="stats-title" className={classes.stats}>
          <Container size="xl">
            <Title order={2} id="stats-title" className={classes.visuallyHidden}>
              SkyForge in numbers
            </Title>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
              {shopStats.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <Text className={classes.statValue}>{stat.value}</Text>
                  <Text className={classes.statLabel}>{stat.label}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Container>
        </section>

        <Container size="xl">
          <section aria-labelledby="testimonials-title" className={classes.section}>
            <Title order={2} id="testimonials-title" className={classes.sectionTitle} ta="center">
              What our customers say
            </Title>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
              {testimonials.map((testimonial) => (
                <Paper
                  key={testimonial.id}
                  component="figure"
                  withBorder
                  radius="lg"
                  p="xl"
                  className={classes.testimonial}
                >
                  <IconQuote size={28} className={classes.quoteIcon} />
                  <Stars value={testimonial.rating} />
                  <Text component="blockquote" className={classes.quote}>
                    {testimonial.quote}
                  </Text>
                  <Group component="figcaption" gap="sm" mt="auto">
                    <Avatar color="sky" radius="xl" aria-hidden="true">
                      {testimonial.name.charAt(0)}
                    </Avatar>
                    <Stack gap={0}>
                      <Text fw={700} size="sm">
                        {testimonial.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {testimonial.role}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
        </Container>
      </HydrateInTurn>
    </>
  );
}
