// Generates every SVG illustration under public/media/.
// Run: npx tsx scripts/media/build-svgs.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as L from './lib.ts';
import { RND, heroScene } from './scenes.ts';

const { C, G, n, SKIN } = L;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../public/media');
interface SvgFile {
  path: string;
  title: string;
  desc: string;
  body: string;
  w?: number;
  h?: number;
}
const files: SvgFile[] = [];
const add = (path: string, o: Omit<SvgFile, 'path'>) => files.push({ path, ...o });

// ---------- composition helpers ----------
const spot = (seed: number, body: string, o: Parameters<typeof L.bgLight>[2] = {}) =>
  L.bgLight(1200, 800, { seed, ...o }) + body;
const hero = (seed: number, body: string) => L.bgDark(1600, 900, { seed }) + body;
const prodBg = () =>
  `<rect width="800" height="800" fill="url(#gL)"/><circle cx="400" cy="380" r="300" fill="#fff" opacity=".75"/><circle cx="400" cy="380" r="230" fill="#eaf3ff"/>`;
const prod = (body: string, shadowY = 640, shadowW = 220) =>
  prodBg() + L.shadow(400, shadowY, shadowW, 26, 0.14) + body;
const brackets = (col = C.orange, sw = 14) =>
  `<path d="M-34 -40L-74 0L-34 40M34 -40L74 0L34 40M14 -52L-14 52" stroke="${col}" stroke-width="${sw}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const dash = (d: string, col = C.sky, w = 5) =>
  `<path d="${d}" stroke="${col}" stroke-width="${w}" stroke-dasharray="12 12" fill="none" stroke-linecap="round"/>`;
const circleIcon = (r: number, inner: string, fill = '#fff', ring = C.pale) =>
  `<circle r="${r}" fill="${fill}" stroke="${ring}" stroke-width="6"/>${inner}`;

const dashboard = (w: number, h: number, dark = true) => {
  const panel = dark ? '#1d3d73' : C.ice;
  const side = dark ? '#0f2550' : '#f3f7fd';
  return (
    `<rect x="0" y="0" width="70" height="${h - 36}" fill="${side}"/>` +
    L.lines(18, 24, [34, 34, 34, 34, 34], {
      gap: 30,
      h: 10,
      colors: [C.orange, C.mid, C.mid, C.mid, C.mid],
    }) +
    `<rect x="90" y="18" width="${w - 110}" height="${(h - 36) * 0.5}" rx="12" fill="${panel}"/>` +
    L.chartLine(
      112,
      40,
      w - 160,
      (h - 36) * 0.5 - 50,
      [0.2, 0.45, 0.35, 0.7, 0.55, 0.85, 0.75],
      C.orange,
      true,
      5,
    ) +
    `<rect x="90" y="${(h - 36) * 0.5 + 34}" width="${(w - 130) / 2}" height="${(h - 36) * 0.5 - 54}" rx="12" fill="${panel}"/>` +
    L.bars(
      100,
      (h - 36) * 0.5 + 50,
      (w - 130) / 2 - 20,
      (h - 36) * 0.5 - 90,
      [0.5, 0.8, 0.4, 0.9, 0.6],
      [C.sky, C.mid],
    ) +
    `<rect x="${90 + (w - 130) / 2 + 20}" y="${(h - 36) * 0.5 + 34}" width="${(w - 130) / 2}" height="${(h - 36) * 0.5 - 54}" rx="12" fill="${panel}"/>` +
    L.donut(
      90 + (w - 130) * 0.75 + 20,
      (h - 36) * 0.75 + 7,
      Math.min(46, (h - 36) * 0.17),
      [0.45, 0.3],
      [C.sky, C.orange],
      16,
    )
  );
};
const laptopBack = (accent = C.orange) =>
  `<path d="M-150 -210H150L160 0H-160Z" fill="#dbe6f6"/><circle cy="-110" r="22" fill="${accent}"/><rect x="-170" y="-4" width="340" height="12" rx="6" fill="#b3c6e3"/>`;
const blocksCode = () =>
  (
    [
      [20, 20, 150, C.orange],
      [40, 62, 180, C.sky],
      [40, 104, 120, C.leaf],
      [20, 146, 160, C.purple],
    ] satisfies [number, number, number, string][]
  )
    .map(
      ([x, y, w, c]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="32" rx="10" fill="${c}"/><rect x="${x + 12}" y="${y + 11}" width="${w * 0.4}" height="10" rx="5" fill="#fff" opacity=".7"/>`,
    )
    .join('');
const cube = (c: string, c2: string, s = 40) =>
  `<path d="M0 ${-s}L${s} ${-s / 2}L0 0L${-s} ${-s / 2}Z" fill="#fff" opacity=".9"/><path d="M${-s} ${-s / 2}L0 0V${s}L${-s} ${s / 2}Z" fill="${c}"/><path d="M${s} ${-s / 2}L0 0V${s}L${s} ${s / 2}Z" fill="${c2}"/>`;
const wrench = () =>
  `<g transform="rotate(40)"><rect x="-7" y="-150" width="14" height="100" fill="${C.mid}"/><path d="M-7 -150L0 -166L7 -150Z" fill="${C.mid}"/><rect x="-22" y="-56" width="44" height="120" rx="18" fill="${C.orange}"/><rect x="-8" y="-40" width="6" height="90" rx="3" fill="#fff" opacity=".35"/></g>`;
const bow = (c = C.orange) =>
  `<path d="M0 0L-60 -36V36ZM0 0L60 -36V36Z" fill="${c}"/><path d="M0 0L-30 70M0 0L30 70" stroke="${c}" stroke-width="12"/><circle r="16" fill="#c94d12"/>`;
const doc = (c = C.sky) =>
  `<path d="M-70 -90H30L70 -50V90H-70Z" fill="#fff"/><path d="M30 -90V-50H70" fill="${C.pale}"/>` +
  L.lines(-46, -40, [80, 90, 60, 90, 70], {
    gap: 24,
    h: 9,
    colors: [c, C.pale, C.pale, C.pale, C.pale],
  });
const play = (c = C.orange) =>
  `<rect x="-90" y="-64" width="180" height="128" rx="18" fill="url(#gN)"/><circle r="34" fill="${c}"/><path d="M-10 -16L18 0L-10 16Z" fill="#fff"/>`;
