import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/usePageMeta';
import { paths } from '../../../config/paths';
import {
  hospitalSystem,
  processSteps,
  softwareHero,
  softwareServices,
  softwareStats,
  tailoredSolutions,
} from '../../../content/software';
import { CallToAction } from '../components/CallToAction';
import { CheckList } from '../components/CheckList';
import {
  IconArrowRight,
  IconBrain,
  IconChat,
  IconCloud,
  IconCode,
  IconHospital,
  IconMail,
  IconSchool,
  IconSettings,
  IconUsers,
} from '../../../components/icons';
import { PageHero } from '../components/PageHero';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './software.module.css';

const solutionIcons = [IconHospital, IconSchool, IconSettings, IconUsers];
const serviceIcons = [IconCode, IconBrain, IconCloud];

export function SoftwarePage() {
  usePageMeta({
    title: 'Software',
    description:
      'Healthcare software, AI and machine learning, custom applications and cloud solutions from SkyForge Technologies — trusted by more than 50 hospitals.',
  });

  return (
    <>
      <PageHero
        eyebrow={softwareHero.eyebrow}
        title={softwareHero.title}
        subtitle={softwareHero.subtitle}
        illustration={softwareHero.image}
        illustrationAlt="Dashboard of the SkyForge hospital management system on a laptop and tablet"
      >
        <Button
          component={Link}
          to={paths.contact}
          size="lg"
          radius="xl"
          rightSection={<IconArrowRight size={18} />}
        >
          Book a demo
        </Button>
        <Button component="a" href="#hospital-system" size="lg" radius="xl" variant="white">
          See the platform
        </Button>
      </PageHero>

      <section className={site.section} aria-labelledby="solutions-title">
        <Container size="lg">
          <SectionTitle
            id="solutions-title"
            eyebrow="Tailored solutions"
            title={tailoredSolutions.title}
            description={tailoredSolutions.intro}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={20}>
            {tailoredSolutions.items.map((item, index) => {
              const Icon = solutionIcons[index % solutionIcons.length];
              return (
                <div key={item.title} className={classes.solution}>
                  <span className={site.iconBadge}>
                    <Icon size={24} />
                  </span>
                  <Title order={3} className={site.cardTitle} fz={18} mt="md">
                    {item.title}
                  </Title>
                  <Text className={site.cardText} size="sm" mt={6}>
                    {item.text}
                  </Text>
                </div>
              );
            })}
          </SimpleGrid>
        </Container>
      </section>

      <section
        id="hospital-system"
        className={`${site.section} ${site.muted} ${site.anchorTarget}`}
        aria-labelledby="hospital-title"
      >
        <Container size="lg">
          <div className={classes.hospitalCard}>
            <div className={classes.split}>
              <div>
                <SectionTitle
                  id="hospital-title"
                  eyebrow="Flagship platform"
                  title={hospitalSystem.title}
                  description={hospitalSystem.intro}
                  align="left"
                  onDark
                  mb={28}
                />
                <CheckList items={hospitalSystem.features} onDark />
                <div className={classes.hospitalLinks}>
                  <Button
                    component={Link}
                    to={paths.contact}
                    radius="xl"
                    size="md"
                    leftSection={<IconMail size={18} />}
                  >
                    Contact our team
                  </Button>
                  <Button
                    component={Link}
                    to={paths.contact}
                    radius="xl"
                    size="md"
                    variant="white"
                    leftSection={<IconChat size={18} />}
                  >
                    Chat with us
                  </Button>
                </div>
              </div>
              <img
                className={site.illustration}
                src={hospitalSystem.image}
                alt="Hospital management dashboard showing bed occupancy, pharmacy stock and patient queues"
                width={1200}
                height={800}
                loading="lazy"
              />
            </div>
          </div>
        </Container>
      </section>

      <section className={site.section} aria-labelledby="services-title">
        <Container size="lg">
          <SectionTitle
            id="services-title"
            eyebrow="Services"
            title="What we build"
            description="One team for the whole life of your software: idea, code, cloud and care."
          />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing={24}>
            {softwareServices.map((service, index) => {
              const Icon = serviceIcons[index % serviceIcons.length];
              return (
                <article
                  key={service.title}
                  className={`${site.card} ${site.cardInteractive} ${classes.service}`}
                >
                  <span className={site.iconBadge}>
                    <Icon size={26} />
                  </span>
                  <Title order={3} className={site.cardTitle} mt="lg">
                    {service.title}
                  </Title>
                  <Text className={site.cardText} mt="sm">
                    {service.text}
                  </Text>
                </article>
              );
            })}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${site.section} ${site.muted}`} aria-labelledby="process-title">
        <Container size="lg">
          <SectionTitle
            id="process-title"
            eyebrow="How we work"
            title="A six-step process with no surprises"
            description="You see working software every two weeks, and you always know what happens next."
          />
          <ol className={classes.steps}>
            {processSteps.map((step) => (
              <li key={step.step} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {step.step}
                </span>
                <Title order={3} className={site.cardTitle} mt="md">
                  {step.title}
                </Title>
                <Text className={site.cardText} size="sm" mt={6}>
                  {step.text}
                </Text>
              </li>
            ))}
          </ol>
          <img
            className={site.illustration}
            style={{ marginTop: 48, maxWidth: 720, marginInline: 'auto' }}
            src="/media/software/process.svg"
            alt="Our delivery cycle: discovery, design, development, testing, deployment and maintenance"
            width={1200}
            height={800}
            loading="lazy"
          />
        </Container>
      </section>

      <section className={`${site.sectionTight} ${site.dark}`} aria-labelledby="trust-title">
        <Container size="lg">
          <SectionTitle
            id="trust-title"
            onDark
            eyebrow="Proven in the field"
            title="Trusted by 50+ hospitals"
            description="Hospitals and clinics across Andhra Pradesh, Telangana and Tamil Nadu run their day on SkyForge software."
          />
          <dl className={classes.trust}>
            {softwareStats.map((stat) => (
              <div key={stat.label} className={classes.trustItem}>
                <dt className={classes.trustLabel}>{stat.label}</dt>
                <dd className={classes.trustValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <CallToAction
        title="Let's talk about your software"
        text="Book a free 30-minute consultation with our engineers. No slides, no pressure — just a practical conversation about what you need."
        buttonLabel="Schedule a Consultation"
        to={paths.contact}
      />
    </>
  );
}
