import type { PropertyListQuery } from '@openhouse/shared/properties/listing';
import { propertiesKey } from '../../../lib/property-query';

export const propertyKeys = {
  lists: () => [...propertiesKey, 'list'] as const,
  list: (query: Partial<PropertyListQuery>) => [...propertiesKey, 'list', query] as const,
  home: (kind: string) => [...propertiesKey, 'home', kind] as const,
};
