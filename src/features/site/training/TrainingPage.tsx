import { Button, Chip, Container, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import { paths } from '../../../config/paths';
import {
  methodology,
  methodologyImage,
  programFilters,
  trainingHero,
  trainingPrograms,
  type ProgramFilter,
} from '../../../content/training';
import { Link } from 'react-router-dom';
import { FaqSection } from '../components/FaqSection';
import { CallToAction } from '../components/CallToAction';
import {
  IconArrowRight,
  IconBulb,
  IconChartBar,
  IconTarget,
  IconUsers,
} from '../../../components/icons';
import { toggleSingle } from '../components/model';
import { PageHero } from '../components/PageHero';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import { filterPrograms } from './model';
import { ProgramCard } from './ProgramCard';
import classes from './training.module.css';

const methodIcons = [IconBulb, IconUsers, IconTarget, IconChartBar];

function isProgramFilter(value: string): value is ProgramFilter {
  return (programFilters as readonly string[]).includes(value);
}

export function TrainingPage() {
  usePageMeta({
    title: 'Training Programs',
    description:
      'Project-based web development, data science and robotics programs for students below 10th standard — starting at age 7 — from SkyForge Technologies in Nellore.',
  });
  const [filter, setFilter] = useState<ProgramFilter>('All');
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const programs = filterPrograms(trainingPrograms, filter);

  return (
    <>
      <PageHero
        eyebrow={trainingHero.eyebrow}
        title={trainingHero.title}
        subtitle={trainingHero.subtitle}
        illustration={trainingHero.image}
        illustrationAlt="Students building a robot together in a SkyForge classroom"
      >
        <Button
          component="a"
          href="#programs"
          size="lg"
          radius="xl"
          rightSection={<IconArrowRight size={18} />}
        >
          Explore programs
        </Button>
        <Button component={Link} to={paths.signIn} size="lg" radius="xl" variant="white">
          Enroll Now
        </Button>
      </PageHero>

      <section
        id="programs"
        className={`${site.section} ${site.anchorTarget}`}
        aria-labelledby="programs-title"
      >
        <Container size="lg">
          <SectionTitle
            id="programs-title"
            eyebrow="Programs"
            title="Find the right program"
            description="Three programs, each with tracks for different ages. Every one of them ends with a real project your child can show off."
            mb={32}
          />
          <div role="radiogroup" aria-label="Filter programs by category" className={classes.chips}>
            <Chip.Group
              value={filter}
              onChange={(value) => {
                if (isProgramFilter(value)) setFilter(value);
              }}
            >
              {programFilters.map((name) => (
                <Chip key={name} value={name} size="md" variant="filled" radius="xl">
                  {name}
                </Chip>
              ))}
            </Chip.Group>
          </div>
          <VisuallyHidden aria-live="polite">
            {`Showing ${programs.length} ${programs.length === 1 ? 'program' : 'programs'}`}
          </VisuallyHidden>
          <div className={classes.programs}>
            {programs.map((program) => (
              <ProgramCard
                key={program.id}
                program={program}
                expanded={expandedId === program.id}
                onToggle={() => setExpandedId((current) => toggleSingle(current, program.id))}
              />
            ))}
          </div>
        </Container>
      </section>

      <section className={`${site.section} ${site.muted}`} aria-labelledby="method-title">
        <Container size="lg">
          <div className={classes.methodGrid}>
            <div>
              <SectionTitle
                id="method-title"
                eyebrow="Teaching methodology"
                title="How our students learn"
                description="Children learn technology the way engineers do: by building, testing and improving."
                align="left"
                mb={32}
              />
              <ul className={classes.methodList}>
                {methodology.map((item, index) => {
                  const Icon = methodIcons[index % methodIcons.length];
                  return (
                    <li key={item.title} className={classes.methodItem}>
                      <span className={site.iconBadge}>
                        <Icon size={24} />
                      </span>
                      <div>
                        <Title order={3} className={site.cardTitle} fz={18}>
                          {item.title}
                        </Title>
                        <Text className={site.cardText} mt={4}>
                          {item.text}
                        </Text>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
            <img
              className={site.illustration}
              src={methodologyImage}
              alt="A learning cycle: build, test, present and improve"
              width={1200}
              height={800}
              loading="lazy"
            />
          </div>
        </Container>
      </section>

      <div className={`${site.section} ${classes.faq}`}>
        <Container size="md">
          <FaqSection />
        </Container>
      </div>

      <CallToAction
        title="Not sure which program fits?"
        text="Tell us your child's age and interests, and we will recommend the right track and batch."
        buttonLabel="Get in Touch"
        to={paths.contact}
      />
    </>
  );
}
