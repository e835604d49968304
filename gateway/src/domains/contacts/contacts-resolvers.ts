import { avatarOf } from '@portal/schema/rules/contacts';
import { entityIdOf } from '@portal/schema/rules/ids';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { contactPhotoUrl } from '../../graphql/file-urls.ts';
import * as contacts from './contacts-service.ts';

export const contactsResolvers: Resolvers = {
  Dossier: {
    contacts: (d, _args, ctx) => contacts.fileContacts(ctx, d),
    siteInfo: (d, _args, ctx) => contacts.fileSite(ctx, d),
    contact: (d, { codeAgent }, ctx) => contacts.fileContact(ctx, d, codeAgent),
  },
  Contact: {
    id: (c) => entityIdOf(c.codeDossier, c.codeAgent),
    avatar: (c) => avatarOf(c),
    photoUrl: (c) => (avatarOf(c) === 'Photo' ? contactPhotoUrl(c.codeAgent) : null),
  },
};
