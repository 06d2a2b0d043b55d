import type { PropertyInput, propertyResponseSchema } from '@openhouse/shared/properties/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertiesKey, propertyKey } from '../../../lib/property-query';

type SavedProperty = z.output<typeof propertyResponseSchema>;

/** POST /properties (no id) or PUT /properties/{id}: the add/edit form's save. */
export function saveProperty({ id, values }: { id?: number; values: PropertyInput }): Promise<SavedProperty> {
  return id ? api.put<SavedProperty>(`/properties/${id}`, values) : api.post<SavedProperty>('/properties', values);
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProperty,
    onSuccess: (saved) => {
      queryClient.setQueryData(propertyKey(saved.data.id), { data: saved.data });
      void queryClient.invalidateQueries({ queryKey: propertiesKey });
    },
  });
}
