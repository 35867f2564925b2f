import { Button, Container, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { IconArrowRight } from '../../../components/icons';
import classes from './site.module.css';

export interface CallToActionProps {
  title?: string;
  text?: string;
  buttonLabel?: string;
  /** Where the button goes. */
  to?: string;
}

export const callToActionDefaults = {
  title: 'Ready to get started?',
  text: 'Contact us today to discuss your technology needs.',
  buttonLabel: 'Contact Us',
  to: paths.contact,
} as const satisfies Required<CallToActionProps>;

/** The closing banner of a page, with one button (spec §2 defaults). */
export function CallToAction({
  title = callToActionDefaults.title,
  text = callToActionDefaults.text,
  buttonLabel = callToActionDefaults.buttonLabel,
  to = callToActionDefaults.to,
}: CallToActionProps) {
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={classes.cta}>
          <Title order={2} id={titleId} className={classes.ctaTitle}>
            {title}
          </Title>
          <p className={classes.ctaText}>{text}</p>
          <Button
            component={Link}
            to={to}
            variant="white"
            size="lg"
            radius="xl"
            mt={32}
            rightSection={<IconArrowRight size={18} />}
          >
            {buttonLabel}
          </Button>
        </div>
      </Container>
    </section>
  );
}
