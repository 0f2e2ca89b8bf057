import type { ReactNode } from 'react';

// The props of the plain box (SearchBox.tsx) and of the box with suggestions it loads after the
// first paint (SuggestBox.tsx): in a file of their own, so that neither of the two imports the other.

export type SearchBoxProps = {
  /** id of the input (the header has two: bar and drawer) */
  id: string;
  size?: 'sm' | 'lg';
  label: string;
  placeholder: string;
  /** the text the box starts with, e.g. the current search's q */
  initial?: string;
  /** after the user chose where to go (closes the phone menu) */
  onDone?: () => void;
  /** beside the field inside the form, e.g. the home page's search button */
  children?: ReactNode;
  className?: string;
};

export type RichSearchBoxProps = SearchBoxProps & {
  value: string;
  onValueChange: (value: string) => void;
  go: (href: string) => void;
  autoFocus: boolean;
};
