import { started, type Prefetch, type FileCall } from '../../graphql/prefetch.ts';

const contactList: FileCall = (ctx, code) => ctx.legacy.contacts.ofFile(code);

/** The legacy calls its fields make, started before the session check (domains/early-calls.ts). */
export const contactsPrefetch: Prefetch = {
  file: {
    contacts: (ctx, code) => started(contactList(ctx, code)),
    contact: (ctx, code) => started(contactList(ctx, code)),
    siteInfo: (ctx, code) => started(contactList(ctx, code)),
  },
};
