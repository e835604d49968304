import { MEASURE_FIELDS, MEASURE_MAX, MEASURE_TOO_LONG, RATING_INVALID } from '@portal/schema/rules/duer';
import { isStorable, scaleOf } from '@portal/schema/rules/duer-rating';
import type { GatewayContext } from '../../context.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import { checkedOrders } from './duer-groupes.ts';
import { changeableModule, refusedModule, type ModulePayload } from './duer-service.ts';

interface RisqueChange {
  legacyId: string;
  estActif: boolean;
  gravite?: number | null;
  frequence?: number | null;
  maitrise?: number | null;
  mesureExistante?: string | null;
  mesureAFaire?: string | null;
  mesureQui?: string | null;
  mesureDelai?: string | null;
}

/** Saves a module's changed risks: droitModifs, risks of the module, ratings of the DUER's scale, measures ≤ 2042. */
export async function saveRisques(
  ctx: GatewayContext,
  input: {
    moduleId: string;
    risques: readonly RisqueChange[];
    ordresGroupes?: readonly { legacyId: string; ordre: number }[] | null;
    ordresRisques?: readonly { legacyId: string; ordre: number }[] | null;
  },
): Promise<ModulePayload> {
  // Whether each risk is the module's is the legacy's to refuse (it checks every risk's DUER and the rights on
  // it): reading the operations first would read them twice per save.
  const m = await changeableModule(ctx, input.moduleId, 'droitModifs');
  const scale = scaleOf(m.categorie.duer.duer.versionCalculRisque);
  for (const r of input.risques) {
    if (MEASURE_FIELDS.some((f) => (r[f]?.length ?? 0) > MEASURE_MAX)) return refusedModule(MEASURE_TOO_LONG);
    const rating = {
      gravite: r.gravite ?? null,
      frequence: r.frequence ?? null,
      maitrise: r.maitrise ?? null,
    };
    if (!isStorable(scale, rating)) return refusedModule(RATING_INVALID);
  }
  const body = input.risques.map(({ legacyId, ...fields }) => ({
    id: Number(legacyId),
    ...fields,
    gravite: fields.gravite ?? null,
    frequence: fields.frequence ?? null,
    maitrise: fields.maitrise ?? null,
  }));
  const sendOrders = await checkedOrders(ctx, m, {
    groupes: input.ordresGroupes ?? [],
    risques: input.ordresRisques ?? [],
  });
  const result = await legacyChange(async () => {
    if (body.length > 0) await ctx.legacy.duer.updateRisks(m.categorie.id, m.module.id, body);
    await sendOrders();
  });
  if ('errors' in result) return { module: null, errors: result.errors };
  // Its operations are read again by the payload; its validity shows on the unit's screen, which reads it anew.
  return { module: m, errors: [] };
}
