// Animated scenes shared by the still SVGs (t = fixed) and the MP4 loops.
// Every scene is a pure function of t in [0, 1): all motion is periodic, so
// frame(t = 1) === frame(t = 0) and the videos loop seamlessly.
// R&D scenes are drawn for a 1200x800 stage but fill x from -300 to 1500 so
// a 16:9 crop (viewBox -111 0 1422 800) also works for the videos.
import { C, G, n, rng, drone, cloud, box, tree, shadow, win } from './lib.ts';

const TAU = Math.PI * 2;
const X0 = -300;
const XW = 1800;

let uid = 0;
function tiles(tileW: number, shift: number, fn: () => string, from = X0, to = X0 + XW) {
  const off = -(((shift % tileW) + tileW) % tileW);
  const id = `k${uid++}`;
  let s = `<defs><g id="${id}">${fn()}</g></defs>`;
  for (let x = from + off - tileW; x < to + tileW; x += tileW)
    s += `<use href="#${id}" x="${n(x)}"/>`;
  return s;
}

// ---------- hero video / poster (1600x900) ----------
export function heroScene(t: number) {
  const R = rng(11);
  let stars = '';
  for (let i = 0; i < 56; i++) {
    const x = R() * 1600;
    const y = R() * 560;
    const k = 1 + Math.floor(R() * 3);
    const ph = R();
    const o = 0.2 + 0.5 * R() * (0.6 + 0.4 * Math.sin(TAU * (t * k + ph)));
    stars += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.8 + R() * 1.8)}" fill="#fff" opacity="${n(Math.max(0.05, o) * 100) / 100}"/>`;
  }
  const farClouds = tiles(
    1600 / 3,
    t * (1600 / 3),
    () => G(260, 210, 1.3, cloud('#9cc2ff', 0.1)) + G(80, 330, 0.8, cloud('#9cc2ff', 0.07)),
    0,
    1600,
  );
  const SR = rng(4);
  let sky = '';
  let lit = '';
  for (let i = 0; i < 10; i++) {
    const w = 50 + SR() * 40;
    const h = 50 + SR() * 150;
    const x = i * 80;
    sky += `<rect x="${n(x)}" y="${n(900 - h)}" width="${n(w)}" height="${n(h)}" fill="#081733"/>`;
    for (let j = 0; j < 4; j++)
      if (SR() > 0.45)
        lit += `<rect x="${n(x + 8 + SR() * (w - 20))}" y="${n(900 - h + 14 + SR() * (h - 30))}" width="6" height="8" fill="${SR() > 0.5 ? C.orange : C.mid}" opacity=".5"/>`;
  }
  const skyline = tiles(800, t * 800, () => sky + lit, 0, 1600);
  const nearClouds = tiles(
    1600,
    t * 1600,
    () => G(300, 760, 2.2, cloud('#cfe0fb', 0.08)) + G(1150, 690, 1.6, cloud('#cfe0fb', 0.06)),
    0,
    1600,
  );
  const bob = Math.sin(TAU * t * 2) * 14;
  const tilt = 5 + Math.sin(TAU * t) * 1.5;
  const blink = Math.sin(TAU * t * 5) > 0.3;
  const d = drone({
    spin: TAU * t * 14,
    arm: '#16305c',
    accent: blink ? C.orange : '#7a3a1a',
    lights: true,
  });
  return (
    `<rect width="1600" height="900" fill="url(#gNight)"/>` +
    `<ellipse cx="1100" cy="900" rx="1100" ry="260" fill="#387dfa" opacity=".18"/>` +
    stars +
    `<circle cx="1380" cy="150" r="46" fill="#e6f2ff" opacity=".85"/><circle cx="1380" cy="150" r="120" fill="url(#gGw)" opacity=".12"/>` +
    farClouds +
    `<path d="M0 820Q400 760 800 800T1600 780V900H0Z" fill="#0c2150"/>` +
    skyline +
    `<circle cx="1100" cy="${n(400 + bob)}" r="280" fill="url(#gG)"/>` +
    G(1100, 400 + bob, 0.78, d, tilt) +
    nearClouds +
    `<rect width="1600" height="900" fill="url(#gVig)"/>`
  );
}

