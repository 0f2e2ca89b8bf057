import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from './icons';

/** A plain search input (no Mantine Input in the first bundle); label it with aria-label. */
export function SearchField({ size = 'sm', ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { size?: 'sm' | 'lg'; 'aria-label': string }) {
  return (
    <span className={`search-field search-field--${size}`}>
      <SearchIcon size={size === 'lg' ? 20 : 16} />
      <input type="search" enterKeyHint="search" autoComplete="off" {...props} />
    </span>
  );
}
