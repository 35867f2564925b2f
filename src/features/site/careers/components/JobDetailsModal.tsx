import { Badge, Button, Group, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { JobOpening } from '../../../../content/jobs';
import { IconCheck } from '../../../../components/icons';
import classes from './JobModals.module.css';

export interface JobDetailsModalProps {
  job: JobOpening | null;
  opened: boolean;
  onClose: () => void;
  onApply: () => void;
  stackId?: string;
}

export function JobDetailsModal({ job, opened, onClose, onApply, stackId }: JobDetailsModalProps) {
  return (
    <Modal
      opened={opened && job !== null}
      onClose={onClose}
      stackId={stackId}
      size="lg"
      radius="lg"
      title={job?.title}
      closeButtonProps={{ 'aria-label': 'Close job details' }}
      classNames={{ title: classes.modalTitle, content: classes.modalContent }}
    >
      {job && (
        <Stack gap="md">
          <img
            className={classes.image}
            src={job.image}
            alt=""
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
          />
          <Group gap="xs">
            <Badge variant="light">{job.department}</Badge>
            <Badge variant="light" color="gray">
              {job.location}
            </Badge>
            <Badge variant="light" color="signal">
              {job.type}
            </Badge>
          </Group>
          <section>
            <Title order={3} size="h5" mb={6}>
              Description
            </Title>
            <Text>{job.description}</Text>
          </section>
          <section>
            <Title order={3} size="h5" mb={6}>
              Requirements
            </Title>
            <List
              spacing={6}
              icon={
                <ThemeIcon size={20} radius="xl" variant="light">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {job.requirements.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </section>
          <section>
            <Title order={3} size="h5" mb={6}>
              Benefits
            </Title>
            <List
              spacing={6}
              icon={
                <ThemeIcon size={20} radius="xl" variant="light" color="green">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {job.benefits.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </section>
          <Group justify="flex-end" mt="sm">
            <Button onClick={onApply}>Apply Now</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