// ---------- R&D scenes (1200x800 stage) ----------
const skyBg = (fill = 'url(#gSky)') =>
  `<rect x="${X0}" y="0" width="${XW}" height="800" fill="${fill}"/>`;

export function r1(t: number) {
  // agricultural spraying drone over crop rows
  const hz = 470;
  let rows = '';
  for (let i = -9; i <= 9; i++) {
    if (i % 2) continue;
    const xb1 = 600 + i * 140;
    const xb2 = 600 + (i + 1) * 140;
    const f = (v: number) => 600 + (v - 600) * 0.18;
    rows += `M${n(f(xb1))} ${hz}L${n(f(xb2))} ${hz}L${n(xb2)} 800L${n(xb1)} 800Z`;
  }
  let bands = '';
  const N = 9;
  for (let j = 0; j < N; j++) {
    const s = (j + t) / N;
    const y = hz + (800 - hz) * s * s;
    bands += `M${X0} ${n(y)}H${X0 + XW}`;
  }
  const bob = Math.sin(TAU * t * 2) * 8;
  let spray = '';
  for (const nx of [-190, -95, 95, 190]) {
    spray += `<path d="M${nx} 108L${nx - 46} 330H${nx + 46}Z" fill="#9cc2ff" opacity=".35"/>`;
    for (let k = 0; k < 6; k++) {
      const p = (k / 6 + t * 3) % 1;
      const dx = ((k % 3) - 1) * 34 * p;
      spray += `<circle cx="${n(nx + dx)}" cy="${n(112 + p * 220)}" r="${n(5 - p * 2)}" fill="${C.sky}" opacity="${n(1 - p * 0.7)}"/>`;
    }
  }
  const payload =
    spray +
    `<path d="M-210 96H210" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>` +
    [-190, -95, 95, 190]
      .map((x) => `<rect x="${x - 7}" y="96" width="14" height="14" rx="3" fill="${C.orange}"/>`)
      .join('') +
    `<path d="M0 40V96" stroke="${C.navy}" stroke-width="8"/><rect x="-52" y="30" width="104" height="62" rx="20" fill="url(#gW)"/><rect x="-52" y="52" width="104" height="14" fill="${C.leaf}" opacity=".7"/>`;
  return (
    skyBg() +
    `<circle cx="1000" cy="150" r="70" fill="#ffe9a8" opacity=".9"/>` +
    tiles(600, t * 600, () => G(220, 130, 0.9, cloud('#fff', 0.9))) +
    `<path d="M${X0} ${hz}Q200 400 500 450T1000 420T${X0 + XW} 440V${hz + 10}H${X0}Z" fill="#bfe6c9"/>` +
    `<rect x="${X0}" y="${hz}" width="${XW}" height="${800 - hz}" fill="#6cc28b"/>` +
    `<path d="${rows}" fill="#4fae74"/>` +
    `<path d="${bands}" stroke="#2f8f58" stroke-opacity=".35" stroke-width="4"/>` +
    shadow(600, 690, 210, 26, 0.16) +
    G(
      600,
      270 + bob,
      0.9,
      drone({ body: 'url(#gW)', accent: C.green, spin: TAU * t * 12, payload }),
    )
  );
}

