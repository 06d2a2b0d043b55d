import type { CSSProperties } from 'react';

/**
 * Scoped overrides applied on the root of every marketing page.
 * Mantine's default `dimmed` (gray-6) and `anchor` (blue-6) colors fall below
 * WCAG AA contrast on white, so these pages use darker shades in light mode.
 */
export const marketingCssVars = {
  '--mantine-color-dimmed': 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
  '--mantine-color-anchor': 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))',
} as CSSProperties;

/** Accessible brand color for filled buttons (white text on blue-8 ≈ 5:1). */
export const BRAND_COLOR = 'blue.8';

/** Deep navy gradient used by the hero, the closing call to action and the footer. */
export const NAVY_GRADIENT =
  'radial-gradient(circle at 85% 0%, rgba(77, 171, 247, 0.32), transparent 55%), ' +
  'radial-gradient(circle at 0% 100%, rgba(32, 201, 151, 0.16), transparent 50%), ' +
  'linear-gradient(135deg, #0b1a33 0%, #102a52 55%, #16407a 100%)';

export const NAVY = '#0b1a33';

/** Subtle alternate section background that follows the color scheme. */
export const ALT_SURFACE = 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))';

/** Offset for in-page anchors so the sticky header does not cover section titles. */
export const SCROLL_MARGIN = 80;
