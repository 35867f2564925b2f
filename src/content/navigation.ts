import { paths } from '../config/paths';

/** Links of the public site header and footer (spec §2 "Site header and footer"). */

export interface NavItem {
  label: string;
  to: string;
}

/** Header links, in order. */
export const mainNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Drones', to: paths.drones },
  { label: 'Software', to: paths.software },
  { label: 'Training', to: paths.training },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  // Not in the spec's list, which left the site with no way into the shop (issue 16).
  { label: 'Shop', to: paths.shop },
  { label: 'Sign In', to: paths.signIn },
];

/** Footer "Services" group. */
export const footerServices: NavItem[] = [
  { label: 'Drone Products', to: paths.drones },
  { label: 'Software Development', to: paths.software },
  { label: 'AI & Machine Learning', to: paths.software },
  { label: 'Web Development', to: paths.software },
  { label: 'Educational Training', to: paths.training },
];

/** Footer "Quick Links" group. */
export const footerQuickLinks: NavItem[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Careers', to: paths.careers },
  { label: 'Shop', to: paths.shop }, // issue 16: not in the spec's list
];

/** Footer bottom bar links. */
export const footerBottomLinks: NavItem[] = [
  { label: 'Privacy', to: paths.privacy },
  { label: 'Terms', to: paths.terms },
  { label: 'Sitemap', to: paths.sitemap },
];
