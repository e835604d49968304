import { billingEmailLocked } from '@portal/schema/rules/account';
import { billingSettingsInput, invoiceProgressOf, opensBilling } from '@portal/schema/rules/billing';
import { ENTITY_ID_INVALID, entityIdOf, parseEntityId } from '@portal/schema/rules/ids';
import { webLinkOf } from '@portal/schema/rules/links';
import type {
  DossierSubscription,
  ResolversTypes,
  SaveBillingSettingsInput,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import { mandateUrl } from '../../graphql/file-urls.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyAbonnement } from './billing-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';
import { fileOpening } from '../documents/file-items.ts';

/** The legacy id part of a subscription's global id: a file has one subscription. */
const SUBSCRIPTION = 'abonnement';

/** The subscription as the screen shows it: the lock and each invoice's icon decided here. */
function subscriptionOf(ctx: GatewayContext, codeDossier: string, a: LegacyAbonnement): DossierSubscription {
  const settings = a.parametresDossier;
  return {
    id: entityIdOf(codeDossier, SUBSCRIPTION),
    parametresDossier: {
      ...settings,
      emailPlateformeFacturation: settings.emailPlateformeFacturation ?? '',
      emailPlateformeFacturationVerrouille: billingEmailLocked(
        settings.emailPlateformeFacturation,
        ctx.config.einvoicingDomain,
      ),
    },
    cotisationMillesime: a.cotisationMillesime,
    creanceEnCours: a.creanceEnCours,
    factures: a.factures.map((f) => ({
      ...f,
      id: entityIdOf(codeDossier, f.id),
      progress: invoiceProgressOf(f.etat),
      lienConsultationGed: webLinkOf(f.lienConsultationGed),
    })),
    mandatUrl: mandateUrl(),
  };
}

/** The file's subscription; null when the file does not open the billing screen (schema/rules/billing.ts). */
export async function fileSubscription(
  ctx: GatewayContext,
  d: LegacyDossier,
): Promise<DossierSubscription | null> {
  if (!opensBilling(await dossierPermissions(ctx, d))) return null;
  return subscriptionOf(ctx, d.codeDossier, await ctx.legacy.billing.ofFile(d.codeDossier));
}

/**
 * Saves the billing settings: the rule, then the viewer's rights on the file and its billing modules (FORBIDDEN),
 * before any legacy call. A billing e-mail the member may not change (the platform's) is sent back as it was.
 */
export async function saveBillingSettings(
  ctx: GatewayContext,
  input: SaveBillingSettingsInput,
): Promise<ResolversTypes['SaveBillingSettingsPayload']> {
  const named = parseEntityId(input.id);
  if (named?.legacyId !== SUBSCRIPTION) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  const parsed = billingSettingsInput.safeParse(input);
  if (!parsed.success)
    return { abonnement: null, errors: issuesAsUserErrors(parsed.error.issues, ['input']) };
  const { codeDossier } = await fileOpening(ctx, named.codeDossier, opensBilling);
  const stored = (await ctx.legacy.billing.ofFile(codeDossier)).parametresDossier.emailPlateformeFacturation;
  const keepsStored =
    !parsed.data.receptionFactureElectronique || billingEmailLocked(stored, ctx.config.einvoicingDomain);
  const result = await legacyChange(() =>
    ctx.legacy.billing.saveSettings(codeDossier, {
      ...parsed.data,
      emailPlateformeFacturation: keepsStored ? stored : parsed.data.emailPlateformeFacturation,
    }),
  );
  if ('errors' in result) return { abonnement: null, errors: result.errors };
  return { abonnement: subscriptionOf(ctx, codeDossier, result.done), errors: [] };
}
