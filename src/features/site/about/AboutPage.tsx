import { Container, SimpleGrid, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../components/usePageMeta';
import {
  aboutStats,
  aboutStory,
  milestones,
  mission,
  values,
  vision,
  type Statement,
} from '../../../content/about';
import { CallToAction } from '../components/CallToAction';
import { CheckList } from '../components/CheckList';
import { IconEye, IconRocket, IconTarget } from '../../../components/icons';
import { PageHero } from '../components/PageHero';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './about.module.css';

function StatementCard({ statement, icon }: { statement: Statement; icon: ReactNode }) {
  return (
    <article className={`${site.card} ${classes.statement}`}>
      <div className={site.cardMedia}>
        <img src={statement.image} alt="" width={1200} height={800} loading="lazy" />
      </div>
      <div className={classes.statementBody}>
        <span className={site.iconBadge}>{icon}</span>
        <Title order={3} className={site.cardTitle} fz={26} mt="lg">
          {statement.title}
        </Title>
        <Text className={site.cardText} fz={18} mt="sm" mb="lg">
          {statement.text}
        </Text>
        <CheckList items={statement.points} />
      </div>
    </article>
  );
}

export function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description:
      'Founded in 2025 in Nellore, SkyForge Technologies builds drones, healthcare software and technology training. Read our story, milestones, mission and vision.',
  });

  return (
    <>
      <PageHero
        eyebrow="About SkyForge"
        title="Engineers and teachers building technology that matters"
        subtitle="Founded in 2025 in Nellore, Andhra Pradesh, we design drones, write software for hospitals and teach young people to build with technology themselves."
        footer={
          <dl className={`${classes.stats} ${classes.statsOnHero}`}>
            {aboutStats.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <dt className={classes.statLabel}>{stat.label}</dt>
                <dd className={classes.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <section className={site.section} aria-labelledby="story-title">
        <Container size="lg">
          <div className={classes.storyGrid}>
            <div>
              <SectionTitle
                id="story-title"
                eyebrow="Who we are"
                title={aboutStory.title}
                align="left"
                mb={24}
              />
              <div className={classes.storyText}>
                {aboutStory.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
              </div>
            </div>
            <img
              className={site.illustration}
              src={aboutStory.image}
              alt="The SkyForge lab in Nellore, with a drone bench, a software studio and a classroom"
              width={1200}
              height={800}
              loading="lazy"
            />
          </div>
        </Container>
      </section>

      <section className={`${site.section} ${site.muted}`} aria-labelledby="timeline-title">
        <Container size="lg">
          <SectionTitle
            id="timeline-title"
            eyebrow="Milestones"
            title="Our journey so far"
            description="2025 was our first year. Here are three moments that defined it."
          />
          <div className={classes.timeline}>
            <Timeline active={milestones.length - 1} bulletSize={36} lineWidth={3} color="sky">
              {milestones.map((milestone, index) => (
                <Timeline.Item
                  key={milestone.title}
                  bullet={
                    <Text fw={800} fz={14} c="white">
                      {index + 1}
                    </Text>
                  }
                >
                  <div className={classes.milestone}>
                    <Text className={classes.milestoneDate}>{milestone.date}</Text>
                    <Title order={3} fz={20} mt={6} c="#0b1d3a">
                      {milestone.title}
                    </Title>
                    <Text c="#4a5568" mt={8} lh={1.65}>
                      {milestone.description}
                    </Text>
                  </div>
                </Timeline.Item>
              ))}
            </Timeline>
          </div>
        </Container>
      </section>

      <section className={site.section} aria-labelledby="mission-title">
        <Container size="lg">
          <SectionTitle
            id="mission-title"
            eyebrow="Purpose"
            title="Mission and vision"
            description="Why we get up in the morning, and where we are headed."
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={28}>
            <StatementCard statement={mission} icon={<IconTarget size={26} />} />
            <StatementCard statement={vision} icon={<IconEye size={26} />} />
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${site.sectionTight} ${site.muted}`} aria-labelledby="values-title">
        <Container size="lg">
          <SectionTitle id="values-title" eyebrow="Values" title="How we work" mb={40} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing={24}>
            {values.map((value) => (
              <div key={value.title} className={`${site.card} ${classes.valueCard}`}>
                <span className={site.iconBadge}>
                  <IconRocket size={24} />
                </span>
                <Title order={3} className={site.cardTitle} mt="md">
                  {value.title}
                </Title>
                <Text className={site.cardText} mt="xs">
                  {value.text}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <CallToAction
        title="Let's build something together"
        text="Whether you run a hospital, a school or a farm, we would love to hear what you are working on."
        buttonLabel="Contact Us"
      />
    </>
  );
}
