import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

/** WCAG 2.1 AA contrast for normal text, which e2e/specs/accessibility.spec.ts holds every page to. */
const AA_CONTRAST = 4.5;

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
  // Filled buttons and badges, links and coloured text use this shade of every colour; at 7 white text on blue
  // and blue links on white fall short of the 4.5:1 that WCAG AA asks of normal text (blue 8 reaches 5:1).
  primaryShade: 8,
  // On the lighter fills (teal, green, yellow, orange, cyan) white text stays under 4.5:1 whatever the shade,
  // so those take black text. The threshold is where white text stops reaching 4.5:1, so red and blue keep white.
  autoContrast: true,
  luminanceThreshold: 1.05 / AA_CONTRAST - 0.05,
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Mantine draws the close button as a bare icon; without a label a screen reader announces only "button".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine puts a focusable role="presentation" placeholder first in an open menu to hold the initial focus; a
    // menu may hold only menu items (axe: aria-required-children, critical). Without it the first item takes the
    // focus on open, as a menu button's menu does in the WAI-ARIA pattern.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until it reads at AA on `background`. */
function readableOn(background: string, color: string): string {
  let readable = color;
  for (let amount = 0.05; contrastRatio(readable, background) < AA_CONTRAST && amount < 1; amount += 0.05) readable = darken(color, amount);
  return readable;
}

/**
 * Mantine's light scheme draws secondary text, placeholders and error messages in greys and reds that reach
 * about 2:1 to 3.3:1 on white, and light badges and buttons (shade 9 on shade 1, shade 2 when hovered) fall short for teal, green,
 * lime, yellow and orange; these bring every one of them to AA. The dark scheme is not offered.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
    ...Object.fromEntries(
      // Read against shade 2, the light variant's hover fill (shade 1 at rest): blue 9 on blue 2 is 4.0:1, so a
      // hovered light button fell short of AA.
      Object.entries(resolved.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableOn(shades[2], shades[9])]),
    ),
  },
  dark: {},
});
