import type { Resolvers } from '../../../__generated__/resolvers-types.ts';
import { entityIdOf } from '@portal/schema/rules/ids';
import { elementId } from '../duer-groupes.ts';
import * as pictos from './duer-pictos-service.ts';

export const duerPictosResolvers: Resolvers = {
  Duer: {
    pictosDeBase: (p, _args, ctx) => pictos.catalogueOf(ctx, p),
  },
  DuerRisque: {
    avecPictos: (r) => r.duerBaseRisque.estAvecPicto,
    pictos: (r) => pictos.pictosOf(r),
  },
  DuerBasePicto: {
    id: (b) => entityIdOf(b.codeDossier, b.id),
    legacyId: (b) => b.id,
    imageUrl: (b) => pictos.imageRoute(b.codeDossier, b.id),
  },
  DuerRisquePicto: {
    id: (p) => `${elementId(p.risque.parent, 'risque', p.risque.id)}-p${p.id}`,
    legacyId: (p) => p.id,
    basePictoId: (p) => entityIdOf(p.risque.parent.categorie.codeDossier, p.duerBasePicto.id),
    nom: (p) => p.duerBasePicto.nom,
    imageUrl: (p) => pictos.imageRoute(p.risque.parent.categorie.codeDossier, p.duerBasePicto.id),
  },
  Mutation: {
    updateDuerRisquePictos: (_p, { input }, ctx) => pictos.updatePictos(ctx, input),
  },
};
