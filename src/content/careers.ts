/** Static texts of /careers (spec §2): hero, Why Join Us?, Our Work Culture. */

export interface CareersCard {
  title: string;
  description: string;
}

export const careersHero = {
  title: 'Careers at SkyForge',
  tagline: 'Build the future of drones, software and learning with us.',
  description:
    'Join a young team in Nellore that designs drones, writes software for hospitals and teaches the next generation of engineers.',
  image: '/media/careers/hero.svg',
} as const;

export const whyJoinUs: CareersCard[] = [
  {
    title: 'Innovation First',
    description:
      'Work on real drones, AI and healthcare software. Try new ideas, build prototypes and see them used by schools and hospitals.',
  },
  {
    title: 'Growth & Learning',
    description:
      'A yearly learning budget, mentoring from senior engineers and time to explore new technologies and certifications.',
  },
  {
    title: 'Great Culture',
    description:
      'A friendly, diverse team that shares knowledge openly, celebrates wins together and supports each other.',
  },
];

export const workCulture = {
  title: 'Our Work Culture',
  intro: 'We are a small team with big goals. How we work matters as much as what we build.',
  image: '/media/careers/culture.svg',
  points: [
    {
      title: 'Collaborative Environment',
      description:
        'Engineers, designers and trainers work side by side; every voice is heard in planning and reviews.',
    },
    {
      title: 'Work-Life Balance',
      description:
        'Flexible hours, hybrid and remote options, and paid time off that we actually encourage you to take.',
    },
    {
      title: 'Career Growth',
      description:
        'Clear career paths, regular feedback and the chance to lead projects early in your career.',
    },
  ] satisfies CareersCard[],
} as const;