const download = (c = C.sky) =>
  `<circle r="80" fill="${c}"/><path d="M0 -40V26M-28 0L0 28L28 0M-36 44H36" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const node = (w: number, h: number, icon: string, accent = C.sky) =>
  `<rect x="${-w / 2}" y="${-h / 2 + 8}" width="${w}" height="${h}" rx="20" fill="#0b1d3a" opacity=".1"/><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="20" fill="#fff"/><rect x="${-w / 2}" y="${h / 2 - 12}" width="${w}" height="12" rx="6" fill="${accent}"/>${icon}`;
const kid = (i: number, o: L.Look = {}): L.Look => ({
  shirt: [C.sky, C.orange, C.leaf, C.purple, C.blue][i % 5],
  skin: SKIN[i % 5],
  hair: C.navy,
  style: [0, 1, 3, 2, 4][i % 5],
  accent: [C.orange, C.sky, C.gold][i % 3],
  ...o,
});

// ================= slides (1600x900, dark, subject right) =================
add('slides/drones.svg', {
  w: 1600,
  h: 900,
  title: 'SkyForge drones hero background',
  desc: 'Dark navy to blue sky with a large blue quadcopter hovering on the right above a glowing landing pad, two small drones in the distance.',
  body: hero(
    3,
    `<ellipse cx="1150" cy="740" rx="250" ry="56" fill="#387dfa" opacity=".18"/><ellipse cx="1150" cy="740" rx="190" ry="40" fill="none" stroke="${C.orange}" stroke-width="6" stroke-dasharray="24 16"/>` +
      `<path d="M1150 190a90 90 0 0 1 90 -40M1150 160a140 140 0 0 1 140 -70" stroke="${C.mid}" stroke-opacity=".5" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      G(1150, 420, 1.05, L.drone({ spin: 0.4, lights: true }), 4) +
      G(880, 200, 0.22, L.drone({ spin: 1.2 })) +
      G(1460, 300, 0.28, L.drone({ spin: 2 })),
  ),
});
add('slides/software.svg', {
  w: 1600,
  h: 900,
  title: 'SkyForge healthcare software hero background',
  desc: 'Dark blue backdrop with a hospital dashboard window showing charts on the right, a phone with a heartbeat line and a medical cross badge.',
  body: hero(
    5,
    G(840, 220, 1, L.win(580, 400, dashboard(580, 400), true)) +
      G(
        1430,
        560,
        1,
        L.phone(
          200,
          360,
          `<rect x="12" y="16" width="156" height="70" rx="12" fill="${C.ice}"/>${L.pulse(22, 52, 136, C.orange, 5)}` +
            L.lines(14, 110, [150, 110, 150, 90, 130], { gap: 34, h: 18, colors: [C.ice] }),
        ),
      ) +
      G(
        1440,
        200,
        1,
        `<circle r="62" fill="#fff"/><path d="M-14 -44h28v30h30v28h-30v30h-28v-30h-30v-28h30Z" fill="${C.orange}"/>`,
      ) +
      G(760, 680, 0.8, L.pulse(0, 0, 500, C.mid, 5)),
  ),
});
add('slides/training.svg', {
  w: 1600,
  h: 900,
  title: 'SkyForge training hero background',
  desc: 'Dark blue backdrop with a laptop showing code, a cheering student, a graduation cap, a light bulb and a small robot on the right.',
  body: hero(
    9,
    `<ellipse cx="1170" cy="790" rx="420" ry="40" fill="#387dfa" opacity=".18"/>` +
      G(1080, 770, 1.2, L.laptop(L.code(24, 26, 4, 8, 1.1))) +
      G(1430, 800, 1, L.person(kid(1, { pose: 'up' }))) +
      G(1260, 230, 0.9, L.gradCap(), -10) +
      G(900, 280, 0.55, L.bulb()) +
      G(1500, 330, 0.35, L.robot()),
  ),
});
add('slides/contact.svg', {
  w: 1600,
  h: 900,
  title: 'Contact SkyForge hero background',
  desc: 'Dark blue backdrop with a smartphone showing chat bubbles, an envelope, a map tile and an orange location pin on the right.',
  body: hero(
    13,
    G(
      1400,
      720,
      1,
      `<path d="M0 -110L200 0L0 110L-200 0Z" fill="#16356a"/><path d="M-100 -55L100 55M100 -55L-100 55" stroke="${C.sky}" stroke-width="10" opacity=".6"/>`,
    ) +
      G(1400, 690, 1.5, L.pin()) +
      G(
        1080,
        470,
        1.3,
        L.phone(
          220,
          420,
          G(20, 30, 1, L.bubble(140, 50, C.ice)) +
            G(40, 110, 1, L.bubble(140, 50, C.sky, 'r')) +
            G(20, 190, 1, L.bubble(120, 50, C.ice)) +
            G(40, 270, 1, L.bubble(140, 50, C.orange, 'r')),
        ),
      ) +
      G(1420, 270, 0.95, L.envelope(), -8) +
      G(
        860,
        260,
        0.6,
        `<circle r="70" fill="${C.sky}"/><path d="M-28 -32Q-30 -10 -8 12T28 30L40 14L18 0L6 10Q-6 4 -10 -8L0 -20L-14 -42Z" fill="#fff"/>`,
      ),
  ),
});

// ================= services (light) =================
add('services/drones.svg', {
  title: 'Drone solutions',
  desc: 'A blue quadcopter hovering above a landing pad with trees and a remote controller.',
  body: spot(
    21,
    `<ellipse cx="600" cy="690" rx="200" ry="34" fill="#fff"/><ellipse cx="600" cy="690" rx="150" ry="24" fill="none" stroke="${C.orange}" stroke-width="6" stroke-dasharray="20 14"/>` +
      G(200, 700, 0.9, L.tree()) +
      G(270, 700, 0.65, L.tree(C.green, C.leaf)) +
      G(600, 340, 1.05, L.drone({ spin: 0.6 })) +
      G(960, 600, 0.55, L.controller(), -8),
  ),
});
add('services/software.svg', {
  title: 'Healthcare software',
  desc: 'A hospital dashboard window with charts next to a tablet showing a heartbeat and a medical cross badge.',
  body: spot(
    22,
    G(200, 180, 1, L.win(560, 400, dashboard(560, 400, false))) +
      G(
        880,
        500,
        1,
        L.tablet(
          260,
          340,
          `<rect x="14" y="16" width="204" height="96" rx="12" fill="${C.ice}"/>${L.pulse(24, 64, 184, C.orange, 6)}` +
            L.lines(16, 140, [190, 150, 190, 120], { gap: 36, h: 18, colors: [C.ice] }),
        ),
      ) +
      G(
        930,
        200,
        1,
        `<circle r="58" fill="#fff" stroke="${C.pale}" stroke-width="6"/><path d="M-13 -40h26v27h27v26h-27v27h-26v-27h-27v-26h27Z" fill="${C.orange}"/>`,
      ),
  ),
});
add('services/training.svg', {
  title: 'Technology training',
  desc: 'A laptop with code, a graduation cap, a light bulb and a stack of books.',
  body: spot(
    23,
    G(620, 690, 1.15, L.laptop(L.code(24, 26, 7, 8, 1.1))) +
      G(930, 230, 0.9, L.gradCap(), -10) +
      G(260, 250, 0.6, L.bulb()) +
      G(230, 700, 1, L.book(C.orange)) +
      G(240, 664, 1, L.book(C.sky, 140)) +
      G(226, 628, 1, L.book(C.navy, 150)),
  ),
});

// ================= achievements (light, varied accents) =================
/** Title, description, background seed and picture of each illustration. */
type Illustration = [title: string, desc: string, seed: number, body: string];

