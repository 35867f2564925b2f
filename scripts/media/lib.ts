// Shared drawing kit for SkyForge media: brand palette, gradients and flat
// geometric components that return SVG markup strings. Every component is
// drawn around a local origin and placed with translate/scale.

export const C = {
  navy: '#0b1d3a',
  ink: '#1d3d73',
  blue: '#004ee0',
  sky: '#387dfa',
  mid: '#9cc2ff',
  pale: '#cfe0fb',
  ice: '#e6f2ff',
  orange: '#f46b23',
  peach: '#ffd2b8',
  white: '#ffffff',
  green: '#23a86b',
  leaf: '#5cc98a',
  gold: '#f5a623',
  teal: '#14a9b8',
  purple: '#6d5cf0',
};
export const SKIN = ['#e0a98a', '#c98b64', '#a86f4c', '#8a5a3c', '#f0c4a4'];

export const n = (v: number) => Math.round(v * 10) / 10;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function G(x: number, y: number, s: number, inner: string, r = 0) {
  const sc = s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : '';
  const ro = r ? ` rotate(${n(r)})` : '';
  return `<g transform="translate(${n(x)} ${n(y)})${sc}${ro}">${inner}</g>`;
}

const lin = (id: string, a: string, b: string, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const rad = (id: string, c: string, o: number) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${c}" stop-opacity="${o}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;

const GRADS = {
  gB: lin('gB', '#5b95ff', '#004ee0'),
  gN: lin('gN', '#1d3d73', '#0b1d3a'),
  gO: lin('gO', '#ff9a5c', '#f46b23'),
  gY: lin('gY', '#ffd66b', '#f5a623'),
  gW: lin('gW', '#ffffff', '#d6e5fa'),
  gGr: lin('gGr', '#6fd39b', '#23a86b'),
  gL: lin('gL', '#e6f2ff', '#ffffff', 1, 1),
  gSky: lin('gSky', '#cfe3ff', '#f4f9ff'),
  gD: `<linearGradient id="gD" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1d3a"/><stop offset=".55" stop-color="#0c2a62"/><stop offset="1" stop-color="#0846c0"/></linearGradient>`,
  gS: lin('gS', '#16356a', '#0b1d3a', 1, 1),
  gG: rad('gG', '#387dfa', 0.55),
  gGo: rad('gGo', '#f46b23', 0.5),
  gGw: rad('gGw', '#ffffff', 0.9),
  gHeat: `<radialGradient id="gHeat"><stop offset="0" stop-color="#fff3a0"/><stop offset=".4" stop-color="#ffb020"/><stop offset=".75" stop-color="#f46b23" stop-opacity=".7"/><stop offset="1" stop-color="#c81e5a" stop-opacity="0"/></radialGradient>`,
  gVig: `<linearGradient id="gVig" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b1d3a" stop-opacity=".75"/><stop offset=".6" stop-color="#0b1d3a" stop-opacity="0"/></linearGradient>`,
  gNight: lin('gNight', '#071430', '#123a86'),
  gDusk: lin('gDusk', '#0b1d3a', '#2a4fa0'),
  gWall: lin('gWall', '#1d3d73', '#0f2550'),
  gPipe: lin('gPipe', '#9cc2ff', '#387dfa'),
  gSpot: `<linearGradient id="gSpot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#fff" stop-opacity=".1"/></linearGradient>`,
  gBeam: `<linearGradient id="gBeam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a8" stop-opacity=".75"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></linearGradient>`,
  gScan: `<linearGradient id="gScan" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#387dfa" stop-opacity=".55"/><stop offset="1" stop-color="#387dfa" stop-opacity=".05"/></linearGradient>`,
};

export function svg({
  w = 1200,
  h = 800,
  title,
  desc,
  body,
  vb,
}: {
  w?: number;
  h?: number;
  title: string;
  desc?: string;
  body: string;
  vb?: string;
}): string {
  const defs = Object.entries(GRADS)
    .filter(([id]) => body.includes(`url(#${id})`))
    .map(([, d]) => d)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb || `0 0 ${w} ${h}`}" width="${w}" height="${h}" role="img" aria-labelledby="t d">` +
    `<title id="t">${esc(title)}</title><desc id="d">${esc(desc || title)}</desc>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`
  );
}

// ---------- backgrounds ----------
export function bgLight(
  W: number,
  H: number,
  { seed = 1, accent = C.sky, floor = true, blob = true } = {},
) {
  const R = rng(seed);
  let dots = '';
  for (let i = 0; i < 12; i++) {
    dots += `<circle cx="${n(R() * W)}" cy="${n(R() * H * 0.75)}" r="${n(3 + R() * 6)}" fill="${i % 4 ? C.pale : accent}" opacity=".6"/>`;
  }
  return (
    `<rect width="${W}" height="${H}" fill="url(#gL)"/>` +
    (blob
      ? `<circle cx="${W / 2}" cy="${n(H * 0.47)}" r="${n(H * 0.4)}" fill="#dcebff"/><circle cx="${n(W * 0.16)}" cy="${n(H * 0.22)}" r="${n(H * 0.11)}" fill="#fff" opacity=".8"/><circle cx="${n(W * 0.86)}" cy="${n(H * 0.7)}" r="${n(H * 0.08)}" fill="${accent}" opacity=".08"/>`
      : '') +
    dots +
    (floor
      ? `<ellipse cx="${W / 2}" cy="${n(H * 0.86)}" rx="${n(W * 0.38)}" ry="${n(H * 0.055)}" fill="#d3e4fb"/>`
      : '')
  );
}

