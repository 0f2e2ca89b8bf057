import { heart, line, paw, type Drawing } from './kit.ts';

/** Pets: a paw, a dog at the groomer, the vet's cross, the lab's microscope. */
export const main: Drawing = (p) => `
  ${paw(320, 210, 2.2, p.ink)}
  ${heart(320, 250, 34, p.accent2)}`;

const dog = (p: Parameters<Drawing>[0], x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-70 -60 Q-110 -70 -112 -10 Q-112 40 -80 40 Q-64 20 -62 -20 Z" fill="${p.accent2}"/>
    <path d="M70 -60 Q110 -70 112 -10 Q112 40 80 40 Q64 20 62 -20 Z" fill="${p.accent2}"/>
    <ellipse cx="0" cy="0" rx="80" ry="86" fill="${p.ink}"/>
    <ellipse cx="0" cy="44" rx="44" ry="34" fill="${p.accent}"/>
    <circle cx="-30" cy="-16" r="11" fill="${p.deep}"/><circle cx="30" cy="-16" r="11" fill="${p.deep}"/>
    <circle cx="-26" cy="-20" r="4" fill="#fff"/><circle cx="34" cy="-20" r="4" fill="#fff"/>
    <ellipse cx="0" cy="24" rx="18" ry="12" fill="${p.deep}"/>
    <path d="M0 36 L0 50 M-16 54 Q0 64 16 54" ${line(p.deep, 5)}/>
  </g>`;

export const categories: Record<string, Drawing> = {
  grooming: (p) => `
    ${dog(p, 290, 200, 1.3)}
    <g transform="translate(450 120) rotate(30)">
      <path d="M-4 0 L-30 -80 Q-24 -86 -18 -80 L8 -4 Z M4 0 L30 -80 Q24 -86 18 -80 L-8 -4 Z" fill="${p.ink}"/>
      <circle cx="-16" cy="30" r="16" ${line(p.accent2, 8)}/><circle cx="16" cy="30" r="16" ${line(p.accent2, 8)}/>
    </g>
    ${[[180, 110, 14], [200, 70, 9], [430, 290, 12], [460, 320, 7]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.6"/>`).join('')}`,

  'vet-ambulance': (p) => `
    <rect x="190" y="70" width="260" height="260" rx="60" fill="${p.ink}"/>
    <path d="M320 110 L320 290 M230 200 L410 200" ${line('#C62828', 54, 'butt')}/>
    ${paw(448, 300, 0.75, p.accent2)}`,

  'vet-laboratory': (p) => `
    <path d="M250 330 L430 330" ${line(p.ink, 16)}/>
    <path d="M300 330 Q250 300 270 240" ${line(p.ink, 16)}/>
    <rect x="296" y="150" width="40" height="120" rx="8" fill="${p.ink}" transform="rotate(-28 316 210)"/>
    <rect x="318" y="70" width="46" height="96" rx="10" fill="${p.accent}" transform="rotate(-28 341 118)"/>
    <path d="M300 274 L390 274" ${line(p.ink, 12)}/>
    <circle cx="372" cy="226" r="30" ${line(p.ink, 12)}/>
    ${paw(190, 170, 0.75, p.accent2)}
    <rect x="440" y="180" width="34" height="140" rx="17" ${line(p.ink, 8)}/><rect x="444" y="250" width="26" height="66" rx="13" fill="${p.accent2}"/>`,
};
