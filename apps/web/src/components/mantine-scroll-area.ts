// The module lazy-scroll-area.tsx downloads: Mantine's ScrollArea, which takes floating-ui's ref helpers with it.
export { ScrollArea as default } from '@mantine/core';
