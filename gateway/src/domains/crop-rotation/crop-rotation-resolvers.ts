import { isDefinitive, totalSurface } from '@portal/schema/rules/crop-rotation';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as cropRotation from './crop-rotation-service.ts';

export const cropRotationResolvers: Resolvers = {
  Dossier: {
    assolementYears: () => cropRotation.offeredYears(),
    assolement: (d, { millesime }, ctx) => cropRotation.fileYear(ctx, d, millesime),
    cultures: (d, _args, ctx) => cropRotation.cultures(ctx, d),
  },
  Assolement: {
    id: (a) => cropRotation.yearId(a.codeDossier, a.millesime),
    cultures: (a) =>
      a.year.cultures.map((line) => ({ ...line, codeDossier: a.codeDossier, millesime: a.millesime })),
    surfaceTotale: (a) => totalSurface(a.year.cultures),
    estAssolementDefinitif: (a) => isDefinitive(a.year.cultures.map((l) => l.assolement)),
    editable: (a) => !isDefinitive(a.year.cultures.map((l) => l.assolement)),
    rotation: (a, _args, ctx) => cropRotation.rotation(ctx, a),
  },
  AssolementCulture: {
    id: (l) => cropRotation.lineId(l.codeDossier, l.millesime, l.id),
    legacyId: (l) => l.id,
  },
  Culture: {
    id: (c) => String(c.idtCultureTypeTRAME),
  },
  Mutation: {
    addAssolementCulture: (_p, { input }, ctx) => cropRotation.addLine(ctx, input),
    updateAssolementCulture: (_p, { input }, ctx) => cropRotation.updateLine(ctx, input),
    deleteAssolementCulture: (_p, { id }, ctx) => cropRotation.removeLine(ctx, id),
    importPreviousAssolement: (_p, { id }, ctx) => cropRotation.importPreviousYear(ctx, id),
    emptyAssolement: (_p, { id }, ctx) => cropRotation.emptyYear(ctx, id),
    importTelepacAssolement: (_p, { input }, ctx) => cropRotation.importTelepac(ctx, input),
  },
};
