import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { services, type ServiceCard } from '../../../content/services';
import { CheckList } from '../components/CheckList';
import { IconArrowRight, IconCode, IconDrone, IconSchool } from '../../../components/icons';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './home.module.css';

const serviceIcons: Record<ServiceCard['id'], typeof IconDrone> = {
  drones: IconDrone,
  software: IconCode,
  training: IconSchool,
};

export function ServicesSection() {
  return (
    <section className={site.section} aria-labelledby="services-title">
      <Container size="lg">
        <SectionTitle
          id="services-title"
          eyebrow="What we do"
          title="Three disciplines, one team"
          description="We design drones, engineer software and teach the next generation to build with both — and each practice makes the others stronger."
        />
        <div className={`${site.grid} ${site.grid3}`}>
          {services.map((service) => {
            const Icon = serviceIcons[service.id];
            return (
              <article key={service.id} className={`${site.card} ${site.cardInteractive}`}>
                <div className={`${site.cardMedia} ${classes.serviceMedia}`}>
                  <div className={classes.serviceMediaInner}>
                    <img src={service.image} alt="" width={1200} height={800} loading="lazy" />
                  </div>
                  <span className={`${site.iconBadge} ${classes.serviceIcon}`}>
                    <Icon size={26} />
                  </span>
                </div>
                <div className={`${site.cardBody} ${classes.serviceBody}`}>
                  <Title order={3} className={site.cardTitle}>
                    {service.title}
                  </Title>
                  <Text className={site.cardText} mt="sm" mb="lg">
                    {service.description}
                  </Text>
                  <CheckList items={service.highlights} />
                  <Button
                    component={Link}
                    to={service.to}
                    variant="light"
                    radius="xl"
                    mt="xl"
                    style={{ alignSelf: 'flex-start', marginTop: 'auto' }}
                    rightSection={<IconArrowRight size={16} />}
                  >
                    {service.buttonLabel}
                  </Button>
                </div>
              </article>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
