// The module paging-footer.tsx downloads: Mantine's Pagination.
export { Pagination as default } from '@mantine/core';