export function bgDark(W: number, H: number, { seed = 7, gx = 0.72, gy = 0.48, grid = true } = {}) {
  const R = rng(seed);
  let stars = '';
  for (let i = 0; i < 36; i++) {
    stars += `<circle cx="${n(R() * W)}" cy="${n(R() * H * 0.7)}" r="${n(0.8 + R() * 2)}" fill="#fff" opacity="${n(0.15 + R() * 0.45)}"/>`;
  }
  let g = '';
  if (grid) {
    const vx = W * gx;
    const hy = H * 0.7;
    for (let i = -8; i <= 8; i++) g += `M${n(vx)} ${n(hy)}L${n(vx + i * W * 0.16)} ${H}`;
    for (const f of [0.04, 0.12, 0.25, 0.45, 0.75]) g += `M0 ${n(hy + (H - hy) * f)}H${W}`;
    g = `<path d="${g}" stroke="#387dfa" stroke-opacity=".14" stroke-width="1.5" fill="none"/>`;
  }
  return (
    `<rect width="${W}" height="${H}" fill="url(#gD)"/>` +
    `<circle cx="${n(W * gx)}" cy="${n(H * gy)}" r="${n(H * 0.6)}" fill="url(#gG)"/>` +
    stars +
    g
  );
}

export const shadow = (x: number, y: number, rx: number, ry = rx * 0.16, o = 0.18) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#0b1d3a" opacity="${o}"/>`;

