import { car, drop, line, sparkle, type Drawing } from './kit.ts';

/** Cars: a car, accessories, wash, rental key, service tools, inspection, tyres, alignment. */
export const main: Drawing = (p) => `
  ${car(320, 220, 1.05, p.accent, p.deep, '#101318', p.ink)}
  <path d="M140 300 L500 300" ${line(p.ink, 6)} opacity="0.35"/>
  <path d="M150 170 L100 170 M160 200 L90 200 M150 230 L110 230" ${line(p.ink, 6)} opacity="0.5"/>`;

const wheel = (x: number, y: number, r: number, p: Parameters<Drawing>[0]) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="#101318"/>
  <circle cx="${x}" cy="${y}" r="${r * 0.92}" ${line('#2A2F36', r * 0.08)}/>
  <circle cx="${x}" cy="${y}" r="${r * 0.58}" fill="${p.ink}"/>
  <circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="${p.light}"/>
  ${[0, 72, 144, 216, 288].map((a) => `<rect x="${x - r * 0.06}" y="${y - r * 0.5}" width="${r * 0.12}" height="${r * 0.42}" rx="${r * 0.05}" fill="${p.ink}" transform="rotate(${a} ${x} ${y})"/>`).join('')}
  <circle cx="${x}" cy="${y}" r="${r * 0.12}" fill="${p.accent}"/>`;

export const categories: Record<string, Drawing> = {
  'additional-equipment': (p) => `
    ${car(320, 250, 0.95, p.light, p.deep, '#101318', p.ink)}
    <rect x="220" y="128" width="200" height="38" rx="19" fill="${p.accent}"/>
    <path d="M250 166 L250 178 M390 166 L390 178" ${line(p.ink, 8)}/>
    <path d="M470 262 L500 262 Q512 262 512 250" ${line(p.ink, 9)}/><circle cx="514" cy="244" r="9" fill="${p.ink}"/>`,

  'car-wash': (p) => `
    ${car(320, 250, 0.95, p.accent, p.deep, '#101318', p.ink)}
    ${drop(230, 120, 16, '#4FC3F7')}${drop(300, 96, 20, '#81D4FA')}${drop(376, 116, 15, '#4FC3F7')}${drop(440, 150, 11, '#81D4FA')}${drop(180, 170, 10, '#81D4FA')}
    ${[[200, 300, 16], [238, 316, 10], [420, 306, 14], [458, 294, 9], [330, 320, 8]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.75"/><circle cx="${x! - r! * 0.3}" cy="${y! - r! * 0.3}" r="${r! * 0.25}" fill="#fff"/>`).join('')}
    ${sparkle(470, 200, 16, p.ink)}`,

  'rent-a-car': (p) => `
    <rect x="176" y="150" width="150" height="100" rx="50" fill="${p.accent}"/>
    <circle cx="226" cy="200" r="20" fill="${p.deep}"/>
    <rect x="300" y="186" width="170" height="28" rx="8" fill="${p.ink}"/>
    <path d="M420 214 L420 240 M446 214 L446 232 M396 214 L396 236" ${line(p.ink, 12)}/>
    <path d="M176 200 Q130 200 130 250 Q130 300 190 300 L230 300" ${line(p.ink, 6)}/>
    <path d="M210 286 L270 286 L290 316 L230 316 Z" fill="${p.accent2}"/>
    <circle cx="246" cy="300" r="6" fill="${p.deep}"/>`,

  'service-maintenance': (p) => `
    <g transform="rotate(-40 320 200)">
      <rect x="304" y="130" width="32" height="200" rx="14" fill="${p.ink}"/>
      <path d="M320 62 a52 52 0 1 0 0.1 0 Z M300 62 L300 112 L340 112 L340 62 Z" fill="${p.ink}" fill-rule="evenodd"/>
    </g>
    <g transform="translate(420 250)">
      ${Array.from({ length: 8 }, (_, i) => `<rect x="-14" y="-74" width="28" height="30" rx="5" fill="${p.accent}" transform="rotate(${i * 45})"/>`).join('')}
      <circle r="56" fill="${p.accent}"/><circle r="24" fill="${p.mid}"/>
    </g>`,

  'technical-inspection': (p) => `
    <rect x="220" y="80" width="200" height="250" rx="18" fill="${p.ink}"/>
    <rect x="270" y="64" width="100" height="36" rx="10" fill="${p.accent2}"/>
    ${[140, 200, 260].map((y) => `<path d="M250 ${y} l14 14 l26 -30" ${line('#21BA45', 10)}/><rect x="310" y="${y - 4}" width="86" height="12" rx="6" fill="${p.light}"/>`).join('')}
    <circle cx="440" cy="290" r="54" fill="${p.accent}"/>
    <path d="M416 290 l18 18 l32 -36" ${line(p.deep, 12)}/>`,

  'tire-change': (p) => `
    ${wheel(300, 200, 130, p)}
    <g transform="translate(470 280) rotate(-30)">
      <rect x="-10" y="-90" width="20" height="150" rx="8" fill="${p.accent}"/>
      <rect x="-60" y="-100" width="120" height="20" rx="8" fill="${p.accent}"/>
    </g>`,

  'wheel-geometry': (p) => `
    ${wheel(320, 210, 110, p)}
    <path d="M320 60 L320 360" ${line(p.accent, 6)} stroke-dasharray="14 12"/>
    <path d="M320 110 L360 340" ${line(p.accent2, 6)}/>
    <path d="M320 140 A70 70 0 0 1 333 141" ${line(p.ink, 5)}/>
    <path d="M160 210 L480 210" ${line(p.accent, 4)} stroke-dasharray="10 10" opacity="0.7"/>
    <path d="M470 170 L510 210 L470 250 M170 170 L130 210 L170 250" ${line(p.ink, 8)}/>`,
};
