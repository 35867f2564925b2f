import { paths } from '../config/paths';

/** A service card on the home page. */
export interface ServiceCard {
  id: 'drones' | 'software' | 'training';
  title: string;
  description: string;
  highlights: string[];
  image: string;
  to: string;
  buttonLabel: string;
}

export const services: ServiceCard[] = [
  {
    id: 'drones',
    title: 'Drone Solutions',
    description:
      'Educational drones for classrooms and purpose-built aircraft for agriculture, mapping, inspection and emergency response.',
    highlights: [
      'ED1 Educational Drone',
      'Custom airframes and payloads',
      'Pilot training and support',
    ],
    image: '/media/services/drones.svg',
    to: paths.drones,
    buttonLabel: 'Explore Drones',
  },
  {
    id: 'software',
    title: 'Software Development',
    description:
      'Healthcare platforms, AI and machine learning, and web and cloud systems engineered to be secure, fast and easy to use.',
    highlights: [
      'AI hospital management',
      'Custom web and mobile apps',
      'Cloud migration and DevOps',
    ],
    image: '/media/services/software.svg',
    to: paths.software,
    buttonLabel: 'Explore Software',
  },
  {
    id: 'training',
    title: 'Educational Training',
    description:
      'Project-based programs in web development, data science and robotics that make young learners builders, not just users.',
    highlights: ['Ages 7 and up', 'Small batches, real projects', 'Partnered with 20 new schools'],
    image: '/media/services/training.svg',
    to: paths.training,
    buttonLabel: 'View Programs',
  },
];

/** A reason to choose SkyForge ("Why Choose Us" on the home page). */
export interface Reason {
  id: 'innovation' | 'quality' | 'support';
  title: string;
  description: string;
}

export const reasons: Reason[] = [
  {
    id: 'innovation',
    title: 'Innovation',
    description:
      'Our R&D team flies new ideas every week — from swarm formation to thermal search and rescue — and the best of them reach your product.',
  },
  {
    id: 'quality',
    title: 'Quality',
    description:
      'Every drone is bench-tested and test-flown before it ships, and every release of our software passes automated and clinical review.',
  },
  {
    id: 'support',
    title: 'Support 24/7',
    description:
      'Hospitals, farms and schools do not keep office hours, so neither do we. Reach a real engineer by phone, e-mail or WhatsApp, any time.',
  },
];
