import { createTheme, type MantineThemeOverride } from '@mantine/core';

const FONT = "'DM Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * Design tokens of the spec (part 1 section 9): DM Sans, 16 px base, breakpoints 380, 768, 960,
 * 1200 and 1600 as Mantine's xs..xl. The spec's 320 (the narrowest screen we lay out for) and
 * 1920 (wide screens) are used directly in src/styles/global.css.
 */
export const theme: MantineThemeOverride = createTheme({
  fontFamily: FONT,
  headings: { fontFamily: FONT, fontWeight: '700' },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  breakpoints: { xs: '23.75em', sm: '48em', md: '60em', lg: '75em', xl: '100em' },
  primaryColor: 'blue',
  primaryShade: 7,
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
