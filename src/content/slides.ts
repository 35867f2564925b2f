import { paths } from '../config/paths';

/** One slide of the home page hero slider (spec §3). */
export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string;
  /** Background image (16:9, dark). */
  image: string;
  /** Where the slide's button goes. */
  route: string;
  /** Text of the slide's button. */
  buttonLabel: string;
}

export const heroSlides: HeroSlide[] = [
  {
    id: 'drones',
    title: 'Drones Built for Every Mission',
    subtitle:
      'From the ED1 classroom drone to custom survey, spraying and inspection platforms — designed, assembled and supported in Nellore.',
    image: '/media/slides/drones.svg',
    route: paths.drones,
    buttonLabel: 'Explore Drones',
  },
  {
    id: 'software',
    title: 'Software That Keeps Hospitals Running',
    subtitle:
      'AI-assisted hospital management, custom web platforms and cloud systems, trusted by more than 50 hospitals.',
    image: '/media/slides/software.svg',
    route: paths.software,
    buttonLabel: 'Explore Software',
  },
  {
    id: 'training',
    title: 'Future-Ready Skills for Young Minds',
    subtitle:
      'Hands-on coding, data and robotics programs for students below 10th standard — for children as young as 7.',
    image: '/media/slides/training.svg',
    route: paths.training,
    buttonLabel: 'View Programs',
  },
  {
    id: 'contact',
    title: "Let's Build Something Together",
    subtitle:
      'Tell us about your idea, your classroom or your hospital. An engineer — not a call centre — replies within one business day.',
    image: '/media/slides/contact.svg',
    route: paths.contact,
    buttonLabel: 'Contact Us',
  },
];
