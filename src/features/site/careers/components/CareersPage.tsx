import { usePageMeta } from '../../../../components/usePageMeta';
import { CareersHero } from './CareersHero';
import { OpenPositions } from './OpenPositions';
import { WhyJoinUs } from './WhyJoinUs';
import { WorkCulture } from './WorkCulture';

export function CareersPage() {
  usePageMeta({
    title: 'Careers',
    description:
      'Join SkyForge Technologies in Nellore: open positions in software development, drone technology, artificial intelligence and product management.',
  });
  return (
    <>
      <CareersHero />
      <WhyJoinUs />
      <WorkCulture />
      <OpenPositions />
    </>
  );
}
