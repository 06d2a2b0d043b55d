import type { propertyResponseSchema } from '@openhouse/shared/properties/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertiesKey, propertyKey } from '../../../lib/property-query';

type PublishedProperty = z.output<typeof propertyResponseSchema>;

/** POST /properties/{id}/publish: a draft goes on the market (its realtor or an admin). */
export function publishProperty(id: number): Promise<PublishedProperty> {
  return api.post<PublishedProperty>(`/properties/${id}/publish`);
}

export function usePublishProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProperty,
    onSuccess: (published) => {
      queryClient.setQueryData(propertyKey(published.data.id), { data: published.data });
      void queryClient.invalidateQueries({ queryKey: propertiesKey });
    },
  });
}