// ---------- drones ----------
export function drone({
  body = 'url(#gB)',
  accent = C.orange,
  arm = C.navy,
  hex = false,
  spin = 0,
  cam = true,
  payload = '',
  legs = true,
  disk = true,
  lights = false,
} = {}) {
  const pos = hex
    ? [0, 60, 120, 180, 240, 300].map((a) => [
        Math.cos((a * Math.PI) / 180) * 205,
        Math.sin((a * Math.PI) / 180) * 62 - 8,
      ])
    : [
        [-150, -52],
        [150, -52],
        [-195, 18],
        [195, 18],
      ];
  const rotor = ([px, py]: number[], i: number) => {
    const a = spin + i * 0.9;
    const cx = Math.cos(a) * 78;
    const sy = Math.sin(a) * 18;
    const cy = py - 30;
    return (
      `<rect x="${n(px - 9)}" y="${n(py - 30)}" width="18" height="30" rx="5" fill="${arm}"/>` +
      (disk
        ? `<ellipse cx="${n(px)}" cy="${n(cy)}" rx="86" ry="21" fill="#9cc2ff" fill-opacity=".22" stroke="#9cc2ff" stroke-opacity=".6" stroke-width="2"/>`
        : '') +
      `<path d="M${n(px - cx)} ${n(cy - sy)}L${n(px + cx)} ${n(cy + sy)}" stroke="${arm}" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="${n(px)}" cy="${n(cy)}" r="7" fill="${accent}"/>`
    );
  };
  const arms = pos.map((p) => `M0 -6L${n(p[0])} ${n(p[1])}`).join('');
  const back = pos.map((p, i) => (p[1] < 0 ? rotor(p, i) : '')).join('');
  const front = pos.map((p, i) => (p[1] >= 0 ? rotor(p, i) : '')).join('');
  const leg = legs
    ? `<path d="M-55 20L-75 80M55 20L75 80M-112 80H-40M40 80H112" stroke="${arm}" stroke-width="8" stroke-linecap="round" fill="none"/>`
    : '';
  const lt = lights
    ? `<circle cx="-96" cy="0" r="7" fill="${accent}"/><circle cx="96" cy="0" r="7" fill="#5cf0a0"/>`
    : '';
  return (
    payload +
    `<path d="${arms}" stroke="${arm}" stroke-width="16" stroke-linecap="round"/>` +
    back +
    leg +
    `<ellipse cy="10" rx="98" ry="44" fill="${arm}"/><ellipse cy="-4" rx="98" ry="40" fill="${body}"/>` +
    `<ellipse cx="-14" cy="-20" rx="52" ry="14" fill="#fff" opacity=".3"/>` +
    `<path d="M-42 24Q0 36 42 24" stroke="${accent}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    lt +
    (cam
      ? `<circle cy="44" r="20" fill="${arm}"/><circle cy="44" r="11" fill="#387dfa"/><circle cx="4" cy="40" r="4" fill="#fff" opacity=".85"/>`
      : '') +
    front
  );
}

// small top-down drone for maps/swarms (radius ~60)
export function miniDrone({ body = C.sky, arm = C.navy, accent = C.orange, spin = 0 } = {}) {
  let s = `<path d="M-40 -40L40 40M40 -40L-40 40" stroke="${arm}" stroke-width="9" stroke-linecap="round"/>`;
  [
    [-40, -40],
    [40, -40],
    [-40, 40],
    [40, 40],
  ].forEach(([x, y], i) => {
    const a = spin + i;
    const dx = Math.cos(a) * 22;
    const dy = Math.sin(a) * 22;
    s += `<circle cx="${x}" cy="${y}" r="24" fill="#9cc2ff" fill-opacity=".3" stroke="#9cc2ff" stroke-opacity=".7" stroke-width="2"/><path d="M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}" stroke="${arm}" stroke-width="4" stroke-linecap="round"/>`;
  });
  return (
    s +
    `<rect x="-22" y="-22" width="44" height="44" rx="14" fill="${body}"/><circle r="8" fill="${accent}"/>`
  );
}

// ---------- people ----------
export function head({ skin = SKIN[1], hair = C.navy, style = 0, accent = C.orange } = {}) {
  let h = `<circle r="36" fill="${skin}"/>`;
  if (style === 0)
    h += `<path d="M-37 2Q-40 -44 2 -42Q40 -40 37 0Q30 -18 8 -22Q-18 -10 -37 2Z" fill="${hair}"/>`;
  if (style === 1)
    h += `<path d="M-38 8Q-44 -44 0 -42Q44 -44 38 8L42 46Q30 50 26 38L28 0Q10 -22 -28 -2L-26 38Q-32 50 -42 46Z" fill="${hair}"/>`;
  if (style === 2)
    h += `<circle cy="-44" r="16" fill="${hair}"/><path d="M-37 2Q-40 -44 0 -40Q40 -44 37 2Q24 -22 -37 2Z" fill="${hair}"/>`;
  if (style === 3)
    h += `<path d="M-38 -4Q-36 -42 0 -42Q36 -42 38 -4Z" fill="${accent}"/><rect x="0" y="-12" width="54" height="10" rx="5" fill="${accent}"/>`;
  if (style === 4)
    h += `<path d="M-36 -2Q-36 -40 0 -40Q36 -40 36 -2Q20 -16 -36 -2Z" fill="${hair}"/>`;
  return h;
}

/** How a person looks; what is left out takes head()'s and person()'s defaults. */
export interface Look {
  shirt?: string;
  pants?: string;
  skin?: string;
  hair?: string;
  style?: number;
  pose?: string;
  item?: string;
  accent?: string;
}

export function bust({ shirt = C.sky, skin, hair, style = 0, accent }: Look = {}) {
  return (
    `<path d="M-78 0V-28Q-78 -80 -28 -86H28Q78 -80 78 -28V0Z" fill="${shirt}"/>` +
    `<rect x="-13" y="-102" width="26" height="24" rx="6" fill="${skin || SKIN[1]}"/>` +
    `<path d="M-22 -86L0 -64L22 -86" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="5" stroke-linejoin="round"/>` +
    G(0, -130, 1, head({ skin, hair, style, accent }))
  );
}

export function person({
  shirt = C.sky,
  pants = C.navy,
  skin = SKIN[1],
  hair = C.navy,
  style = 0,
  pose = 'down',
  item = '',
  accent,
}: Look = {}) {
  const arm = (d: string) =>
    `<path d="${d}" stroke="${shirt}" stroke-width="24" stroke-linecap="round" fill="none"/>`;
  const hand = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="12" fill="${skin}"/>`;
  let arms = '';
  if (pose === 'down')
    arms =
      arm('M-38 -240Q-62 -190 -58 -146') +
      arm('M38 -240Q62 -190 58 -146') +
      hand(-58, -140) +
      hand(58, -140);
  if (pose === 'up')
    arms =
      arm('M-38 -244Q-70 -280 -74 -330') +
      arm('M38 -244Q70 -280 74 -330') +
      hand(-74, -336) +
      hand(74, -336);
  if (pose === 'hold')
    arms =
      arm('M-38 -240Q-60 -196 -24 -186') +
      arm('M38 -240Q60 -196 24 -186') +
      item +
      hand(-24, -186) +
      hand(24, -186);
  if (pose === 'point')
    arms =
      arm('M-38 -240Q-62 -190 -58 -146') +
      arm('M38 -244Q80 -260 110 -300') +
      hand(-58, -140) +
      hand(114, -306);
  return (
    `<rect x="-32" y="-150" width="28" height="150" rx="13" fill="${pants}"/><rect x="4" y="-150" width="28" height="150" rx="13" fill="${pants}"/>` +
    `<rect x="-38" y="-12" width="36" height="14" rx="7" fill="${C.navy}"/><rect x="2" y="-12" width="36" height="14" rx="7" fill="${C.navy}"/>` +
    `<rect x="-46" y="-262" width="92" height="130" rx="36" fill="${shirt}"/>` +
    `<rect x="-11" y="-278" width="22" height="22" rx="6" fill="${skin}"/>` +
    arms +
    G(0, -300, 0.82, head({ skin, hair, style, accent }))
  );
}

// ---------- devices ----------
export function laptop(screen = '') {
  return (
    `<rect x="-175" y="-236" width="350" height="228" rx="14" fill="url(#gN)"/><rect x="-162" y="-223" width="324" height="202" rx="6" fill="#0f2a55"/>` +
    G(-162, -223, 1, screen) +
    `<path d="M-205 -10H205L226 12Q228 20 218 20H-218Q-228 20 -226 12Z" fill="#cfdcf0"/><rect x="-40" y="-10" width="80" height="7" rx="3" fill="#b3c6e3"/>`
  );
}

export function win(w: number, h: number, content = '', dark = false) {
  const top = dark ? '#1d3d73' : '#eef4fd';
  return (
    `<rect y="10" width="${w}" height="${h}" rx="16" fill="#0b1d3a" opacity=".14"/>` +
    `<rect width="${w}" height="${h}" rx="16" fill="${dark ? 'url(#gS)' : '#fff'}"/>` +
    `<path d="M0 36V16Q0 0 16 0H${w - 16}Q${w} 0 ${w} 16V36Z" fill="${top}"/>` +
    `<circle cx="20" cy="18" r="5" fill="${C.orange}"/><circle cx="37" cy="18" r="5" fill="${C.gold}"/><circle cx="54" cy="18" r="5" fill="${C.leaf}"/>` +
    G(0, 36, 1, content)
  );
}

export function phone(w = 180, h = 340, screen = '') {
  return (
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="26" fill="url(#gN)"/>` +
    `<rect x="${-w / 2 + 10}" y="${-h / 2 + 12}" width="${w - 20}" height="${h - 24}" rx="18" fill="#fff"/>` +
    G(-w / 2 + 10, -h / 2 + 12, 1, screen) +
    `<rect x="-20" y="${-h / 2 + 4}" width="40" height="5" rx="2.5" fill="${C.ink}"/>`
  );
}

export function lines(
  x: number,
  y: number,
  /** A line's width, or [indent, width]. */
  widths: (number | [number, number])[],
  { gap = 18, h = 9, colors = [C.pale] } = {},
) {
  return widths
    .map((w, i) => {
      const [ind, ww] = Array.isArray(w) ? w : [0, w];
      return `<rect x="${x + ind}" y="${y + i * gap}" width="${ww}" height="${h}" rx="${h / 2}" fill="${colors[i % colors.length]}"/>`;
    })
    .join('');
}

export function code(x: number, y: number, seed = 3, rows = 7, scale = 1) {
  const R = rng(seed);
  const cols = [C.orange, C.mid, '#fff', C.sky, C.leaf];
  let s = '';
  let ind = 0;
  for (let i = 0; i < rows; i++) {
    if (i > 0) ind = Math.max(0, Math.min(2, ind + Math.floor(R() * 3) - 1));
    let cx = x + ind * 22 * scale;
    const parts = 1 + Math.floor(R() * 3);
    for (let p = 0; p < parts; p++) {
      const w = (20 + R() * 60) * scale;
      s += `<rect x="${n(cx)}" y="${n(y + i * 22 * scale)}" width="${n(w)}" height="${n(9 * scale)}" rx="${n(4.5 * scale)}" fill="${cols[Math.floor(R() * cols.length)]}" opacity=".9"/>`;
      cx += w + 8 * scale;
    }
  }
  return s;
}

export function bars(x: number, y: number, w: number, h: number, vals: number[], colors = [C.sky]) {
  const bw = w / vals.length;
  return vals
    .map(
      (v: number, i: number) =>
        `<rect x="${n(x + i * bw + bw * 0.18)}" y="${n(y + h - v * h)}" width="${n(bw * 0.64)}" height="${n(v * h)}" rx="${n(Math.min(6, bw * 0.2))}" fill="${colors[i % colors.length]}"/>`,
    )
    .join('');
}

export function chartLine(
  x: number,
  y: number,
  w: number,
  h: number,
  vals: number[],
  color = C.orange,
  area = true,
  sw = 5,
) {
  const pts = vals.map((v: number, i: number) => [x + (i * w) / (vals.length - 1), y + h - v * h]);
  const d = pts.map((p: number[], i: number) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join('');
  return (
    (area
      ? `<path d="${d}L${x + w} ${y + h}L${x} ${y + h}Z" fill="${color}" opacity=".14"/>`
      : '') +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>` +
    pts
      .map(
        (p: number[]) =>
          `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="${sw * 0.9}" fill="#fff" stroke="${color}" stroke-width="${sw * 0.6}"/>`,
      )
      .join('')
  );
}

export function donut(
  cx: number,
  cy: number,
  r: number,
  fracs: number[],
  colors: string[],
  sw = 22,
) {
  const L = 2 * Math.PI * r;
  let off = 0;
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.ice}" stroke-width="${sw}"/>`;
  fracs.forEach((f: number, i: number) => {
    s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colors[i]}" stroke-width="${sw}" stroke-dasharray="${n(f * L)} ${n(L)}" stroke-dashoffset="${n(-off * L)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    off += f;
  });
  return s;
}

