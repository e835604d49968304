import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import * as passkey from './passkey-service.ts';
import * as secondFactor from './second-factor-service.ts';

export const secondFactorResolvers: Resolvers = {
  Viewer: {
    secondFactors: (_identity, _args, ctx) => secondFactor.viewerSecondFactors(ctx),
    recoveryCodesLeft: (_identity, _args, ctx) => secondFactor.viewerRecoveryCodesLeft(ctx),
  },
  Mutation: {
    startAuthenticatorEnrolment: (_p, _args, ctx) => secondFactor.startAuthenticatorEnrolment(ctx),
    confirmAuthenticator: (_p, { input }, ctx) => secondFactor.confirmAuthenticator(ctx, input),
    renameSecondFactor: (_p, { input }, ctx) => secondFactor.renameSecondFactor(ctx, input),
    removeSecondFactor: (_p, { input }, ctx, info) => secondFactor.removeSecondFactor(ctx, input, info),
    verifySecondFactor: (_p, { code, rememberDevice }, ctx, info) =>
      secondFactor.verifySecondFactor(ctx, code, rememberDevice ?? false, info),
    startPasskeyEnrolment: (_p, _args, ctx) => passkey.startPasskeyEnrolment(ctx),
    confirmPasskey: (_p, { input }, ctx) => passkey.confirmPasskey(ctx, input),
    startSecondStep: (_p, _args, ctx) => passkey.startSecondStep(ctx),
    startPasskeySignIn: (_p, _args, ctx) => passkey.startPasskeySignIn(ctx),
    identifyPasskey: (_p, { response }, ctx, info) => passkey.identifyPasskey(ctx, response, info),
    verifyPasskey: (_p, { response, rememberDevice }, ctx, info) =>
      passkey.verifyPasskey(ctx, response, rememberDevice ?? false, info),
  },
};
