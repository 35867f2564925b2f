import { Button, Group, Modal, Text } from '@mantine/core';
import type { Achievement } from '../../../content/achievements';
import { IconCalendar } from '../../../components/icons';
import classes from './home.module.css';

export interface AchievementModalProps {
  achievement: Achievement;
  opened: boolean;
  onClose: () => void;
}

/** Details of an achievement: image, date, title and the full story. Loaded on first open. */
export default function AchievementModal({ achievement, opened, onClose }: AchievementModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={achievement.title}
      size="lg"
      radius="lg"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 20, color: '#0b1d3a' } }}
    >
      <img
        className={classes.modalImage}
        src={achievement.image}
        alt={achievement.title}
        width={1200}
        height={800}
      />
      <Text className={classes.achievementDate} component="p" mt="md">
        <IconCalendar size={15} />
        {achievement.date}
      </Text>
      <Text mt="sm" lh={1.7} c="#2d3748">
        {achievement.fullDetails}
      </Text>
      <Group justify="flex-end" mt="xl">
        <Button onClick={onClose} radius="xl">
          Close
        </Button>
      </Group>
    </Modal>
  );
}
