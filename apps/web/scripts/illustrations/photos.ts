import type { MainCategorySlug } from '@zakazi/contract';
import { ILLUSTRATIONS } from './index.ts';
import { PALETTES, seeded, type Palette } from './kit.ts';

/**
 * Illustrative "photos" for the demo businesses' galleries, 960×640: 1 an interior with the
 * category's pictogram framed on the wall, 2 a close-up of the pictogram with bokeh lights behind,
 * 3 the outside: a shop front with an awning, or the waterfront for nautics.
 */
const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 640;

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;

/** The pictogram centred on (cx, cy) at scale s, its box's left and right edges faded out. */
function place(body: string, cx: number, cy: number, s: number): string {
  return `<g transform="translate(${cx - 320 * s} ${cy - 200 * s}) scale(${s})" mask="url(#fade)">${body}</g>`;
}

const defs = (p: Palette) => `<defs>
  <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3B2A1E"/><stop offset="1" stop-color="#1A120C"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="0.6" stop-color="${p.light}"/><stop offset="1" stop-color="#F6B26B"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1E5F8C"/><stop offset="1" stop-color="#06223F"/></linearGradient>
  <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFE9B0" stop-opacity="0.9"/><stop offset="1" stop-color="#FFE9B0" stop-opacity="0"/></radialGradient>
  <radialGradient id="pool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
  <linearGradient id="fadeX" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.2" stop-color="#fff"/><stop offset="0.8" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <mask id="fade" maskUnits="userSpaceOnUse" x="0" y="0" width="640" height="400"><rect width="640" height="400" fill="url(#fadeX)"/></mask>
  <radialGradient id="bokehA"><stop offset="0" stop-color="#FFE0A3" stop-opacity="0.55"/><stop offset="0.7" stop-color="#FFE0A3" stop-opacity="0.35"/><stop offset="1" stop-color="#FFE0A3" stop-opacity="0"/></radialGradient>
  <radialGradient id="bokehB"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.5"/><stop offset="0.7" stop-color="${p.accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
</defs>`;

function interior(p: Palette, body: string, rnd: () => number): string {
  const wallTop = 0;
  const floorY = 430 + Math.round(rnd() * 40);
  const lamps = 2 + Math.floor(rnd() * 3);
  const windowLeft = rnd() < 0.5;
  const wx = windowLeft ? 60 : 700;
  const frameX = windowLeft ? 560 : 330;
  return `
  <rect x="0" y="${wallTop}" width="${W}" height="${floorY}" fill="url(#wall)"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 80}" y="0" width="2" height="${floorY}" fill="#fff" opacity="0.03"/>`).join('')}
  <rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>
  ${Array.from({ length: 9 }, (_, i) => `<path d="M${480 + (i - 4) * 40} ${floorY} L${480 + (i - 4) * 260} ${H}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`).join('')}
  <rect x="${wx}" y="70" width="200" height="280" rx="6" fill="#FFF3D6" opacity="0.85"/>
  <path d="M${wx + 100} 70 L${wx + 100} 350 M${wx} 210 L${wx + 200} 210" stroke="${p.dark}" stroke-width="10"/>
  <path d="M${wx} 350 L${wx + 200} 350 L${wx + (windowLeft ? 420 : -220)} ${H} L${wx + (windowLeft ? 40 : -60)} ${H} Z" fill="#FFF3D6" opacity="0.08"/>
  <g>
    <rect x="${frameX - 14}" y="96" width="${300 + 28}" height="${188 + 28}" rx="6" fill="${p.accent2}"/>
    <svg x="${frameX}" y="110" width="300" height="188" viewBox="0 0 640 400"><rect width="640" height="400" fill="${p.mid}"/>${body}</svg>
  </g>
  <rect x="${windowLeft ? 330 : 120}" y="${floorY - 80}" width="520" height="80" rx="10" fill="${p.deep}"/>
  <rect x="${windowLeft ? 330 : 120}" y="${floorY - 92}" width="520" height="18" rx="6" fill="${p.accent2}" opacity="0.85"/>
  <g>
    <rect x="${windowLeft ? 850 : 40}" y="${floorY - 80}" width="60" height="80" rx="8" fill="#5D4037"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${(windowLeft ? 880 : 70) + (i - 2) * 18}" cy="${floorY - 110 - (i % 2) * 30}" rx="20" ry="54" fill="#2E7D32" transform="rotate(${(i - 2) * 18} ${(windowLeft ? 880 : 70) + (i - 2) * 18} ${floorY - 80})"/>`).join('')}
  </g>
  ${Array.from({ length: lamps }, (_, i) => {
    const x = 200 + (i * 560) / Math.max(1, lamps - 1);
    return `<path d="M${x} 0 L${x} 60" stroke="#111" stroke-width="3"/><path d="M${x - 30} 86 L${x + 30} 86 L${x + 18} 60 L${x - 18} 60 Z" fill="${p.accent2}"/><ellipse cx="${x}" cy="110" rx="120" ry="80" fill="url(#lamp)" opacity="0.55"/>`;
  }).join('')}`;
}

function closeUp(p: Palette, body: string, rnd: () => number): string {
  const lights = Array.from({ length: 22 }, () => {
    const x = Math.round(rnd() * W);
    const y = Math.round(rnd() * 380);
    const r = Math.round(18 + rnd() * 50);
    const c = rnd() < 0.5 ? 'bokehA' : 'bokehB';
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${c})" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`;
  }).join('');
  return `
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  ${lights}
  <path d="M0 430 L${W} 400 L${W} ${H} L0 ${H} Z" fill="#2B1E16"/>
  <path d="M0 430 L${W} 400 L${W} 416 L0 446 Z" fill="#fff" opacity="0.06"/>
  <ellipse cx="480" cy="500" rx="300" ry="40" fill="#000" opacity="0.35"/>
  ${place(body, 480, 330, 1.35)}
  <ellipse cx="480" cy="300" rx="420" ry="300" fill="url(#pool)" opacity="0.5"/>`;
}