const ach: Illustration[] = [
  [
    'Innovation award trophy',
    'A golden trophy with a star, surrounded by confetti and sparkles.',
    31,
    L.confetti(1200, 800, 3, 30) +
      G(600, 680, 1.7, L.trophy()) +
      L.sparkle(380, 260, 26) +
      L.sparkle(840, 220, 18, C.sky),
  ],
  [
    'School partnership',
    'A school building with a flag, a drone flying overhead and three students.',
    32,
    G(420, 690, 1.05, L.school()) +
      G(870, 260, 0.45, L.drone({ spin: 1 })) +
      [0, 1, 2].map((i) => G(760 + i * 130, 700, 0.75, L.bust(kid(i)))).join(''),
  ],
  [
    'ED1 product launch',
    'A rocket lifting off beside a drone hovering over a launch stage with spotlights.',
    33,
    `<path d="M640 120L520 640H940L820 120Z" fill="url(#gSpot)"/>` +
      `<rect x="500" y="630" width="460" height="50" rx="12" fill="url(#gN)"/><rect x="520" y="640" width="420" height="10" rx="5" fill="${C.orange}"/>` +
      G(730, 420, 0.8, L.drone({ body: 'url(#gW)', spin: 0.4 })) +
      G(300, 470, 1.1, L.rocket(), 18) +
      L.confetti(1200, 800, 9, 20, [0.1, 0.05, 0.9, 0.4]),
  ],
  [
    'Hospital software deployment',
    'A hospital building with a tablet showing a heartbeat and a green check badge.',
    34,
    G(480, 690, 1.05, L.hospital()) +
      G(
        920,
        460,
        1,
        L.tablet(
          240,
          320,
          `<rect x="12" y="16" width="188" height="90" rx="12" fill="${C.ice}"/>${L.pulse(20, 60, 170, C.orange, 6)}` +
            L.lines(14, 130, [170, 130, 170], { gap: 36, h: 18, colors: [C.ice] }),
        ),
      ) +
      G(
        1010,
        300,
        1,
        `<circle r="44" fill="${C.green}"/><path d="M-18 0L-4 14L20 -12" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      ),
  ],
  [
    'Drone racing competition',
    'A drone racing through striped gates towards a chequered flag, with a dashed flight path.',
    35,
    G(330, 690, 1.3, L.gate(C.orange)) +
      G(760, 690, 0.95, L.gate(C.sky)) +
      dash('M140 520Q330 330 560 420T980 330', C.sky) +
      G(560, 420, 0.45, L.drone({ spin: 2 }), 8) +
      G(980, 700, 1.1, L.checkFlag()),
  ],
  [
    'STEM lab opening',
    'A lab bench with a robotic arm and a friendly robot, a ribbon with a bow, a gear and a light bulb.',
    36,
    G(600, 560, 1, L.desk(820)) +
      G(410, 560, 0.7, L.robotArm()) +
      G(800, 560, 0.62, L.robot()) +
      `<path d="M180 620Q600 680 1020 620" stroke="${C.orange}" stroke-width="14" fill="none"/>` +
      G(600, 650, 1, bow()) +
      G(990, 200, 0.7, L.gear(60, 10, C.sky)) +
      G(220, 220, 0.55, L.bulb()),
  ],
  [
    'Quality certification',
    'A certificate with a gold seal and ribbon beside a blue shield with a check mark.',
    37,
    G(520, 410, 1.35, L.certificate(C.sky), -3) + G(960, 540, 0.75, L.shield()),
  ],
  [
    'National innovation medal',
    'A gold medal with a star on blue ribbons surrounded by sparkles.',
    38,
    G(600, 650, 1.6, L.medal(C.orange, '#c94d12')) +
      L.sparkle(360, 300, 30) +
      L.sparkle(860, 240, 22, C.sky) +
      L.sparkle(900, 520, 16, C.orange),
  ],
  [
    'Students trained milestone',
    'Five smiling students with graduation caps tossed into the air.',
    39,
    [0, 1, 2, 3, 4]
      .map((i) => G(240 + i * 180, 700 - (i % 2) * 20, 0.95, L.bust(kid(i))))
      .join('') +
      G(360, 230, 0.7, L.gradCap(), -20) +
      G(640, 170, 0.8, L.gradCap(), 12) +
      G(900, 250, 0.65, L.gradCap(), -6) +
      L.confetti(1200, 800, 4, 16, [0.1, 0.05, 0.9, 0.35]),
  ],
  [
    'Startup innovation recognition',
    'A glowing light bulb between two gears above a rising growth chart.',
    40,
    G(
      130,
      560,
      1,
      L.chartLine(0, 0, 940, 130, [0.1, 0.3, 0.25, 0.55, 0.5, 0.8, 1], C.green, true, 7),
    ) +
      G(600, 380, 1.5, L.bulb()) +
      G(320, 300, 0.9, L.gear(60, 10, C.sky)) +
      G(880, 300, 0.7, L.gear(60, 10, C.orange)),
  ],
  [
    'International recognition',
    'A globe with location pins and a drone orbiting it.',
    41,
    `<ellipse cx="600" cy="400" rx="330" ry="90" fill="none" stroke="${C.sky}" stroke-width="5" stroke-dasharray="14 12" transform="rotate(-12 600 400)"/>` +
      G(600, 400, 1.7, L.globe()) +
      G(540, 330, 0.6, L.pin()) +
      G(700, 460, 0.5, L.pin(C.gold)) +
      G(900, 300, 0.35, L.drone({ spin: 1 }), -10),
  ],
];
ach.forEach(([title, desc, seed, body], i) =>
  add(`achievements/a${String(i + 1).padStart(2, '0')}.svg`, {
    title,
    desc,
    body: spot(seed, body),
  }),
);

// ================= drones =================
add('drones/ed1.svg', {
  title: 'ED1 educational drone',
  desc: 'The white and orange ED1 educational drone hovering over colourful building cubes next to a tablet with block code.',
  body: spot(
    51,
    L.shadow(560, 690, 240, 30, 0.14) +
      G(560, 330, 1.1, L.drone({ body: 'url(#gW)', spin: 0.5 })) +
      G(220, 640, 1, cube(C.orange, '#c94d12')) +
      G(300, 680, 1, cube(C.sky, C.blue)) +
      G(240, 560, 0.8, cube(C.leaf, C.green)) +
      G(960, 560, 1, L.tablet(240, 300, blocksCode()), 6),
  ),
});
add('drones/custom.svg', {
  title: 'Custom drone engineering',
  desc: 'A navy hexacopter with orange accents on a blueprint grid with dimension lines, a gear and a wrench.',
  body: spot(
    52,
    `<rect x="170" y="120" width="860" height="560" rx="24" fill="#dbe9fd"/><path d="${Array.from({ length: 13 }, (_, i) => `M${170 + i * 66} 120V680`).join('')}${Array.from({ length: 8 }, (_, i) => `M170 ${120 + i * 70}H1030`).join('')}" stroke="#fff" stroke-width="2"/>` +
      dash('M340 620H860', C.orange, 4) +
      `<path d="M340 600V640M860 600V640" stroke="${C.orange}" stroke-width="4"/>` +
      G(600, 400, 0.95, L.drone({ hex: true, body: 'url(#gN)', arm: C.ink, spin: 0.3 })) +
      G(1020, 170, 0.8, L.gear(60, 10, C.orange)) +
      G(180, 640, 0.7, wrench()),
  ),
});
add('drones/hero-poster.svg', {
  w: 1600,
  h: 900,
  title: 'Drone flying through a night sky',
  desc: 'Poster frame of the drones hero video: a blue drone with navigation lights flying over a city skyline under a starry navy sky.',
  body: heroScene(0),
});

// ================= R&D =================
for (const [k, v] of Object.entries(RND))
  add(`rnd/${k}.svg`, { title: v.title, desc: v.desc, body: v.fn(0.08) });

// ================= training =================
add('training/web-dev.svg', {
  title: 'Web development course',
  desc: 'A browser window with a page wireframe, an overlapping dark code editor and floating code bracket icons.',
  body: spot(
    61,
    G(
      220,
      150,
      1,
      L.win(
        600,
        420,
        `<rect x="24" y="20" width="552" height="40" rx="10" fill="${C.ice}"/><rect x="24" y="78" width="330" height="150" rx="14" fill="${C.sky}"/><rect x="44" y="110" width="180" height="16" rx="8" fill="#fff"/><rect x="44" y="140" width="120" height="12" rx="6" fill="#fff" opacity=".6"/><rect x="44" y="180" width="90" height="28" rx="14" fill="${C.orange}"/><rect x="372" y="78" width="204" height="150" rx="14" fill="${C.ice}"/>${[0, 1, 2].map((i) => `<rect x="${24 + i * 188}" y="248" width="176" height="110" rx="14" fill="${C.ice}"/><circle cx="${58 + i * 188}" cy="282" r="16" fill="${[C.orange, C.sky, C.leaf][i]}"/>`).join('')}`,
      ),
    ) +
      G(700, 420, 1, L.win(360, 250, L.code(24, 24, 8, 8), true)) +
      G(990, 230, 1, brackets()) +
      G(180, 640, 0.7, brackets(C.sky)),
  ),
});
add('training/data-science.svg', {
  title: 'Data science course',
  desc: 'An analytics window with bar and line charts, a donut chart card and a magnifying glass over scattered data points.',
  body: spot(
    62,
    G(
      180,
      160,
      1,
      L.win(
        600,
        420,
        L.bars(30, 40, 540, 320, [0.4, 0.6, 0.5, 0.8, 0.7, 0.95], [C.pale, C.mid]) +
          L.chartLine(60, 60, 480, 260, [0.2, 0.35, 0.3, 0.6, 0.55, 0.9], C.orange, false, 6),
      ),
    ) +
      G(
        860,
        560,
        1,
        `<rect x="-130" y="-110" width="260" height="220" rx="22" fill="#fff"/>` +
          L.donut(0, 0, 62, [0.5, 0.3], [C.sky, C.orange], 26),
      ) +
      [
        [880, 200],
        [930, 260],
        [990, 220],
        [1010, 300],
        [860, 300],
        [960, 170],
      ]
        .map(
          ([x, y], i) => `<circle cx="${x}" cy="${y}" r="10" fill="${i % 2 ? C.orange : C.sky}"/>`,
        )
        .join('') +
      G(930, 250, 0.9, L.magnifier('#ffffff00')),
  ),
});
add('training/robotics-ai.svg', {
  title: 'Robotics and AI course',
  desc: 'A friendly robot next to a robotic arm, with an AI chip and neural network nodes floating above.',
  body: spot(
    63,
    G(430, 690, 1.3, L.robot()) +
      G(850, 690, 1.05, L.robotArm()) +
      G(920, 200, 0.5, L.chip()) +
      G(220, 220, 1, L.network(0, 0, 70)),
  ),
});
add('training/hero.svg', {
  w: 1600,
  h: 900,
  title: 'SkyForge training classroom',
  desc: 'Dark blue classroom scene: two students at a desk with laptops, a drone flying above them, a graduation cap and a robot.',
  body: hero(
    15,
    G(1020, 700, 1.15, L.bust(kid(2))) +
      G(1340, 700, 1.15, L.bust(kid(1))) +
      G(1180, 700, 1, L.desk(760)) +
      G(1060, 700, 0.45, laptopBack()) +
      G(1380, 700, 0.45, laptopBack(C.sky)) +
      G(1180, 250, 0.5, L.drone({ spin: 1 })) +
      G(1470, 200, 0.6, L.gradCap(), 10) +
      G(870, 260, 0.4, L.bulb()),
  ),
});
add('training/methodology.svg', {
  title: 'Learn, build, fly, showcase',
  desc: 'Four steps along a dashed path: a book for learning, a gear for building, a drone for flying and a trophy for showcasing.',
  body: spot(
    64,
    dash('M200 470Q330 250 470 330T730 470T1000 330', C.sky, 6) +
      (
        [
          [
            200,
            470,
            G(0, 22, 0.9, L.book(C.sky, 120, 30)) + G(0, -8, 0.9, L.book(C.orange, 110, 30)),
            C.sky,
          ],
          [470, 330, L.gear(56, 10, C.orange), C.orange],
          [730, 470, G(0, 0, 0.3, L.drone({ spin: 1 })), C.leaf],
          [1000, 330, G(0, 66, 0.52, L.trophy()), C.gold],
        ] satisfies [number, number, string, string][]
      )
        .map(([x, y, ic, c], i) =>
          G(
            x,
            y,
            1,
            circleIcon(110, ic) +
              `<circle cx="78" cy="-78" r="26" fill="${c}"/>` +
              Array.from(
                { length: i + 1 },
                (_, k) => `<circle cx="${n(78 - i * 6 + k * 12)}" cy="-78" r="4" fill="#fff"/>`,
              ).join(''),
          ),
        )
        .join(''),
  ),
});

// ================= news =================
const news: Illustration[] = [
  [
    'ED1 launch event',
    'A drone hovering above a podium under stage spotlights with confetti.',
    71,
    `<path d="M360 80L200 660H560ZM840 80L640 660H1000Z" fill="url(#gSpot)"/>` +
      G(600, 690, 1.5, L.podium()) +
      G(600, 330, 0.8, L.drone({ body: 'url(#gW)', spin: 1 })) +
      L.confetti(1200, 800, 12, 24, [0.05, 0.05, 0.95, 0.5]),
  ],
  [
    'Hospital software rollout',
    'A tablet with a patient dashboard linked by a dashed arc to a hospital building.',
    72,
    G(360, 420, 1, L.tablet(380, 480, dashboard(352, 452 + 36, false))) +
      dash('M560 300Q760 140 900 330', C.orange, 6) +
      G(880, 690, 0.8, L.hospital()),
  ],
  [
    'Summer drone camp for kids',
    'Three children in a park, one holding a remote controller, watching a drone under the sun.',
    73,
    `<circle cx="1000" cy="170" r="70" fill="#ffe9a8"/>` +
      G(180, 700, 1, L.tree()) +
      G(1060, 700, 0.8, L.tree(C.green, C.leaf)) +
      G(420, 700, 0.75, L.person(kid(1))) +
      G(600, 700, 0.8, L.person(kid(2, { pose: 'hold', item: G(0, -186, 0.22, L.controller()) }))) +
      G(780, 700, 0.72, L.person(kid(0, { pose: 'up' }))) +
      G(620, 170, 0.4, L.drone({ spin: 2 })),
  ],
  [
    'New partnership',
    'A school and an office building connected by a dashed arc with a linked-rings badge in between.',
    74,
    G(300, 690, 0.85, L.school({ accent: C.sky })) +
      G(
        900,
        690,
        0.9,
        L.building({ w: 240, h: 380, fill: '#fff', winFill: C.mid, cols: 3, rows: 6 }),
      ) +
      dash('M340 300Q600 80 860 240', C.sky, 6) +
      G(
        600,
        260,
        1,
        `<circle r="64" fill="#fff" stroke="${C.pale}" stroke-width="6"/><circle cx="-16" r="26" fill="none" stroke="${C.orange}" stroke-width="10"/><circle cx="16" r="26" fill="none" stroke="${C.sky}" stroke-width="10"/>`,
      ),
  ],
  [
    'College workshop',
    'A presenter pointing at a chart on a screen in front of an audience.',
    75,
    G(
      380,
      140,
      1,
      L.win(
        520,
        330,
        L.bars(40, 30, 260, 240, [0.4, 0.7, 0.55, 0.9], [C.sky, C.orange]) +
          L.donut(400, 150, 70, [0.6], [C.sky], 22),
      ),
    ) +
      `<path d="M640 470V560" stroke="${C.navy}" stroke-width="8"/>` +
      `<g transform="translate(1010 640) scale(-0.85 0.85)">${L.person(kid(3, { pose: 'point' }))}</g>` +
      [0, 1, 2, 3].map((i) => G(260 + i * 190, 790, 0.85, L.bust(kid(i + 1)))).join(''),
  ],
  [
    'Award ceremony',
    'A trophy on a podium lit by spotlights with confetti and sparkles.',
    76,
    `<path d="M300 60L420 640H780L900 60" fill="url(#gSpot)"/>` +
      G(600, 690, 1.4, L.podium()) +
      G(600, 510, 0.95, L.trophy()) +
      L.sparkle(300, 300, 24) +
      L.sparkle(920, 360, 20, C.sky) +
      L.confetti(1200, 800, 2, 20, [0.05, 0.05, 0.95, 0.45]),
  ],
  [
    'New R&D facility',
    'A modern building with a gear emblem, a flag, a drone test flight and trees.',
    77,
    G(560, 690, 1, L.building({ w: 520, h: 300, fill: '#fff', winFill: C.mid, cols: 6, rows: 3 })) +
      G(560, 330, 0.6, L.gear(60, 10, C.orange)) +
      G(900, 690, 0.6, L.flag(C.sky)) +
      G(200, 700, 0.9, L.tree()) +
      G(980, 180, 0.35, L.drone({ spin: 1 })),
  ],
  [
    'AI research milestone',
    'An AI chip at the centre of a glowing neural network of nodes.',
    78,
    (() => {
      const pts = [
        [260, 220],
        [220, 480],
        [400, 640],
        [940, 200],
        [1000, 460],
        [820, 650],
        [600, 140],
      ];
      return (
        `<path d="${pts.map(([x, y]) => `M600 400L${x} ${y}`).join('')}" stroke="${C.sky}" stroke-width="4" opacity=".5"/>` +
        pts
          .map(
            ([x, y], i) =>
              `<circle cx="${x}" cy="${y}" r="26" fill="#fff" stroke="${i % 2 ? C.orange : C.sky}" stroke-width="8"/>`,
          )
          .join('') +
        `<circle cx="600" cy="400" r="200" fill="url(#gG)"/>` +
        G(600, 400, 1.1, L.chip())
      );
    })(),
  ],
];
news.forEach(([title, desc, seed, body], i) =>
  add(`news/n${String(i + 1).padStart(2, '0')}.svg`, { title, desc, body: spot(seed, body) }),
);

// ================= careers =================
add('careers/hero.svg', {
  w: 1600,
  h: 900,
  title: 'Careers at SkyForge',
  desc: 'Dark blue scene of three team members at a desk with laptops, with floating code, drone and chart icons.',
  body: hero(
    17,
    [0, 1, 2].map((i) => G(960 + i * 230, 690 - (i % 2) * 16, 1.05, L.bust(kid(i + 2)))).join('') +
      G(1190, 690, 1, L.desk(860)) +
      G(1000, 690, 0.42, laptopBack()) +
      G(1230, 690, 0.42, laptopBack(C.sky)) +
      G(1460, 690, 0.42, laptopBack(C.leaf)) +
      G(
        960,
        250,
        0.8,
        `<rect x="-80" y="-64" width="160" height="128" rx="20" fill="#1d3d73"/>` +
          brackets(C.orange, 12),
      ) +
      G(1200, 190, 0.4, L.drone({ spin: 1 })) +
      G(
        1440,
        260,
        0.8,
        `<rect x="-80" y="-64" width="160" height="128" rx="20" fill="#1d3d73"/>` +
          L.bars(-60, -44, 120, 90, [0.4, 0.7, 0.5, 0.95], [C.sky, C.orange]),
      ),
  ),
});
add('careers/swe-001.svg', {
  title: 'Software engineer role',
  desc: 'A developer beside a large dark code editor window with a coffee mug and code brackets.',
  body: spot(
    81,
    G(520, 150, 1, L.win(540, 400, L.code(30, 30, 12, 12, 1.15), true)) +
      G(300, 700, 1.25, L.bust(kid(0))) +
      G(1020, 690, 1, L.mug()) +
      G(980, 250, 0.8, brackets()),
  ),
});
add('careers/dre-001.svg', {
  title: 'Drone R&D engineer role',
  desc: 'A hexacopter on a workbench in front of a blueprint sheet, with gears and a wrench.',
  body: spot(
    82,
    `<rect x="280" y="110" width="640" height="380" rx="18" fill="#dbe9fd"/><path d="M340 420L500 200L700 320L860 160" stroke="${C.sky}" stroke-width="4" stroke-dasharray="10 10" fill="none"/><circle cx="500" cy="200" r="12" fill="${C.orange}"/><circle cx="700" cy="320" r="12" fill="${C.orange}"/>` +
      G(600, 580, 1, L.desk(900)) +
      G(600, 470, 0.62, L.drone({ hex: true, body: 'url(#gN)', arm: C.ink, spin: 1 })) +
      G(1000, 200, 0.7, L.gear(60, 10, C.orange)) +
      G(1070, 290, 0.45, L.gear(60, 8, C.sky)) +
      G(200, 460, 0.7, wrench()),
  ),
});
add('careers/ai-001.svg', {
  title: 'AI / ML engineer role',
  desc: 'An AI chip linked to a neural network and a chart card showing model accuracy rising.',
  body: spot(
    83,
    G(420, 400, 1.2, L.chip()) +
      `<path d="M580 400H700" stroke="${C.sky}" stroke-width="6" stroke-dasharray="10 10"/>` +
      G(
        700,
        230,
        1,
        `<rect width="340" height="340" rx="24" fill="#fff"/>` +
          L.network(170, 150, 90) +
          L.chartLine(40, 260, 260, 50, [0.1, 0.4, 0.6, 0.75, 0.9], C.orange, false, 5),
      ),
  ),
});
add('careers/pm-001.svg', {
  title: 'Product manager role',
  desc: 'A kanban board with task cards next to a product manager pointing at a roadmap.',
  body: spot(
    84,
    G(480, 380, 1.15, L.kanban()) +
      dash('M220 660H780', C.sky, 6) +
      [220, 500, 780]
        .map((x, i) => `<circle cx="${x}" cy="660" r="16" fill="${[C.orange, C.sky, C.leaf][i]}"/>`)
        .join('') +
      `<g transform="translate(990 710) scale(-1 1)">${L.person(kid(2, { pose: 'point' }))}</g>`,
  ),
});
add('careers/culture.svg', {
  title: 'SkyForge team culture',
  desc: 'Three cheerful teammates, one cheering with raised arms, with a plant, a light bulb and hearts.',
  body: spot(
    85,
    G(420, 700, 0.95, L.person(kid(4))) +
      G(600, 710, 1, L.person(kid(1, { pose: 'up' }))) +
      G(780, 700, 0.95, L.person(kid(0))) +
      G(180, 700, 1, L.plant()) +
      G(1000, 250, 0.5, L.bulb()) +
      G(250, 260, 0.35, `<path d="${L.HEART}" fill="${C.orange}"/>`) +
      G(980, 520, 0.25, `<path d="${L.HEART}" fill="${C.sky}"/>`) +
      L.sparkle(600, 180, 22),
  ),
});

// ================= about =================
add('about/story.svg', {
  title: 'Our story',
  desc: 'A winding dashed timeline from a small workshop through an idea bulb and a first drone to a large building with a flag.',
  body: spot(
    91,
    dash('M180 660Q360 640 420 500T640 380T860 250T1040 160', C.sky, 6) +
      G(
        180,
        700,
        0.55,
        L.building({ w: 200, h: 140, roof: 'gable', cols: 2, rows: 1, accent: C.orange }),
      ) +
      G(420, 470, 0.5, L.bulb()) +
      G(660, 370, 0.3, L.drone({ spin: 1 })) +
      G(980, 690, 0.8, L.building({ w: 240, h: 340, winFill: C.mid, cols: 3, rows: 5 })) +
      G(1060, 260, 0.6, L.flag()) +
      [
        [420, 580],
        [640, 460],
        [860, 300],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="14" fill="${C.orange}" stroke="#fff" stroke-width="5"/>`,
        )
        .join(''),
  ),
});
add('about/mission.svg', {
  title: 'Our mission',
  desc: 'An arrow in the bullseye of a target, with a drone, a graduation cap and a medical cross around it.',
  body: spot(
    92,
    G(600, 430, 1.3, L.target()) +
      G(960, 220, 0.4, L.drone({ spin: 1 })) +
      G(230, 260, 0.7, L.gradCap(), -10) +
      G(
        230,
        560,
        1,
        `<circle r="54" fill="#fff" stroke="${C.pale}" stroke-width="6"/><path d="M-12 -36h24v24h24v24h-24v24h-24v-24h-24v-24h24Z" fill="${C.orange}"/>`,
      ),
  ),
});
add('about/vision.svg', {
  title: 'Our vision',
  desc: 'A rising sun behind mountains with a flag on the peak and a drone flying upward along a dashed path.',
  body: spot(
    93,
    `<circle cx="760" cy="420" r="120" fill="url(#gY)" opacity=".85"/>` +
      L.mountains(1200, 690, '#9cc2ff', '#cfe0fb') +
      `<path d="M600 490L450 690H750Z" fill="${C.sky}"/><path d="M600 490L640 543L600 560L560 543Z" fill="#fff"/>` +
      G(600, 495, 0.5, L.flag()) +
      dash('M240 620Q300 400 460 300', C.orange, 5) +
      G(470, 260, 0.35, L.drone({ spin: 1 }), -12),
  ),
});

