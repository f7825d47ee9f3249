import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PLACEHOLDER_IMAGE_PATH, PLACEHOLDER_LOGO_PATH } from '@portal/domain';
import type { DrawnImages } from './drawn-images';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };

/**
 * Serves the generated pictures under /images. A picture the build did not draw but a live group
 * offers (an item, colour or logo added in the console), or drew otherwise than the live offer has
 * it now (an item's category changed in the console), is drawn on request; any other missing
 * picture answers with the neutral placeholder of the same kind, so no page shows a broken image.
 */
export function registerImagesRoute(app: FastifyInstance, imagesDir: string, drawn: DrawnImages): void {
  const root = normalize(imagesDir + sep);
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const wanted = request.params['*'];
    const extension = extname(wanted).toLowerCase();
    const type = TYPES[extension];
    if (!type) return reply.code(404).send({ message: 'No such picture.', code: 'NOT_FOUND' });
    const path = normalize(join(root, wanted));
    const inside = path.startsWith(root);
    const changed = inside ? drawn.unlikeBuild(`/images/${wanted}`) : null;
    const found = inside && !changed ? await stat(path).catch(() => null) : null;
    if (found?.isFile()) {
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(createReadStream(path));
    }
    const offered = changed ?? (inside ? drawn.find(`/images/${wanted}`) : null);
    if (offered)
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(await drawn.picture(offered));
    const placeholder = join(
      root,
      (extension === '.png' ? PLACEHOLDER_LOGO_PATH : PLACEHOLDER_IMAGE_PATH).slice('/images/'.length),
    );
    const fallback = await stat(placeholder).catch(() => null);
    if (!fallback) return reply.code(404).send({ message: 'No such picture.', code: 'NOT_FOUND' });
    return reply
      .type(extension === '.png' ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=300')
      .header('x-image-placeholder', '1')
      .send(createReadStream(placeholder));
  });
}
