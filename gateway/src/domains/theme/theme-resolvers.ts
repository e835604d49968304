import type { QueryResolvers, Resolvers } from '../../__generated__/resolvers-types.ts';

export const theme: NonNullable<QueryResolvers['theme']> = (_parent, _args, ctx) =>
  ctx.legacy.theme.byCode(ctx.config.brand);

export const themeResolvers: Resolvers = { Query: { theme } };
