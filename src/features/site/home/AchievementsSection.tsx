import { Container, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { achievements, type Achievement } from '../../../content/achievements';
import { IconArrowRight, IconCalendar } from '../../../components/icons';
import { SectionTitle } from '../components/SectionTitle';
import site from '../components/site.module.css';
import classes from './home.module.css';

// The dialog (and Mantine's modal machinery) loads only when a card is opened.
const AchievementModal = lazy(() => import('./AchievementModal'));

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
        <div className={`${site.grid} ${site.grid4}`}>
          {achievements.map((achievement) => (
            <AchievementCard key={achievement.id} achievement={achievement} onOpen={setSelected} />
          ))}
        </div>
      </Container>

      {shown && (
        <Suspense fallback={null}>
          <AchievementModal
            achievement={shown}
            opened={selected !== null}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