function storefront(p: Palette, body: string, rnd: () => number): string {
  const awningStripes = 10;
  const hue = rnd() < 0.5 ? p.accent2 : p.accent;
  return `
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect x="60" y="60" width="840" height="470" fill="#3E3A36"/>
  ${Array.from({ length: 10 }, (_, r) => Array.from({ length: 14 }, (_, c) => `<rect x="${62 + c * 60 + (r % 2) * 30}" y="${62 + r * 22}" width="56" height="18" fill="#fff" opacity="${(0.02 + ((r * 7 + c * 3) % 5) * 0.01).toFixed(2)}"/>`).join('')).join('')}
  <rect x="160" y="80" width="640" height="90" rx="8" fill="${p.deep}"/>
  ${place(body, 480, 125, 0.22)}
  <rect x="140" y="250" width="680" height="280" fill="#1B1B1B"/>
  <rect x="160" y="270" width="400" height="260" fill="#FFE9B0" opacity="0.75"/>
  <svg x="180" y="300" width="360" height="225" viewBox="0 0 640 400" opacity="0.75">${body}</svg>
  <rect x="600" y="270" width="200" height="260" fill="${p.dark}"/>
  <rect x="612" y="282" width="176" height="248" fill="#FFE9B0" opacity="0.35"/>
  <circle cx="770" cy="410" r="6" fill="${p.accent2}"/>
  ${Array.from({ length: awningStripes }, (_, i) => `<path d="M${120 + i * 72} 190 L${192 + i * 72} 190 L${198 + i * 72} 250 L${114 + i * 72} 250 Z" fill="${i % 2 ? '#F5F0E6' : hue}"/>`).join('')}
  ${Array.from({ length: awningStripes }, (_, i) => `<path d="M${114 + i * 72} 250 q42 30 84 0" fill="${i % 2 ? '#F5F0E6' : hue}"/>`).join('')}
  <rect x="0" y="530" width="${W}" height="110" fill="#2A2A2A"/>
  <rect x="0" y="530" width="${W}" height="10" fill="#555"/>
  <g>
    <rect x="880" y="300" width="16" height="240" fill="#4E342E"/>
    <circle cx="888" cy="270" r="70" fill="#2E7D32"/><circle cx="850" cy="300" r="50" fill="#388E3C"/><circle cx="920" cy="310" r="46" fill="#1B5E20"/>
  </g>`;
}

function waterfront(p: Palette, body: string, rnd: () => number): string {
  const sun = 200 + Math.round(rnd() * 560);
  return `
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${sun}" cy="300" r="60" fill="#FFD27A" opacity="0.9"/>
  <circle cx="${sun}" cy="300" r="140" fill="#FFD27A" opacity="0.15"/>
  <path d="M0 330 L120 280 L220 310 L360 250 L470 300 L600 270 L760 310 L960 260 L960 360 L0 360 Z" fill="${p.dark}"/>
  <rect x="0" y="350" width="${W}" height="${H - 350}" fill="url(#water)"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${sun - 60 + ((i * 37) % 120)}" y="${360 + i * 18}" width="${40 + ((i * 13) % 50)}" height="4" rx="2" fill="#FFD27A" opacity="${0.5 - i * 0.03}"/>`).join('')}
  <path d="M0 560 L360 520 L360 540 L0 590 Z" fill="#5D4037"/>
  ${[40, 140, 240, 340].map((x) => `<rect x="${x}" y="${548 - x * 0.1}" width="12" height="90" fill="#3E2723"/>`).join('')}
  ${place(body, 600, 380, 0.9)}`;
}

/** The SVG of demo photo `index` (1..3) for a category. */
export function photoSvg(main: MainCategorySlug, category: string, index: number): string {
  const p = PALETTES[main];
  const drawing = ILLUSTRATIONS[main].categories[category];
  if (!drawing) throw new Error(`no illustration for ${main}/${category}`);
  const body = drawing(p);
  const rnd = seeded(`${category}-${index}`);
  const scene =
    index === 1 ? interior(p, body, rnd)
    : index === 2 ? closeUp(p, body, rnd)
    : main === 'nautics' ? waterfront(p, body, rnd)
    : storefront(p, body, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p)}${scene}<rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
}
