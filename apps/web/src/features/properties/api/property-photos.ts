import type { Photo, photoOrderSchema, photosResponseSchema, PropertyDetail } from '@openhouse/shared/properties/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertiesKey, propertyKey } from '../../../lib/property-query';

/** Uploading, reordering and deleting all answer the listing's photos as they now are. */
type PhotosAnswer = z.output<typeof photosResponseSchema>;

/** POST /propertie_upload_images/{id}: multipart, field `images`, one or several files. */
export function uploadPropertyPhotos({ propertyId, files }: { propertyId: number; files: File[] }): Promise<PhotosAnswer> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return api.post<PhotosAnswer>(`/propertie_upload_images/${propertyId}`, body);
}

export type PhotoOrderChange = { propertyId: number } & z.input<typeof photoOrderSchema>;

/** PUT /properties/{id}/photos: a new order and/or a new cover. */
export function updatePhotoOrder({ propertyId, ...change }: PhotoOrderChange): Promise<PhotosAnswer> {
  return api.put<PhotosAnswer>(`/properties/${propertyId}/photos`, change);
}

/** DELETE /properties/{id}/photos/{photoId}. */
export function deletePropertyPhoto({ propertyId, photoId }: { propertyId: number; photoId: number }): Promise<PhotosAnswer> {
  return api.delete<PhotosAnswer>(`/properties/${propertyId}/photos/${photoId}`);
}

/** The photos as they will read after a change, so the list moves before the server answers. */
function applyPhotoChange(photos: Photo[], change: Omit<PhotoOrderChange, 'propertyId'> & { removed?: number }): Photo[] {
  let next = photos.filter((photo) => photo.id !== change.removed);
  if (change.order) {
    const rank = new Map(change.order.map((id, index) => [id, index]));
    next = [...next].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)).map((photo, position) => ({ ...photo, position }));
  }
  if (change.cover_photo_id) next = next.map((photo) => ({ ...photo, is_cover: photo.id === change.cover_photo_id }));
  return next;
}

function usePhotoMutation<V extends { propertyId: number }>(mutationFn: (variables: V) => Promise<unknown>, describe: (variables: V) => Parameters<typeof applyPhotoChange>[1]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: V) => {
      const key = propertyKey(variables.propertyId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ data: PropertyDetail }>(key);
      if (previous) queryClient.setQueryData(key, { data: { ...previous.data, photos: applyPhotoChange(previous.data.photos, describe(variables)) } });
      return { previous };
    },
    onError: (_error, variables, context) => {
      if (context?.previous) queryClient.setQueryData(propertyKey(variables.propertyId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertiesKey }),
  });
}

export function useUpdatePhotoOrder() {
  return usePhotoMutation(updatePhotoOrder, ({ order, cover_photo_id }) => ({ order, cover_photo_id }));
}

export function useDeletePropertyPhoto() {
  return usePhotoMutation(deletePropertyPhoto, ({ photoId }) => ({ removed: photoId }));
}
