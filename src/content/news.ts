/** News articles on /news (spec §2, §3). */

export const newsCategories = [
  'Product Launch',
  'Software',
  'Education',
  'Partnership',
  'Sustainability',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/** Filter chips, in order; 'All' shows every article. */
export const newsFilters = ['All', ...newsCategories] as const;
export type NewsFilter = (typeof newsFilters)[number];

export interface NewsArticle {
  id: string;
  title: string;
  excerpt: string;
  /** Full text; paragraphs separated by a blank line. */
  fullContent: string;
  /** Display date, e.g. 'March 18, 2025'. */
  date: string;
  category: NewsCategory;
  image: string;
}

export const newsArticles: NewsArticle[] = [
  {
    id: 'n01',
    title: 'SkyForge Launches the ED1 Educational Drone',
    excerpt:
      'Our first drone is built for classrooms: prop guards, snap-in spare parts and lessons from block coding to Python.',
    fullContent: `SkyForge Technologies today launched the ED1 Educational Drone, a lightweight quadcopter designed from the ground up for schools. Weighing under 250 grams, the ED1 falls in the nano category of India's Drone Rules, 2021, so students can fly it in class without a remote pilot certificate.

The ED1 was shaped by six months of trials with teachers in Nellore. Fully enclosed prop guards and a flexible frame let it survive the inevitable bumps of a first flight, and every arm, motor and battery snaps in by hand. "A broken drone should be a five-minute repair that teaches something, not the end of the lesson," said our head of hardware.

Students begin with drag-and-drop blocks and move on to Python as they grow. A 720p camera opens the door to computer-vision projects such as following a coloured line or counting objects. Each ED1 ships with 24 lesson plans mapped to the school science and mathematics curriculum and a teacher dashboard that shows every student's progress.

The ED1 is available to schools, colleges and hobbyists through the SkyForge shop, with discounted classroom kits of ten drones.`,
    date: 'March 18, 2025',
    category: 'Product Launch',
    image: '/media/news/n01.svg',
  },
  {
    id: 'n02',
    title: 'AI Hospital Management System Goes Live',
    excerpt:
      'Admissions, pharmacy, labs and billing on one secure platform — with AI that forecasts bed demand 72 hours ahead.',
    fullContent: `The SkyForge AI Hospital Management System went live this week at its first multi-speciality hospital, bringing outpatient registration, admissions, pharmacy, laboratory and billing onto a single platform.

The system was designed alongside the doctors, nurses and administrators who use it every day. Registration takes under a minute, laboratory results reach the treating doctor the moment they are verified, and the pharmacy receives automatic alerts before any medicine runs short or nears expiry.

Its most talked-about feature is a forecasting model that predicts bed demand 72 hours ahead using admission patterns, scheduled surgeries and seasonal trends. Ward managers can plan staffing and discharges before the rush rather than during it.

All data is stored in Indian data centres, encrypted in transit and at rest, and every access to a patient record is written to an audit trail. The platform supports linking records to patients' ABHA (Ayushman Bharat Health Account) numbers.`,
    date: 'April 22, 2025',
    category: 'Software',
    image: '/media/news/n02.svg',
  },
  {
    id: 'n03',
    title: '20 New Schools Join SkyForge Training Programs',
    excerpt:
      'Students below 10th standard across Nellore, Tirupati and Ongole will learn coding, data science and robotics this year.',
    fullContent: `Twenty new schools have partnered with SkyForge Technologies to run our web development, data science and robotics programs in the 2025–26 academic year.

Each partner school receives an ED1 classroom kit, a trained SkyForge instructor for weekly sessions and a two-day workshop for its own teachers, so that the learning carries on between our visits. Programs are designed for students below 10th standard, with the youngest learners starting at just seven years old.

"We do not want children to be afraid of technology or to see it only as entertainment," said our head of education. "When a ten-year-old makes a robot follow a line for the first time, you can see the confidence change on their face."

Every term ends with a demo day at which students present their projects to parents and teachers.`,
    date: 'June 10, 2025',
    category: 'Education',
    image: '/media/news/n03.svg',
  },
  {
    id: 'n04',
    title: 'Drone Spraying Pilot with Nellore Farmers Covers 1,200 Acres',
    excerpt:
      'A season-long pilot with a farmer producer organisation cut pesticide use by about a third.',
    fullContent: `Over the kharif season, SkyForge worked with a farmer producer organisation in Nellore district to spray 1,200 acres of paddy using our custom 10-litre agricultural drone.

Terrain-following flight keeps the drone at a constant height above the crop, and variable-rate nozzles release only as much spray as each part of the field needs. Compared with manual knapsack spraying, the cooperative used roughly a third less pesticide and far less water, and no worker had to walk through freshly treated fields.

Six young people from the participating villages were trained as drone operators and supported through the remote pilot certification process. They now run the service for neighbouring farms, creating skilled jobs close to home.

The results of the pilot are shaping a rental model that will let smaller farmers book a drone and operator by the acre.`,
    date: 'August 5, 2025',
    category: 'Partnership',
    image: '/media/news/n04.svg',
  },
  {
    id: 'n05',
    title: 'Our Platform Now Serves More Than 50 Hospitals',
    excerpt:
      'Hospitals across three states report shorter discharge times and pharmacies that no longer run out unexpectedly.',
    fullContent: `Five months after launch, the SkyForge AI Hospital Management System is now used by more than 50 hospitals and clinics across Andhra Pradesh, Telangana and Tamil Nadu.

Hospital administrators point to three improvements above all: discharge summaries that are ready when the patient is, pharmacy stock that is reordered before it runs out and billing that reconciles at the end of every shift instead of the end of every month.

To support the growing network, we have opened a round-the-clock support desk staffed by our own engineers and added a mobile view for doctors doing ward rounds. A new insurance module handles pre-authorisation and cashless claims with the major third-party administrators.

Smaller clinics can now start with a lighter edition of the platform and add departments as they grow.`,
    date: 'September 16, 2025',
    category: 'Software',
    image: '/media/news/n05.svg',
  },
  {
    id: 'n06',
    title: 'Solar Charging Hub Powers Our Drone Fleet',
    excerpt:
      'Rooftop solar and second-life batteries now charge every test and training drone at our Nellore lab.',
    fullContent: `Every drone flown at the SkyForge lab — from ED1 training drones to heavy-lift prototypes — is now charged from a rooftop solar array paired with second-life battery storage.

The 15-kilowatt array covers the roof of our Trunk Road building, and retired drone batteries that can no longer deliver peak flight power are reused as stationary storage for evening charging. Batteries that reach the end of their second life are sent to a certified recycler.

We have also redesigned our packaging to eliminate single-use plastic foam. ED1 kits now ship in moulded paper-pulp trays made from agricultural waste, and spare parts are packed in compostable bags.

Sustainability is part of how we design products too: a repairable drone that lasts for years is better for the planet than one that is thrown away after its first crash.`,
    date: 'October 2, 2025',
    category: 'Sustainability',
    image: '/media/news/n06.svg',
  },
  {
    id: 'n07',
    title: 'SkyForge Students Win State Robotics Challenge',
    excerpt:
      'A team aged 11 to 13 took first place with a camera-guided rover that sorts recyclable waste.',
    fullContent: `Four students from the SkyForge Robotics & AI program won first place in the junior category of the Young Innovators Robotics Challenge in Vijayawada.

The team built an autonomous rover that recognises plastic, paper and metal waste with a camera and sorts it into the right bin. They trained the image model themselves using photographs collected in their own school, and kept a detailed engineering notebook of every design decision and failed attempt.

"The judges kept asking different members of the team the same question and every one of them could answer it," said their instructor. "That is what we aim for — not one star coder, but a team that understands its machine."

The winning team will mentor next year's junior cohort.`,
    date: 'October 28, 2025',
    category: 'Education',
    image: '/media/news/n07.svg',
  },
  {
    id: 'n08',
    title: 'Thermal Drone Partnership with Disaster-Response Volunteers',
    excerpt:
      'Our search-and-rescue prototype found a simulated missing person at night in under nine minutes.',
    fullContent: `Ahead of the north-east monsoon, SkyForge joined district disaster-response volunteers for a night-time search exercise along the coast near Nellore.

Our thermal search-and-rescue prototype combines a radiometric thermal camera with on-board person detection and streams live GPS coordinates to responders' phones. In the exercise it located a volunteer playing a missing person in a two-square-kilometre area of scrub and fields in under nine minutes.

Under a new partnership, SkyForge will train volunteer pilots and keep two thermal drones on standby during the cyclone season, free of charge.

Feedback from the exercise — including a brighter ground marker and longer-lasting batteries in the cold night air — is already shaping the production design.`,
    date: 'November 14, 2025',
    category: 'Partnership',
    image: '/media/news/n08.svg',
  },
];
