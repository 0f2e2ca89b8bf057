import { line, sparkle, type Drawing } from './kit.ts';

/** Sports: a trophy, halls and fields, dancers, training, a swimmer. */
export const main: Drawing = (p) => `
  <path d="M240 70 L400 70 L396 150 Q390 230 320 240 Q250 230 244 150 Z" fill="${p.accent}"/>
  <path d="M244 90 Q180 90 190 140 Q200 186 256 190 M396 90 Q460 90 450 140 Q440 186 384 190" ${line(p.accent, 14)}/>
  <rect x="306" y="238" width="28" height="50" fill="${p.accent}"/>
  <rect x="256" y="286" width="128" height="40" rx="8" fill="${p.ink}"/>
  <path d="M270 90 Q268 160 300 206" ${line('#fff', 10)} opacity="0.35"/>
  ${sparkle(460, 80, 18, p.ink)}${sparkle(180, 240, 12, p.ink)}`;

const ball = (x: number, y: number, r: number, p: Parameters<Drawing>[0]) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="${p.ink}"/>
  <path d="M${x} ${y - r * 0.36} l${r * 0.34} ${r * 0.25} l${-r * 0.13} ${r * 0.4} l${-r * 0.42} 0 l${-r * 0.13} ${-r * 0.4} Z" fill="${p.deep}"/>
  <path d="M${x} ${y - r * 0.36} L${x} ${y - r} M${x + r * 0.34} ${y - r * 0.11} L${x + r * 0.95} ${y - r * 0.3} M${x + r * 0.21} ${y + r * 0.29} L${x + r * 0.58} ${y + r * 0.8} M${x - r * 0.21} ${y + r * 0.29} L${x - r * 0.58} ${y + r * 0.8} M${x - r * 0.34} ${y - r * 0.11} L${x - r * 0.95} ${y - r * 0.3}" ${line(p.deep, r * 0.06)}/>`;

const basketball = (x: number, y: number, r: number, p: Parameters<Drawing>[0]) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}"/>
  <path d="M${x - r} ${y} L${x + r} ${y} M${x} ${y - r} L${x} ${y + r} M${x - r * 0.7} ${y - r * 0.7} Q${x - r * 0.2} ${y} ${x - r * 0.7} ${y + r * 0.7} M${x + r * 0.7} ${y - r * 0.7} Q${x + r * 0.2} ${y} ${x + r * 0.7} ${y + r * 0.7}" ${line(p.deep, r * 0.07)}/>`;

