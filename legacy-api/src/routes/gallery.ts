import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../errors.ts';
import { galleryPicture, sendSvg } from '../images.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, GalleryImageSchema, SvgImage } from '../schemas.ts';

const picturePath = (id: number, size: 'sm' | 'lg') => `/api/oneday/galerie/${id}/${size}`;

export const galleryRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/oneday/galerie',
    {
      config: { access: 'session' },
      schema: {
        tags: ['content'],
        summary: "One Day's photo gallery, in order: each photo's thumbnail (sm) and large (lg) paths",
        response: { 200: Type.Array(GalleryImageSchema), ...errorResponses(401) },
      },
    },
    async () => {
      const { rows } = await db.query<{ id: number; description: string }>(
        'SELECT id, description FROM gallery_images ORDER BY id',
      );
      return rows.map((r) => ({
        id: r.id,
        sm: picturePath(r.id, 'sm'),
        lg: picturePath(r.id, 'lg'),
        description: r.description,
      }));
    },
  );

  app.get(
    '/api/oneday/galerie/:id/:size',
    {
      config: { access: 'session' },
      schema: {
        tags: ['content'],
        summary: 'A gallery photo (image/svg+xml), thumbnail or large; 404 for an unknown one',
        params: Type.Object({
          id: Type.Integer(),
          size: Type.Union([Type.Literal('sm'), Type.Literal('lg')]),
        }),
        response: { 200: SvgImage, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query('SELECT 1 FROM gallery_images WHERE id = $1', [request.params.id]);
      if (rows.length === 0) throw notFound();
      sendSvg(reply, galleryPicture(request.params.id, request.params.size));
    },
  );
  done();
};
