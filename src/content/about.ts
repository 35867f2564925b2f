/** Content of the /about page. */

export interface Milestone {
  date: string;
  title: string;
  description: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Statement {
  title: string;
  text: string;
  points: string[];
  image: string;
}

export const aboutStory = {
  title: 'Our Story',
  image: '/media/about/story.svg',
  paragraphs: [
    'SkyForge Technologies was founded in 2025 in Nellore, Andhra Pradesh, by a group of engineers and teachers who were tired of watching great technology arrive late — and expensive — to the places that needed it most. Hospitals were still reconciling bills on paper, farmers were still spraying fields by hand, and most children met computers only as screens to watch.',
    'So we built a company that does three things under one roof: we design and assemble drones, we write software that runs hospitals and businesses, and we teach young people to build with technology themselves. Each part makes the others better. The drones our students program are the same ones our R&D team flies; the hospital software our developers ship is tested with the same care we teach in our classrooms.',
    'Today our platform supports over 50 hospitals, our programs run in 20 new partner schools, and our youngest students — some just seven years old and all below 10th standard — are writing their first lines of code. We are still a young company, and we like it that way: close to our customers, quick to learn and proud of everything we put our name on.',
  ],
};

export const aboutStats: Stat[] = [
  { value: '2025', label: 'Founded in Nellore' },
  { value: '50+', label: 'Hospitals on our platform' },
  { value: '20', label: 'New partner schools' },
  { value: '7+', label: 'Age our students start at' },
];

/** Three 2025 milestones (spec §2 /about). */
export const milestones: Milestone[] = [
  {
    date: 'January 2025',
    title: 'SkyForge is founded',
    description:
      'Our first lab opens on Trunk Road, Nellore, with a drone assembly bench, a software studio and a classroom under one roof.',
  },
  {
    date: 'June 2025',
    title: '20 new schools join our programs',
    description:
      'Twenty schools sign on to run SkyForge coding, data and robotics programs for students below 10th standard — children as young as 7.',
  },
  {
    date: 'September 2025',
    title: 'Over 50 hospitals on our platform',
    description:
      'Our AI Hospital Management System passes 50 hospitals and clinics, helping teams cut discharge times and keep pharmacies stocked.',
  },
];

export const mission: Statement = {
  title: 'Our Mission',
  text: 'To put dependable drones, intelligent software and real technology skills within reach of every hospital, farm, school and family we serve.',
  points: [
    'Build products that work first time and keep working',
    'Price fairly so that small institutions can benefit too',
    'Teach children to create with technology, not just consume it',
  ],
  image: '/media/about/mission.svg',
};

export const vision: Statement = {
  title: 'Our Vision',
  text: 'A future in which the technology that shapes India is designed, built and understood by the communities that use it — starting from Nellore.',
  points: [
    'A world-class engineering hub in Andhra Pradesh',
    'Healthcare that runs on data, not paperwork',
    'A generation of confident young builders',
  ],
  image: '/media/about/vision.svg',
};

export const values: { title: string; text: string }[] = [
  {
    title: 'Useful over flashy',
    text: 'We measure success by the problems we solve for our customers, not by the features we announce.',
  },
  {
    title: 'Safety by design',
    text: 'From prop guards on the ED1 to role-based access in our hospital software, safety is engineered in, not bolted on.',
  },
  {
    title: 'Learn in public',
    text: 'We share what we learn with our students, partners and the wider community — including our mistakes.',
  },
];
