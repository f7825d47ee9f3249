import type { FastifyInstance } from 'fastify';
import type { UploadedPictures } from '../offer/uploaded-pictures';
import { UPLOADED_PICTURE_CACHE, UPLOADED_PICTURE_ROUTES, uploadedPictureFile } from './uploaded-picture-files';

/**
 * GET /images/uploads/logos/{id}.png, /images/uploads/photos/{id}.jpg and
 * /images/uploads/photos/thumbs/{id}.jpg: the pictures staff uploaded, from the database, the same
 * on every instance. More specific than /images/*, so the router sends them here first.
 */
export function registerUploadedPicturesRoute(app: FastifyInstance, pictures: UploadedPictures): void {
  for (const route of UPLOADED_PICTURE_ROUTES) {
    app.get<{ Params: { file: string } }>(route.url, { schema: { hide: true } }, async (request, reply) => {
      const picture = await uploadedPictureFile(pictures, route, request.params.file);
      return reply.type(picture.mediaType).header('cache-control', UPLOADED_PICTURE_CACHE).send(picture.bytes);
    });
  }
}
