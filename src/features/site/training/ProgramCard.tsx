import { Badge, Button, Collapse, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { TrainingProgram } from '../../../content/training';
import { IconArrowRight, IconChevronDown } from '../../../components/icons';
import { usePrefersReducedMotion } from '../components/usePrefersReducedMotion';
import site from '../components/site.module.css';
import classes from './training.module.css';

export interface ProgramCardProps {
  program: TrainingProgram;
  expanded: boolean;
  onToggle: () => void;
}

/** A training program; core topics and specialized tracks show on expand. */
export function ProgramCard({ program, expanded, onToggle }: ProgramCardProps) {
  const detailsId = useId();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <article
      className={`${site.card} ${classes.program}`}
      data-testid="program-card"
      data-category={program.category}
    >
      <div className={`${site.cardMedia} ${classes.programMedia}`}>
        <img src={program.image} alt="" width={1200} height={800} loading="lazy" />
      </div>
      <div className={classes.programBody}>
        <Badge variant="light" color="sky" radius="sm" size="lg" tt="none">
          {program.category}
        </Badge>
        <Title order={3} className={site.cardTitle} fz={26} mt="sm">
          {program.title}
        </Title>
        <Text className={site.cardText} fz={17} mt="sm">
          {program.shortDescription}
        </Text>

        <Collapse
          expanded={expanded}
          transitionDuration={reducedMotion ? 0 : 250}
          keepMounted={false}
        >
          <div className={classes.details} id={detailsId}>
            <Text className={site.cardText}>{program.fullDescription}</Text>
            <h4 className={classes.detailsHeading} style={{ marginTop: 24 }}>
              Core topics
            </h4>
            <ul className={classes.topics}>
              {program.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <h4 className={classes.detailsHeading}>Specialized tracks</h4>
            <div className={classes.tracks}>
              {program.subPrograms.map((track) => (
                <div key={track.title} className={classes.track}>
                  <Title order={5} fz={16} c="#0b1d3a">
                    {track.title}
                  </Title>
                  <Text size="sm" c="#4a5568" mt={6}>
                    {track.description}
                  </Text>
                  <ul className={classes.trackTopics}>
                    {track.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </Collapse>

        <div className={classes.actions}>
          <Button
            variant="light"
            radius="xl"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            rightSection={
              <IconChevronDown
                size={16}
                style={{
                  transform: expanded ? 'rotate(180deg)' : undefined,
                  transition: 'transform 200ms ease',
                }}
              />
            }
          >
            {expanded ? 'Hide details' : 'View details'}
          </Button>
          <Button
            component={Link}
            to={paths.signIn}
            radius="xl"
            rightSection={<IconArrowRight size={16} />}
          >
            Enroll Now
          </Button>
        </div>
      </div>
    </article>
  );
}
