import { line, sparkle, waves, type Drawing } from './kit.ts';

/** Nautics: an anchor, boats of every size on the water. */
export const main: Drawing = (p) => `
  <circle cx="320" cy="84" r="26" ${line(p.ink, 14)}/>
  <path d="M320 110 L320 316 M270 150 L370 150" ${line(p.ink, 18)}/>
  <path d="M200 230 Q210 316 320 320 Q430 316 440 230" ${line(p.ink, 18)}/>
  <path d="M184 246 L200 218 L220 248 Z M456 246 L440 218 L420 248 Z" fill="${p.ink}"/>
  ${waves(350, p.accent, 8, 150, 490, 10, 48)}`;

const sea = (p: Parameters<Drawing>[0]) => `
  <path d="M0 300 Q160 280 320 300 T640 300 L640 400 L0 400 Z" fill="${p.accent}" opacity="0.35"/>
  ${waves(310, p.accent, 6, 110, 530, 8, 44)}${waves(340, p.accent, 5, 150, 490, 7, 44, 0.7)}`;

export const categories: Record<string, Drawing> = {
  boat: (p) => `
    ${sea(p)}
    <path d="M170 236 L470 236 L440 292 Q436 300 426 300 L214 300 Q204 300 200 292 Z" fill="${p.ink}"/>
    <path d="M170 236 L470 236 L462 252 L178 252 Z" fill="${p.accent2}"/>
    <path d="M260 236 L290 180 L380 180 L400 236 Z" fill="${p.deep}"/>
    <path d="M298 190 L372 190 L384 226 L280 226 Z" fill="${p.accent}" opacity="0.8"/>
    <rect x="452" y="226" width="22" height="60" rx="6" fill="${p.deep}"/>`,

  'jet-ski': (p) => `
    ${sea(p)}
    <path d="M170 270 L420 270 Q470 270 490 246 L450 236 L360 232 L320 200 L260 200 L240 236 L190 240 Q160 246 170 270 Z" fill="${p.accent2}"/>
    <path d="M170 270 L420 270 Q470 270 490 246 L480 252 Q460 282 420 284 L180 284 Z" fill="${p.ink}"/>
    <path d="M300 200 L320 160 L350 156" ${line(p.ink, 10)}/>
    <rect x="250" y="214" width="70" height="20" rx="10" fill="${p.deep}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${150 - i * 8} ${270 - i * 22} q-30 -10 -50 ${-20 + i * 6}" ${line('#fff', 6)} opacity="${0.8 - i * 0.15}"/>`).join('')}`,

  raft: (p) => `
    <path d="M0 280 Q120 250 220 290 T440 270 T640 290 L640 400 L0 400 Z" fill="${p.accent}" opacity="0.35"/>
    ${waves(300, '#fff', 6, 120, 520, 12, 36, 0.7)}
    <path d="M180 250 Q180 214 220 214 L420 214 Q460 214 460 250 Q460 286 420 286 L220 286 Q180 286 180 250 Z" fill="${p.accent2}"/>
    <path d="M206 250 Q206 236 222 236 L418 236 Q434 236 434 250 Q434 264 418 264 L222 264 Q206 264 206 250 Z" fill="${p.deep}" opacity="0.4"/>
    <path d="M250 150 L300 330 M390 150 L350 330" ${line(p.ink, 10)}/>
    <ellipse cx="300" cy="336" rx="12" ry="24" fill="${p.ink}" transform="rotate(-16 300 336)"/>
    <ellipse cx="350" cy="336" rx="12" ry="24" fill="${p.ink}" transform="rotate(16 350 336)"/>`,

  ship: (p) => `
    ${sea(p)}
    <path d="M130 230 L510 230 L470 300 L170 300 Z" fill="${p.ink}"/>
    <path d="M136 240 L504 240 L498 252 L142 252 Z" fill="${p.accent2}"/>
    <rect x="190" y="180" width="270" height="50" rx="6" fill="${p.ink}"/>
    <rect x="220" y="140" width="200" height="42" rx="6" fill="${p.ink}" opacity="0.92"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${206 + i * 31}" y="194" width="20" height="20" rx="4" fill="${p.mid}"/>`).join('')}
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${236 + i * 36}" y="152" width="22" height="18" rx="4" fill="${p.mid}"/>`).join('')}
    <rect x="280" y="100" width="36" height="42" rx="4" fill="${p.accent2}"/><rect x="330" y="108" width="36" height="34" rx="4" fill="${p.accent2}"/>
    <path d="M298 86 q10 -20 30 -24 M348 94 q10 -20 30 -24" ${line(p.ink, 6)} opacity="0.5"/>`,

  yacht: (p) => `
    ${sea(p)}
    <path d="M320 50 L320 250" ${line(p.ink, 8)}/>
    <path d="M330 58 Q430 150 460 250 L330 250 Z" fill="${p.ink}"/>
    <path d="M310 80 Q240 170 200 250 L310 250 Z" fill="${p.accent}"/>
    <path d="M170 260 L490 260 L452 304 Q446 310 436 310 L214 310 Q204 310 198 304 Z" fill="${p.ink}"/>
    <path d="M176 266 L484 266 L478 274 L182 274 Z" fill="${p.accent2}"/>
    ${sparkle(520, 110, 14, p.accent2)}
    <circle cx="520" cy="110" r="34" fill="${p.accent2}" opacity="0.25"/>`,
};
