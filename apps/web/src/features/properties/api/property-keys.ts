import type { PropertyListQuery } from '@openhouse/shared/properties/listing';

/**
 * Every cached listing (pages, home lists, details) lives under one root key, so a favourite
 * toggle or a save can patch and then invalidate all of them at once.
 */
export const propertiesKey = ['properties'] as const;

export const propertyKeys = {
  lists: () => [...propertiesKey, 'list'] as const,
  list: (query: Partial<PropertyListQuery>) => [...propertiesKey, 'list', query] as const,
  home: (kind: string) => [...propertiesKey, 'home', kind] as const,
  detail: (id: number) => [...propertiesKey, 'detail', id] as const,
};
