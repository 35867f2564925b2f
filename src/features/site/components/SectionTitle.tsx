import { Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site.module.css';

export interface SectionTitleProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Set on dark sections for light text. */
  onDark?: boolean;
  /** Id of the heading, for aria-labelledby. */
  id?: string;
  order?: TitleOrder;
  /** Space under the block (px). */
  mb?: number;
}

/** Eyebrow, heading and intro text of a page section. */
export function SectionTitle({
  eyebrow,
  title,
  description,
  align = 'center',
  onDark = false,
  id,
  order = 2,
  mb = 48,
}: SectionTitleProps) {
  return (
    <div
      style={{
        textAlign: align,
        maxWidth: align === 'center' ? 760 : undefined,
        marginInline: align === 'center' ? 'auto' : undefined,
        marginBottom: mb,
      }}
    >
      {eyebrow && (
        <span className={`${classes.eyebrow} ${onDark ? classes.eyebrowOnDark : ''}`}>
          {eyebrow}
        </span>
      )}
      <Title
        order={order}
        id={id}
        className={`${classes.sectionTitle} ${onDark ? classes.sectionTitleOnDark : ''}`}
      >
        {title}
      </Title>
      {description && (
        <p
          className={`${classes.sectionDescription} ${onDark ? classes.sectionDescriptionOnDark : ''}`}
        >
          {description}
        </p>
      )}
    </div>
  );
}
