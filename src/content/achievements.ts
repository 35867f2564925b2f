/** An achievement, award or milestone shown on the home page (spec §3: 11 entries). */
export interface Achievement {
  id: string;
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** The full story shown in the detail modal. */
  fullDetails: string;
  /** Display date, e.g. 'March 2025'. */
  date: string;
  image: string;
}

export const achievements: Achievement[] = [
  {
    id: 'a01',
    title: 'SkyForge Technologies Founded in Nellore',
    description:
      'A small team of drone engineers, software developers and teachers opened its first lab on Trunk Road.',
    fullDetails:
      'SkyForge Technologies was founded in January 2025 with a simple idea: the technology that shapes the next decade should be designed, built and taught close to the people who use it. Our first lab on Trunk Road, Nellore, combined a drone assembly bench, a software studio and a classroom under one roof — and it still does. Within weeks the founding team of eleven had shipped its first hospital software module and flown its first prototype airframe.',
    date: 'January 2025',
    image: '/media/achievements/a01.svg',
  },
  {
    id: 'a02',
    title: 'ED1 Educational Drone Launched',
    description:
      'Our first product: a safe, repairable classroom drone that students program with blocks or Python.',
    fullDetails:
      'The ED1 Educational Drone was designed with teachers, not just for them. Prop guards are built into the frame, every part snaps in without tools, and the flight controller can be programmed with drag-and-drop blocks or Python. The launch batch of 300 units sold out to schools and hobby clubs across Andhra Pradesh in under six weeks, and the ED1 lesson pack now includes 24 ready-to-teach activities mapped to the school science curriculum.',
    date: 'March 2025',
    image: '/media/achievements/a02.svg',
  },
  {
    id: 'a03',
    title: 'AI Hospital Management System Goes Live',
    description:
      'Our hospital platform went live with admissions, pharmacy, billing and AI-assisted bed planning.',
    fullDetails:
      'After eight months of design work alongside doctors, nurses and billing staff, the SkyForge AI Hospital Management System went live at its first multi-speciality hospital in April 2025. The platform brings outpatient registration, admissions, pharmacy stock, laboratory results and billing into one place, and its forecasting model predicts bed demand 72 hours ahead so that wards can plan staffing before the rush, not during it.',
    date: 'April 2025',
    image: '/media/achievements/a03.svg',
  },
  {
    id: 'a04',
    title: 'Recognised as a DPIIT Startup',
    description:
      'SkyForge was recognised under the Startup India programme of the Government of India.',
    fullDetails:
      'In May 2025 SkyForge Technologies received recognition from the Department for Promotion of Industry and Internal Trade (DPIIT) under the Startup India programme. The recognition acknowledges our work in drone hardware, healthcare software and technology education, and it helps us partner with public institutions, apply for innovation grants and keep investing in research and development right here in Nellore.',
    date: 'May 2025',
    image: '/media/achievements/a04.svg',
  },
  {
    id: 'a05',
    title: 'Partnership with 20 New Schools',
    description:
      'Twenty schools signed on to run SkyForge coding and robotics programs for the 2025–26 academic year.',
    fullDetails:
      'Twenty new schools across Nellore, Tirupati and Ongole partnered with SkyForge for the 2025–26 academic year. Each school receives an ED1 classroom kit, a trained SkyForge instructor for weekly sessions and a teacher-training workshop so the learning continues between visits. The programs are designed for students below 10th standard — our youngest learners are just seven years old — and every term ends with a showcase where students present what they built.',
    date: 'June 2025',
    image: '/media/achievements/a05.svg',
  },
  {
    id: 'a06',
    title: '1,200 Acres Sprayed in Farmer Pilot',
    description:
      'Our agricultural spraying drone treated 1,200 acres of paddy with a cooperative of Nellore farmers.',
    fullDetails:
      'Working with a farmer producer organisation in Nellore district, our custom 10-litre spraying drone covered 1,200 acres of paddy during the kharif season. Precision nozzles and terrain-following flight cut pesticide use by roughly a third compared with manual spraying, and — just as important — nobody had to walk through treated fields. Local operators were trained and certified by our team so the cooperative can keep flying on its own.',
    date: 'July 2025',
    image: '/media/achievements/a06.svg',
  },
  {
    id: 'a07',
    title: 'First 1,000 Students Trained',
    description:
      'One thousand students completed a SkyForge program in web development, data science or robotics.',
    fullDetails:
      'In August 2025 the thousandth student completed a SkyForge training program. Learners between seven and fifteen years old built websites for their families’ shops, trained image classifiers that recognise local birds and programmed line-following robots from scratch. Ninety-two percent of parents surveyed said their child now spends more time creating with technology than consuming it — the outcome we care about most.',
    date: 'August 2025',
    image: '/media/achievements/a07.svg',
  },
  {
    id: 'a08',
    title: 'Trusted by More Than 50 Hospitals',
    description:
      'Our hospital management platform is now used by over 50 hospitals and clinics in South India.',
    fullDetails:
      'Five months after going live, the SkyForge AI Hospital Management System passed 50 hospitals and clinics across Andhra Pradesh, Telangana and Tamil Nadu. Together they register thousands of patients every day on the platform. Hospitals tell us the biggest wins are shorter discharge times, pharmacy stock that no longer runs out unexpectedly and billing that reconciles itself at the end of every shift.',
    date: 'September 2025',
    image: '/media/achievements/a08.svg',
  },
  {
    id: 'a09',
    title: 'Gold at the Young Innovators Robotics Challenge',
    description:
      'A team of SkyForge students aged 11 to 13 won first place at a state-level robotics challenge.',
    fullDetails:
      'Four students from our Robotics & AI program took first place in the junior category of the Young Innovators Robotics Challenge in Vijayawada. Their autonomous rover sorted recyclable waste by colour and material using a camera and a model they trained themselves. The judges singled out the team’s clear engineering notebook and the way every member could explain every part of the design.',
    date: 'October 2025',
    image: '/media/achievements/a09.svg',
  },
  {
    id: 'a10',
    title: 'Thermal Search-and-Rescue Demonstration',
    description:
      'Our thermal-imaging drone located a simulated missing person at night in under nine minutes.',
    fullDetails:
      'During a joint exercise with district disaster-response volunteers ahead of the north-east monsoon, our search-and-rescue prototype located a "missing person" in a two-square-kilometre coastal area at night in under nine minutes. The drone combines a radiometric thermal camera with on-board person detection and streams live coordinates to responders on the ground. Lessons from the exercise are now shaping the production version.',
    date: 'November 2025',
    image: '/media/achievements/a10.svg',
  },
  {
    id: 'a11',
    title: '100 Robotics Scholarships for Girls',
    description:
      'We launched 100 fully funded places in our robotics programs for girls from government schools.',
    fullDetails:
      'To close the gender gap in engineering early, SkyForge launched 100 fully funded scholarships in our Robotics & AI program for girls studying in government schools. Scholars receive a take-home robotics kit, a laptop loan for the length of the course and mentoring from women engineers on our team. The first cohort starts in January 2026, and applications are open to students from class 5 to class 9.',
    date: 'December 2025',
    image: '/media/achievements/a11.svg',
  },
];
