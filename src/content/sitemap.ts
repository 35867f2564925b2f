import { paths } from '../config/paths';

/** Content of the /sitemap page (spec §2). */

export interface SitemapLink {
  label: string;
  to: string;
  description: string;
}

export interface SitemapGroup {
  id: 'main' | 'services' | 'resources';
  title: string;
  description: string;
  image: string;
  links: SitemapLink[];
}

export interface NavigationTip {
  id: 'menu' | 'footer' | 'search';
  title: string;
  text: string;
}

export const sitemapGroups: SitemapGroup[] = [
  {
    id: 'main',
    title: 'Main Pages',
    description: 'Start here to learn who we are and how to reach us.',
    image: '/media/sitemap/main.svg',
    links: [
      {
        label: 'Home',
        to: paths.home,
        description: 'Highlights, services and our latest achievements.',
      },
      {
        label: 'About',
        to: paths.about,
        description: 'Our story, milestones, mission and vision.',
      },
      {
        label: 'Contact',
        to: paths.contact,
        description: 'Send a message, call us or visit our Nellore office.',
      },
    ],
  },
  {
    id: 'services',
    title: 'Services',
    description: 'Everything we design, build and teach.',
    image: '/media/sitemap/services.svg',
    links: [
      {
        label: 'Drone Products',
        to: paths.drones,
        description: 'The ED1 Educational Drone, custom drones and our R&D projects.',
      },
      {
        label: 'Software Development',
        to: paths.software,
        description: 'Healthcare software, AI and machine learning, and cloud solutions.',
      },
      {
        label: 'Training Programs',
        to: paths.training,
        description: 'Web development, data science and robotics courses for students.',
      },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    description: 'News, policies and opportunities to join the team.',
    image: '/media/sitemap/resources.svg',
    links: [
      {
        label: 'News',
        to: paths.news,
        description: 'Product launches, partnerships and stories from our classrooms.',
      },
      {
        label: 'Privacy Policy',
        to: paths.privacy,
        description: 'How we collect, use and protect your personal data.',
      },
      {
        label: 'Terms of Service',
        to: paths.terms,
        description: 'The terms for using our website, products and services.',
      },
      { label: 'Careers', to: paths.careers, description: 'Open positions and life at SkyForge.' },
    ],
  },
];

export const navigationTips: NavigationTip[] = [
  {
    id: 'menu',
    title: 'Use the main menu',
    text: 'The menu at the top of every page takes you to our drones, software, training, about and contact pages. On a phone, tap the menu button to open it.',
  },
  {
    id: 'footer',
    title: 'Check the footer links',
    text: 'The footer at the bottom of every page lists all of our services, quick links to our policies and careers, and our address, phone and e-mail.',
  },
  {
    id: 'search',
    title: 'Search the shop',
    text: 'Looking for a particular course or drone? Use the search box in our online shop to find products by name or description.',
  },
];
