/**
 * Shared drawing kit for the category illustrations: palettes per main category, the framed
 * 640×400 scene (gradient, light, bokeh) that every pictogram sits in, and small shapes.
 * Pictograms draw in the 640×400 box, centred on (320, 200), about 240 px tall. No text, ever.
 */
export type Palette = {
  /** background: dark corner → lit corner */
  dark: string;
  mid: string;
  light: string;
  /** main fill of pictograms */
  accent: string;
  /** a second, contrasting fill */
  accent2: string;
  /** outlines and highlights */
  ink: string;
  /** a deep tone for details on light fills */
  deep: string;
};

export type Drawing = (p: Palette) => string;

export const PALETTES = {
  health: { dark: '#062322', mid: '#0F5C56', light: '#26A69A', accent: '#80CBC4', accent2: '#FF8A80', ink: '#F3FBFA', deep: '#0B3D39' },
  beauty: { dark: '#1C0726', mid: '#5B1470', light: '#9C27B0', accent: '#F48FB1', accent2: '#E6B85C', ink: '#FFF4FA', deep: '#3D0B4C' },
  sports: { dark: '#2A1003', mid: '#8A3A06', light: '#E65100', accent: '#FFB74D', accent2: '#4DD0E1', ink: '#FFF6EA', deep: '#4A1E02' },
  nautics: { dark: '#041A33', mid: '#0D47A1', light: '#1E88E5', accent: '#4FC3F7', accent2: '#FFD54F', ink: '#F2FAFF', deep: '#06264A' },
  cars: { dark: '#0E1116', mid: '#2B3640', light: '#7A6330', accent: '#F2C037', accent2: '#B8860B', ink: '#F5F7FA', deep: '#151A20' },
  pets: { dark: '#0C2210', mid: '#1F5E27', light: '#43A047', accent: '#C5E1A5', accent2: '#FFB74D', ink: '#F6FFF0', deep: '#123A18' },
  alcohol: { dark: '#220610', mid: '#5E1028', light: '#8E1B3A', accent: '#E0B04C', accent2: '#B8860B', ink: '#FFF5E8', deep: '#3A0818' },
} as const satisfies Record<string, Palette>;

/** Small deterministic PRNG for decoration, seeded by a name. */
export function seeded(name: string): () => number {
  let h = 2166136261;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The full 640×400 SVG: background, light, bokeh and the pictogram in the middle. */
export function frame(p: Palette, body: string, name: string, width = 640, height = 400): string {
  const rnd = seeded(name);
  const bokeh = Array.from({ length: 9 }, () => {
    const x = Math.round(rnd() * width);
    const y = Math.round(rnd() * height);
    const r = Math.round(12 + rnd() * 46);
    const o = (0.04 + rnd() * 0.08).toFixed(3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.ink}" opacity="${o}"/>`;
  }).join('');
  const sx = width / 640;
  const sy = height / 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="bg" x1="0" y1="1" x2="1" y2="0">
    <stop offset="0" stop-color="${p.dark}"/><stop offset="0.55" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.light}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${p.ink}" stop-opacity="0.22"/><stop offset="0.6" stop-color="${p.ink}" stop-opacity="0.06"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
    <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
  </radialGradient>
  <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${bokeh}
<path d="M0 ${height * 0.78} C ${width * 0.3} ${height * 0.68}, ${width * 0.62} ${height * 0.9}, ${width} ${height * 0.74} L ${width} ${height} L 0 ${height} Z" fill="${p.dark}" opacity="0.35"/>
<ellipse cx="${width / 2}" cy="${height / 2}" rx="${230 * sx}" ry="${190 * sy}" fill="url(#glow)"/>
<ellipse cx="${width / 2}" cy="${height / 2 + 128 * sy}" rx="${150 * sx}" ry="${14 * sy}" fill="#000" opacity="0.22"/>
<g transform="translate(${(width - 640 * Math.min(sx, sy)) / 2} ${(height - 400 * Math.min(sx, sy)) / 2}) scale(${Math.min(sx, sy)})">${body}</g>
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;
}

