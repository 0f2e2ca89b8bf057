import { drop, heart, line, sparkle, type Drawing } from './kit.ts';

/** Health: a heart with a cross, then one pictogram per specialty. */
export const main: Drawing = (p) => `
  ${heart(320, 210, 140, p.accent2)}
  <path d="M320 140 L320 260 M260 200 L380 200" ${line(p.ink, 34, 'butt')}/>
  ${sparkle(470, 100, 16, p.ink)}`;

const tooth = (p: Parameters<Drawing>[0]) =>
  `<path d="M250 90 C 280 78, 300 96, 320 96 C 340 96, 360 78, 390 90 C 430 104, 428 170, 412 206 C 398 240, 396 296, 380 326 C 372 340, 356 336, 352 318 C 344 280, 338 250, 320 250 C 302 250, 296 280, 288 318 C 284 336, 268 340, 260 326 C 244 296, 242 240, 228 206 C 212 170, 210 104, 250 90 Z" fill="${p.ink}"/>
   <path d="M262 120 Q270 106 290 108" ${line('#fff', 8)}/>`;

export const categories: Record<string, Drawing> = {
  'aesthetic-surgery': (p) => `
    <path d="M360 70 C 300 70, 262 120, 262 180 C 262 200, 246 214, 236 226 C 228 236, 240 244, 252 244 L 256 262 C 258 272, 262 276, 268 280 C 262 290, 268 300, 280 302 C 282 320, 290 336, 320 336 L 372 336" ${line(p.ink, 12)}/>
    ${sparkle(400, 150, 34, p.accent)}${sparkle(450, 230, 20, p.ink)}${sparkle(380, 270, 14, p.accent2)}`,

  cardiologist: (p) => `
    ${heart(320, 205, 140, p.accent2)}
    <path d="M140 210 L250 210 L275 160 L300 270 L330 120 L355 240 L372 210 L500 210" ${line(p.ink, 12)}/>`,

  dentist: (p) => `${tooth(p)}${sparkle(450, 110, 24, p.accent)}${sparkle(200, 140, 14, p.ink)}${sparkle(460, 200, 10, p.ink)}`,

  dermathologist: (p) => `
    <path d="M140 290 Q230 250 320 290 T500 290 L500 340 L140 340 Z" fill="${p.accent2}" opacity="0.9"/>
    ${[[200, 300], [260, 288], [380, 300], [440, 296]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${p.deep}" opacity="0.5"/>`).join('')}
    <circle cx="300" cy="170" r="80" fill="${p.accent}" opacity="0.35"/>
    <circle cx="300" cy="170" r="80" ${line(p.ink, 18)}/>
    <path d="M358 228 L420 290" ${line(p.ink, 26)}/>
    <circle cx="300" cy="170" r="16" fill="${p.deep}" opacity="0.7"/>`,

  ent: (p) => `
    <path d="M260 150 C 260 90, 300 60, 340 60 C 400 60, 430 110, 420 160 C 412 200, 380 210, 372 240 C 364 276, 360 320, 316 330 C 286 336, 266 316, 270 296" ${line(p.ink, 24)}/>
    <path d="M314 150 C 314 124, 350 118, 362 142 C 372 166, 340 176, 334 196 C 330 212, 340 226, 350 226" ${line(p.accent, 16)}/>
    <path d="M170 170 q-20 30 0 60 M140 150 q-36 50 0 100" ${line(p.accent, 10)} opacity="0.8"/>`,

  'general-medicine': (p) => `
    <path d="M240 80 L240 170 Q240 250 320 250 Q400 250 400 170 L400 80" ${line(p.ink, 16)}/>
    <circle cx="240" cy="78" r="14" fill="${p.ink}"/><circle cx="400" cy="78" r="14" fill="${p.ink}"/>
    <path d="M320 250 L320 300 Q320 340 370 340 Q430 340 440 290" ${line(p.ink, 16)}/>
    <circle cx="444" cy="268" r="34" fill="${p.accent}"/><circle cx="444" cy="268" r="16" fill="${p.deep}"/>
    <rect x="150" y="250" width="60" height="60" rx="10" fill="${p.accent2}"/>
    <path d="M180 262 L180 298 M162 280 L198 280" ${line(p.ink, 10)}/>`,

  gynecologist: (p) => `
    <circle cx="320" cy="150" r="86" ${line(p.ink, 22)}/>
    <path d="M320 236 L320 340 M270 292 L370 292" ${line(p.ink, 22)}/>
    ${heart(320, 152, 44, p.accent2)}
    ${sparkle(450, 110, 16, p.accent)}`,

  'health-laboratory': (p) => `
    <path d="M240 70 L240 170 L180 300 Q172 330 204 330 L356 330 Q388 330 380 300 L320 170 L320 70" ${line(p.ink, 12)}/>
    <path d="M214 250 L346 250 L372 306 Q376 320 360 320 L200 320 Q184 320 188 306 Z" fill="${p.accent}"/>
    <path d="M226 70 L334 70" ${line(p.ink, 12)}/>
    <circle cx="250" cy="290" r="10" fill="${p.ink}" opacity="0.7"/><circle cx="300" cy="276" r="7" fill="${p.ink}" opacity="0.7"/>
    <rect x="410" y="100" width="44" height="220" rx="22" ${line(p.ink, 10)}/>
    <rect x="415" y="210" width="34" height="105" rx="17" fill="${p.accent2}"/>`,

  nutritionist: (p) => `
    <path d="M320 120 C 260 90, 190 120, 196 200 C 202 280, 262 330, 300 320 C 312 316, 328 316, 340 320 C 378 330, 438 280, 444 200 C 450 120, 380 90, 320 120 Z" fill="${p.accent2}"/>
    <path d="M232 160 Q240 140 262 134" ${line('#fff', 10)} opacity="0.6"/>
    <path d="M320 124 Q318 90 336 66" ${line(p.deep, 10)}/>
    <path d="M330 94 Q370 60 410 80 Q380 116 330 94 Z" fill="${p.accent}"/>
    <path d="M150 350 Q320 300 500 350" ${line(p.ink, 10)} stroke-dasharray="2 16"/>`,

  ophthalmologist: (p) => `
    <path d="M150 200 Q320 70 490 200 Q320 330 150 200 Z" fill="${p.ink}"/>
    <circle cx="320" cy="200" r="74" fill="${p.accent}"/>
    <circle cx="320" cy="200" r="36" fill="${p.deep}"/>
    <circle cx="344" cy="178" r="14" fill="#fff"/>
    <path d="M150 200 Q320 70 490 200" ${line(p.deep, 6)} opacity="0.4"/>`,

  pediatrics: (p) => `
    <circle cx="238" cy="110" r="40" fill="${p.accent2}"/><circle cx="402" cy="110" r="40" fill="${p.accent2}"/>
    <circle cx="238" cy="110" r="20" fill="${p.ink}" opacity="0.6"/><circle cx="402" cy="110" r="20" fill="${p.ink}" opacity="0.6"/>
    <circle cx="320" cy="200" r="120" fill="${p.accent2}"/>
    <ellipse cx="320" cy="244" rx="58" ry="44" fill="${p.ink}" opacity="0.85"/>
    <circle cx="276" cy="180" r="14" fill="${p.deep}"/><circle cx="364" cy="180" r="14" fill="${p.deep}"/>
    <ellipse cx="320" cy="226" rx="18" ry="12" fill="${p.deep}"/>
    <path d="M300 256 Q320 272 340 256" ${line(p.deep, 6)}/>
    ${heart(450, 290, 26, p.accent)}`,

  psychiatrist: (p) => `
    <path d="M320 90 C 300 66, 250 70, 240 100 C 200 100, 184 140, 200 166 C 176 190, 186 236, 222 244 C 226 276, 270 292, 296 272 C 306 290, 320 292, 320 292 Z" fill="${p.accent}"/>
    <path d="M320 90 C 340 66, 390 70, 400 100 C 440 100, 456 140, 440 166 C 464 190, 454 236, 418 244 C 414 276, 370 292, 344 272 C 334 290, 320 292, 320 292 Z" fill="${p.ink}"/>
    <path d="M240 140 Q270 150 280 180 M230 210 Q262 200 290 224 M400 140 Q370 150 360 180 M410 210 Q378 200 350 224" ${line(p.deep, 7)} opacity="0.6"/>
    <path d="M320 292 L320 340" ${line(p.ink, 16)}/>`,

  psychologist: (p) => `
    <path d="M170 110 Q170 80 200 80 L350 80 Q380 80 380 110 L380 190 Q380 220 350 220 L250 220 L210 260 L214 220 L200 220 Q170 220 170 190 Z" fill="${p.ink}"/>
    <path d="M290 180 Q290 150 320 150 L440 150 Q470 150 470 180 L470 250 Q470 280 440 280 L430 280 L434 318 L396 280 L320 280 Q290 280 290 250 Z" fill="${p.accent}"/>
    ${heart(380, 216, 30, p.accent2)}
    <circle cx="220" cy="150" r="10" fill="${p.deep}"/><circle cx="260" cy="150" r="10" fill="${p.deep}"/><circle cx="300" cy="150" r="10" fill="${p.deep}"/>`,

  rehabilitation: (p) => `
    <circle cx="330" cy="86" r="30" fill="${p.ink}"/>
    <path d="M320 130 L300 220 L250 330 M300 220 L360 260 L380 330 M316 150 L250 180 L210 160 M316 150 L380 130 L430 96" ${line(p.ink, 24)}/>
    <path d="M170 330 L480 330" ${line(p.accent, 10)}/>
    <path d="M440 190 a50 50 0 1 1 -40 -60" ${line(p.accent, 10)}/><path d="M392 116 l10 18 l-20 4" ${line(p.accent, 10)}/>`,

  specialist: (p) => `
    <rect x="190" y="130" width="260" height="190" rx="26" fill="${p.accent}"/>
    <path d="M270 130 L270 100 Q270 84 286 84 L354 84 Q370 84 370 100 L370 130" ${line(p.ink, 16)}/>
    <rect x="190" y="178" width="260" height="14" fill="${p.deep}" opacity="0.35"/>
    <rect x="284" y="206" width="72" height="72" rx="8" fill="${p.ink}"/>
    <path d="M320 218 L320 266 M296 242 L344 242" ${line(p.accent2, 14)}/>`,

  urologist: (p) => `
    <path d="M250 90 C 190 90, 170 170, 200 230 C 226 280, 290 270, 284 226 C 280 196, 250 190, 262 160 C 272 136, 300 136, 296 110 C 292 94, 272 90, 250 90 Z" fill="${p.accent2}"/>
    <path d="M390 90 C 450 90, 470 170, 440 230 C 414 280, 350 270, 356 226 C 360 196, 390 190, 378 160 C 368 136, 340 136, 344 110 C 348 94, 368 90, 390 90 Z" fill="${p.accent2}"/>
    <path d="M278 200 Q300 250 306 330 M362 200 Q340 250 334 330" ${line(p.ink, 10)}/>
    ${drop(320, 330, 14, p.accent)}`,
};
