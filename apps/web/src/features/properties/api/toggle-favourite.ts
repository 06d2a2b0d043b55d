import type { favouriteInputSchema, favouriteResponseSchema } from '@openhouse/shared/properties/listing';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { propertiesKey } from '../../../lib/property-query';

export type FavouriteResponse = z.output<typeof favouriteResponseSchema>;
export type FavouriteChange = { propertyId: number; favourite: boolean };

/** POST /favourite_property to add, DELETE /favourite_property/{propertyId} to remove. */
export function setFavourite({ propertyId, favourite }: FavouriteChange): Promise<FavouriteResponse> {
  const body: z.input<typeof favouriteInputSchema> = { property_id: propertyId };
  return favourite ? api.post<FavouriteResponse>('/favourite_property', body) : api.delete<FavouriteResponse>(`/favourite_property/${propertyId}`);
}

type WithId = { id: number; favourite: boolean };

function patchItem<T>(item: T, { propertyId, favourite }: FavouriteChange): T {
  const record = item as unknown as WithId;
  return record && typeof record === 'object' && record.id === propertyId ? ({ ...record, favourite } as T) : item;
}

/**
 * Every cached shape holding listings has a `data` field: an array (pages, home lists) or one
 * listing (detail). Patching by shape reaches them all without knowing each key.
 */
export function patchFavourite(cached: unknown, change: FavouriteChange): unknown {
  if (!cached || typeof cached !== 'object' || !('data' in cached)) return cached;
  const envelope = cached as { data: unknown };
  const data = Array.isArray(envelope.data) ? envelope.data.map((item) => patchItem(item, change)) : patchItem(envelope.data, change);
  return { ...envelope, data };
}

/**
 * The heart on every card and on the detail page: the change shows at once everywhere, is rolled
 * back with a toast when the server refuses, and the server's answer wins on the refetch.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: propertiesKey });
      const snapshot = queryClient.getQueriesData({ queryKey: propertiesKey });
      queryClient.setQueriesData({ queryKey: propertiesKey }, (cached: unknown) => patchFavourite(cached, change));
      return { snapshot };
    },
    onError: (error, change, context) => {
      for (const [key, data] of context?.snapshot ?? ([] as [QueryKey, unknown][])) queryClient.setQueryData(key, data);
      toastError(messageOf(error, change.favourite ? 'Could not add to favourites.' : 'Could not remove from favourites.'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertiesKey }),
  });
}
