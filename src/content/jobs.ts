/** The four open positions on /careers (spec §3 "Job opening"). */

export const departments = [
  'Software Development',
  'Drone Technology',
  'Artificial Intelligence',
  'Product Management',
] as const;

export type Department = (typeof departments)[number];

export type JobLocation = 'Remote / Office' | 'On-site' | 'Hybrid';

export type JobType = 'Full-time';

export interface JobOpening {
  id: string;
  title: string;
  department: Department;
  location: JobLocation;
  type: JobType;
  description: string;
  requirements: string[];
  benefits: string[];
  image: string;
}

export const jobOpenings: JobOpening[] = [
  {
    id: 'swe-001',
    title: 'Senior Full-Stack Developer',
    department: 'Software Development',
    location: 'Remote / Office',
    type: 'Full-time',
    description:
      'Design and build the web platforms behind our hospital management system and online shop. You will own features from database to user interface, review code and mentor junior developers.',
    requirements: [
      '4+ years building web applications with TypeScript, React and Node.js',
      'Solid knowledge of SQL and REST API design',
      'Experience with automated testing and CI/CD pipelines',
      'Clear written and spoken communication in English',
    ],
    benefits: [
      'Flexible remote or office work',
      'Health insurance for you and your family',
      'Annual learning budget for courses and conferences',
      'Latest laptop and equipment',
    ],
    image: '/media/careers/swe-001.svg',
  },
  {
    id: 'dre-001',
    title: 'Drone Systems Engineer',
    department: 'Drone Technology',
    location: 'On-site',
    type: 'Full-time',
    description:
      'Develop, assemble and test our educational and custom drones in the Nellore lab. You will work on flight controllers, sensors and payloads, and take prototypes from the bench to field trials.',
    requirements: [
      'Degree in electronics, mechanical or aerospace engineering',
      'Hands-on experience with flight controllers such as PX4 or ArduPilot',
      'Comfortable with soldering, CAD and embedded C/C++',
      'Drone pilot certification is a plus',
    ],
    benefits: [
      'Work with the latest drone hardware every day',
      'Paid certification and field-trial travel',
      'Health insurance',
      'Performance bonus',
    ],
    image: '/media/careers/dre-001.svg',
  },
  {
    id: 'ai-001',
    title: 'Machine Learning Engineer',
    department: 'Artificial Intelligence',
    location: 'Hybrid',
    type: 'Full-time',
    description:
      'Build and deploy the machine-learning models that power our healthcare analytics and drone vision features, from data pipelines to production monitoring.',
    requirements: [
      '3+ years of Python with PyTorch or TensorFlow',
      'Experience shipping models to production and monitoring them',
      'Good grounding in statistics and computer vision or NLP',
      'Familiarity with cloud platforms and containers',
    ],
    benefits: [
      'Hybrid schedule: three days in the office',
      'GPU workstation and cloud credits for experiments',
      'Conference and research publication support',
      'Health insurance',
    ],
    image: '/media/careers/ai-001.svg',
  },
  {
    id: 'pm-001',
    title: 'Product Manager',
    department: 'Product Management',
    location: 'Hybrid',
    type: 'Full-time',
    description:
      'Shape the roadmap of our training programs and software products. You will talk to schools, hospitals and customers, turn what you learn into clear priorities and guide the team to deliver.',
    requirements: [
      '3+ years of product management in a technology company',
      'Experience writing clear specifications and user stories',
      'Comfortable with data, analytics and customer interviews',
      'Background in education or healthcare is a plus',
    ],
    benefits: [
      'Direct influence on company strategy',
      'Hybrid schedule with flexible hours',
      'Health insurance',
      'Annual learning budget',
    ],
    image: '/media/careers/pm-001.svg',
  },
];