export function pulse(x: number, y: number, w: number, color = C.orange, sw = 6) {
  const u = w / 10;
  return `<path d="M${x} ${y}H${n(x + 3 * u)}L${n(x + 3.6 * u)} ${y - 14}L${n(x + 4.3 * u)} ${y + 30}L${n(x + 5.1 * u)} ${y - 48}L${n(x + 5.8 * u)} ${y + 16}L${n(x + 6.3 * u)} ${y}H${x + w}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

// ---------- objects & icons ----------
export function star(cx: number, cy: number, r: number, fill: string, ri = 0.45) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * ri : r;
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${fill}"/>`;
}
export function sparkle(cx: number, cy: number, r: number, fill = C.gold) {
  const k = r * 0.22;
  return `<path d="M${cx} ${cy - r}Q${cx + k} ${cy - k} ${cx + r} ${cy}Q${cx + k} ${cy + k} ${cx} ${cy + r}Q${cx - k} ${cy + k} ${cx - r} ${cy}Q${cx - k} ${cy - k} ${cx} ${cy - r}Z" fill="${fill}"/>`;
}

export function trophy(fill = 'url(#gY)') {
  return (
    `<path d="M-70 -200H-102Q-116 -200 -112 -172Q-104 -132 -62 -126M70 -200H102Q116 -200 112 -172Q104 -132 62 -126" stroke="${C.gold}" stroke-width="13" fill="none" stroke-linecap="round"/>` +
    `<path d="M-72 -224H72V-160Q72 -92 0 -88Q-72 -92 -72 -160Z" fill="${fill}"/>` +
    `<rect x="-13" y="-92" width="26" height="42" fill="${C.gold}"/>` +
    `<rect x="-60" y="-54" width="120" height="24" rx="6" fill="url(#gN)"/><rect x="-78" y="-32" width="156" height="32" rx="8" fill="url(#gN)"/>` +
    `<rect x="-26" y="-22" width="52" height="10" rx="5" fill="${C.gold}" opacity=".8"/>` +
    star(0, -166, 28, '#fff') +
    `<path d="M-50 -208V-166Q-48 -132 -24 -114" stroke="#fff" stroke-opacity=".45" stroke-width="8" fill="none" stroke-linecap="round"/>`
  );
}

export function medal(ribbon = C.sky, ribbon2 = C.blue) {
  return (
    `<path d="M-60 -250L-20 -250L30 -120L-10 -110Z" fill="${ribbon2}"/><path d="M60 -250L20 -250L-30 -120L10 -110Z" fill="${ribbon}"/>` +
    `<circle cy="-70" r="74" fill="url(#gY)"/><circle cy="-70" r="54" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>` +
    star(0, -72, 32, '#fff')
  );
}

