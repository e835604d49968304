import { SECOND_FACTOR_ENROLMENT_REQUIRED } from '@portal/schema/rules/second-factor';
import { SECOND_FACTOR_ENROLMENT_REQUIRED_CODE } from '@portal/schema/rules/second-step';
import { getOperationAST, Kind, OperationTypeNode } from 'graphql';
import type {
  DocumentNode,
  ExecutionArgs,
  FieldNode,
  FragmentDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../config.ts';
import type { GatewayServerContext } from '../../context.ts';
import { forgetSessionOfRequest, sessionOf } from '../../http/session-cookie.ts';
import { SIGNED_IN_QUERY_FIELDS } from '../../plugins/signed-in-only.ts';
import type { Identity } from '../../transport/legacy-identity.ts';
import type { SecondFactors } from './second-factors.ts';

/** What a collaborator without a factor may still run: enrol one, or leave. */
const ENROLMENT_MUTATIONS = new Set([
  'startPasskeyEnrolment',
  'confirmPasskey',
  'startAuthenticatorEnrolment',
  'confirmAuthenticator',
  'signOut',
  '__typename',
]);
/** The viewer's fields the enrolment screen reads; none of them asks the legacy for the person's data. */
const ENROLMENT_VIEWER_FIELDS = new Set(['id', 'secondFactors', 'recoveryCodesLeft', '__typename']);

/**
 * Whether this person must enrol a factor before anything else (SECOND_FACTOR_REQUIRED=collaborators). The
 * identity is the sealed cookie's, which nobody can forge. Fails closed: a store that cannot be read counts as
 * no factor, so the collaborator reaches nothing it would have guarded.
 */
export async function mustEnrol(
  config: Pick<GatewayConfig, 'secondFactorRequired'>,
  secondFactors: SecondFactors,
  identity: Identity | null,
): Promise<boolean> {
  if (config.secondFactorRequired !== 'collaborators' || identity?.typeUtilisateur !== 'collab') return false;
  return !(await secondFactors.hasFactor(identity.userId).catch(() => false));
}

export const enrolmentRequired = () =>
  createGraphQLError(SECOND_FACTOR_ENROLMENT_REQUIRED, {
    extensions: { code: SECOND_FACTOR_ENROLMENT_REQUIRED_CODE, affichable: true },
  });

function rootFieldNodes(document: DocumentNode, selectionSet: SelectionSetNode): FieldNode[] {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const visit = (set: SelectionSetNode, seen: Set<string>): FieldNode[] =>
    set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection];
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return [];
      return visit(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    });
  return visit(selectionSet, new Set());
}

/**
 * Whether an operation only enrols: the enrolment's mutations, or a query of the viewer's factors and of what
 * anyone may read signed out (the theme the sign-in page is drawn with).
 */
function onlyEnrols(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  const fields = rootFieldNodes(document, operation.selectionSet);
  if (operation.operation === OperationTypeNode.MUTATION)
    return fields.every((field) => ENROLMENT_MUTATIONS.has(field.name.value));
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  return fields.every(
    (field) =>
      !SIGNED_IN_QUERY_FIELDS.has(field.name.value) ||
      (field.name.value === 'viewer' &&
        field.selectionSet !== undefined &&
        rootFieldNodes(document, field.selectionSet).every((f) => ENROLMENT_VIEWER_FIELDS.has(f.name.value))),
  );
}

/**
 * The firm's compulsory second factor in GraphQL (issue 47): a collaborator's session (or token) without a factor
 * gets SECOND_FACTOR_ENROLMENT_REQUIRED for anything but its enrolment, before any resolver, so before any legacy
 * call; the web app takes the code to its enrolment step.
 */
export function useCompulsoryEnrolment(): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { contextValue, document, operationName } = args as ExecutionArgs;
      const ctx = contextValue as GatewayServerContext;
      if (!(await mustEnrol(ctx.config, ctx.secondFactors, ctx.legacy.identityHint))) return;
      if (!onlyEnrols(document, operationName)) setResultAndStopExecution({ errors: [enrolmentRequired()] });
    },
  };
}

/**
 * The same outside GraphQL (the files, the uploads, the pages the gateway draws): such a collaborator's request
 * runs signed out. The cookie stays, for the enrolment the web app then leads to.
 */
export function signOutRoutesUntilEnrolled(
  app: FastifyInstance,
  config: GatewayConfig,
  secondFactors: SecondFactors,
  graphqlPath: string,
): void {
  if (config.secondFactorRequired === null) return;
  app.addHook('preHandler', async (request) => {
    if (request.url.split('?')[0] === graphqlPath) return;
    const session = sessionOf(request, config);
    if (session && (await mustEnrol(config, secondFactors, session.identity)))
      forgetSessionOfRequest(request);
  });
}
