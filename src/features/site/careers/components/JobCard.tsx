import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import type { JobOpening } from '../../../../content/jobs';
import { IconBriefcase, IconMapPin } from '../../../../components/icons';
import classes from './JobCard.module.css';

export function JobCard({ job, onViewDetails }: { job: JobOpening; onViewDetails: () => void }) {
  const titleId = `job-${job.id}-title`;
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      aria-labelledby={titleId}
    >
      <Card.Section>
        <img
          className={classes.image}
          src={job.image}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </Card.Section>
      <Group gap={6} mt="md">
        <Badge variant="light">{job.department}</Badge>
      </Group>
      <Title order={3} size="h4" mt="sm" id={titleId}>
        {job.title}
      </Title>
      <Group gap="md" mt={6} c="dimmed">
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} />
          <Text size="sm">{job.location}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconBriefcase size={16} />
          <Text size="sm">{job.type}</Text>
        </Group>
      </Group>
      <Text mt="sm" className={classes.description}>
        {job.description}
      </Text>
      <Button variant="light" fullWidth onClick={onViewDetails} className={classes.button}>
        View Details
      </Button>
    </Card>
  );
}