/** Stroke attributes for outline drawing. */
export const line = (color: string, width = 10, cap: 'round' | 'butt' = 'round') =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="${cap}" stroke-linejoin="round"`;

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, color: string, opacity = 0.95): string {
  const k = r * 0.22;
  return `<path d="M${x} ${y - r} Q${x + k} ${y - k} ${x + r} ${y} Q${x + k} ${y + k} ${x} ${y + r} Q${x - k} ${y + k} ${x - r} ${y} Q${x - k} ${y - k} ${x} ${y - r} Z" fill="${color}" opacity="${opacity}"/>`;
}

/** A water drop pointing up, centred at its round part. */
export function drop(x: number, y: number, r: number, color: string, opacity = 1): string {
  return `<path d="M${x} ${y - r * 1.9} C ${x + r * 0.5} ${y - r * 1.1}, ${x + r} ${y - r * 0.4}, ${x + r} ${y} A ${r} ${r} 0 0 1 ${x - r} ${y} C ${x - r} ${y - r * 0.4}, ${x - r * 0.5} ${y - r * 1.1}, ${x} ${y - r * 1.9} Z" fill="${color}" opacity="${opacity}"/>`;
}

/** A heart centred at (x, y) of width 2r. */
export function heart(x: number, y: number, r: number, fill: string): string {
  return `<path d="M${x} ${y + r * 0.95} C ${x - r * 1.3} ${y + r * 0.05}, ${x - r * 1.05} ${y - r * 1.05}, ${x} ${y - r * 0.45} C ${x + r * 1.05} ${y - r * 1.05}, ${x + r * 1.3} ${y + r * 0.05}, ${x} ${y + r * 0.95} Z" fill="${fill}"/>`;
}

/** Gentle waves across a width, as a stroked path. */
export function waves(y: number, color: string, width = 6, x0 = 100, x1 = 540, amp = 10, step = 40, opacity = 1): string {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += step) d += ` q${step / 4} ${-amp} ${step / 2} 0 t${step / 2} 0`;
  return `<path d="${d}" ${line(color, width)} opacity="${opacity}"/>`;
}

/** A paw print centred at (x, y), scale s (1 ≈ 100 px wide). */
export function paw(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M0 8 C 26 8, 42 30, 38 46 C 34 60, 14 56, 0 56 C -14 56, -34 60, -38 46 C -42 30, -26 8, 0 8 Z"/>
    <ellipse cx="-44" cy="-12" rx="13" ry="17" transform="rotate(-20 -44 -12)"/>
    <ellipse cx="-17" cy="-34" rx="13" ry="18" transform="rotate(-6 -17 -34)"/>
    <ellipse cx="17" cy="-34" rx="13" ry="18" transform="rotate(6 17 -34)"/>
    <ellipse cx="44" cy="-12" rx="13" ry="17" transform="rotate(20 44 -12)"/>
  </g>`;
}

/** Side view of a car, centred at (x, y), scale s (1 ≈ 300 px long). */
export function car(x: number, y: number, s: number, body: string, glass: string, tyre: string, rim: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-150 20 L-150 -8 Q-148 -26 -126 -30 L-80 -36 L-44 -70 Q-36 -78 -22 -78 L48 -78 Q62 -78 72 -68 L104 -36 L132 -30 Q152 -24 152 -4 L152 20 Q152 28 144 28 L-142 28 Q-150 28 -150 20 Z" fill="${body}"/>
    <path d="M-34 -40 L-12 -66 L20 -66 L20 -40 Z M30 -40 L30 -66 L52 -66 Q60 -66 66 -60 L86 -40 Z" fill="${glass}"/>
    <rect x="-140" y="-8" width="20" height="8" rx="3" fill="${glass}" opacity="0.9"/>
    <rect x="126" y="-14" width="18" height="9" rx="3" fill="#FFE08A"/>
    <circle cx="-86" cy="28" r="30" fill="${tyre}"/><circle cx="-86" cy="28" r="14" fill="${rim}"/>
    <circle cx="92" cy="28" r="30" fill="${tyre}"/><circle cx="92" cy="28" r="14" fill="${rim}"/>
  </g>`;
}
