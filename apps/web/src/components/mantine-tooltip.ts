// The module lazy-tooltip.tsx downloads: Tooltip and floating-ui, its positioning engine.
export { Tooltip as default } from '@mantine/core';
