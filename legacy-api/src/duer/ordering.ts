import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../db/db.ts';
import { badRequest } from '../errors.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
import {
  duerAccess,
  duerOfRow,
  DUER_OF_GROUPE,
  DUER_OF_MODULE,
  DUER_OF_RISQUE,
  requireRight,
} from './access.ts';
import { OrdresInput } from './schemas.ts';

type App = Parameters<FastifyPluginCallbackTypebox>[0];

const ORDERED = {
  modules: ['module', 'duer_modules', DUER_OF_MODULE],
  groupes: ['operation', 'duer_groupes', DUER_OF_GROUPE],
  risques: ['risk', 'duer_risques', DUER_OF_RISQUE],
} as const;

/** `PUT /api/duer/<kind>/ordre` (spec 002 §7, droitModifs): the new orders of a module's elements, of one DUER. */
export function orderRoute(app: App, db: Db, kind: keyof typeof ORDERED): void {
  const [what, table, sql] = ORDERED[kind];
  app.put(
    `/api/duer/${kind}/ordre`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['duer'],
        summary: `Update ${what} order (droitModifs): [{id, ordre}] of one DUER`,
        body: OrdresInput,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const duers = new Set<number>();
      for (const { id } of request.body) duers.add(await duerOfRow(db, sql, id));
      if (duers.size > 1) throw badRequest('Les éléments doivent appartenir au même DUER.');
      const [idDuer] = duers;
      if (idDuer === undefined) return { status: 'OK' as const };
      requireRight(await duerAccess(db, request, idDuer), 'droitModifs');
      await db.transaction(async (tx) => {
        for (const { id, ordre } of request.body)
          await tx.query(`UPDATE ${table} SET ordre = $2 WHERE id = $1`, [id, ordre]);
      });
      return { status: 'OK' as const };
    },
  );
}
