import { ThemeIcon } from '@mantine/core';
import { IconBase } from '../../../../components/icons';
import type { NotificationType } from '../../../../data/recordTypes';
import { typeColors, typeLabels } from '../model';

const paths: Record<NotificationType, string[]> = {
  warning: [
    'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
    'M12 9v4',
    'M12 17h.01',
  ],
  success: ['M22 11.1V12a10 10 0 1 1-5.9-9.1', 'M22 4 12 14l-3-3'],
  error: ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'M15 9l-6 6', 'M9 9l6 6'],
  info: ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'M12 16v-4', 'M12 8h.01'],
};

/** Coloured type icon; its kind is spoken through the title text next to it. */
export function TypeIcon({ type }: { type: NotificationType }) {
  return (
    <ThemeIcon color={typeColors[type]} variant="light" size="lg" radius="xl">
      <IconBase role="img" aria-label={typeLabels[type]} aria-hidden={undefined}>
        {paths[type].map((d) => (
          <path key={d} d={d} />
        ))}
      </IconBase>
    </ThemeIcon>
  );
}
