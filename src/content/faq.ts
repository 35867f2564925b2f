/** The FAQ shown on /training and (General only) on /contact — spec §2, §3. */

export const faqCategories = [
  'General',
  'Drone Products',
  'Software Services',
  'Training Programs',
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const faqItems: FaqItem[] = [
  {
    id: 'general-1',
    question: 'What does SkyForge Technologies do?',
    answer:
      'We design and build educational and custom drones, develop software for healthcare and businesses, and run hands-on technology training for students. Everything is designed and supported from our office in Nellore, Andhra Pradesh.',
    category: 'General',
  },
  {
    id: 'general-2',
    question: 'How can I get in touch with your team?',
    answer:
      'Use the contact form on this page, call either of our phone numbers or write to our e-mail address. We answer within one working day, Monday to Friday 9:00 AM-6:00 PM and Saturday 10:00 AM-2:00 PM.',
    category: 'General',
  },
  {
    id: 'drones-1',
    question: 'Who is the ED1 Educational Drone made for?',
    answer:
      'The ED1 is built for classrooms and beginners: a sturdy frame with prop guards, programmable flight modes and lesson plans, so students can learn flight, sensors and coding safely.',
    category: 'Drone Products',
  },
  {
    id: 'drones-2',
    question: 'Can you build a drone for our specific application?',
    answer:
      'Yes. Our Custom Drones service covers agriculture, inspection, mapping and delivery prototypes. We start with your requirements, propose a design and payload, and deliver a tested aircraft with training for your operators.',
    category: 'Drone Products',
  },
  {
    id: 'software-1',
    question: 'What kind of software do you develop?',
    answer:
      'We build custom web and mobile applications, AI and machine-learning solutions and cloud systems, with a focus on healthcare such as our AI hospital management system used by more than 50 hospitals.',
    category: 'Software Services',
  },
  {
    id: 'software-2',
    question: 'How does a software project with you work?',
    answer:
      'Every project follows six steps: discovery, design, development, testing, deployment and maintenance. You get a fixed point of contact, regular demos and support after launch.',
    category: 'Software Services',
  },
  {
    id: 'training-1',
    question: 'How old do students need to be to join a training program?',
    answer:
      'Our programs welcome students below the 10th standard, with beginner tracks for children as young as 7, and advanced tracks for older students who already know the basics.',
    category: 'Training Programs',
  },
  {
    id: 'training-2',
    question: 'Do students receive a certificate?',
    answer:
      'Yes. Students who complete a program and its final project receive a SkyForge certificate that lists the topics and tracks they covered.',
    category: 'Training Programs',
  },
];

export function faqByCategory(category: FaqCategory): FaqItem[] {
  return faqItems.filter((item) => item.category === category);
}