// ================= software =================
add('software/hero.svg', {
  w: 1600,
  h: 900,
  title: 'AI hospital management system',
  desc: 'Dark blue scene with a hospital dashboard window, a tablet showing a patient list and heartbeat, and an AI chip.',
  body: hero(
    19,
    G(820, 200, 1, L.win(600, 420, dashboard(600, 420), true)) +
      G(
        1420,
        560,
        1,
        L.tablet(
          260,
          360,
          `<rect x="12" y="14" width="208" height="90" rx="12" fill="${C.ice}"/>${L.pulse(22, 60, 180, C.orange, 5)}` +
            [0, 1, 2, 3]
              .map(
                (i) =>
                  `<circle cx="30" cy="${140 + i * 44}" r="14" fill="${[C.sky, C.orange, C.leaf, C.mid][i]}"/><rect x="54" y="${133 + i * 44}" width="${[140, 110, 150, 90][i]}" height="14" rx="7" fill="${C.ice}"/>`,
              )
              .join(''),
        ),
      ) +
      G(1460, 210, 0.45, L.chip()) +
      G(820, 720, 0.9, L.pulse(0, 0, 560, C.mid, 5)),
  ),
});
add('software/hospital.svg', {
  title: 'Hospital management system',
  desc: 'A hospital building with a doctor and a floating monitor card showing vital signs.',
  body: spot(
    101,
    G(560, 690, 1.1, L.hospital()) +
      G(
        960,
        700,
        0.95,
        L.person({ shirt: '#fff', pants: C.ink, skin: SKIN[2], hair: C.navy, style: 1 }) +
          `<path d="M-20 -250Q-28 -200 0 -196Q28 -200 20 -250" stroke="${C.sky}" stroke-width="6" fill="none"/><circle cy="-194" r="8" fill="${C.sky}"/>`,
      ) +
      G(
        190,
        190,
        1,
        `<rect width="240" height="150" rx="20" fill="#fff"/>${L.pulse(20, 80, 200, C.orange, 6)}<circle cx="210" cy="30" r="10" fill="${C.green}"/>`,
      ),
  ),
});
add('software/process.svg', {
  title: 'Our software process',
  desc: 'Four steps joined by arrows: a magnifier for discovery, a wireframe for design, code brackets for development and a rocket for deployment.',
  body: spot(
    102,
    dash('M180 400H1020', C.sky, 6) +
      (
        [
          [180, G(-8, -8, 0.6, L.magnifier()), C.sky],
          [
            460,
            `<rect x="-56" y="-46" width="112" height="92" rx="12" fill="${C.ice}"/><rect x="-42" y="-32" width="84" height="20" rx="6" fill="${C.sky}"/><rect x="-42" y="-2" width="38" height="32" rx="6" fill="${C.mid}"/><rect x="4" y="-2" width="38" height="32" rx="6" fill="${C.orange}"/>`,
            C.orange,
          ],
          [740, brackets(C.blue, 14), C.leaf],
          [1020, G(0, 14, 0.5, L.rocket(), 30), C.gold],
        ] satisfies [number, string, string][]
      )
        .map(([x, ic, c]) => G(x, 400, 1, circleIcon(100, ic, '#fff', c)))
        .join('') +
      [320, 600, 880]
        .map(
          (x) =>
            `<path d="M${x - 14} 386L${x + 10} 400L${x - 14} 414" stroke="${C.orange}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
        )
        .join(''),
  ),
});

// ================= sitemap =================
const tree3 = (rootIcon: string, kids: [string, string][], seed: number) =>
  spot(
    seed,
    `<path d="${kids
      .map((_, i) => {
        const x = 600 + (i - (kids.length - 1) / 2) * (kids.length > 4 ? 220 : 280);
        return `M600 250V330H${x}V400`;
      })
      .join('')}" stroke="${C.mid}" stroke-width="6" fill="none" stroke-linejoin="round"/>` +
      G(600, 170, 1, node(220, 140, rootIcon, C.orange)) +
      kids
        .map(([ic, c], i) => {
          const x = 600 + (i - (kids.length - 1) / 2) * (kids.length > 4 ? 220 : 280);
          return (
            G(x, 480, 1, node(180, 150, ic, c)) +
            `<path d="M${x} 560V600" stroke="${C.mid}" stroke-width="5"/>` +
            L.lines(x - 60, 610, [120, 90, 110], { gap: 30, h: 14, colors: [C.pale] })
          );
        })
        .join(''),
    { floor: false },
  );
const icDrone = G(0, -6, 0.22, L.drone({ spin: 1 }));
const icMon = `<rect x="-50" y="-44" width="100" height="70" rx="10" fill="url(#gN)"/>${L.pulse(-38, -10, 76, C.orange, 4)}<rect x="-8" y="26" width="16" height="14" fill="${C.ink}"/><rect x="-30" y="40" width="60" height="8" rx="4" fill="${C.ink}"/>`;
const icCap = G(0, 0, 0.6, L.gradCap());
add('sitemap/main.svg', {
  title: 'Site map overview',
  desc: 'A tree diagram: a home card branching to five section cards with drone, software, training, shop and contact icons.',
  body: tree3(
    `<path d="M-40 10V-20L0 -50L40 -20V10Z" fill="${C.sky}"/><rect x="-12" y="-12" width="24" height="22" fill="#fff"/>`,
    [
      [icDrone, C.sky],
      [icMon, C.orange],
      [icCap, C.leaf],
      [G(0, 0, 0.3, L.cart()), C.purple],
      [G(0, 0, 0.4, L.envelope()), C.gold],
    ],
    111,
  ),
});
add('sitemap/services.svg', {
  title: 'Services site map',
  desc: 'A tree diagram: a services card with a gear branching to drone, software and training cards.',
  body: tree3(
    G(0, -6, 0.7, L.gear(60, 10, C.sky)),
    [
      [icDrone, C.sky],
      [icMon, C.orange],
      [icCap, C.leaf],
    ],
    112,
  ),
});
add('sitemap/resources.svg', {
  title: 'Resources site map',
  desc: 'A tree diagram: a resources card with books branching to documents, videos, downloads and news cards.',
  body: tree3(
    G(0, 10, 0.8, L.book(C.sky, 110, 26)) + G(0, -18, 0.8, L.book(C.orange, 100, 26)),
    [
      [G(0, -6, 0.5, doc()), C.sky],
      [G(0, -6, 0.5, play()), C.orange],
      [G(0, -6, 0.45, download()), C.leaf],
      [
        G(
          0,
          -6,
          0.5,
          `<rect x="-80" y="-60" width="160" height="120" rx="14" fill="${C.ice}"/><rect x="-64" y="-44" width="60" height="50" rx="8" fill="${C.sky}"/>` +
            L.lines(6, -40, [56, 40, 56], { gap: 18, h: 9, colors: [C.mid] }) +
            L.lines(-64, 20, [128, 96], { gap: 18, h: 9, colors: [C.pale] }),
        ),
        C.gold,
      ],
    ],
    113,
  ),
});

// ================= shop =================
add('shop/hero.svg', {
  w: 1600,
  h: 900,
  title: 'SkyForge shop',
  desc: 'Dark blue backdrop with a drone, a remote controller, a battery pack, a propeller and a parcel floating on the right.',
  body: hero(
    23,
    `<ellipse cx="1150" cy="780" rx="380" ry="44" fill="#387dfa" opacity=".2"/>` +
      G(1130, 340, 0.85, L.drone({ spin: 0.4, body: 'url(#gB)' })) +
      G(1440, 640, 0.65, L.controller(), -10) +
      G(890, 640, 0.45, L.battery()) +
      G(1440, 200, 0.45, L.propeller(), -30) +
      G(1170, 700, 0.45, L.box()),
  ),
});
add('shop/empty-cart.svg', {
  w: 600,
  h: 600,
  title: 'Empty cart',
  desc: 'An empty shopping cart on a soft blue circle with small sparkles.',
  body:
    `<rect width="600" height="600" fill="url(#gL)"/><circle cx="300" cy="300" r="220" fill="#dcebff"/>` +
    L.shadow(300, 470, 170, 20, 0.12) +
    G(300, 330, 1.1, L.cart()) +
    L.sparkle(150, 170, 18) +
    L.sparkle(470, 200, 14, C.sky) +
    L.sparkle(480, 420, 10, C.orange),
});
add('shop/empty-wishlist.svg', {
  w: 600,
  h: 600,
  title: 'Empty wishlist',
  desc: 'A dashed outline heart with small hearts and sparkles on a soft blue circle.',
  body:
    `<rect width="600" height="600" fill="url(#gL)"/><circle cx="300" cy="300" r="220" fill="#dcebff"/>` +
    G(
      300,
      310,
      1.4,
      `<path d="${L.HEART}" fill="#fff" stroke="${C.sky}" stroke-width="8" stroke-dasharray="18 12" stroke-linecap="round"/>`,
    ) +
    G(470, 180, 0.25, `<path d="${L.HEART}" fill="${C.orange}"/>`) +
    G(140, 420, 0.18, `<path d="${L.HEART}" fill="${C.mid}"/>`) +
    L.sparkle(150, 170, 16) +
    L.sparkle(470, 430, 12, C.sky),
});

// ================= contact map =================
{
  const road = (d: string, w = 20) =>
    `<path d="${d}" stroke="#d3deee" stroke-width="${w + 8}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#fff" stroke-width="${w}" fill="none" stroke-linecap="round"/>`;
  let blocks = '';
  const R = L.rng(77);
  for (let x = 0; x < 1200; x += 120)
    for (let y = 150; y < 700; y += 110)
      if (R() > 0.12)
        blocks += `<rect x="${x + 14}" y="${y + 14}" width="92" height="82" rx="10" fill="${R() > 0.8 ? '#dff2e6' : '#e7eef8'}"/>`;
  let minor = '';
  for (let x = 120; x < 1200; x += 120) minor += `M${x} 150V700`;
  for (let y = 150; y < 700; y += 110) minor += `M0 ${y}H1200`;
  add('contact/map.svg', {
    w: 1200,
    h: 700,
    title: 'Map of Nellore city centre',
    desc: 'Illustrated street map of central Nellore with the Penna river to the north, a lake, parks, a railway line and main roads, with an orange pin marking SkyForge.',
    body:
      `<rect width="1200" height="700" fill="#f3f7fc"/>` +
      blocks +
      `<path d="${minor}" stroke="#fff" stroke-width="8"/>` +
      `<path d="M0 40Q300 120 600 70T1200 90V0H0Z" fill="#bcd6fb"/><path d="M0 40Q300 120 600 70T1200 90" stroke="#9cc2ff" stroke-width="4" fill="none"/>` +
      `<path d="M40 470Q30 380 130 370Q250 360 260 450Q270 560 150 570Q50 570 40 470Z" fill="#bcd6fb"/>` +
      `<rect x="854" y="494" width="212" height="192" rx="16" fill="#cdeccf"/><circle cx="920" cy="560" r="22" fill="#a9dfb6"/><circle cx="1000" cy="620" r="28" fill="#a9dfb6"/><rect x="374" y="164" width="92" height="82" rx="12" fill="#cdeccf"/>` +
      road('M0 300Q400 280 600 330T1200 300', 24) +
      road('M380 150Q420 400 560 700', 22) +
      road('M760 150V700', 18) +
      road('M120 700L420 420L900 150', 16) +
      road('M560 520H1200', 14) +
      `<path d="M980 150L1040 700" stroke="#9aa9c2" stroke-width="6"/><path d="M980 150L1040 700" stroke="#fff" stroke-width="3" stroke-dasharray="10 10"/>` +
      `<path d="M0 130Q300 150 560 130T1200 140" stroke="#e8d9a8" stroke-width="14" fill="none"/>` +
      `<circle cx="620" cy="380" r="70" fill="${C.orange}" opacity=".12"/><circle cx="620" cy="380" r="40" fill="${C.orange}" opacity=".18"/>` +
      L.shadow(620, 382, 22, 7, 0.25) +
      G(620, 380, 1.1, L.pin()) +
      `<text x="40" y="676" font-family="system-ui, sans-serif" font-size="20" font-weight="600" fill="${C.navy}" opacity=".55">Nellore</text>`,
  });
}

// ================= products (800x800) =================
const survey = () =>
  `<path d="M-330 10L330 -40L350 -10L-310 50Z" fill="url(#gW)"/><path d="M-330 10L330 -40" stroke="#fff" stroke-width="4"/>` +
  `<path d="M-200 -60H200M-200 30H200" stroke="${C.navy}" stroke-width="12" stroke-linecap="round"/>` +
  [
    [-200, -60],
    [200, -60],
    [-200, 30],
    [200, 30],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y - 14}" rx="60" ry="14" fill="#9cc2ff" fill-opacity=".3" stroke="#9cc2ff" stroke-width="2"/><rect x="${x - 6}" y="${y - 14}" width="12" height="14" fill="${C.navy}"/>`,
    )
    .join('') +
  `<path d="M-260 -20Q-200 -60 80 -46Q180 -40 200 -10Q180 20 80 24Q-200 26 -260 -20Z" fill="url(#gB)"/><path d="M-250 -20L-300 -110L-270 -110L-200 -30Z" fill="${C.orange}"/>` +
  `<path d="M40 -44Q120 -50 150 -24" stroke="#fff" stroke-opacity=".5" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="60" cy="34" r="18" fill="${C.navy}"/><circle cx="60" cy="34" r="9" fill="${C.sky}"/>` +
  `<path d="M-272 -60V20" stroke="${C.navy}" stroke-width="6"/>`;
const gimbal = () =>
  `<rect x="-34" y="40" width="68" height="220" rx="30" fill="url(#gN)"/><circle cy="120" r="14" fill="${C.orange}"/><rect x="-20" y="160" width="40" height="60" rx="10" fill="${C.ink}"/>` +
  `<path d="M0 40V-10H120V-80" stroke="${C.ink}" stroke-width="26" fill="none" stroke-linejoin="round"/><circle cx="120" cy="-10" r="20" fill="${C.orange}"/>` +
  `<path d="M120 -110H-60V-80" stroke="${C.sky}" stroke-width="22" fill="none" stroke-linejoin="round"/><circle cx="-60" cy="-110" r="16" fill="${C.orange}"/>` +
  `<rect x="-150" y="-90" width="170" height="110" rx="18" fill="url(#gN)"/><rect x="-140" y="-80" width="60" height="16" rx="6" fill="${C.sky}" opacity=".6"/><circle cx="-150" cy="-35" r="44" fill="${C.ink}"/><circle cx="-150" cy="-35" r="28" fill="#0f2a55"/><circle cx="-150" cy="-35" r="14" fill="${C.sky}"/><circle cx="-144" cy="-42" r="5" fill="#fff"/>`;
const fpv = () =>
  G(0, -40, 2.6, L.miniDrone({ body: C.navy, arm: '#26334d', accent: C.orange })) +
  G(
    150,
    210,
    1,
    `<rect x="-90" y="-40" width="180" height="80" rx="34" fill="url(#gN)"/><circle cx="-36" r="24" fill="${C.sky}"/><circle cx="36" r="24" fill="${C.sky}"/><path d="M-90 -10H-120M90 -10H120" stroke="${C.orange}" stroke-width="10" stroke-linecap="round"/>`,
  ) +
  G(-170, 220, 0.35, L.battery()) +
  G(-160, 130, 0.3, L.propeller(C.orange), 20);
const courseCard = (head: string, icon: string, accent: string) =>
  `<g transform="rotate(-4)"><rect x="-220" y="-262" width="440" height="560" rx="32" fill="#0b1d3a" opacity=".08"/><rect x="-220" y="-280" width="440" height="560" rx="32" fill="#fff"/>` +
  `<path d="M-220 -30V-248Q-220 -280 -188 -280H188Q220 -280 220 -248V-30Z" fill="${head}"/><circle cx="150" cy="-230" r="60" fill="#fff" opacity=".12"/><circle cx="-170" cy="-60" r="40" fill="#fff" opacity=".1"/>` +
  G(0, -150, 1, icon) +
  L.lines(-180, 10, [260, 200], { gap: 34, h: 18, colors: [C.navy, C.pale] }) +
  L.lines(-180, 100, [120, 150], { gap: 30, h: 12, colors: [C.pale] }) +
  `<rect x="-180" y="196" width="150" height="48" rx="24" fill="${accent}"/>` +
  [0, 1, 2, 3, 4].map((i) => L.star(60 + i * 32, 220, 12, i < 4 ? C.gold : C.pale)).join('') +
  `</g>` +
  G(
    190,
    -250,
    0.75,
    `<circle r="80" fill="#fff" stroke="${C.pale}" stroke-width="8"/>` + G(0, 4, 0.62, L.gradCap()),
  );
const snake = () =>
  `<path d="M-120 60Q-120 0 -60 0H40Q80 0 80 -40T40 -80H-20" stroke="${C.gold}" stroke-width="44" fill="none" stroke-linecap="round"/><path d="M-120 60Q-120 0 -60 0H40Q80 0 80 -40T40 -80H-20" stroke="${C.sky}" stroke-width="44" fill="none" stroke-dasharray="30 30" stroke-linecap="round"/>` +
  `<circle cx="-40" cy="-80" r="38" fill="${C.sky}"/><circle cx="-50" cy="-92" r="10" fill="#fff"/><circle cx="-52" cy="-92" r="5" fill="${C.navy}"/><path d="M-78 -74H-98M-98 -74L-108 -82M-98 -74L-108 -66" stroke="${C.orange}" stroke-width="5" stroke-linecap="round"/>`;
const products = {
  'ed1-drone': [
    'ED1 educational drone',
    'The white ED1 educational quadcopter with orange accents and a camera, on a soft light background.',
    prod(G(400, 380, 1.1, L.drone({ body: 'url(#gW)', spin: 0.5 })), 620, 260),
  ],
  'custom-drone': [
    'Custom drone',
    'A navy hexacopter with six rotors and orange accents, on a soft light background.',
    prod(
      G(400, 400, 0.92, L.drone({ hex: true, body: 'url(#gN)', arm: C.ink, spin: 0.3 })),
      620,
      280,
    ),
  ],
  'fpv-racer-kit': [
    'FPV racer kit',
    'A compact carbon FPV racing frame seen from above with FPV goggles, a battery and a spare propeller.',
    prod(G(400, 400, 1, fpv()), 680, 280),
  ],
  'survey-drone': [
    'Survey drone',
    'A fixed-wing VTOL survey drone with four lift rotors and a downward mapping camera.',
    prod(G(400, 400, 1, survey()), 600, 300),
  ],
  'drone-battery-pack': [
    'Drone battery pack',
    'A navy LiPo drone battery with charge-level cells, a lightning mark and red and black leads.',
    prod(G(370, 400, 1.15, L.battery()), 560, 240),
  ],
  'propeller-set': [
    'Propeller set',
    'Four drone propellers, two orange and two navy, arranged in a set.',
    prod(
      (
        [
          [270, 290, C.orange, 30],
          [530, 290, C.navy, -20],
          [270, 510, C.navy, -30],
          [530, 510, C.orange, 20],
        ] satisfies [number, number, string, number][]
      )
        .map(([x, y, c, r]) => G(x, y, 0.72, L.propeller(c), r))
        .join(''),
      660,
      250,
    ),
  ],
  'controller-pro': [
    'Controller Pro',
    'A navy remote controller with two orange sticks, a screen and an antenna.',
    prod(G(400, 440, 1.45, L.controller()), 600, 250),
  ],
  'camera-gimbal': [
    'Camera gimbal',
    'A three-axis handheld camera gimbal with a navy camera and orange joints.',
    prod(G(420, 360, 1.1, gimbal()), 660, 150),
  ],
  'course-web-dev': [
    'Web development course',
    'A course card with a blue header showing code brackets and a graduation cap badge.',
    prod(G(400, 410, 1, courseCard(C.sky, brackets('#fff', 16), C.orange)), 720, 240),
  ],
  'course-data-science': [
    'Data science course',
    'A course card with a navy header showing a bar and line chart and a graduation cap badge.',
    prod(
      G(
        400,
        410,
        1,
        courseCard(
          C.navy,
          L.bars(-100, -70, 200, 130, [0.4, 0.7, 0.55, 0.95], [C.sky, C.orange]) +
            L.chartLine(-90, -80, 180, 100, [0.2, 0.5, 0.4, 0.9], '#fff', false, 5),
          C.sky,
        ),
      ),
      720,
      240,
    ),
  ],
  'course-robotics-ai': [
    'Robotics and AI course',
    'A course card with an orange header showing a friendly robot and a graduation cap badge.',
    prod(
      G(400, 410, 1, courseCard(C.orange, G(0, 110, 0.45, L.robot('url(#gW)', C.sky)), C.navy)),
      720,
      240,
    ),
  ],
  'course-python-kids': [
    'Python for kids course',
    'A course card with a green header showing a friendly striped snake and a graduation cap badge.',
    prod(G(400, 410, 1, courseCard(C.green, G(0, 10, 0.8, snake()), C.orange)), 720, 240),
  ],
  'course-drone-pilot': [
    'Drone pilot course',
    'A course card with a blue header showing a drone above a remote controller and a graduation cap badge.',
    prod(
      G(
        400,
        410,
        1,
        courseCard(
          C.blue,
          G(0, -30, 0.32, L.drone({ body: 'url(#gW)', spin: 1 })) + G(0, 70, 0.3, L.controller()),
          C.orange,
        ),
      ),
      720,
      240,
    ),
  ],
  'course-app-dev': [
    'App development course',
    'A course card with a purple header showing a smartphone with an app grid and a graduation cap badge.',
    prod(
      G(
        400,
        410,
        1,
        courseCard(
          C.purple,
          G(
            0,
            0,
            0.6,
            L.phone(
              150,
              260,
              [0, 1, 2, 3, 4, 5]
                .map(
                  (i) =>
                    `<rect x="${14 + (i % 2) * 52}" y="${24 + Math.floor(i / 2) * 60}" width="40" height="40" rx="10" fill="${[C.orange, C.sky, C.leaf, C.gold, C.purple, C.blue][i]}"/>`,
                )
                .join(''),
            ),
          ),
          C.orange,
        ),
      ),
      720,
      240,
    ),
  ],
  placeholder: [
    'SkyForge product',
    'A generic parcel box with an orange tape band and a sparkle, on a soft light background.',
    prod(
      G(400, 420, 1.3, L.box()) + L.sparkle(600, 220, 26) + L.sparkle(220, 260, 16, C.sky),
      600,
      230,
    ),
  ],
};
for (const [k, [title, desc, body]] of Object.entries(products))
  add(`products/${k}.svg`, { w: 800, h: 800, title, desc, body });

// ---------- write ----------
let total = 0;
for (const f of files) {
  const s = L.svg({ w: f.w || 1200, h: f.h || 800, title: f.title, desc: f.desc, body: f.body });
  const p = join(OUT, f.path);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, s);
  total += s.length;
  if (s.length > 12000) console.warn(`WARN ${f.path} ${s.length} bytes`);
  if (/https?:\/\/(?!www\.w3\.org\/2000\/svg)/.test(s))
    console.warn(`WARN external ref in ${f.path}`);
}
console.log(`wrote ${files.length} SVGs, ${(total / 1024).toFixed(1)} kB`);
writeFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'svg-manifest.json'),
  JSON.stringify(
    files.map(({ path, title, desc }) => ({ path, title, desc })),
    null,
    2,
  ) + '\n',
);
