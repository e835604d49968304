import { webLinkOf } from '@portal/schema/rules/links';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { helpCardIconUrl } from '../../graphql/file-urls.ts';
import type { LegacyHelpCard } from './tutorials-shapes.ts';
import type { HelpCardKind } from './tutorials-api.ts';
import * as tutorials from './tutorials-service.ts';

const cardFields = (kind: HelpCardKind) => ({
  id: (card: LegacyHelpCard) => card.code,
  url: (card: LegacyHelpCard) => webLinkOf(card.url),
  iconUrl: (card: LegacyHelpCard) => helpCardIconUrl(kind, card.code),
});

export const tutorialsResolvers: Resolvers = {
  Dossier: {
    tutorials: (d, _args, ctx) => tutorials.fileTutorials(ctx, d),
  },
  Viewer: {
    elearnings: (_viewer, _args, ctx) => tutorials.elearnings(ctx),
    oicContacts: (_viewer, _args, ctx) => tutorials.oicContacts(ctx),
    oicSiteInfo: (_viewer, _args, ctx) => tutorials.oicSiteInfo(ctx),
  },
  Tutorial: cardFields('tutos'),
  ELearning: cardFields('elearnings'),
};
