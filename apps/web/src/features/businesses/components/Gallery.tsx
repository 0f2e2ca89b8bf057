import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChevronRightIcon } from '@/components/icons';
import { useAfterFirstPaint } from '@/components/AfterFirstPaint';

/** First image large, thumbnails below; arrow keys, thumbnails and buttons switch images. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Set<string>>(new Set());
  // The thumbnails' images wait for the page's first paint: the first image is the page's largest
  // paint, and downloads started before it counted in Lighthouse as holding it back. Their buttons
  // keep their size meanwhile, so nothing moves when they arrive.
  const painted = useAfterFirstPaint();
  const shown = images.filter((src) => !broken.has(src));
  const total = shown.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const go = (delta: number) => setIndex((i) => (Math.min(i, total - 1) + delta + total) % total);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') { e.preventDefault(); go(1); }
    if (e.key === 'ArrowLeft') { e.preventDefault(); go(-1); }
  };
  const fail = (src: string) => setBroken((b) => new Set(b).add(src));

  if (total === 0) return <div className="gallery__main img-fallback" role="img" aria-label={name} />;

  return (
    <section className="gallery" aria-roledescription={t('businesses.gallery.kind')} aria-label={t('businesses.gallery.label')}>
      <div
        className="gallery__main"
        tabIndex={0}
        onKeyDown={onKey}
        aria-label={`${t('businesses.gallery.image', { n: current + 1, total })}. ${total > 1 ? t('businesses.gallery.hint') : ''}`}
      >
        <img src={shown[current]} alt={`${name} — ${t('businesses.gallery.image', { n: current + 1, total })}`} onError={() => fail(shown[current]!)} fetchPriority="high" />
        {total > 1 && (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => go(-1)} aria-label={t('businesses.gallery.prev')}>
              <ChevronRightIcon size={22} />
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => go(1)} aria-label={t('businesses.gallery.next')}>
              <ChevronRightIcon size={22} />
            </button>
            <span className="gallery__count" aria-hidden>{current + 1} / {total}</span>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="gallery__thumbs">
          {shown.map((src, i) => (
            <li key={src}>
              <button type="button" aria-pressed={i === current} aria-label={t('businesses.gallery.show', { n: i + 1 })} onClick={() => setIndex(i)} onKeyDown={onKey}>
                {painted && <img src={src} alt="" loading="lazy" onError={() => fail(src)} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