export function building({
  w = 260,
  h = 300,
  fill = '#fff',
  winFill = C.pale,
  cols = 3,
  rows = 4,
  roof = 'flat',
  accent = C.orange,
  door = true,
} = {}) {
  let s = `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="${fill}"/>`;
  s += `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" fill="#0b1d3a" opacity=".04"/>`;
  if (roof === 'flat')
    s += `<rect x="${-w / 2 - 10}" y="${-h - 16}" width="${w + 20}" height="18" rx="5" fill="${C.ink}"/>`;
  if (roof === 'gable')
    s += `<path d="M${-w / 2 - 22} ${-h}L0 ${-h - w * 0.36}L${w / 2 + 22} ${-h}Z" fill="${accent}"/>`;
  const mx = w * 0.12;
  const top = h * 0.1;
  const gw = (w - 2 * mx) / cols;
  const gh = (h * (door ? 0.68 : 0.82) - top) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      s += `<rect x="${n(-w / 2 + mx + c * gw + gw * 0.15)}" y="${n(-h + top + r * gh + gh * 0.14)}" width="${n(gw * 0.7)}" height="${n(gh * 0.66)}" rx="4" fill="${winFill}"/>`;
  if (door)
    s += `<rect x="-28" y="${-h * 0.2}" width="56" height="${h * 0.2}" rx="6" fill="${C.ink}"/><rect x="-2" y="${-h * 0.2}" width="4" height="${h * 0.2}" fill="${C.sky}"/>`;
  return s;
}

export function hospital({ w = 320, h = 300 } = {}) {
  return (
    building({ w, h, fill: '#fff', winFill: '#bcd6fb', cols: 4, rows: 3, roof: 'flat' }) +
    `<rect x="${-w / 2 - 70}" y="${-h * 0.55}" width="80" height="${h * 0.55}" fill="#eef4fd"/><rect x="${w / 2 - 10}" y="${-h * 0.55}" width="80" height="${h * 0.55}" fill="#eef4fd"/>` +
    `<rect x="${-w / 2 - 58}" y="${-h * 0.45}" width="56" height="22" rx="4" fill="#bcd6fb"/><rect x="${w / 2 + 2}" y="${-h * 0.45}" width="56" height="22" rx="4" fill="#bcd6fb"/>` +
    `<circle cy="${-h - 62}" r="44" fill="#fff" stroke="${C.pale}" stroke-width="4"/>` +
    `<path d="M-11 ${-h - 92}h22v19h19v22h-19v19h-22v-19h-19v-22h19Z" fill="${C.orange}"/>`
  );
}

export function school({ w = 340, h = 220, accent = C.orange } = {}) {
  return (
    building({ w, h, fill: '#fff', winFill: '#bcd6fb', cols: 4, rows: 2, roof: 'gable', accent }) +
    `<circle cy="${-h - 48}" r="22" fill="#fff"/><path d="M0 ${-h - 60}V${-h - 48}H10" stroke="${C.navy}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M${w / 2 - 20} ${-h - 40}V${-h - 150}" stroke="${C.navy}" stroke-width="6"/><path d="M${w / 2 - 20} ${-h - 150}h64l-12 18l12 18h-64Z" fill="${C.sky}"/>`
  );
}

