import { drop, line, sparkle, type Drawing } from './kit.ts';

/** Beauty: lotus, mirror, lotion, lashes, scissors and comb, lipstick, massage stones, nail polish, spa. */
export const main: Drawing = (p) => `
  ${[-64, -32, 0, 32, 64].map((a, i) => `<ellipse cx="320" cy="160" rx="${i === 2 ? 34 : 30}" ry="86" transform="rotate(${a} 320 250)" fill="${i % 2 ? p.accent : p.ink}" opacity="${i === 2 ? 1 : 0.9}"/>`).join('')}
  <path d="M200 262 Q320 300 440 262" ${line(p.accent2, 10)}/>
  ${sparkle(450, 110, 22, p.accent2)}${sparkle(190, 140, 14, p.ink)}${sparkle(470, 190, 10, p.ink)}`;

export const categories: Record<string, Drawing> = {
  'beauty-salon': (p) => `
    <ellipse cx="300" cy="160" rx="86" ry="100" fill="${p.accent2}"/>
    <ellipse cx="300" cy="160" rx="70" ry="84" fill="${p.deep}"/>
    <ellipse cx="300" cy="160" rx="70" ry="84" fill="url(#shine)"/>
    <path d="M262 118 Q280 96 306 92" ${line(p.ink, 8)} opacity="0.8"/>
    <rect x="288" y="256" width="24" height="90" rx="12" fill="${p.accent2}"/>
    ${sparkle(420, 120, 26, p.ink)}${sparkle(450, 200, 14, p.accent)}${sparkle(180, 230, 12, p.accent)}`,

  'body-care': (p) => `
    <rect x="240" y="150" width="110" height="190" rx="26" fill="${p.accent}"/>
    <rect x="240" y="150" width="40" height="190" rx="20" fill="#fff" opacity="0.18"/>
    <rect x="268" y="118" width="54" height="36" rx="6" fill="${p.ink}"/>
    <path d="M282 118 L282 86 L344 86 L344 100" ${line(p.ink, 12)}/>
    <rect x="260" y="220" width="70" height="60" rx="10" fill="${p.deep}" opacity="0.35"/>
    ${drop(388, 130, 16, p.ink)}${drop(414, 184, 11, p.accent2)}
    <ellipse cx="420" cy="300" rx="44" ry="38" fill="${p.accent2}"/>
    <ellipse cx="420" cy="290" rx="36" ry="20" fill="${p.ink}" opacity="0.8"/>`,

  'eyelashes-eyebrows': (p) => `
    <path d="M196 108 Q320 54 444 104" ${line(p.accent2, 18)}/>
    <path d="M180 200 Q320 100 460 200 Q320 300 180 200 Z" fill="${p.ink}"/>
    <circle cx="320" cy="200" r="56" fill="${p.accent}"/>
    <circle cx="320" cy="200" r="28" fill="${p.deep}"/>
    <circle cx="338" cy="184" r="10" fill="#fff"/>
    <path d="M180 200 Q320 100 460 200" ${line(p.deep, 10)}/>
    ${[200, 236, 274, 320, 366, 404, 440].map((x) => {
      const t = (x - 180) / 280;
      const y = 200 - 4 * 100 * t * (1 - t) * 0.98;
      const dx = (t - 0.5) * 40;
      return `<path d="M${x} ${y} Q${x + dx * 0.5} ${y - 34} ${x + dx} ${y - 52}" ${line(p.deep, 7)}/>`;
    }).join('')}`,

  hairdresser: (p) => `
    <g transform="rotate(-14 320 200)">
      <path d="M314 196 L250 58 Q262 50 272 60 L336 190 Z" fill="${p.ink}"/>
      <path d="M326 196 L390 58 Q378 50 368 60 L304 190 Z" fill="${p.ink}" opacity="0.85"/>
      <path d="M312 206 L280 272" ${line(p.accent, 14)}/>
      <path d="M328 206 L360 272" ${line(p.accent, 14)}/>
      <circle cx="268" cy="300" r="34" ${line(p.accent, 14)}/>
      <circle cx="372" cy="300" r="34" ${line(p.accent, 14)}/>
      <circle cx="320" cy="200" r="9" fill="${p.accent2}"/>
    </g>
    <g transform="rotate(18 470 210)">
      <rect x="440" y="90" width="42" height="230" rx="10" fill="${p.accent2}"/>
      ${Array.from({ length: 13 }, (_, i) => `<rect x="476" y="${100 + i * 16.5}" width="34" height="8" rx="4" fill="${p.accent2}"/>`).join('')}
    </g>`,

  'make-up-studio': (p) => `
    <g transform="rotate(-12 250 220)">
      <rect x="214" y="220" width="72" height="120" rx="10" fill="${p.accent2}"/>
      <rect x="222" y="170" width="56" height="56" rx="6" fill="${p.ink}"/>
      <path d="M226 172 L226 100 Q250 66 274 84 L274 172 Z" fill="${p.accent}"/>
      <rect x="214" y="260" width="72" height="10" fill="${p.deep}" opacity="0.35"/>
    </g>
    <g transform="rotate(24 410 200)">
      <rect x="398" y="160" width="24" height="190" rx="12" fill="${p.ink}"/>
      <rect x="396" y="140" width="28" height="30" rx="4" fill="${p.accent2}"/>
      <path d="M396 142 Q382 80 410 40 Q438 80 424 142 Z" fill="${p.accent}"/>
    </g>
    <circle cx="440" cy="310" r="40" fill="${p.deep}"/><circle cx="440" cy="310" r="30" fill="${p.accent}" opacity="0.9"/>
    ${sparkle(180, 120, 16, p.ink)}`,

  massage: (p) => `
    <ellipse cx="320" cy="300" rx="130" ry="34" fill="${p.deep}"/>
    <ellipse cx="320" cy="292" rx="130" ry="32" fill="${p.accent}"/>
    <ellipse cx="320" cy="238" rx="100" ry="28" fill="${p.deep}"/>
    <ellipse cx="320" cy="230" rx="100" ry="26" fill="${p.ink}" opacity="0.9"/>
    <ellipse cx="320" cy="184" rx="72" ry="24" fill="${p.deep}"/>
    <ellipse cx="320" cy="176" rx="72" ry="22" fill="${p.accent}"/>
    <path d="M320 154 Q300 96 340 60 Q360 110 320 154 Z" fill="${p.accent2}"/>
    <path d="M320 154 Q336 112 340 60" ${line(p.deep, 4)}/>
    <rect x="446" y="214" width="40" height="64" rx="6" fill="${p.ink}"/>
    <path d="M466 206 Q456 190 466 174 Q476 190 466 206 Z" fill="${p.accent2}"/>`,

  'nail-studio': (p) => `
    <rect x="250" y="170" width="120" height="160" rx="30" fill="${p.accent}"/>
    <rect x="262" y="182" width="28" height="130" rx="14" fill="#fff" opacity="0.25"/>
    <rect x="284" y="130" width="52" height="44" rx="6" fill="${p.ink}"/>
    <rect x="296" y="56" width="28" height="80" rx="10" fill="${p.deep}"/>
    <g fill="${p.accent}">
      <rect x="420" y="120" width="34" height="56" rx="17"/><rect x="420" y="190" width="34" height="56" rx="17" opacity="0.8"/>
      <rect x="420" y="260" width="34" height="56" rx="17" opacity="0.6"/>
    </g>
    ${sparkle(190, 150, 20, p.accent2)}${sparkle(200, 260, 12, p.ink)}`,

  'wellness-spa': (p) => `
    <path d="M170 300 Q320 340 470 300" ${line(p.accent, 10)}/>
    <rect x="190" y="226" width="260" height="60" rx="30" fill="${p.ink}"/>
    <rect x="220" y="180" width="200" height="52" rx="26" fill="${p.accent}"/>
    <path d="M250 206 L390 206" ${line(p.deep, 4)} opacity="0.4"/>
    ${[270, 320, 370].map((x, i) => `<path d="M${x} 160 q-16 -22 0 -44 t0 -44" ${line(p.ink, 7)} opacity="${0.8 - i * 0.15}"/>`).join('')}
    <path d="M440 150 Q452 110 490 104 Q486 146 440 150 Z" fill="${p.accent2}"/>`,
};
