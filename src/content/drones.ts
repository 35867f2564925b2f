import { paths } from '../config/paths';

/** A drone product card on /drones (spec §3). */
export interface DroneProduct {
  id: string;
  name: string;
  /** Long description; collapsed to 120 characters on the card. */
  description: string;
  features: string[];
  image: string;
  buttonLabel: string;
  /** Where the card's button goes. */
  to: string;
}

/** An R&D showcase project on /drones (spec §3). */
export interface RndProject {
  title: string;
  videoUrl: string;
  thumbnail: string;
  description: string;
}

export interface DroneFeature {
  title: string;
  text: string;
}

export const dronesHero = {
  title: 'Drones Designed, Built and Supported in India',
  subtitle:
    'Classroom-safe educational drones and mission-ready custom aircraft for agriculture, mapping, inspection and emergency response.',
  video: '/media/drones/hero.mp4',
  poster: '/media/drones/hero-poster.svg',
};

/** The feature list under the /drones hero. */
export const droneFeatures: DroneFeature[] = [
  {
    title: 'Stable GPS and optical-flow hold',
    text: 'Hovers in place indoors and out, so beginners learn with confidence and professionals get sharp data.',
  },
  {
    title: 'Open, programmable flight controller',
    text: 'Program missions with drag-and-drop blocks, Python or our SDK — no locked-down black boxes.',
  },
  {
    title: 'Repairable by design',
    text: 'Snap-in arms, motors and batteries mean a broken part is a ten-minute fix, not a new drone.',
  },
  {
    title: 'Compliant with the Drone Rules, 2021',
    text: 'Geo-fencing, remote ID readiness and flight logs help you fly legally and safely in Indian airspace.',
  },
  {
    title: 'Local service and spares',
    text: 'Spares ship from Nellore and our technicians answer the phone — no waiting weeks for imports.',
  },
  {
    title: 'Training included',
    text: 'Every order comes with hands-on pilot training and lesson plans for teachers.',
  },
];

export const droneProducts: DroneProduct[] = [
  {
    id: 'ed1',
    name: 'ED1 Educational Drone',
    description:
      'The ED1 is a lightweight, classroom-safe quadcopter built for learning. Fully enclosed prop guards, a crash-tolerant frame and a low-voltage battery make it safe for children as young as 7, while its open flight controller grows with your students from drag-and-drop block coding to Python and computer vision. Every ED1 ships with 24 curriculum-mapped lesson plans, a teacher dashboard and spare propellers, so you can start flying in your very first class.',
    features: [
      'Nano category: under 250 g, no pilot licence required',
      'Block coding and Python programming',
      '720p camera for computer-vision lessons',
      '12-minute flights with swappable batteries',
      'Tool-free, snap-in spare parts',
      '24 ready-to-teach lesson plans',
    ],
    image: '/media/drones/ed1.svg',
    buttonLabel: 'Shop Now',
    to: paths.signIn,
  },
  {
    id: 'custom',
    name: 'Custom Drones',
    description:
      'When an off-the-shelf drone will not do the job, we build one that will. Our engineers design the airframe, payload and software around your mission — precision agricultural spraying, survey-grade mapping, infrastructure inspection, thermal search and rescue or last-mile delivery. We handle prototyping, test flights, regulatory paperwork and operator training, then stand behind the aircraft with local spares and a maintenance plan for its whole working life.',
    features: [
      'Mission-specific airframe and payload design',
      'Spraying, mapping, thermal and delivery payloads',
      'Autonomous waypoint and terrain-following flight',
      'Support with registration and permissions under the Drone Rules, 2021',
      'Operator training and certification support',
      'Annual maintenance plans with local spares',
    ],
    image: '/media/drones/custom.svg',
    buttonLabel: 'Contact Us',
    to: paths.contact,
  },
];

/** The six R&D showcase projects. */
export const rndProjects: RndProject[] = [
  {
    title: 'Precision Agricultural Spraying',
    videoUrl: '/media/rnd/r1.mp4',
    thumbnail: '/media/rnd/r1.svg',
    description:
      'A 10-litre spraying drone with terrain following and variable-rate nozzles that cuts chemical use by about a third.',
  },
  {
    title: 'Mapping & Land Survey',
    videoUrl: '/media/rnd/r2.mp4',
    thumbnail: '/media/rnd/r2.svg',
    description:
      'Centimetre-accurate orthomosaics and elevation models for farms, construction sites and land records.',
  },
  {
    title: 'Swarm Formation Flight',
    videoUrl: '/media/rnd/r3.mp4',
    thumbnail: '/media/rnd/r3.svg',
    description:
      'Coordinated flight of up to 25 drones from one ground station — the foundation for light shows and wide-area search.',
  },
  {
    title: 'Last-Mile Medical Delivery',
    videoUrl: '/media/rnd/r4.mp4',
    thumbnail: '/media/rnd/r4.svg',
    description:
      'Carrying medicines and lab samples up to 2 kg between hospitals and rural health centres in minutes, not hours.',
  },
  {
    title: 'Thermal Search & Rescue',
    videoUrl: '/media/rnd/r5.mp4',
    thumbnail: '/media/rnd/r5.svg',
    description:
      'Radiometric thermal imaging with on-board person detection that finds people at night and in dense vegetation.',
  },
  {
    title: 'Indoor Inspection',
    videoUrl: '/media/rnd/r6.mp4',
    thumbnail: '/media/rnd/r6.svg',
    description:
      'A caged, collision-tolerant drone that inspects tanks, boilers and warehouses where GPS cannot reach.',
  },
];
