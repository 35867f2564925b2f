import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconChevronDown, IconChevronUp, IconSelector } from '../../../../components/icons';
import classes from './OrdersPage.module.css';

export interface SortableThProps {
  children: ReactNode;
  active: boolean;
  direction: 'asc' | 'desc';
  onSort: () => void;
  align?: 'left' | 'right';
}

/** A column header that sorts; announces its state with aria-sort. */
export function SortableTh({
  children,
  active,
  direction,
  onSort,
  align = 'left',
}: SortableThProps) {
  const Icon = !active ? IconSelector : direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.sortTh}
    >
      <UnstyledButton
        onClick={onSort}
        className={classes.sortButton}
        data-align={align}
        data-active={active || undefined}
      >
        <span>{children}</span>
        <Icon size={14} />
      </UnstyledButton>
    </Table.Th>
  );
}
