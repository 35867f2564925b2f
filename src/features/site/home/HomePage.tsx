import { HydrateInTurn } from '../../../components/HydrateSeparately';
import { passes } from '../../../components/hydrationPasses';
import { usePageMeta } from '../../../components/usePageMeta';
import { heroSlides } from '../../../content/slides';
import { CallToAction } from '../components/CallToAction';
import { AchievementsSection } from './AchievementsSection';
import { HeroSlider } from './HeroSlider';
import { ServicesSection } from './ServicesSection';
import { WhyChooseUs } from './WhyChooseUs';

export function HomePage() {
  usePageMeta({
    title: 'SkyForge Technologies',
    description:
      'SkyForge Technologies builds educational and custom drones, AI-powered healthcare software and hands-on coding and robotics training for students in Nellore, Andhra Pradesh.',
  });
  return (
    <>
      <HeroSlider
        slides={heroSlides}
        heading="SkyForge Technologies — drones, software and technology training"
      />
      {/* Below the fold: taken over one after another, each in a pass of its own. */}
      <HydrateInTurn from={passes.header}>
        <ServicesSection />
        <AchievementsSection />
        <WhyChooseUs />
        <CallToAction />
      </HydrateInTurn>
    </>
  );
}
