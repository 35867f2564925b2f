import { Paper, Text, ThemeIcon } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './StatCard.module.css';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Small line under the value, e.g. '+12.5% vs last period'. */
  hint?: ReactNode;
  hintColor?: string;
  /** Mantine colour of the icon badge. */
  color?: string;
  /**
   * The figure is not in yet: an ellipsis instead of a figure that is not true (a $0.00), and the
   * hint keeps its line empty, so that nothing below moves when the figure arrives.
   */
  loading?: boolean;
}

/** Characters of a figure, which its font size makes room for (13 when not plain text). */
function valueLength(value: ReactNode): number {
  return typeof value === 'string' || typeof value === 'number' ? String(value).length : 13;
}

/** One figure on a dashboard-like page. */
export function StatCard({
  label,
  value,
  icon,
  hint,
  hintColor = 'dimmed',
  color,
  loading = false,
}: StatCardProps) {
  const shown = loading ? '…' : value;
  return (
    <Paper withBorder p="md" radius="md" className={classes.card}>
      <div className={classes.head}>
        {icon ? (
          <ThemeIcon variant="light" color={color} size="lg" radius="md" className={classes.icon}>
            {icon}
          </ThemeIcon>
        ) : null}
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} className={classes.label}>
          {label}
        </Text>
        <Text
          fw={700}
          className={classes.value}
          style={{ '--value-length': valueLength(shown) } as CSSProperties}
        >
          {shown}
        </Text>
      </div>
      {hint ? (
        <Text size="xs" c={hintColor} mt={6}>
          {loading ? '\u00a0' : hint}
        </Text>
      ) : null}
    </Paper>
  );
}