export function gear(r = 60, teeth = 10, fill = C.sky, hole = '#fff') {
  let d = '';
  const N = teeth * 4;
  for (let i = 0; i < N; i++) {
    const a = (i / N) * Math.PI * 2;
    const rr = i % 4 < 2 ? r : r * 0.8;
    d += `${i ? 'L' : 'M'}${n(Math.cos(a) * rr)} ${n(Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${fill}"/><circle r="${n(r * 0.34)}" fill="${hole}"/>`;
}

export function cloud(fill = '#fff', o = 1) {
  return `<g fill="${fill}" opacity="${o}"><circle cx="-40" cy="0" r="30"/><circle cx="2" cy="-18" r="42"/><circle cx="44" cy="2" r="28"/><rect x="-70" y="0" width="142" height="30" rx="15"/></g>`;
}

export function tree(c1 = C.leaf, c2 = C.green) {
  return `<rect x="-7" y="-60" width="14" height="60" rx="5" fill="#8a5a3c"/><circle cy="-92" r="46" fill="${c1}"/><path d="M0 -138A46 46 0 0 1 0 -46Z" fill="${c2}" opacity=".5"/>`;
}

export function pin(fill = C.orange) {
  return `<path d="M0 0C-10 -22 -40 -45 -40 -76A40 40 0 0 1 40 -76C40 -45 10 -22 0 0Z" fill="${fill}"/><circle cy="-76" r="15" fill="#fff"/>`;
}

export function gradCap() {
  return (
    `<path d="M-56 8V44Q0 72 56 44V8L0 30Z" fill="${C.ink}"/><path d="M0 -40L92 -5L0 30L-92 -5Z" fill="${C.navy}"/>` +
    `<path d="M0 -5L70 4V50" stroke="${C.orange}" stroke-width="5" fill="none"/><circle cx="70" cy="54" r="9" fill="${C.orange}"/>`
  );
}

export function book(fill = C.sky, w = 160, h = 36) {
  return `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="6" fill="${fill}"/><rect x="${-w / 2 + 10}" y="${-h + 8}" width="${w - 14}" height="${h - 16}" rx="3" fill="#fff"/><path d="M${-w / 2 + 14} ${-h / 2 - 2}H${w / 2 - 8}M${-w / 2 + 14} ${-h / 2 + 4}H${w / 2 - 8}" stroke="${C.pale}" stroke-width="2"/>`;
}

export function bulb() {
  return (
    `<circle cx="0" cy="-20" r="52" fill="url(#gY)"/><path d="M-30 10Q-22 36 -22 48H22Q22 36 30 10Z" fill="url(#gY)"/>` +
    `<rect x="-24" y="48" width="48" height="14" rx="5" fill="${C.ink}"/><rect x="-18" y="64" width="36" height="12" rx="5" fill="${C.navy}"/>` +
    `<path d="M-12 30V0L0 -14L12 0V30" stroke="#fff" stroke-width="5" fill="none" stroke-linejoin="round"/>` +
    `<path d="M0 -96V-118M66 -66L82 -82M-66 -66L-82 -82M86 -20H108M-86 -20H-108" stroke="${C.gold}" stroke-width="8" stroke-linecap="round"/>`
  );
}

export function rocket() {
  return (
    `<path d="M0 -170Q52 -120 48 -20H-48Q-52 -120 0 -170Z" fill="url(#gW)"/>` +
    `<path d="M-48 -60L-88 -10V20L-48 0ZM48 -60L88 -10V20L48 0Z" fill="url(#gO)"/>` +
    `<circle cy="-92" r="22" fill="${C.sky}" stroke="${C.navy}" stroke-width="7"/>` +
    `<rect x="-30" y="-20" width="60" height="16" rx="4" fill="${C.navy}"/>` +
    `<path d="M-24 -4Q-30 40 0 82Q30 40 24 -4Z" fill="url(#gO)"/><path d="M-11 -4Q-14 26 0 52Q14 26 11 -4Z" fill="#ffd66b"/>`
  );
}

export function chip(fill = 'url(#gN)', glow = C.sky) {
  let pins = '';
  for (let i = -2; i <= 2; i++) {
    const p = i * 28;
    pins += `M${p} -96V-120M${p} 96V120M-96 ${p}H-120M96 ${p}H120`;
  }
  return (
    `<path d="${pins}" stroke="${C.mid}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="-96" y="-96" width="192" height="192" rx="26" fill="${fill}"/><rect x="-62" y="-62" width="124" height="124" rx="16" fill="none" stroke="${glow}" stroke-width="4" opacity=".8"/>` +
    network(0, 0, 44, glow)
  );
}

export function network(cx: number, cy: number, r: number, color = C.sky, accent = C.orange) {
  const pts = [
    [-r, -r * 0.6],
    [-r, r * 0.6],
    [0, -r],
    [0, 0],
    [0, r],
    [r, -r * 0.5],
    [r, r * 0.5],
  ];
  const E = [
    [0, 2],
    [0, 3],
    [1, 3],
    [1, 4],
    [2, 5],
    [3, 5],
    [3, 6],
    [4, 6],
    [0, 4],
    [2, 6],
  ];
  return (
    `<path d="${E.map(([a, b]) => `M${n(cx + pts[a][0])} ${n(cy + pts[a][1])}L${n(cx + pts[b][0])} ${n(cy + pts[b][1])}`).join('')}" stroke="${color}" stroke-width="${n(r / 14)}" opacity=".8"/>` +
    pts
      .map(
        (p, i) =>
          `<circle cx="${n(cx + p[0])}" cy="${n(cy + p[1])}" r="${n(r / 6)}" fill="${i === 3 ? accent : '#fff'}" stroke="${color}" stroke-width="${n(r / 16)}"/>`,
      )
      .join('')
  );
}

export function robot(body = 'url(#gW)', accent = C.orange) {
  return (
    `<path d="M0 -236V-262" stroke="${C.navy}" stroke-width="6"/><circle cy="-268" r="11" fill="${accent}"/>` +
    `<rect x="-78" y="-236" width="156" height="116" rx="34" fill="${body}"/><rect x="-58" y="-212" width="116" height="64" rx="26" fill="${C.navy}"/>` +
    `<circle cx="-26" cy="-180" r="12" fill="#5be0ff"/><circle cx="26" cy="-180" r="12" fill="#5be0ff"/>` +
    `<rect x="-92" y="-196" width="16" height="40" rx="8" fill="${C.sky}"/><rect x="76" y="-196" width="16" height="40" rx="8" fill="${C.sky}"/>` +
    `<rect x="-18" y="-124" width="36" height="16" fill="${C.ink}"/>` +
    `<rect x="-66" y="-110" width="132" height="110" rx="28" fill="${body}"/><circle cy="-60" r="20" fill="${C.sky}"/><circle cy="-60" r="8" fill="#fff"/>` +
    `<path d="M-66 -90Q-110 -70 -104 -30M66 -90Q110 -70 104 -30" stroke="${C.sky}" stroke-width="18" stroke-linecap="round" fill="none"/>` +
    `<circle cx="-104" cy="-26" r="14" fill="${accent}"/><circle cx="104" cy="-26" r="14" fill="${accent}"/>`
  );
}

export function robotArm(accent = C.orange) {
  return (
    `<rect x="-80" y="-30" width="160" height="30" rx="10" fill="url(#gN)"/><path d="M-44 -30Q-44 -72 0 -72Q44 -72 44 -30Z" fill="${C.ink}"/>` +
    `<path d="M0 -70L-40 -210L80 -290" stroke="${C.sky}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<circle cy="-70" r="22" fill="${accent}"/><circle cx="-40" cy="-210" r="22" fill="${accent}"/><circle cx="80" cy="-290" r="18" fill="${C.navy}"/>` +
    `<path d="M92 -296L130 -316M92 -280L134 -270" stroke="${C.navy}" stroke-width="12" stroke-linecap="round"/>`
  );
}

export function controller(body = 'url(#gN)', accent = C.orange) {
  return (
    `<path d="M80 -120L120 -220" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/><circle cx="120" cy="-222" r="9" fill="${accent}"/>` +
    `<path d="M-150 -110Q-160 -130 -130 -130H130Q160 -130 150 -110L170 40Q176 80 136 80Q108 80 96 50L80 20H-80L-96 50Q-108 80 -136 80Q-176 80 -170 40Z" fill="${body}"/>` +
    `<rect x="-56" y="-112" width="112" height="64" rx="10" fill="#0f2a55" stroke="${C.sky}" stroke-width="3"/>` +
    `<path d="M-40 -66L-16 -88L8 -74L40 -98" stroke="${C.sky}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<circle cx="-100" cy="-30" r="36" fill="${C.ink}"/><circle cx="100" cy="-30" r="36" fill="${C.ink}"/>` +
    `<circle cx="-92" cy="-38" r="16" fill="${accent}"/><circle cx="106" cy="-24" r="16" fill="${accent}"/>` +
    `<circle cx="-24" cy="-14" r="8" fill="${C.mid}"/><circle cx="0" cy="-14" r="8" fill="${C.leaf}"/><circle cx="24" cy="-14" r="8" fill="${C.mid}"/>`
  );
}

export function battery(fill = 'url(#gN)', accent = C.orange) {
  return (
    `<path d="M140 -60Q200 -60 210 0T260 40" stroke="#e5484d" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M140 -40Q190 -40 200 10T250 60" stroke="${C.navy}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<rect x="244" y="30" width="36" height="44" rx="6" fill="${C.gold}"/>` +
    `<rect x="-170" y="-110" width="320" height="190" rx="26" fill="${fill}"/><rect x="-170" y="-110" width="320" height="34" rx="16" fill="#fff" opacity=".1"/>` +
    `<rect x="-136" y="-60" width="250" height="100" rx="14" fill="#0f2a55"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${-122 + i * 58}" y="-46" width="46" height="72" rx="8" fill="${i < 3 ? C.leaf : '#2a4a7a'}"/>`,
      )
      .join('') +
    `<path d="M-20 -100L-44 -78H-26L-40 -60L-4 -84H-22Z" fill="${accent}"/><rect x="-170" y="48" width="320" height="10" fill="${accent}"/>`
  );
}

