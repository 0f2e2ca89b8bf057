import { createTheme, mergeThemeOverrides, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

/** Brand palette (DESIGN.md). Shade 6 is the brand colour itself. */
const BRAND = {
  primary: '#B8860B',
  secondary: '#26A69A',
  accent: '#9C27B0',
  positive: '#21BA45',
  negative: '#C10015',
  info: '#31CCEC',
  warning: '#F2C037',
  page: '#121212',
} as const;

function mix(hex: string, target: number, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount) + target * amount);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** 10 shades around a base colour: 0–5 lighter, 6 the base, 7–9 darker. */
function colorTuple(base: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.62, 0.45, 0.28, 0.12].map((a) => mix(base, 255, a));
  const darker = [0.16, 0.32, 0.48].map((a) => mix(base, 0, a));
  return [...lighter, base, ...darker] as unknown as MantineColorsTuple;
}

const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  // #B8860B is too light for white text (3.0:1); dark text on it reaches 5.7:1 (WCAG AA).
  autoContrast: true,
  luminanceThreshold: 0.2,
  colors: {
    brand: colorTuple(BRAND.primary),
    secondary: colorTuple(BRAND.secondary),
    accent: colorTuple(BRAND.accent),
    positive: colorTuple(BRAND.positive),
    negative: colorTuple(BRAND.negative),
    info: colorTuple(BRAND.info),
    warning: colorTuple(BRAND.warning),
    // dark[7] is the page background in the dark scheme.
    dark: ['#d5d5d5', '#bdbdbd', '#9a9a9a', '#767676', '#4a4a4a', '#363636', '#262626', '#121212', '#0d0d0d', '#080808'],
  },
  white: '#ffffff',
  black: '#121212',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // SPEC.md 9: 600, 1024, 1440, 1920 px.
  breakpoints: { xs: '37.5em', sm: '64em', md: '90em', lg: '120em', xl: '160em' },
  components: {
    Textarea: { defaultProps: { rows: 6 } },
    // A dialog's header is not the page's banner: inside role="dialog" axe (and screen readers) took
    // Mantine's <header> for a second banner landmark beside the page's own.
    Modal: { defaultProps: { transitionProps: { duration: 300 }, attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { transitionProps: { duration: 300 }, attributes: { header: { role: 'none' } } } },
    Container: { defaultProps: { size: 'xl' } },
  },
});

/**
 * The theme with the texts it gives components, in the interface's language: every dialog's and
 * drawer's close button is named (the ones that name it themselves keep theirs), where a dialog
 * that forgot closeButtonProps had a nameless ×.
 */
export function themeIn(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
}
