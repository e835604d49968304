import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, ThemeSchema } from '../schemas.ts';

interface ThemeRow {
  code: string;
  platform_name: string;
  entity_name: string;
  support_phone: string;
  primary_color: string;
  chart_colors: string[];
  link_home: string;
  link_legal_notice: string;
  link_login_service: string;
  link_api: string;
  link_webmail: string;
  link_admin_board: string;
  link_document_library: string;
}

export const themeRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/theme/:code',
    {
      schema: {
        tags: ['theme'],
        summary:
          "A brand's theme: platform name, entity, support phone, colours and links; 404 for an unknown brand",
        params: Type.Object({ code: Type.String() }),
        response: { 200: ThemeSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<ThemeRow>('SELECT * FROM themes WHERE code = $1', [
        request.params.code,
      ]);
      const t = rows[0];
      if (!t) throw notFound('Thème inconnu.');
      return {
        code: t.code,
        platformName: t.platform_name,
        entityName: t.entity_name,
        supportPhone: t.support_phone,
        primaryColor: t.primary_color,
        chartColors: t.chart_colors,
        links: {
          home: t.link_home,
          legalNotice: t.link_legal_notice,
          loginService: t.link_login_service,
          api: t.link_api,
          webmail: t.link_webmail,
          adminBoard: t.link_admin_board,
          documentLibrary: t.link_document_library,
        },
      };
    },
  );
  done();
};
