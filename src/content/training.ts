/** Content of the /training page (spec §2, §3). */

export type ProgramCategory = 'Development' | 'Data' | 'Robotics';

/** Filter chips, in order; 'All' shows every program. */
export const programFilters = ['All', 'Development', 'Data', 'Robotics'] as const;
export type ProgramFilter = (typeof programFilters)[number];

export interface SubProgram {
  title: string;
  description: string;
  topics: string[];
}

export interface TrainingProgram {
  id: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  /** Core topics, shown on expand. */
  topics: string[];
  image: string;
  category: ProgramCategory;
  /** Specialized tracks, shown on expand. */
  subPrograms: SubProgram[];
}

export interface MethodologyItem {
  title: string;
  text: string;
}

export const trainingHero = {
  eyebrow: 'Training Programs',
  title: 'Where Young Minds Learn to Build the Future',
  subtitle:
    'Project-based courses in web development, data science and robotics for students below 10th standard — starting with children as young as 7.',
  image: '/media/training/hero.svg',
};

export const trainingPrograms: TrainingProgram[] = [
  {
    id: 'web-dev',
    title: 'Web Development',
    shortDescription:
      'From a first web page to a published web app: HTML, CSS, JavaScript and the habits of a real developer.',
    fullDescription:
      'Students start by building a personal page in their very first lesson and finish by publishing a complete web application for a real audience — their school, a family business or a cause they care about. Along the way they learn how the web works, how to design for people and how to write code others can read. Every term ends with a demo day for parents.',
    topics: [
      'How the internet and browsers work',
      'HTML structure and accessibility',
      'CSS layout, colour and responsive design',
      'JavaScript fundamentals and the DOM',
      'Git, GitHub and publishing a site',
      'Working in a team with code reviews',
    ],
    image: '/media/training/web-dev.svg',
    category: 'Development',
    subPrograms: [
      {
        title: 'Junior Web Creators (ages 7–10)',
        description: 'Visual, playful introduction to building pages with blocks and simple HTML.',
        topics: ['Block-based page builder', 'Images, colours and fonts', 'My first story website'],
      },
      {
        title: 'Front-End Foundations (ages 10–13)',
        description: 'Hand-written HTML, CSS and JavaScript, from layout to interactive games.',
        topics: ['Flexbox and grid', 'Events and animations', 'Browser games in JavaScript'],
      },
      {
        title: 'Full-Stack Starter (ages 13–15)',
        description: 'A first taste of React, APIs and databases through one capstone project.',
        topics: ['React components', 'Fetching data from APIs', 'Deploying a full web app'],
      },
    ],
  },
  {
    id: 'data-science',
    title: 'Data Science & Analytics',
    shortDescription:
      'Ask good questions of data: spreadsheets, Python, charts and a first look at machine learning.',
    fullDescription:
      'Data is everywhere — in cricket scores, weather reports and school results. In this program students learn to collect data, clean it, chart it and tell an honest story with it. Older students move on to Python and train their first machine-learning models, always with a conversation about fairness and privacy. Projects use real, local data sets, from Nellore rainfall to the school canteen menu.',
    topics: [
      'Collecting and cleaning data',
      'Spreadsheets, formulas and pivot tables',
      'Charts that tell the truth',
      'Python with pandas and notebooks',
      'Statistics for everyday decisions',
      'Introduction to machine learning and ethics',
    ],
    image: '/media/training/data-science.svg',
    category: 'Data',
    subPrograms: [
      {
        title: 'Data Detectives (ages 8–11)',
        description: 'Counting, sorting and charting with surveys the students run themselves.',
        topics: ['Class surveys', 'Bar and pie charts', 'Finding patterns'],
      },
      {
        title: 'Python for Data (ages 11–15)',
        description: 'Python notebooks, pandas and visualisation with real public data sets.',
        topics: ['Python basics', 'pandas data frames', 'matplotlib charts'],
      },
      {
        title: 'AI Explorers (ages 12–15)',
        description: 'Train, test and question simple machine-learning models.',
        topics: ['Image classifiers', 'Training vs. test data', 'Bias and fairness'],
      },
    ],
  },
  {
    id: 'robotics-ai',
    title: 'Robotics & AI',
    shortDescription:
      'Build, wire and program robots and drones that sense the world and make decisions on their own.',
    fullDescription:
      'This is where code leaves the screen. Students assemble robots from kits, wire sensors and motors, and program them to follow lines, avoid obstacles and recognise objects with a camera. The advanced track flies the ED1 Educational Drone through coded missions. Teams enter regional robotics challenges — our students took first place at the 2025 Young Innovators Robotics Challenge.',
    topics: [
      'Electronics: circuits, sensors and motors',
      'Arduino and microcontroller programming',
      'Block coding to Python for robots',
      'Computer vision basics',
      'Drone flight and coded missions with the ED1',
      'Engineering design and teamwork',
    ],
    image: '/media/training/robotics-ai.svg',
    category: 'Robotics',
    subPrograms: [
      {
        title: 'Little Roboticists (ages 7–9)',
        description: 'Screen-light, hands-on robotics with snap-together kits and block coding.',
        topics: ['Simple machines', 'Block-coded robots', 'Story-based challenges'],
      },
      {
        title: 'Robot Builders (ages 9–13)',
        description: 'Arduino-powered robots with sensors, motors and competition missions.',
        topics: ['Arduino basics', 'Line following', 'Obstacle avoidance'],
      },
      {
        title: 'Drone & AI Lab (ages 12–15)',
        description: 'Programming the ED1 drone and adding on-board intelligence with a camera.',
        topics: ['ED1 Python SDK', 'Autonomous missions', 'Object detection'],
      },
    ],
  },
];

/** The four items of the teaching methodology. */
export const methodology: MethodologyItem[] = [
  {
    title: 'Learn by building',
    text: 'Every lesson ends with something that works — a page, a chart, a robot that moves. Theory arrives exactly when it is needed.',
  },
  {
    title: 'Small batches',
    text: 'At most 12 students per instructor, so every child gets attention and nobody is left behind.',
  },
  {
    title: 'Real-world projects',
    text: 'Students solve problems from their own school and community, and present their work to parents at demo days.',
  },
  {
    title: 'Progress you can see',
    text: 'A portfolio of projects and regular reports for parents replace rote tests and certificates nobody reads.',
  },
];

export const methodologyImage = '/media/training/methodology.svg';
