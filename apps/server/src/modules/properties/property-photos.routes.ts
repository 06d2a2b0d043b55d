import { photoOrderSchema, photosResponseSchema } from '@openhouse/shared/properties/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { responses } from '../../platform/http/responses';
import { idParam, idParams, security } from '../../platform/http/route-schema';
import { readPhotoFiles } from './photo-form';
import { arrangePhotos, deletePhoto, readPhoto, uploadPhotos } from './property-photos.service';

const tags = ['properties'];

/** Listing photos: upload (the spec's path and a plain alias), arrange, delete, and public serving. */
export const propertyPhotosRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  const upload = (path: string, summary: string) =>
    app.post(
      path,
      { schema: { tags, security, summary, consumes: ['multipart/form-data'], params: idParams, response: responses(photosResponseSchema) } },
      async (request) => uploadPhotos(platform, requireActor(request), request.params.id, () => readPhotoFiles(request)),
    );
  upload('/propertie_upload_images/:id', 'Upload listing photos (multipart, field images; PNG, JPG, GIF or WebP, 15 MB each)');
  upload('/properties/:id/photos', 'Upload listing photos (alias of /propertie_upload_images/{id})');

  app.put(
    '/properties/:id/photos',
    { schema: { tags, security, summary: 'Reorder photos and choose the cover', params: idParams, body: photoOrderSchema, response: responses(photosResponseSchema) } },
    async (request) => arrangePhotos(platform, requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/properties/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a photo',
        params: idParams.extend({ photoId: idParam }),
        response: responses(photosResponseSchema),
      },
    },
    async (request) => deletePhoto(platform, requireActor(request), request.params.id, request.params.photoId),
  );

  app.get(
    '/property-photos/:file',
    { schema: { tags, summary: 'A listing photo or thumbnail (public, cacheable forever: names never change)', params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const photo = await readPhoto(platform, request.params.file);
      return reply
        .type(photo.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(photo.body);
    },
  );
};
