import { started, type Prefetch } from '../../graphql/prefetch.ts';

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const tutorialsPrefetch: Prefetch = {
  file: {
    tutorials: (ctx) => started(ctx.legacy.tutorials.cards('tutos')),
  },
  viewer: {
    // The creators programme's calls wait for nothing but the rights entry 'oic' (tutorials-service.ts).
    elearnings: (ctx) => {
      started(ctx.legacy.droits.rights());
      started(ctx.legacy.tutorials.cards('elearnings'));
    },
    oicContacts: (ctx) => {
      started(ctx.legacy.droits.rights());
      started(ctx.legacy.tutorials.oicContacts());
    },
    oicSiteInfo: (ctx) => {
      started(ctx.legacy.droits.rights());
      started(ctx.legacy.tutorials.oicSite());
    },
  },
};