export function r2(t: number) {
  // mapping / survey over an isometric terrain tile
  const iso = (u: number, v: number) => [600 + (u - v) * 520, 380 + (u + v) * 230];
  const P = (u: number, v: number) => iso(u, v).map(n).join(' ');
  let grid = '';
  for (let i = 0; i <= 8; i++)
    grid += `M${P(i / 8, 0)}L${P(i / 8, 1)}M${P(0, i / 8)}L${P(1, i / 8)}`;
  const u = 0.5 + 0.34 * Math.sin(TAU * t);
  const [gx] = iso(u, 0.45);
  const dx = gx;
  const dy = 170 + Math.sin(TAU * t * 2) * 6;
  const fp = [iso(u - 0.09, 0.32), iso(u + 0.09, 0.32), iso(u + 0.09, 0.58), iso(u - 0.09, 0.58)];
  const fpd = fp.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('') + 'Z';
  const house = (uu: number, vv: number, c: string) => {
    const [x, y] = iso(uu, vv);
    return `<path d="M${n(x - 26)} ${n(y)}L${n(x)} ${n(y + 12)}L${n(x + 26)} ${n(y)}V${n(y - 26)}L${n(x)} ${n(y - 14)}L${n(x - 26)} ${n(y - 26)}Z" fill="#fff"/><path d="M${n(x - 30)} ${n(y - 24)}L${n(x)} ${n(y - 48)}L${n(x + 30)} ${n(y - 24)}L${n(x)} ${n(y - 12)}Z" fill="${c}"/>`;
  };
  let trees = '';
  [
    [0.15, 0.2],
    [0.22, 0.75],
    [0.8, 0.2],
    [0.85, 0.8],
    [0.62, 0.9],
    [0.1, 0.5],
  ].forEach(([a, b]) => {
    const [x, y] = iso(a, b);
    trees += G(x, y, 0.3, tree());
  });
  return (
    skyBg() +
    tiles(
      900,
      t * 900,
      () => G(180, 110, 0.8, cloud('#fff', 0.8)) + G(640, 70, 0.6, cloud('#fff', 0.7)),
    ) +
    `<path d="M${P(0, 0)}L${P(1, 0)}L${P(1, 1)}L${P(0, 1)}Z" fill="#bfe6c9"/>` +
    `<path d="M${P(1, 0)}L${P(1, 1)}L${P(0, 1)}L${n(iso(0, 1)[0])} ${n(iso(0, 1)[1] + 40)}L${n(iso(1, 1)[0])} ${n(iso(1, 1)[1] + 40)}L${n(iso(1, 0)[0])} ${n(iso(1, 0)[1] + 40)}Z" fill="#8fcba3"/>` +
    `<path d="M${P(0.3, 0.05)}L${P(0.5, 0.05)}L${P(0.5, 0.3)}L${P(0.3, 0.3)}Z" fill="#e8d9a8"/><path d="M${P(0.62, 0.55)}L${P(0.92, 0.55)}L${P(0.92, 0.75)}L${P(0.62, 0.75)}Z" fill="#a6dcb5"/>` +
    `<path d="M${P(0, 0.4)}Q${P(0.4, 0.3)} ${P(0.55, 0.62)}T${P(1, 0.7)}" stroke="#7fb6ff" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    house(0.35, 0.5, C.orange) +
    house(0.45, 0.6, C.sky) +
    house(0.72, 0.35, C.orange) +
    trees +
    `<path d="${grid}" stroke="${C.blue}" stroke-opacity=".25" stroke-width="2" fill="none"/>` +
    `<path d="${fpd}" fill="${C.sky}" fill-opacity=".25" stroke="${C.orange}" stroke-width="4" stroke-dasharray="12 8"/>` +
    `<path d="M${n(dx - 10)} ${n(dy + 40)}L${n(fp[0][0])} ${n(fp[0][1])}L${n(fp[3][0])} ${n(fp[3][1])}L${n(fp[2][0])} ${n(fp[2][1])}L${n(fp[1][0])} ${n(fp[1][1])}L${n(dx + 10)} ${n(dy + 40)}Z" fill="url(#gScan)"/>` +
    G(dx, dy, 0.5, drone({ spin: TAU * t * 12 })) +
    G(
      920,
      40,
      1,
      win(
        250,
        170,
        `<rect x="14" y="12" width="222" height="110" rx="8" fill="${C.ice}"/><path d="M30 100Q80 40 130 70T220 30" stroke="${C.sky}" stroke-width="4" fill="none"/><path d="M30 110Q90 70 140 95T220 70" stroke="${C.mid}" stroke-width="4" fill="none"/><circle cx="${n(40 + u * 170)}" cy="60" r="8" fill="${C.orange}"/>`,
      ),
    )
  );
}

export function r3(t: number) {
  // swarm formation at dusk
  const R = rng(9);
  let stars = '';
  for (let i = 0; i < 40; i++)
    stars += `<circle cx="${n(X0 + R() * XW)}" cy="${n(R() * 500)}" r="${n(1 + R() * 1.6)}" fill="#fff" opacity="${n(0.2 + R() * 0.5)}"/>`;
  const slots = [
    [0, 0],
    [-1, 1],
    [1, 1],
    [-2, 2],
    [2, 2],
    [-3, 3],
    [3, 3],
    [-1, 3],
    [1, 3],
  ];
  const sp = 1 + 0.08 * Math.sin(TAU * t);
  const cx = 600 + 40 * Math.sin(TAU * t);
  const cy = 200 + 20 * Math.sin(TAU * t * 2);
  const pos = slots.map(([a, b], i) => [
    cx + a * 120 * sp,
    cy + b * 90 * sp + 10 * Math.sin(TAU * (t * 2 + i / 9)),
  ]);
  let links = '';
  for (let i = 0; i < pos.length; i++)
    for (let j = i + 1; j < pos.length; j++) {
      const d = Math.hypot(pos[i][0] - pos[j][0], pos[i][1] - pos[j][1]);
      if (d < 200 * sp) links += `M${n(pos[i][0])} ${n(pos[i][1])}L${n(pos[j][0])} ${n(pos[j][1])}`;
    }
  const tpl = `<defs><g id="sd"><circle r="46" fill="url(#gG)"/>${G(0, 0, 0.2, drone({ spin: TAU * t * 10, arm: '#0f2550', cam: false }))}</g></defs>`;
  const drones =
    tpl +
    pos
      .map((p, i) => {
        const on = Math.sin(TAU * (t * 4 + i / 5)) > 0;
        return `<use href="#sd" x="${n(p[0])}" y="${n(p[1])}"/><circle cx="${n(p[0] - 19)}" cy="${n(p[1])}" r="2.5" fill="${on ? C.orange : '#6a3a2a'}"/><circle cx="${n(p[0] + 19)}" cy="${n(p[1])}" r="2.5" fill="#5cf0a0"/>`;
      })
      .join('');
  return (
    skyBg('url(#gDusk)') +
    stars +
    `<circle cx="980" cy="640" r="360" fill="url(#gGo)" opacity=".6"/>` +
    `<path d="M${X0} 640L100 560L260 620L460 520L640 610L860 540L1060 610L1240 550L${X0 + XW} 600V800H${X0}Z" fill="#132c5e"/>` +
    `<path d="M${X0} 700L160 650L420 690L700 640L980 690L1260 650L${X0 + XW} 680V800H${X0}Z" fill="#0b1d3a"/>` +
    `<path d="${links}" stroke="${C.mid}" stroke-opacity=".45" stroke-width="2.5" stroke-dasharray="8 8" stroke-dashoffset="${n(-t * 64)}"/>` +
    drones
  );
}

export function r4(t: number) {
  // delivery drone over a scrolling neighbourhood
  const houses = () => {
    const h = (x: number, w: number, hh: number, roof: string, body: string) =>
      `<rect x="${x}" y="${700 - hh}" width="${w}" height="${hh}" fill="${body}"/><path d="M${x - 14} ${700 - hh}L${x + w / 2} ${700 - hh - 70}L${x + w + 14} ${700 - hh}Z" fill="${roof}"/>` +
      `<rect x="${x + 20}" y="${700 - hh + 26}" width="36" height="34" rx="4" fill="${C.mid}"/><rect x="${x + w - 52}" y="${700 - 58}" width="32" height="58" rx="4" fill="${C.ink}"/>`;
    return (
      h(30, 170, 130, C.orange, '#fff') +
      G(260, 700, 0.8, tree()) +
      h(330, 150, 170, C.sky, '#eef4fd') +
      h(520, 160, 120, C.navy, '#fff')
    );
  };
  const swing = Math.sin(TAU * t) * 5;
  const payload = `<g transform="rotate(${n(swing)})"><path d="M0 40V150" stroke="${C.navy}" stroke-width="5"/>${G(0, 230, 0.42, box())}</g>`;
  const bob = Math.sin(TAU * t * 2) * 10;
  return (
    skyBg() +
    tiles(
      900,
      t * 900,
      () => G(150, 140, 1, cloud('#fff', 0.9)) + G(620, 250, 0.7, cloud('#fff', 0.8)),
    ) +
    `<path d="M${X0} 560Q300 500 600 540T${X0 + XW} 520V700H${X0}Z" fill="#d6e7fd"/>` +
    tiles(700, t * 700, houses) +
    `<rect x="${X0}" y="700" width="${XW}" height="100" fill="#bfe6c9"/><rect x="${X0}" y="736" width="${XW}" height="34" fill="#cfdcf0"/>` +
    tiles(175, t * 700, () => `<rect x="20" y="750" width="80" height="6" rx="3" fill="#fff"/>`) +
    G(560, 200 + bob, 0.72, drone({ spin: TAU * t * 12, body: 'url(#gB)', payload }), 4)
  );
}

export function r5(t: number) {
  // search & rescue with thermal camera at night
  const R = rng(21);
  let stars = '';
  for (let i = 0; i < 45; i++)
    stars += `<circle cx="${n(X0 + R() * XW)}" cy="${n(R() * 450)}" r="${n(0.8 + R() * 1.6)}" fill="#fff" opacity="${n(0.2 + R() * 0.5)}"/>`;
  let pines = '';
  for (let i = 0; i < 22; i++) {
    const x = X0 + i * 85 + R() * 30;
    const h = 90 + R() * 80;
    const y = 640 + R() * 30;
    pines += `<path d="M${n(x)} ${n(y - h)}L${n(x + h * 0.32)} ${n(y)}H${n(x - h * 0.32)}Z" fill="#081630"/>`;
  }
  const tx = 820 + 150 * Math.sin(TAU * t);
  const dxp = 420;
  const dyp = 210 + 8 * Math.sin(TAU * t * 2);
  const hot = Math.max(0, 1 - Math.abs(tx - 860) / 220);
  const pip = `<rect x="10" y="10" width="250" height="150" rx="8" fill="#1a0836"/><ellipse cx="${n(130 + (860 - tx) * 0.5)}" cy="95" rx="60" ry="46" fill="url(#gHeat)" opacity="${n(0.25 + 0.75 * hot)}"/><path d="M135 60V130M100 95H170" stroke="#fff" stroke-opacity=".5" stroke-width="2"/><rect x="112" y="72" width="46" height="46" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="3"/><circle cx="30" cy="30" r="6" fill="#e5484d"/>`;
  return (
    skyBg('url(#gNight)') +
    stars +
    `<circle cx="220" cy="120" r="40" fill="#e6f2ff" opacity=".85"/>` +
    `<path d="M${X0} 560L80 420L260 520L480 380L700 500L900 400L1120 500L${X0 + XW} 440V800H${X0}Z" fill="#10275a"/>` +
    `<rect x="${X0}" y="640" width="${XW}" height="160" fill="#0a1a3d"/>` +
    pines +
    `<path d="M${n(dxp + 20)} ${n(dyp + 60)}L${n(tx - 120)} 720L${n(tx + 120)} 720Z" fill="${C.orange}" opacity=".16"/>` +
    `<ellipse cx="${n(tx)}" cy="720" rx="120" ry="26" fill="${C.orange}" opacity=".22"/>` +
    `<ellipse cx="860" cy="706" rx="${n(40 + hot * 30)}" ry="${n(36 + hot * 20)}" fill="url(#gHeat)" opacity="${n(0.35 + 0.65 * hot)}"/>` +
    `<circle cx="858" cy="682" r="9" fill="#ffcf5a" opacity="${n(0.5 + 0.5 * hot)}"/><path d="M846 716Q848 694 860 694Q874 696 878 716Z" fill="#ffcf5a" opacity="${n(0.5 + 0.5 * hot)}"/>` +
    G(
      dxp,
      dyp,
      0.62,
      drone({
        spin: TAU * t * 12,
        arm: '#1a3566',
        accent: Math.sin(TAU * t * 4) > 0 ? C.orange : '#6a3a2a',
        lights: true,
      }),
      6,
    ) +
    G(900, 40, 1, win(270, 200, pip, true))
  );
}

export function r6(t: number) {
  // indoor inspection drone with a light beam along pipework
  const x = 560 + 220 * Math.sin(TAU * t);
  const y = 330 + 10 * Math.sin(TAU * t * 2);
  const tgt = x + 80;
  const blink = Math.sin(TAU * t * 3) > -0.2;
  let truss = '';
  for (let i = -3; i < 17; i++) truss += `M${i * 100} 60L${i * 100 + 50} 110L${i * 100 + 100} 60`;
  let flanges = '';
  for (let i = -3; i < 15; i++)
    flanges += `<rect x="${i * 110 + 30}" y="556" width="16" height="100" rx="4" fill="#2a5bb8"/>`;
  return (
    skyBg('url(#gWall)') +
    `<rect x="${X0}" y="50" width="${XW}" height="14" fill="#0b1d3a"/><rect x="${X0}" y="108" width="${XW}" height="10" fill="#0b1d3a"/><path d="${truss}" stroke="#0b1d3a" stroke-width="8" fill="none"/>` +
    [-100, 250, 600, 950, 1300]
      .map(
        (lx) =>
          `<path d="M${lx} 118V150" stroke="#0b1d3a" stroke-width="4"/><path d="M${lx - 30} 168H${lx + 30}L${lx + 16} 150H${lx - 16}Z" fill="#0b1d3a"/><ellipse cx="${lx}" cy="170" rx="26" ry="6" fill="#ffe9a8" opacity=".5"/>`,
      )
      .join('') +
    `<rect x="${X0}" y="700" width="${XW}" height="100" fill="#0b1d3a"/><path d="M${X0} 700H${X0 + XW}" stroke="#2a4f8f" stroke-width="4"/>` +
    `<rect x="980" y="200" width="220" height="500" rx="100" fill="#16336b"/><rect x="980" y="300" width="220" height="16" fill="#2a5bb8"/><rect x="980" y="560" width="220" height="16" fill="#2a5bb8"/>` +
    `<rect x="${X0}" y="570" width="${XW}" height="72" fill="url(#gPipe)"/><rect x="${X0}" y="580" width="${XW}" height="10" fill="#fff" opacity=".25"/>` +
    flanges +
    `<rect x="120" y="200" width="60" height="380" fill="url(#gPipe)" opacity=".8"/>` +
    `<path d="M${n(x + 20)} ${n(y + 30)}L${n(tgt - 110)} 600L${n(tgt + 110)} 600Z" fill="url(#gBeam)"/>` +
    `<ellipse cx="${n(tgt)}" cy="600" rx="110" ry="18" fill="#ffe9a8" opacity=".35"/>` +
    `<path d="M760 586L776 600L768 612L786 626" stroke="${C.orange}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    (blink
      ? `<path d="M${n(tgt - 46)} 566v-14h14M${n(tgt + 46)} 566v-14h-14M${n(tgt - 46)} 636v14h14M${n(tgt + 46)} 636v14h-14" stroke="${C.orange}" stroke-width="5" fill="none"/>`
      : '') +
    G(
      x,
      y,
      0.5,
      drone({ spin: TAU * t * 12, arm: '#0f2550', body: 'url(#gO)', accent: C.sky, lights: true }),
      4,
    )
  );
}

export const RND = {
  r1: {
    fn: r1,
    title: 'Agricultural spraying drone',
    desc: 'A white crop-spraying drone with a tank and a spray bar misting rows of green crops under a pale sky.',
  },
  r2: {
    fn: r2,
    title: 'Mapping and survey drone',
    desc: 'A drone scans an isometric landscape tile with a grid overlay, a highlighted camera footprint and a small map window.',
  },
  r3: {
    fn: r3,
    title: 'Drone swarm formation',
    desc: 'Nine small drones fly in a V formation linked by dashed network lines against a dusk sky above hills.',
  },
  r4: {
    fn: r4,
    title: 'Delivery drone',
    desc: 'A blue drone carries a parcel on a cable above a row of houses and trees.',
  },
  r5: {
    fn: r5,
    title: 'Search and rescue thermal drone',
    desc: 'At night a drone sweeps a thermal camera over a forest and finds a warm heat signature, shown in an inset thermal view.',
  },
  r6: {
    fn: r6,
    title: 'Indoor inspection drone',
    desc: 'Inside an industrial hall a small drone shines a light beam on pipework and frames a crack with an inspection reticle.',
  },
};
