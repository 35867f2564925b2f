import { Container, Grid, Stack } from '@mantine/core';
import { usePageMeta } from '../../../../components/usePageMeta';
import { PageHero } from '../../components/PageHero';
import { FaqSection } from '../../components/FaqSection';
import { ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import { ContactMap } from './ContactMap';
import { OutboxStatus } from './OutboxStatus';
import classes from './ContactPage.module.css';

export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Contact SkyForge Technologies in Nellore, Andhra Pradesh: send a message about drones, software or training, call us, or visit our office.',
  });
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        subtitle="Questions about drones, software or training? Send us a message, call, or visit our office in Nellore — we reply within one working day."
        backgroundImage="/media/slides/contact.svg"
        size="md"
      />
      <div className={classes.body}>
        <Container size="lg" py={{ base: 'xl', md: 60 }}>
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <OutboxStatus />
              <ContactForm />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ContactInfo />
            </Grid.Col>
          </Grid>
          <Stack gap="xl" mt="xl">
            <ContactMap />
            <FaqSection generalOnly />
          </Stack>
        </Container>
      </div>
    </>
  );
}