const person = (x: number, y: number, s: number, color: string, arms = 'up') => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-70" r="20" fill="${color}"/>
    <path d="M0 -44 L0 20 M0 20 L-26 80 M0 20 L26 80 ${arms === 'up' ? 'M0 -30 L-34 -70 M0 -30 L34 -70' : 'M0 -30 L-40 0 M0 -30 L40 0'}" ${line(color, 16)}/>
  </g>`;

export const categories: Record<string, Drawing> = {
  'balloon-halls': (p) => `
    <path d="M140 310 L140 220 Q140 90 320 90 Q500 90 500 220 L500 310 Z" fill="${p.ink}" opacity="0.92"/>
    <path d="M200 310 L200 200 Q210 120 320 116 Q430 120 440 200 L440 310" ${line(p.accent, 6)} opacity="0.7"/>
    <path d="M320 92 L320 310" ${line(p.accent, 6)} opacity="0.7"/>
    <path d="M120 310 L520 310" ${line(p.ink, 10)}/>
    ${ball(320, 262, 40, p)}`,

  'dance-school': (p) => `
    <circle cx="290" cy="90" r="24" fill="${p.ink}"/>
    <path d="M290 118 Q280 170 300 210 M292 140 Q250 130 220 90 M292 140 Q340 150 380 120 M300 210 L250 320 M300 210 Q350 250 380 320" ${line(p.ink, 18)}/>
    <path d="M300 200 Q240 250 230 300 Q300 280 360 296 Q330 250 300 200 Z" fill="${p.accent2}"/>
    <g fill="${p.accent}">
      <circle cx="430" cy="200" r="16"/><path d="M444 200 L444 120 L480 110 L480 180" ${line(p.accent, 8)}/><circle cx="466" cy="182" r="16"/>
      <circle cx="180" cy="240" r="12"/><path d="M190 240 L190 180" ${line(p.accent, 7)}/>
    </g>`,

  'group-training': (p) => `
    ${person(210, 220, 1.0, p.accent)}${person(320, 200, 1.2, p.ink)}${person(430, 220, 1.0, p.accent)}
    <path d="M140 320 L500 320" ${line(p.ink, 8)} opacity="0.6"/>`,

  'personal-trainer': (p) => `
    <rect x="180" y="180" width="280" height="40" rx="14" fill="${p.ink}"/>
    <rect x="150" y="130" width="44" height="140" rx="12" fill="${p.accent}"/><rect x="446" y="130" width="44" height="140" rx="12" fill="${p.accent}"/>
    <rect x="110" y="150" width="40" height="100" rx="12" fill="${p.accent}" opacity="0.85"/><rect x="490" y="150" width="40" height="100" rx="12" fill="${p.accent}" opacity="0.85"/>
    <circle cx="320" cy="300" r="46" fill="${p.ink}"/><circle cx="320" cy="300" r="36" fill="${p.deep}"/>
    <path d="M320 276 L320 300 L338 310" ${line(p.ink, 7)}/><rect x="310" y="244" width="20" height="12" rx="4" fill="${p.ink}"/>`,

  'sports-centre': (p) => `
    <path d="M160 320 L160 180 L320 110 L480 180 L480 320 Z" fill="${p.ink}"/>
    <rect x="280" y="230" width="80" height="90" rx="6" fill="${p.mid}"/>
    <rect x="190" y="200" width="60" height="44" rx="6" fill="${p.accent2}" opacity="0.8"/><rect x="390" y="200" width="60" height="44" rx="6" fill="${p.accent2}" opacity="0.8"/>
    ${ball(200, 310, 34, p)}${basketball(452, 306, 36, p)}`,

  'sports-fields': (p) => `
    <g transform="translate(320 210) skewX(-14)">
      <rect x="-200" y="-110" width="400" height="220" rx="8" fill="#2E7D32"/>
      ${[-160, -80, 0, 80].map((x) => `<rect x="${x}" y="-110" width="40" height="220" fill="#388E3C"/>`).join('')}
      <rect x="-200" y="-110" width="400" height="220" rx="8" ${line(p.ink, 6)}/>
      <path d="M0 -110 L0 110" ${line(p.ink, 5)}/><circle r="40" ${line(p.ink, 5)}/>
      <rect x="-200" y="-50" width="46" height="100" ${line(p.ink, 5)}/><rect x="154" y="-50" width="46" height="100" ${line(p.ink, 5)}/>
    </g>
    ${ball(366, 250, 26, p)}`,

  'sports-halls': (p) => `
    <rect x="360" y="60" width="130" height="90" rx="6" fill="${p.ink}"/>
    <rect x="400" y="100" width="50" height="36" ${line(p.accent, 6)}/>
    <path d="M380 150 L470 150" ${line(p.accent2, 10)}/>
    <path d="M386 152 L398 220 L412 152 L425 220 L438 152 L452 220 L464 152" ${line(p.ink, 4)}/>
    <path d="M398 220 L452 220" ${line(p.ink, 4)}/>
    <path d="M490 106 L520 106 L520 340" ${line(p.ink, 12)}/>
    ${basketball(250, 240, 80, p)}
    <path d="M120 340 L540 340" ${line(p.accent, 8)} opacity="0.6"/>`,

  'swimming-school': (p) => `
    <path d="M0 230 Q160 210 320 230 T640 230 L640 400 L0 400 Z" fill="${p.accent2}" opacity="0.45"/>
    <circle cx="230" cy="200" r="28" fill="${p.ink}"/>
    <path d="M204 194 L256 194" ${line(p.accent, 10)}/>
    <path d="M250 226 Q320 190 400 220 M270 210 Q320 120 400 140" ${line(p.ink, 18)}/>
    ${[260, 300, 340].map((y, i) => `<path d="M${120 + i * 20} ${y} q25 -14 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0" ${line('#fff', 7)} opacity="${0.8 - i * 0.2}"/>`).join('')}
    <path d="M470 90 L470 360" ${line(p.ink, 6)} stroke-dasharray="20 14" opacity="0.6"/>`,
};
