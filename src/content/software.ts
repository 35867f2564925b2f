/** Content of the /software page. */

export interface SoftwareItem {
  title: string;
  text: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  text: string;
}

export const softwareHero = {
  eyebrow: 'Healthcare Software',
  title: 'Healthcare Software That Puts Patients First',
  subtitle:
    'We design, build and support the systems that keep hospitals running — from the front desk to the pharmacy to the boardroom.',
  image: '/media/software/hero.svg',
};

export const tailoredSolutions = {
  title: 'Tailored Solutions for Every Organisation',
  intro:
    'No two hospitals, schools or businesses work the same way, so we do not sell one-size-fits-all software. We start by watching how your team really works, then build exactly what removes the friction.',
  items: [
    {
      title: 'Hospitals & clinics',
      text: 'Patient records, appointments, pharmacy, laboratory and billing that talk to each other.',
    },
    {
      title: 'Schools & colleges',
      text: 'Admissions, fee collection, attendance and learning portals that parents and teachers actually enjoy using.',
    },
    {
      title: 'Businesses & startups',
      text: 'Customer portals, inventory, dashboards and mobile apps, built to grow with you.',
    },
    {
      title: 'Government & NGOs',
      text: 'Field data collection and reporting that works offline in rural areas and syncs when back online.',
    },
  ] satisfies SoftwareItem[],
};

export const hospitalSystem = {
  title: 'AI Hospital Management System',
  intro:
    'Our flagship platform brings every department of a hospital onto one secure system — and uses AI to help your staff see problems coming before they become emergencies.',
  image: '/media/software/hospital.svg',
  features: [
    'Outpatient registration and token queues in under a minute',
    'Electronic medical records with ABHA (Ayushman Bharat Health Account) linking',
    'Pharmacy and store stock with expiry and reorder alerts',
    'Laboratory orders and results delivered straight to the doctor',
    'AI bed-demand forecasting 72 hours ahead',
    'Insurance, TPA and cashless billing in one place',
    'Role-based access and a full audit trail for every record',
    'Works on desktops, tablets and phones across the ward',
  ],
};

/** The services trio. */
export const softwareServices: SoftwareItem[] = [
  {
    title: 'Custom Software',
    text: 'Web, desktop and mobile applications designed around your workflow, with clean code you own outright.',
  },
  {
    title: 'AI & Machine Learning',
    text: 'Forecasting, document understanding, computer vision and chat assistants, trained on your data and deployed responsibly.',
  },
  {
    title: 'Cloud Solutions',
    text: 'Migration, hosting in Indian data centres, backups and monitoring, so your systems are fast, secure and always on.',
  },
];

/** The six-step delivery process. */
export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery',
    text: 'We spend time with your team, map the workflow and agree on measurable goals.',
  },
  {
    step: 2,
    title: 'Design',
    text: 'Clickable prototypes are tested with real users before a single line of production code is written.',
  },
  {
    step: 3,
    title: 'Development',
    text: 'Two-week sprints with a working demo at the end of each one, so you always see progress.',
  },
  {
    step: 4,
    title: 'Testing',
    text: 'Automated tests, security reviews and user acceptance testing with your own staff.',
  },
  {
    step: 5,
    title: 'Deployment',
    text: 'A careful go-live with data migration, on-site training and our engineers on the floor.',
  },
  {
    step: 6,
    title: 'Maintenance',
    text: 'Monitoring, updates and 24/7 support under a clear service-level agreement.',
  },
];

export const softwareStats: { value: string; label: string }[] = [
  { value: '50+', label: 'Hospitals trust our platform' },
  { value: '99.9%', label: 'Platform uptime' },
  { value: '24/7', label: 'Engineer-led support' },
  { value: '72 h', label: 'AI bed-demand forecast' },
];
