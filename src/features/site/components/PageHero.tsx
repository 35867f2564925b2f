import { Container, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './site.module.css';

export interface PageHeroProps {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  /** Full-bleed dark background image (16:9), loaded eagerly. */
  backgroundImage?: string;
  /** Anything drawn behind the content instead of an image, e.g. a video. */
  background?: ReactNode;
  /** Illustration (3:2) shown beside the text on wide screens. */
  illustration?: string;
  illustrationAlt?: string;
  /** md: compact page hero; lg: roomy; full: fills the viewport. */
  size?: 'md' | 'lg' | 'full';
  align?: 'left' | 'center';
  /** Buttons under the subtitle. */
  children?: ReactNode;
  /** Content under the actions (e.g. a stats row). */
  footer?: ReactNode;
}

/** Dark hero at the top of a public page; the transparent site header overlays it. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  backgroundImage,
  background,
  illustration,
  illustrationAlt = '',
  size = 'lg',
  align = 'left',
  children,
  footer,
}: PageHeroProps) {
  const titleId = useId();
  const hasBackdrop = Boolean(backgroundImage || background);
  const sectionClass = [
    classes.hero,
    hasBackdrop ? '' : classes.heroGrid,
    size === 'md' ? '' : classes.heroLg,
    size === 'full' ? classes.heroFull : '',
  ]
    .filter(Boolean)
    .join(' ');

  const text = (
    <div className={align === 'center' ? classes.heroCenter : undefined}>
      {eyebrow && <span className={classes.heroEyebrow}>{eyebrow}</span>}
      <Title order={1} id={titleId} className={classes.heroTitle}>
        {title}
      </Title>
      {subtitle && <p className={classes.heroSubtitle}>{subtitle}</p>}
      {children && <div className={classes.heroActions}>{children}</div>}
    </div>
  );

  return (
    <section className={sectionClass} aria-labelledby={titleId} data-hero="dark">
      {backgroundImage && (
        <img
          className={classes.heroBackground}
          src={backgroundImage}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
        />
      )}
      {background}
      {hasBackdrop && <div className={classes.heroShade} aria-hidden="true" />}
      <Container size="lg" className={classes.heroInner}>
        {illustration ? (
          <div className={classes.heroLayout}>
            {text}
            <div className={classes.heroIllustration}>
              <img
                src={illustration}
                alt={illustrationAlt}
                width={1200}
                height={800}
                fetchPriority="high"
              />
            </div>
          </div>
        ) : (
          text
        )}
        {footer}
      </Container>
    </section>
  );
}
