import { StarIcon } from './icons';

/** Five stars, filled to the nearest whole star. Decorative: pair it with the number as text. */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  const full = Math.round(value);
  return (
    <span className="stars" aria-hidden>
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} size={size} filled={i <= full} className={i <= full ? undefined : 'empty'} />
      ))}
    </span>
  );
}
