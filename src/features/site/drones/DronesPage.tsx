import { Button, Container, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import { paths } from '../../../config/paths';
import { droneFeatures, droneProducts, dronesHero, rndProjects } from '../../../content/drones';
import { Link } from 'react-router-dom';
import { CallToAction } from '../components/CallToAction';
import { IconArrowRight, IconCheck } from '../../../components/icons';
import { toggleSingle } from '../components/model';
import { PageHero } from '../components/PageHero';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import { DroneProductCard } from './DroneProductCard';
import { HeroVideo } from './HeroVideo';
import { RndCard } from './RndCard';
import classes from './drones.module.css';

const productTags: Record<string, string> = {
  ed1: 'For schools & hobbyists',
  custom: 'For enterprises & government',
};

export function DronesPage() {
  usePageMeta({
    title: 'Drones',
    description:
      'The ED1 Educational Drone for classrooms and custom drones for agriculture, mapping, inspection and search and rescue — designed and supported by SkyForge in Nellore.',
  });
  const [expandedId, setExpandedId] = useState<string | null>(null);

  return (
    <>
      <PageHero
        size="full"
        eyebrow="Drone Products"
        title={dronesHero.title}
        subtitle={dronesHero.subtitle}
        background={<HeroVideo src={dronesHero.video} poster={dronesHero.poster} />}
      >
        <Button
          component="a"
          href="#drone-products"
          size="lg"
          radius="xl"
          rightSection={<IconArrowRight size={18} />}
        >
          See our drones
        </Button>
        <Button component={Link} to={paths.contact} size="lg" radius="xl" variant="white">
          Talk to an engineer
        </Button>
      </PageHero>

      <section className={`${site.section} ${site.muted}`} aria-labelledby="features-title">
        <Container size="lg">
          <SectionTitle
            id="features-title"
            eyebrow="Why our drones"
            title="Engineered for learning and for the field"
            description="Every SkyForge aircraft shares the same foundations: stable flight, open software, easy repairs and people nearby who can help."
          />
          <ul className={classes.featureGrid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {droneFeatures.map((feature) => (
              <li key={feature.title} className={classes.feature}>
                <span className={site.iconBadge} style={{ width: 44, height: 44 }}>
                  <IconCheck size={22} />
                </span>
                <div>
                  <h3 className={classes.featureTitle} style={{ margin: 0 }}>
                    {feature.title}
                  </h3>
                  <Text className={site.cardText} size="sm" mt={6}>
                    {feature.text}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        id="drone-products"
        className={`${site.section} ${site.anchorTarget}`}
        aria-labelledby="products-title"
      >
        <Container size="lg">
          <SectionTitle
            id="products-title"
            eyebrow="Products"
            title="Choose your drone"
            description="Start with the ED1 in the classroom, or let our engineers build an aircraft around your mission."
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={32}>
            {droneProducts.map((product) => (
              <DroneProductCard
                key={product.id}
                product={product}
                tag={productTags[product.id] ?? 'Drone'}
                expanded={expandedId === product.id}
                onToggle={() => setExpandedId((current) => toggleSingle(current, product.id))}
              />
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${site.section} ${site.muted}`} aria-labelledby="rnd-title">
        <Container size="lg">
          <SectionTitle
            id="rnd-title"
            eyebrow="Research & Development"
            title="What we are flying next"
            description="Hover over, tap or tab to a project to watch it in action."
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={24}>
            {rndProjects.map((project) => (
              <RndCard key={project.title} project={project} />
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <CallToAction
        title="Have a mission in mind?"
        text="Tell us what you need to fly, where and why. We will come back with a design, a timeline and a price."
        buttonLabel="Get a Quote"
        to={paths.contact}
      />
    </>
  );
}
