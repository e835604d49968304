import type { Domain } from '../domain.ts';
import { contactsPrefetch } from './contacts-prefetch.ts';
import { ContactsApi } from './contacts-api.ts';
import { contactsResolvers } from './contacts-resolvers.ts';

export const contactsDomain: Domain = {
  areas: (calls) => ({ contacts: new ContactsApi(calls) }),
  resolvers: [contactsResolvers],
  prefetch: contactsPrefetch,
};
