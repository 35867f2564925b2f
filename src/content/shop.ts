// Static shop content (spec §2: trust badges, why-choose, testimonials, stats; product page
// sample reviews and specifications). Typed data, not JSX.
import type { ProductCategory } from '../api/types';
import { shopHeroImage } from './shopHeroImage';

export type ShopIcon =
  'truck' | 'return' | 'support' | 'star' | 'shield' | 'graduation' | 'drone' | 'sparkle';

export interface TrustBadge {
  icon: ShopIcon;
  title: string;
  text: string;
}

export interface WhyChooseItem {
  icon: ShopIcon;
  title: string;
  text: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  rating: number;
  quote: string;
}

export interface ShopStat {
  value: string;
  label: string;
}

export interface SampleReview {
  id: string;
  author: string;
  rating: number;
  date: string;
  title: string;
  text: string;
  verified: boolean;
}

export interface Specification {
  label: string;
  value: string;
}

export const shopHero = {
  eyebrow: 'SkyForge Shop',
  title: 'Fly further. Learn faster.',
  text: 'Educational drones, pro kits and hands-on student courses from the team that builds them — shipped fast, backed by real engineers.',
  coursesButton: 'Shop Student Courses',
  dronesButton: 'Shop Drone Products',
  image: shopHeroImage,
  imageAlt: 'A SkyForge drone flying over a classroom workbench with laptops and course books',
} as const;

export const trustBadges: readonly TrustBadge[] = [
  { icon: 'truck', title: 'Free Shipping', text: 'On every order, delivered to your door' },
  { icon: 'return', title: '30-Day Returns', text: 'Changed your mind? Send it back' },
  { icon: 'support', title: '24/7 Support', text: 'Real engineers, day and night' },
  { icon: 'star', title: '4.8 Rating', text: 'From thousands of happy customers' },
];

export const whyChoose = {
  title: 'Why choose SkyForge?',
  text: 'We design, build and teach with the same drones we sell — so every product comes with know-how, not just a manual.',
  items: [
    {
      icon: 'drone',
      title: 'Built by engineers',
      text: 'Every drone is assembled and flight-tested in-house before it ships.',
    },
    {
      icon: 'graduation',
      title: 'Courses that go hands-on',
      text: 'Project-based lessons from instructors who fly, code and build every day.',
    },
    {
      icon: 'shield',
      title: 'Safe and certified',
      text: 'Prop guards, certified batteries and safety-first flight software as standard.',
    },
    {
      icon: 'sparkle',
      title: 'Support that lasts',
      text: 'Spare parts, firmware updates and a helpful team long after your purchase.',
    },
  ] satisfies WhyChooseItem[],
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    id: 't-1',
    name: 'Priya Sharma',
    role: 'Science teacher, Nellore',
    rating: 5,
    quote:
      'The ED1 drones turned our physics class into the most popular hour of the week. Sturdy, easy to code and the support team answered every question.',
  },
  {
    id: 't-2',
    name: 'Arjun Reddy',
    role: 'Engineering student',
    rating: 5,
    quote:
      'The drone programming course was exactly what I needed for my final-year project. Clear lessons, real flights and a mentor who actually replied.',
  },
  {
    id: 't-3',
    name: 'Meera Nair',
    role: 'Parent of a 12-year-old',
    rating: 4,
    quote:
      'My son built his first FPV kit over a weekend with the step-by-step guide. Delivery was quick and the spare propellers saved the day.',
  },
];

export const shopStats: readonly ShopStat[] = [
  { value: '10,000+', label: 'Happy customers' },
  { value: '2,500+', label: 'Students trained' },
  { value: '500+', label: 'Drones delivered' },
  { value: '4.8/5', label: 'Average rating' },
];

/** The product page's Reviews tab: fixed sample data (spec §2). */
export const sampleReviews: readonly SampleReview[] = [
  {
    id: 'r-1',
    author: 'Rahul K.',
    rating: 5,
    date: 'March 12, 2025',
    title: 'Exceeded my expectations',
    text: 'Great build quality and it arrived well packed. Setup took minutes and everything worked on the first try.',
    verified: true,
  },
  {
    id: 'r-2',
    author: 'Sneha P.',
    rating: 4,
    date: 'February 28, 2025',
    title: 'Very good value',
    text: 'Does exactly what it promises. The documentation could be a little more detailed, but support filled the gaps quickly.',
    verified: true,
  },
  {
    id: 'r-3',
    author: 'David M.',
    rating: 5,
    date: 'January 19, 2025',
    title: 'Perfect for learning',
    text: 'Bought it for our school club. The students love it and it has survived plenty of enthusiastic use.',
    verified: false,
  },
];

/** Specifications tab: sensible per category. */
export const specificationsByCategory: Record<ProductCategory, readonly Specification[]> = {
  drones: [
    { label: 'Category', value: 'Drone Products' },
    { label: 'Flight time', value: 'Up to 12–30 minutes (model dependent)' },
    { label: 'Control range', value: 'Up to 1 km line of sight' },
    { label: 'Battery', value: 'Rechargeable LiPo, balance-charged' },
    { label: 'Connectivity', value: '2.4 GHz radio, Wi-Fi app pairing' },
    { label: 'Programming', value: 'Block coding and Python SDK' },
    { label: 'In the box', value: 'Airframe or parts, propellers, charger, quick-start guide' },
    { label: 'Warranty', value: '12 months limited warranty' },
  ],
  courses: [
    { label: 'Category', value: 'Student Courses' },
    { label: 'Format', value: 'Online lessons with live mentor sessions' },
    { label: 'Duration', value: '6–8 weeks, self-paced' },
    { label: 'Level', value: 'Beginner to intermediate' },
    { label: 'Language', value: 'English' },
    { label: 'Access', value: 'Lifetime access to recordings and materials' },
    { label: 'Certificate', value: 'Certificate of completion' },
    { label: 'Requirements', value: 'A computer with an internet connection' },
  ],
};

/** Highlights under the Description tab. */
export const highlightsByCategory: Record<ProductCategory, readonly string[]> = {
  drones: [
    'Assembled and flight-tested by SkyForge engineers',
    'Spare parts and firmware updates available',
    'Free shipping and 30-day returns',
  ],
  courses: [
    'Hands-on projects with real hardware and code',
    'Mentor support and a certificate of completion',
    'Start any time, learn at your own pace',
  ],
};
