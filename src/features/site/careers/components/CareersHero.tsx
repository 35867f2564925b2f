import { Button } from '@mantine/core';
import { careersHero } from '../../../../content/careers';
import { PageHero } from '../../components/PageHero';

export function CareersHero() {
  return (
    <PageHero
      eyebrow="Careers"
      title={careersHero.title}
      subtitle={
        <>
          <strong>{careersHero.tagline}</strong> {careersHero.description}
        </>
      }
      backgroundImage={careersHero.image}
    >
      <Button component="a" href="#open-positions" size="md" color="signal.8">
        See open positions
      </Button>
    </PageHero>
  );
}
