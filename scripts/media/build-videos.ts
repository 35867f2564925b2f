// Renders the looping background videos (MP4/H.264) from the animated scenes
// in scenes.ts: every frame is an SVG rendered to PNG by Chromium, then
// encoded by ffmpeg. Scenes are periodic in t, so the loops are seamless.
// Run: npx tsx scripts/media/build-videos.ts [name ...]   (needs ffmpeg + Chromium)
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svg } from './lib.ts';
import { RND, heroScene } from './scenes.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../public/media');
const FPS = 25;
const jobs = [
  {
    name: 'hero',
    out: 'drones/hero.mp4',
    w: 1280,
    h: 720,
    secs: 5,
    vb: '0 0 1600 900',
    fn: heroScene,
  },
  ...Object.entries(RND).map(([k, v]) => ({
    name: k,
    out: `rnd/${k}.mp4`,
    w: 640,
    h: 360,
    secs: 4,
    vb: '-111 0 1422 800',
    fn: v.fn,
  })),
];
const only = process.argv.slice(2);
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });

for (const job of jobs.filter((j) => !only.length || only.includes(j.name))) {
  const dir = `/tmp/skyforge-frames/${job.name}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const page = await browser.newPage({ viewport: { width: job.w, height: job.h } });
  await page.setContent(
    `<style>html,body{margin:0;overflow:hidden;background:#0b1d3a}svg{display:block}</style><div id="s"></div>`,
  );
  const N = job.secs * FPS;
  for (let i = 0; i < N; i++) {
    const markup = svg({ w: job.w, h: job.h, vb: job.vb, title: job.name, body: job.fn(i / N) });
    await page.evaluate((m) => {
      const stage = document.getElementById('s');
      if (stage) stage.innerHTML = m;
    }, markup);
    await page.screenshot({ path: `${dir}/f${String(i).padStart(4, '0')}.png` });
  }
  await page.close();
  const out = join(OUT, job.out);
  mkdirSync(dirname(out), { recursive: true });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    `${dir}/f%04d.png`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '28',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-an',
    '-movflags',
    '+faststart',
    out,
  ]);
  console.info(`${job.out}: ${N} frames, ${(statSync(out).size / 1024).toFixed(0)} kB`);
}
await browser.close();