export function propeller(fill = C.orange, len = 200) {
  const b = `<path d="M0 -12C${len * 0.4} -34 ${len * 0.85} -26 ${len} -8C${len * 0.9} 6 ${len * 0.4} 12 0 12Z" fill="${fill}"/>`;
  return (
    b +
    `<g transform="rotate(180)">${b}</g><circle r="22" fill="${C.navy}"/><circle r="8" fill="#fff"/>`
  );
}

export function globe(fill = 'url(#gB)') {
  return (
    `<circle r="120" fill="${fill}"/>` +
    `<path d="M-60 -70Q-20 -90 0 -60T40 -40Q60 -10 20 10T-20 50Q-50 40 -60 0T-60 -70ZM50 40Q80 30 90 60Q70 90 40 80Z" fill="${C.leaf}" opacity=".85"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"><ellipse rx="50" ry="120"/><ellipse rx="120" ry="40"/><path d="M-120 0H120M0 -120V120"/></g>`
  );
}

export function target() {
  return (
    `<circle r="130" fill="#fff"/><circle r="104" fill="${C.orange}"/><circle r="78" fill="#fff"/><circle r="52" fill="${C.sky}"/><circle r="26" fill="#fff"/><circle r="10" fill="${C.navy}"/>` +
    `<path d="M8 -8L170 -170" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/><path d="M150 -190L196 -196L190 -150L170 -170Z" fill="${C.navy}"/>`
  );
}

export function cart(stroke = C.navy) {
  return (
    `<path d="M-170 -170H-120L-80 40H120L160 -110H-106" stroke="${stroke}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M-96 -96H146L116 14H-76Z" fill="${C.ice}"/><circle cx="-60" cy="90" r="24" fill="${C.orange}"/><circle cx="100" cy="90" r="24" fill="${C.orange}"/>`
  );
}

export const HEART =
  'M0 60C-80 0 -120 -40 -120 -90A60 60 0 0 1 0 -120A60 60 0 0 1 120 -90C120 -40 80 0 0 60Z';

export function confetti(W: number, H: number, seed = 5, count = 26, region = [0, 0, 1, 0.6]) {
  const R = rng(seed);
  const cols = [C.orange, C.sky, C.gold, C.leaf, C.blue];
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = W * (region[0] + R() * (region[2] - region[0]));
    const y = H * (region[1] + R() * (region[3] - region[1]));
    const c = cols[i % cols.length];
    s +=
      i % 3
        ? `<rect x="${n(x)}" y="${n(y)}" width="14" height="7" rx="3" fill="${c}" transform="rotate(${Math.floor(R() * 180)} ${n(x)} ${n(y)})"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${c}"/>`;
  }
  return s;
}

export function plant() {
  return `<path d="M0 -60Q-40 -110 -60 -160Q-10 -140 0 -60ZM0 -60Q40 -120 70 -150Q60 -90 0 -60ZM0 -60Q-4 -130 10 -190Q34 -120 0 -60Z" fill="${C.leaf}"/><path d="M-38 -60H38L28 0H-28Z" fill="${C.orange}"/>`;
}

