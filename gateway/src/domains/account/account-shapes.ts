import { z } from 'zod';
import { legacyId, orNull } from '../legacy-shapes.ts';

// The legacy answers this domain reads, parsed at the boundary (../legacy-shapes.ts says how).

// The account area (legacy-api/CONTRACT.md, the account area): each file's contact details with the last change of
// each tracked field, the countries of the phone indicators, and the answers of the changes of password and e-mail.
export const communicationShape = z.object({
  codeDossier: z.string(),
  telephone: orNull(z.string()),
  indicatifTelephone: orNull(z.number().int()),
  portable: orNull(z.string()),
  indicatifPortable: orNull(z.number().int()),
  emailPrincipal: orNull(z.string()),
  emailFacturation: orNull(z.string()),
  facturationElectronique: orNull(z.boolean()),
  dateModificationTelephone: orNull(z.string()),
  utilisateurModificationTelephone: orNull(z.string()),
  agentModificationTelephone: orNull(z.string()),
  dateModificationPortable: orNull(z.string()),
  utilisateurModificationPortable: orNull(z.string()),
  agentModificationPortable: orNull(z.string()),
  dateModificationEmailPrincipal: orNull(z.string()),
  utilisateurModificationEmailPrincipal: orNull(z.string()),
  agentModificationEmailPrincipal: orNull(z.string()),
  dateModificationEmailFacturation: orNull(z.string()),
  utilisateurModificationEmailFacturation: orNull(z.string()),
  agentModificationEmailFacturation: orNull(z.string()),
});
export type LegacyCommunication = z.output<typeof communicationShape>;
export const communicationListShape = z.array(communicationShape);
export const countryListShape = z.array(z.object({ id: legacyId, code: z.string(), indicatif: z.string() }));
export const passwordUpdateShape = z.object({ data: z.object({ resultLdap: z.unknown() }).nullish() });
export const mailUpdateShape = z.object({ data: z.unknown() });
