import { ENTITY_ID_INVALID, parseEntityId } from '@portal/schema/rules/ids';
import { loanForm } from '@portal/schema/rules/loans';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { requireDossier } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyLoan } from './loans-shapes.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';

type Payload = ResolversTypes['LoanPayload'];

export const fileLoans = (ctx: GatewayContext, d: LegacyDossier): Promise<LegacyLoan[]> =>
  ctx.legacy.loans.list(d.codeDossier);

export const fileLoan = async (ctx: GatewayContext, d: LegacyDossier, legacyId: string) =>
  (await fileLoans(ctx, d)).find((l) => String(l.id) === legacyId) ?? null;

/** The file and the loan's legacy id a global id names, the viewer's rights on the file checked. */
async function namedLoan(ctx: GatewayContext, id: string) {
  const named = parseEntityId(id);
  if (named === null || !/^\d+$/.test(named.legacyId))
    throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return { dossier: await requireDossier(ctx, named.codeDossier), loanId: Number(named.legacyId) };
}

/** Saves the terms once the form's rule holds; its alerts otherwise, under `input.terms.<field>`. */
async function save(
  ctx: GatewayContext,
  dossier: LegacyDossier,
  loanId: number | null,
  terms: ResolversTypes['LoanTermsInput'],
): Promise<Payload> {
  const parsed = loanForm.safeParse(terms);
  if (!parsed.success)
    return { loan: null, errors: issuesAsUserErrors(parsed.error.issues, ['input', 'terms']) };
  const sent = await legacyChange(() => ctx.legacy.loans.save(dossier.codeDossier, loanId, parsed.data));
  return 'done' in sent ? { loan: sent.done, errors: [] } : { loan: null, errors: sent.errors };
}

export async function add(ctx: GatewayContext, input: ResolversTypes['AddLoanInput']): Promise<Payload> {
  return save(ctx, await requireDossier(ctx, input.codeDossier), null, input.terms);
}

export async function update(
  ctx: GatewayContext,
  input: ResolversTypes['UpdateLoanInput'],
): Promise<Payload> {
  const { dossier, loanId } = await namedLoan(ctx, input.id);
  return save(ctx, dossier, loanId, input.terms);
}

export async function remove(ctx: GatewayContext, id: string): Promise<ResolversTypes['DeleteLoanPayload']> {
  const { dossier, loanId } = await namedLoan(ctx, id);
  const sent = await legacyChange(() => ctx.legacy.loans.remove(dossier.codeDossier, loanId));
  return { loan: null, errors: 'done' in sent ? [] : sent.errors };
}
