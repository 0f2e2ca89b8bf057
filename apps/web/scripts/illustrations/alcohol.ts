import { line, sparkle, type Drawing } from './kit.ts';

/** Drinks and dining: glass and bottle, copper still, grapes, a laid table. */
export const main: Drawing = (p) => `
  ${bottle(250, p)}
  ${glass(390, 120, p, 1)}
  ${sparkle(470, 90, 16, p.ink)}`;

function bottle(x: number, p: Parameters<Drawing>[0]): string {
  return `<path d="M${x - 18} 60 L${x + 18} 60 L${x + 18} 130 Q${x + 58} 150 ${x + 58} 200 L${x + 58} 320 Q${x + 58} 336 ${x + 42} 336 L${x - 42} 336 Q${x - 58} 336 ${x - 58} 320 L${x - 58} 200 Q${x - 58} 150 ${x - 18} 130 Z" fill="${p.deep}"/>
    <path d="M${x - 18} 60 L${x + 18} 60 L${x + 18} 82 L${x - 18} 82 Z" fill="${p.accent}"/>
    <rect x="${x - 46}" y="220" width="92" height="70" rx="8" fill="${p.accent}"/>
    <path d="M${x - 40} 170 Q${x - 44} 240 ${x - 40} 310" ${line('#fff', 8)} opacity="0.25"/>`;
}

function glass(x: number, top: number, p: Parameters<Drawing>[0], s: number): string {
  return `<g transform="translate(${x} ${top}) scale(${s})">
    <path d="M-56 0 L56 0 Q62 70 30 100 Q12 114 0 114 Q-12 114 -30 100 Q-62 70 -56 0 Z" fill="${p.ink}" opacity="0.9"/>
    <path d="M-58 40 L58 40 Q56 76 30 98 Q12 112 0 112 Q-12 112 -30 98 Q-56 76 -58 40 Z" fill="${p.light}"/>
    <path d="M0 114 L0 196 M-44 204 L44 204" ${line(p.ink, 12)}/>
  </g>`;
}

export const categories: Record<string, Drawing> = {
  distilleries: (p) => `
    <path d="M200 320 L200 220 Q200 150 270 150 Q340 150 340 220 L340 320 Z" fill="#C77C3B"/>
    <path d="M214 300 L214 220 Q214 170 256 164" ${line('#fff', 10)} opacity="0.3"/>
    <path d="M250 150 Q250 110 280 100 L300 100 Q320 110 320 150 Z" fill="#A9652E"/>
    <path d="M300 100 Q380 70 420 150 L420 220" ${line('#C77C3B', 16)}/>
    <rect x="396" y="190" width="48" height="100" rx="10" fill="#A9652E"/>
    <path d="M408 210 q12 10 0 20 q-12 10 0 20 q12 10 0 20" ${line(p.accent, 5)}/>
    <path d="M420 290 L420 310" ${line('#C77C3B', 8)}/>
    <path d="M410 330 L430 330 L436 356 L404 356 Z" fill="${p.ink}"/>
    <path d="M180 330 L360 330" ${line(p.ink, 10)}/>
    <path d="M230 350 q10 -16 0 -30 M270 352 q10 -18 0 -34 M310 350 q10 -16 0 -30" ${line(p.accent2, 6)} opacity="0.8"/>`,

  wineries: (p) => `
    ${glass(420, 110, p, 1.05)}
    <g>
      ${[[220, 140], [260, 140], [300, 140], [240, 176], [280, 176], [200, 176], [220, 212], [260, 212], [240, 248]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="#6A1B9A"/><circle cx="${x! - 8}" cy="${y! - 8}" r="6" fill="#fff" opacity="0.35"/>`).join('')}
      <path d="M260 116 Q262 90 280 74" ${line('#8D6E63', 10)}/>
      <path d="M276 90 Q320 60 350 94 Q310 116 276 90 Z" fill="#7CB342"/>
    </g>`,

  restaurants: (p) => `
    <circle cx="320" cy="210" r="120" fill="${p.ink}"/>
    <circle cx="320" cy="210" r="90" fill="${p.accent}" opacity="0.25"/>
    <circle cx="320" cy="210" r="90" ${line(p.accent, 4)}/>
    <path d="M150 90 L150 330 M126 90 L126 160 Q126 180 150 180 Q174 180 174 160 L174 90" ${line(p.ink, 12)}/>
    <path d="M490 330 L490 90 Q530 120 520 220 L490 220" ${line(p.ink, 12)}/>
    <path d="M260 226 Q320 120 380 226 Z" fill="${p.accent2}"/>
    <path d="M250 228 L390 228" ${line(p.deep, 8)}/>
    <circle cx="320" cy="166" r="8" fill="${p.deep}"/>`,
};
