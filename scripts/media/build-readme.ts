// Writes public/media/README.md from svg-manifest.json (written by
// build-svgs.ts) plus the video list. Run after the other two scripts.
import { readFileSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RND } from './scenes.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '../../public/media');
const svgs = JSON.parse(readFileSync(join(HERE, 'svg-manifest.json'), 'utf8'));
const kb = (p: string) => `${(statSync(join(OUT, p)).size / 1024).toFixed(1)} kB`;
const videos = [
  [
    'drones/hero.mp4',
    'Drones hero background loop, 1280x720, 5 s: a blue drone with blinking navigation lights hovers over a scrolling night city skyline while stars twinkle and clouds drift (parallax); darker on the left for white text. First frame = drones/hero-poster.svg.',
  ],
  ...Object.entries(RND).map(([k, v]) => [
    `rnd/${k}.mp4`,
    `${v.title} loop, 640x360, 4 s: ${v.desc} Rotors spin and the scene moves gently; matches rnd/${k}.svg.`,
  ]),
];
let md = `# SkyForge media

All illustrations and videos in this folder are generated procedurally by the
scripts in \`scripts/media/\` (no external fonts, images or URLs). Regenerate with:

\`\`\`sh
npx tsx scripts/media/build-svgs.ts    # all SVGs (+ scripts/media/svg-manifest.json)
npx tsx scripts/media/build-videos.ts  # all MP4s (needs ffmpeg and Chromium at /usr/bin/chromium)
npx tsx scripts/media/build-readme.ts  # this file
npx tsx scripts/media/contact-sheet.ts # optional QA: contact sheets in /tmp/sheet-*.png
\`\`\`

- \`lib.ts\`: brand palette, gradients and flat components (drones, people, devices, charts, icons).
- \`scenes.ts\`: animated scenes (functions of t in [0,1), periodic so loops are seamless) used both for
  the R&D thumbnails / hero poster and for the videos.
- \`build-svgs.ts\`: composes and writes every SVG. \`build-videos.ts\`: renders frames with Chromium
  (Playwright) and encodes them with ffmpeg (H.264, yuv420p, CRF 28, no audio, +faststart).

Style: flat / light-isometric, soft gradients, brand colours navy #0b1d3a, blues #004ee0 / #387dfa /
#e6f2ff, orange #f46b23. No text inside images except the small "Nellore" label on the contact map.
Hero/slide images (16:9) are dark with the subject on the right half, for white text on the left.

## SVG illustrations (made by build-svgs.ts)

| File | Shows | Size |
| --- | --- | --- |
`;
for (const s of svgs)
  md += `| \`${s.path}\` | **${s.title}**: ${s.desc}${s.path.startsWith('rnd/') || s.path === 'drones/hero-poster.svg' ? ' (scene from scenes.ts)' : ''} | ${kb(s.path)} |\n`;
md += `\n## Videos (made by build-videos.ts from scenes.ts)\n\n| File | Shows | Size |\n| --- | --- | --- |\n`;
for (const [p, d] of videos) md += `| \`${p}\` | ${d} | ${kb(p)} |\n`;
writeFileSync(join(OUT, 'README.md'), md);
console.info(`README.md: ${svgs.length} SVGs, ${videos.length} videos`);
