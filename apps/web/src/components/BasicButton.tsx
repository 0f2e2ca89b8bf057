import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import './basic-button.css';

/*
 * Written here, not Mantine's Button: that module brings Mantine's Transition and Loader into the
 * home route, over its JavaScript budget (bench/README.md, "Figures behind the code's comments"),
 * for the few buttons the home route and the shell show (the header's login link, the phone menu's
 * log out, the empty and error states, the not-found and error pages, the hero). It looks like
 * Mantine's (basic-button.css). Pages loaded later use Mantine's Button.
 */

type Look = {
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  /** The theme colour of filled, light and subtle buttons (the primary colour when left out). */
  color?: 'secondary' | 'gray';
  size?: 'compact-sm' | 'sm' | 'md' | 'lg';
  radius?: 'md' | 'xl';
  icon?: ReactNode;
};

const classes = ({ variant = 'filled', color, size = 'sm', radius = 'md' }: Look, extra?: string) =>
  ['basic-button', `basic-button--${variant}`, color && `basic-button--${color}`, `basic-button--${size}`, `basic-button--radius-${radius}`, extra].filter(Boolean).join(' ');

/** A link that looks like a button. */
export function BasicLink({ variant, color, size, radius, icon, className, children, ...link }: Look & ComponentProps<typeof Link>) {
  return (
    <Link {...link} className={classes({ variant, color, size, radius }, className as string | undefined)}>
      {icon && <span className="basic-button__icon" aria-hidden>{icon}</span>}
      {children}
    </Link>
  );
}

/** A button with Mantine's look. */
export function BasicButton({ variant, color, size, radius, icon, className, children, ...button }: Look & ComponentProps<'button'>) {
  return (
    <button type="button" {...button} className={classes({ variant, color, size, radius }, className)}>
      {icon && <span className="basic-button__icon" aria-hidden>{icon}</span>}
      {children}
    </button>
  );
}
