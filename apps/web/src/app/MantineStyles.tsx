import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, em, px, useMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { useMemo } from 'react';

/** Mantine's own variables for its default theme: default-css-variables.css (app/styles.ts) holds them already. */
const DEFAULT_VARIABLES = defaultCssVariablesResolver(DEFAULT_THEME);

/**
 * The theme's variables that differ from Mantine's defaults, as MantineCssVariables writes them
 * (its `deduplicateCssVariables`): the rest would repeat, in every page's HTML, what
 * default-css-variables.css sets, bytes a phone waits for before its first paint.
 */
function differingFromDefaults(all: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const differing = (section: 'variables' | 'light' | 'dark') => {
    const defaults: Record<string, string> = DEFAULT_VARIABLES[section];
    return Object.fromEntries(Object.entries(all[section]).filter(([name, value]) => defaults[name] !== value));
  };
  return { variables: differing('variables'), light: differing('light'), dark: differing('dark') };
}

/**
 * Mantine's theme variables and its responsive visibility classes, as MantineProvider would write
 * them (its MantineCssVariables and MantineClasses), but as a React 19 stylesheet (`precedence`):
 * React puts it in <head> on the client, and the server's render hands it to the page's head
 * (entry-server.tsx), instead of a <style> inside the app's root, which HTML does not allow there
 * (html-validate) and which hydration would have to find in the same place.
 */
export function MantineStyles() {
  const theme = useMantineTheme();
  const css = useMemo(() => {
    const variables = convertCssVariables(differingFromDefaults(defaultCssVariablesResolver(theme)));
    const scheme = convertCssVariables({ variables: {}, dark: { '--mantine-color-scheme': 'dark' }, light: { '--mantine-color-scheme': 'light' } });
    const classes = Object.entries(theme.breakpoints)
      .map(([name, value]) => {
        const inPx = value.includes('px');
        const width = px(value) as number;
        return (
          `@media (max-width: ${inPx ? `${width - 0.1}px` : em(width - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
          `@media (min-width: ${inPx ? `${width}px` : em(width)}) {.mantine-hidden-from-${name} {display: none !important;}}`
        );
      })
      .join('');
    // `html:root` outweighs the same variables in Mantine's default-css-variables.css (`:root`), which
    // stays for the first paint of a page the client renders alone: where React puts this stylesheet
    // in <head> relative to the build's CSS links differs between the server's page and the client's.
    return `${variables}${scheme}`.replaceAll(':root', 'html:root') + classes;
  }, [theme]);
  return (
    <style href="mantine-theme" precedence="mantine">
      {css}
    </style>
  );
}
