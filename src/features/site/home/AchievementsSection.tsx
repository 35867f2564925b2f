import { Button, Container, Group, Modal, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { achievements, type Achievement } from '../../../content/achievements';
import { IconArrowRight, IconCalendar } from '../components/icons';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './home.module.css';

function AchievementCard({
  achievement,
  onOpen,
}: {
  achievement: Achievement;
  onOpen: (achievement: Achievement) => void;
}) {
  return (
    <article className={`${site.card} ${site.cardInteractive}`}>
      <button
        type="button"
        className={classes.achievementButton}
        onClick={() => onOpen(achievement)}
        aria-haspopup="dialog"
      >
        <div className={site.cardMedia}>
          <img src={achievement.image} alt="" width={1200} height={800} loading="lazy" />
        </div>
        <div className={site.cardBody}>
          <span className={classes.achievementDate}>
            <IconCalendar size={15} />
            {achievement.date}
          </span>
          <Title order={3} className={site.cardTitle} mt={8} fz={18}>
            {achievement.title}
          </Title>
          <Text className={site.cardText} size="sm" mt="xs">
            {achievement.description}
          </Text>
          <span className={classes.more}>
            View details <IconArrowRight size={16} />
          </span>
        </div>
      </button>
    </article>
  );
}

export function AchievementsSection() {
  const [selected, setSelected] = useState<Achievement | null>(null);
  // Keep the last entry rendered while the modal animates closed.
  const [shown, setShown] = useState<Achievement | null>(null);
  if (selected && selected !== shown) setShown(selected);

  return (
    <section className={`${site.section} ${site.muted}`} aria-labelledby="achievements-title">
      <Container size="lg">
        <SectionTitle
          id="achievements-title"
          eyebrow="Achievements"
          title="Our first year, in milestones"
          description="Founded in 2025, we have already shipped drones, gone live in hospitals and put technology in the hands of thousands of students."
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing={24}>
          {achievements.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} onOpen={setSelected} />
          ))}
        </SimpleGrid>
      </Container>

      <Modal
        opened={selected !== null}
        onClose={() => setSelected(null)}
        title={shown?.title}
        size="lg"
        radius="lg"
        centered
        styles={{ title: { fontWeight: 700, fontSize: 20, color: '#0b1d3a' } }}
      >
        {shown && (
          <>
            <img
              className={classes.modalImage}
              src={shown.image}
              alt={shown.title}
              width={1200}
              height={800}
            />
            <Text className={classes.achievementDate} component="p" mt="md">
              <IconCalendar size={15} />
              {shown.date}
            </Text>
            <Text mt="sm" lh={1.7} c="#2d3748">
              {shown.fullDetails}
            </Text>
            <Group justify="flex-end" mt="xl">
              <Button onClick={() => setSelected(null)} radius="xl">
                Close
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </section>
  );
}
