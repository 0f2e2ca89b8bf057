import { MAIN_CATEGORY_SLUGS } from '@zakazi/contract';
import { categorySvg } from './index.ts';

export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The home page's link-preview image (og:image): the site's mark (public/favicon.svg) over the
 * seven main categories' illustrations, on the app's dark background. No text: the preview shows
 * the page's title beside it, and the build machine's fonts would decide how text looked.
 */
export function shareSvg(): string {
  const { width, height } = SHARE_SIZE;
  const tile = { width: 150, height: 94, gap: 12 };
  const rowWidth = MAIN_CATEGORY_SLUGS.length * tile.width + (MAIN_CATEGORY_SLUGS.length - 1) * tile.gap;
  const rowX = (width - rowWidth) / 2;
  const rowY = 430;
  // Each illustration is its own document (an <image>), so their gradient ids cannot collide.
  const tiles = MAIN_CATEGORY_SLUGS.map((main, i) => {
    const x = rowX + i * (tile.width + tile.gap);
    const href = `data:image/svg+xml;base64,${Buffer.from(categorySvg(main, undefined, 640, 400)).toString('base64')}`;
    return `<clipPath id="tile${i}"><rect x="${x}" y="${rowY}" width="${tile.width}" height="${tile.height}" rx="12"/></clipPath>` +
      `<image x="${x}" y="${rowY}" width="${tile.width}" height="${tile.height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#tile${i})" href="${href}"/>`;
  }).join('');
  const mark = 280;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#121212"/>` +
    `<g transform="translate(${(width - mark) / 2} 80) scale(${mark / 64})">` +
    `<rect x="12" y="16" width="40" height="36" rx="6" fill="none" stroke="#D4A017" stroke-width="4"/>` +
    `<path d="M12 26h40" stroke="#D4A017" stroke-width="4"/>` +
    `<path d="M22 10v10M42 10v10" stroke="#D4A017" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M24 39l6 6 11-12" fill="none" stroke="#26A69A" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>${tiles}</svg>`;
}
