import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerUploadAnswerSchema, offerUploadParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses, errorSchema } from '../../errors/error-responses';
import { offerUploader } from './offer-staff';
import { acceptPictureBodies } from '../picture-bodies';
import { uploadPicture } from '../upload-pictures';

/** POST /api/console/offer/uploads/:kind: the contract is packages/domain/src/api/console/offer.ts. */
export async function registerOfferUpload(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    acceptPictureBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/console/offer/uploads/:kind',
      {
        // Refused, and counted against the uploader's hour, before the body is read.
        onRequest: async (request) => ctx.uploadRate.take(offerUploader(request)),
        schema: {
          tags: ['catalogue'],
          summary:
            'Admins and reps: a logo (SVG, cleaned, or PNG; at most 512 KB) or a photo (JPEG, PNG or WebP; at most 8 MB), the file itself as the body; checked by its content and kept by its hash',
          params: offerUploadParamsSchema,
          response: { 201: offerUploadAnswerSchema, ...errorResponses, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await uploadPicture(ctx.pictures, request.params.kind, bytes, offerUploader(request));
        return reply.code(201).send(answer);
      },
    );
  });
}