export function mug(fill = C.sky) {
  return `<path d="M30 -60Q62 -60 58 -34Q54 -14 30 -16" stroke="${fill}" stroke-width="10" fill="none"/><rect x="-36" y="-74" width="72" height="74" rx="12" fill="${fill}"/><path d="M-12 -92Q-20 -104 -10 -116M10 -92Q2 -104 12 -116" stroke="${C.mid}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

export function magnifier(glass = C.ice) {
  return `<path d="M44 44L110 110" stroke="${C.navy}" stroke-width="26" stroke-linecap="round"/><circle r="70" fill="${glass}" stroke="${C.sky}" stroke-width="18"/><path d="M-36 -20A40 40 0 0 1 -10 -44" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/>`;
}

export function envelope() {
  return `<rect x="-110" y="-72" width="220" height="144" rx="14" fill="#fff"/><path d="M-104 -62L0 14L104 -62" stroke="${C.orange}" stroke-width="10" fill="none" stroke-linejoin="round"/>`;
}

export function bubble(w: number, h: number, fill = '#fff', tail = 'l') {
  const t =
    tail === 'l'
      ? `M24 ${h - 2}L10 ${h + 22}L50 ${h - 2}Z`
      : `M${w - 24} ${h - 2}L${w - 10} ${h + 22}L${w - 50} ${h - 2}Z`;
  return `<rect width="${w}" height="${h}" rx="${Math.min(22, h / 2)}" fill="${fill}"/><path d="${t}" fill="${fill}"/>`;
}

export function certificate(accent = C.orange) {
  return (
    `<rect x="-200" y="-140" width="400" height="280" rx="14" fill="#fff"/><rect x="-182" y="-122" width="364" height="244" rx="8" fill="none" stroke="${C.pale}" stroke-width="6"/>` +
    lines(-120, -80, [240, 180, [30, 180], [30, 120]], {
      gap: 34,
      h: 12,
      colors: [C.navy, C.pale, C.pale, C.pale],
    }) +
    `<path d="M110 70L92 150L120 132L140 156L150 78ZM150 70L168 150L140 132Z" fill="${accent}"/>` +
    `<circle cx="130" cy="70" r="42" fill="url(#gY)"/>` +
    star(130, 70, 20, '#fff')
  );
}

export function shield(fill = 'url(#gB)') {
  return `<path d="M0 -150L120 -110V-20Q120 90 0 150Q-120 90 -120 -20V-110Z" fill="${fill}"/><path d="M-50 0L-12 38L60 -40" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function box(fill = C.peach, dark = '#e8a57e', tape = C.orange) {
  return (
    `<path d="M0 -180L150 -120L0 -60L-150 -120Z" fill="#ffe3d1"/><path d="M-150 -120L0 -60V100L-150 40Z" fill="${fill}"/><path d="M150 -120L0 -60V100L150 40Z" fill="${dark}"/>` +
    `<path d="M-75 -150L75 -90V-40L45 -28V-78L-105 -138Z" fill="${tape}" opacity=".85"/>`
  );
}

export function gate(fill = C.orange) {
  return `<path d="M-90 0V-140A90 90 0 0 1 90 -140V0" stroke="${fill}" stroke-width="18" fill="none"/><path d="M-90 0V-140A90 90 0 0 1 90 -140V0" stroke="#fff" stroke-width="18" stroke-dasharray="20 28" fill="none" opacity=".6"/>`;
}

export function flag(fill = C.orange) {
  return `<path d="M0 0V-200" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/><path d="M4 -200Q40 -214 80 -196T150 -196V-120Q110 -138 80 -120T4 -124Z" fill="${fill}"/>`;
}

export function checkFlag() {
  let sq = '';
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 6; c++)
      if ((r + c) % 2 === 0) sq += `M${4 + c * 24} ${-200 + r * 20}h24v20h-24Z`;
  return `<path d="M0 0V-200" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/><rect x="4" y="-200" width="144" height="80" fill="#fff"/><path d="${sq}" fill="${C.navy}"/>`;
}

export function mountains(W: number, y: number, fill = '#bcd6fb', fill2 = '#d6e7fd') {
  return `<path d="M0 ${y}L${W * 0.18} ${y - 160}L${W * 0.34} ${y - 40}L${W * 0.5} ${y - 200}L${W * 0.7} ${y - 30}L${W * 0.84} ${y - 150}L${W} ${y - 40}V${y + 10}H0Z" fill="${fill2}"/><path d="M0 ${y}L${W * 0.1} ${y - 80}L${W * 0.26} ${y - 10}L${W * 0.6} ${y - 120}L${W * 0.8} ${y - 20}L${W} ${y - 90}V${y + 10}H0Z" fill="${fill}"/>`;
}

export function kanban() {
  const col = (x: number, cards: number[], c: string) =>
    `<rect x="${x}" y="-150" width="120" height="300" rx="14" fill="${C.ice}"/><rect x="${x + 14}" y="-136" width="60" height="10" rx="5" fill="${c}"/>` +
    cards
      .map(
        (h: number, i: number) =>
          `<rect x="${x + 12}" y="${-110 + i * 76}" width="96" height="${h}" rx="10" fill="#fff"/><rect x="${x + 24}" y="${-96 + i * 76}" width="56" height="8" rx="4" fill="${C.pale}"/><rect x="${x + 24}" y="${-82 + i * 76}" width="36" height="8" rx="4" fill="${c}" opacity=".6"/>`,
      )
      .join('');
  return (
    `<rect x="-220" y="-180" width="440" height="360" rx="22" fill="#fff"/>` +
    col(-200, [64, 64, 64], C.orange) +
    col(-60, [64, 64], C.sky) +
    col(80, [64], C.leaf)
  );
}

export function tablet(w: number, h: number, screen = '') {
  return (
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="24" fill="url(#gN)"/><rect x="${-w / 2 + 14}" y="${-h / 2 + 14}" width="${w - 28}" height="${h - 28}" rx="12" fill="#fff"/>` +
    G(-w / 2 + 14, -h / 2 + 14, 1, screen)
  );
}

export function podium() {
  return `<rect x="-200" y="-80" width="130" height="80" fill="${C.mid}"/><rect x="-70" y="-130" width="140" height="130" fill="url(#gB)"/><rect x="70" y="-55" width="130" height="55" fill="${C.pale}"/><path d="M-20 -104h40v8h-40z" fill="#fff" opacity=".6"/>`;
}

export function desk(w = 700) {
  return `<rect x="${-w / 2}" y="0" width="${w}" height="22" rx="8" fill="${C.ink}"/><rect x="${-w / 2 + 40}" y="22" width="18" height="110" fill="${C.navy}"/><rect x="${w / 2 - 58}" y="22" width="18" height="110" fill="${C.navy}"/>`;
}

export function hero16({ subject, seed = 7 }: { subject: string; seed?: number }) {
  return bgDark(1600, 900, { seed }) + subject;
}
