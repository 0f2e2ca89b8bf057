import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MantineStyles } from './MantineStyles';
import { themeIn } from './theme';

/** The theme's stylesheet as the server's render writes it into a page. */
function themeStylesheet(): string {
  return renderToString(
    <MantineProvider theme={themeIn('Zatvori')} forceColorScheme="dark" withCssVariables={false} withGlobalClasses={false}>
      <MantineStyles />
    </MantineProvider>,
  );
}

describe("the theme's stylesheet", () => {
  test("holds the brand's variables and leaves out those equal to Mantine's defaults (default-css-variables.css sets them)", () => {
    const css = themeStylesheet();
    expect(css).toContain('--mantine-color-brand-6: #B8860B');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    // Mantine's defaults, unchanged by the theme: already in default-css-variables.css.
    expect(css).not.toContain('--mantine-z-index-modal');
    expect(css).not.toContain('--mantine-color-blue-6:');
  });
});
