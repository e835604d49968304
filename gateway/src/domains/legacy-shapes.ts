import { z } from 'zod';
import { STORE_TEMPLATES, type StoreTemplate } from '@portal/schema/rules/documents';

// Every legacy answer the gateway reads, parsed at the boundary (legacy-api/openapi.json is the contract;
// tests/contract/legacy-shapes.test.ts parses every GET of every demo account with these). A field the legacy
// may leave out or send as null comes out as null, once here, so no reader writes `?? null`.

// A default rather than a transform: a transform makes zod build a new result for every field of every answer,
// 8 % of what the gateway allocated per home query (heap sampling under the bench's load), the most of any one
// function.
const orNull = <T extends z.ZodType>(shape: T) => shape.nullable().default(null);

// The legacy writes some ids as numbers: the gateway always handles them as strings.
const legacyId = z.union([z.string(), z.number()]).transform(String);

/** A client file as every legacy list of files sends it. */
export const dossierShape = z.object({
  id: z.string(),
  codeDossier: z.string(),
  codeEntite: z.string(),
  guidPersonne: z.string(),
  raisonSociale: z.string(),
  idRole: z.number().int().nullable(),
  estFavoris: z.boolean(),
  statut: z.enum(['Bon', 'PasInscrit', 'Demissionne']),
  typeActivite: z.enum(['AGRI', 'VITI', 'ACS', 'AGRIVITI']),
  modulesEffectifs: z.array(z.string()),
});
export type LegacyDossier = z.output<typeof dossierShape>;

// Built once: a zod schema built per call costs more than the parse itself.
export const dossierListShape = z.array(dossierShape);

export const okShape = z.object({ status: z.string() });

export const identityShape = z.object({
  status: z.literal('OK'),
  userId: z.string(),
  typeUtilisateur: z.string(),
});
export const authenticateShape = z.union([identityShape, z.object({ status: z.literal('KO') })]);

export const rightsShape = z.object({
  userId: z.string(),
  typeUtilisateur: z.string(),
  mesDroits: z.object({
    utilisateur: z.array(z.string()),
    dossiers: z.array(z.object({ codeDossier: z.string(), modules: z.array(z.string()) })),
  }),
  fonctionsUtilisateur: z.array(z.string()),
});
export type LegacyRights = z.output<typeof rightsShape>;

export const fileRightsShape = z.object({ codeDossier: z.string(), modules: z.array(z.string()) });

export const invitationShape = z.object({
  id: legacyId,
  createur: orNull(z.string()),
  nomPrenomCreateur: orNull(z.string()),
  dossiers: z.array(z.object({ codeDossier: z.string(), raisonSociale: z.string() })),
  dateAcceptation: orNull(z.string()),
  dateRefus: orNull(z.string()),
  dateExpiration: orNull(z.string()),
  nomInvite: orNull(z.string()),
  prenomInvite: orNull(z.string()),
});
export type LegacyInvitation = z.output<typeof invitationShape>;
export const invitationListShape = z.array(invitationShape);

export const userShape = z.object({
  id: z.string(),
  guidPersonne: orNull(z.string()),
  nom: z.string(),
  prenom: z.string(),
  adresse: orNull(z.string()),
  tel: orNull(z.string()),
  port: orNull(z.string()),
  canalPrefere: orNull(z.string()),
  mail: orNull(z.string()),
  hasForum: z.boolean(),
  estTesteur: z.boolean(),
  preferences: z.object({ sendMailWhenNotify: z.boolean() }),
  compteExterne: orNull(z.boolean()),
});
export type LegacyUser = z.output<typeof userShape>;

/** A person with access to a file (`GET /api/user/dossierMembres/{code}`), the owner (idRole 1) first. */
export const memberShape = z.object({
  guidPersonne: z.string(),
  nom: z.string(),
  prenom: z.string(),
  mail: orNull(z.string()),
  tel: orNull(z.string()),
  idRole: z.number().int(),
});
export type LegacyMember = z.output<typeof memberShape>;
export const memberListShape = z.array(memberShape);

export const notificationShape = z.object({
  _id: z.string(),
  date: z.string(),
  message: z.string(),
  url: orNull(z.string()),
  category: z.string(),
  // A legacy that does not say counts it unread, as its unread count does.
  lu: z.boolean().default(false),
});
export type LegacyNotification = z.output<typeof notificationShape>;
export const notificationListShape = z.array(notificationShape);

export const unreadCountShape = z.object({ count: z.number().int() });

export const homeSectionShape = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: orNull(z.string()),
  url: z.string(),
  estPrioritaire: z.boolean(),
});
export type LegacyHomeSection = z.output<typeof homeSectionShape>;
export const homeSectionListShape = z.array(homeSectionShape);

const keyFigureShape = z.object({
  slug: z.string(),
  libelle: z.string(),
  valeur: z.number().nullable(),
  unite: z.string(),
  decimales: z.number().int(),
  dateFinExercice: orNull(z.string()),
});
export type LegacyKeyFigure = z.output<typeof keyFigureShape>;
export const keyFiguresShape = z.object({
  dateMiseAJour: orNull(z.string()),
  chiffres: z.array(keyFigureShape),
});

export const statShape = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  favorite: z.boolean().default(false),
  display: orNull(z.string()),
});
export type LegacyStat = z.output<typeof statShape>;
export const statListShape = z.array(statShape);

export const toolShape = z.object({
  name: z.string(),
  slug: z.string(),
  link: z.string(),
  linkOpenNewTab: z.boolean().default(false),
  favorite: z.boolean().default(false),
  categorie: orNull(z.string()),
});
export type LegacyTool = z.output<typeof toolShape>;
export const toolListShape = z.array(toolShape);

export const shortcutShape = z.object({ _id: z.string(), libelle: z.string(), url: z.string() });
export type LegacyShortcut = z.output<typeof shortcutShape>;
export const shortcutListShape = z.array(shortcutShape);

const scheduleEntryShape = z.object({ annuite: z.number(), interets: z.number(), amortissement: z.number() });
export const loanShape = z.object({
  id: z.number().int(),
  codeDossier: z.string(),
  libelle: z.string(),
  valeurEntree: z.number(),
  taux: z.number(),
  periodicite: z.string(),
  modeRemboursement: z.enum(['ANC', 'AMC']),
  nombrePeriodes: z.number().int(),
  duree: z.number().int(),
  dureeAnnee: z.number(),
  echeance: z.number(),
  interetRetour: z.number(),
  exerciceDateDebut: z.string(),
  echeances: z.array(scheduleEntryShape),
});
export type LegacyLoan = z.output<typeof loanShape>;
export const loanListShape = z.array(loanShape);

const monthlyValues = z.array(orNull(z.number()));

export const financialYearShape = z.object({
  dateDebut: z.string(),
  dateFin: z.string(),
  clos: z.boolean(),
  typeDossier: z.string(),
  timestamp: orNull(z.string()),
  recettes: monthlyValues,
  depenses: monthlyValues,
  endettementAGRI: orNull(z.number()),
  endettementBIC: orNull(z.number()),
  investissementAGRI: orNull(z.number()),
  investissementBIC: orNull(z.number()),
  capaciteRemboursement: orNull(z.number()),
});
export type LegacyFinancialYear = z.output<typeof financialYearShape>;
export const financialYearListShape = z.array(financialYearShape);

export const yearDataShape = z.object({
  timestamp: z.string(),
  recettes: orNull(z.number()),
  depenses: orNull(z.number()),
  recettesCumul: orNull(z.number()),
  depensesCumul: orNull(z.number()),
});
export type LegacyYearData = z.output<typeof yearDataShape>;
export const yearDataListShape = z.array(yearDataShape);

export const tourShape = z.object({
  code: legacyId,
  routeName: z.string(),
  // The spec calls etapes "JSON text of steps"; an already parsed list is turned back into that text.
  etapes: z
    .union([z.string(), z.array(z.unknown())])
    .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  dejaFait: z.boolean(),
});
export type LegacyTour = z.output<typeof tourShape>;

export const themeShape = z.object({
  code: z.string(),
  platformName: z.string(),
  entityName: z.string(),
  supportPhone: z.string(),
  primaryColor: z.string(),
  chartColors: z.array(z.string()),
  links: z.object({
    home: z.string(),
    legalNotice: z.string(),
    loginService: z.string(),
    api: z.string(),
    webmail: z.string(),
    adminBoard: z.string(),
    documentLibrary: z.string(),
  }),
});
export type LegacyTheme = z.output<typeof themeShape>;

export const appointmentShape = z.object({
  id: legacyId,
  date: z.string(),
  dateFin: orNull(z.string()),
  title: z.string(),
  description: orNull(z.string()),
  location: orNull(z.string()),
  address: orNull(
    z.object({ adresse: orNull(z.string()), cp: orNull(z.string()), ville: orNull(z.string()) }),
  ),
  typeCommunication: orNull(z.string()),
  reason: orNull(z.string()),
  isEvent: z.boolean(),
  upcoming: z.boolean(),
  codeAgent: orNull(z.string()),
});
export type LegacyAppointment = z.output<typeof appointmentShape>;
export const appointmentListShape = z.array(appointmentShape);

export const participantShape = z.object({
  codeagent: orNull(z.string()),
  prenom: z.string(),
  nom: z.string(),
  fonction: orNull(z.string()),
});
export type LegacyParticipant = z.output<typeof participantShape>;
export const participantListShape = z.array(participantShape);

export const registeredShape = z.object({ status: z.string(), id: legacyId });

export const eventShape = z.object({
  id: legacyId,
  title: z.string(),
  date: z.string(),
  dateDebut: orNull(z.string()),
  dateFin: orNull(z.string()),
  dates: orNull(z.array(z.string())),
  location: orNull(z.string()),
  address: orNull(z.object({ ville: orNull(z.string()) })),
  type: orNull(z.string()),
  url: orNull(z.string()),
  registrationRequired: z.boolean(),
  estAnnule: z.boolean(),
  nbMaxInscription: z.number().int(),
  nbInscrits: z.number().int(),
  idcampagne: orNull(legacyId),
  nbevent: orNull(z.number().int()),
  registred: orNull(z.boolean()),
  upcoming: z.boolean(),
});
export type LegacyEvent = z.output<typeof eventShape>;
export const eventListShape = z.array(eventShape);

export const subscriptionShape = z.object({
  id: legacyId,
  i: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: orNull(z.string()),
  tel: orNull(z.string()),
  participe: orNull(z.boolean()),
  deleted: z.boolean(),
  guidPersonne: orNull(z.string()),
  estDossierMembre: z.boolean(),
  idCampagne: orNull(legacyId),
  commentaire: orNull(z.string()),
});
export type LegacySubscription = z.output<typeof subscriptionShape>;
export const subscriptionListShape = z.array(subscriptionShape);

// The legacy answers the file's participants as they stand after a registration.
export const subscribedShape = z.object({
  status: z.literal('OK'),
  subscriptions: z.array(subscriptionShape),
});

/** One of the firm's people in a file's contacts directory. */
export const contactShape = z.object({
  codeAgent: z.string(),
  prenom: z.string(),
  nom: z.string(),
  fonction: z.string(),
  nomAgence: orNull(z.string()),
  telephone: orNull(z.string()),
  mail: orNull(z.string()),
  mission: orNull(z.string()),
  sexe: orNull(z.string()),
  droitImage: z.boolean(),
  photo: orNull(z.string()),
});
export type LegacyContact = z.output<typeof contactShape>;

/** The file's site (agency) as the directory shows it. */
export const siteInfoShape = z.object({
  adresseL1: orNull(z.string()),
  adresseL2: orNull(z.string()),
  telephone: orNull(z.string()),
  mailPilote: orNull(z.string()),
});
export type LegacySiteInfo = z.output<typeof siteInfoShape>;

export const contactsShape = z.object({ site: orNull(siteInfoShape), contacts: z.array(contactShape) });
export type LegacyContacts = z.output<typeof contactsShape>;

/** A shared credential as the legacy answers it: never with its password. */
export const identifiantShape = z.object({
  id: legacyId,
  codeDossier: z.string(),
  titre: z.string(),
  nomUtilisateur: z.string(),
  dateCreation: orNull(z.string()),
  auteurCreation: orNull(z.string()),
  dateModificationAgent: orNull(z.string()),
  agentModification: orNull(z.string()),
  dateModificationAdherent: orNull(z.string()),
  adherentModification: orNull(z.string()),
});
export type LegacyIdentifiant = z.output<typeof identifiantShape>;
export const identifiantListShape = z.array(identifiantShape);

/** A culture a crop line may name (spec 001 §3). */
export const cultureShape = z.object({
  idtCultureTypeTRAME: z.number().int(),
  intitule: z.string(),
  rendementMax: orNull(z.number()),
  estIntituleModifiable: z.boolean(),
});
export type LegacyCulture = z.output<typeof cultureShape>;
export const culturesShape = z.object({ data: z.array(cultureShape) });

/** A crop line of a file's year (spec 001 §3, Assolement culture line); its id is idAssolementCulture. */
export const assolementLineShape = z.object({
  id: legacyId,
  culture: cultureShape,
  surface: z.number(),
  rendement: orNull(z.number()),
  libellePerso: orNull(z.string()),
  estDerobee: z.boolean(),
  assolement: z.object({ estAssolementDefinitif: orNull(z.number().int()) }),
});
export type LegacyAssolementLine = z.output<typeof assolementLineShape>;
export const assolementLineAnswerShape = z.object({ data: assolementLineShape });

/** GET /api/assolement/{code}/{millesime}: the year (null before any line) and its lines. */
export const assolementYearShape = z.object({
  data: z.object({
    dossier: orNull(z.object({ millesime: z.number().int(), codeDossier: z.string() })),
    cultures: z.array(assolementLineShape),
  }),
});
export type LegacyAssolementYear = z.output<typeof assolementYearShape>['data'];

/** POST /api/assolement/assolementTelepac: the year's lines after the import and the codes left out. */
export const telepacImportShape = z.object({
  data: z.object({ cultures: z.array(assolementLineShape), codesInconnus: z.array(z.string()) }),
});
export type LegacyTelepacImport = z.output<typeof telepacImportShape>['data'];

export const affectedRowsShape = z.object({ data: z.object({ affectedRows: z.number().int() }) });

/** GET /api/assolement/zonesagricoles?type: the zones (spec 001 §3, Zone) with their GeoJSON outline. */
export const zonesAgricolesShape = z.object({
  data: z.array(
    z.object({ key: z.string(), libelle: z.string(), area: z.object({ type: z.string() }).loose() }),
  ),
});
export type LegacyZone = z.output<typeof zonesAgricolesShape>['data'][number];

/** GET /api/assolement/rendement/{millesime}?groupBy: each zone's average yields (spec 001 §3, Yield average). */
export const rendementsMoyensShape = z.object({
  data: z.array(
    z.object({
      key: z.string(),
      libelle: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      rendement: z.array(z.object({ culture: z.number().int(), rendement: z.number() })),
    }),
  ),
});
export type LegacyYieldAverage = z.output<typeof rendementsMoyensShape>['data'][number];

/** GET /api/assolement/quartiles/{culture}/{year} (spec 001 §3, Quartiles); nulls without any yield. */
export const quartilesShape = z.object({
  data: z.object({ Q1: orNull(z.number()), Q2: orNull(z.number()), Q3: orNull(z.number()) }),
});
export type LegacyQuartiles = z.output<typeof quartilesShape>['data'];

/** Encodes one path segment so that no caller-supplied value can change the legacy path. */
export const segment = (value: string): string => encodeURIComponent(value);

// /api/pelemail (legacy-api/CONTRACT.md): the mail themes and the person's subscriptions.
export const mailThemeListShape = z.array(z.object({ id: z.number().int(), libelle: z.string() }));
export const mailAccessShape = z.object({ themes: z.array(z.number().int()) });
export type LegacyMailTheme = z.infer<typeof mailThemeListShape>[number];

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
// Access sharing (spec 000 §3, /api/droits/*).
export interface LegacyCategoryNode {
  _id: string;
  libelle: string;
  souscategories: LegacyCategoryNode[];
}
export const categoryTreeShape: z.ZodType<LegacyCategoryNode[]> = z.array(
  z.object({
    _id: z.string(),
    libelle: z.string(),
    souscategories: z.lazy(() => categoryTreeShape).default([]),
  }),
);
export const sharingRoleListShape = z.array(
  z.object({
    idRole: z.number().int(),
    nomRole: z.string(),
    categoriesPredefinies: z.array(z.string()).default([]),
  }),
);
export type LegacySharingRole = z.output<typeof sharingRoleListShape>[number];
const invitedFileShape = z.object({
  codeDossier: z.string(),
  raisonSociale: z.string(),
  idRole: z.number().int(),
  categoriesIdAutorisees: z.array(z.string()).default([]),
});
export const sentInvitationShape = z.object({
  id: legacyId,
  emailInvitee: z.string(),
  dateExpiration: z.string(),
  dateAcceptation: orNull(z.string()),
  dateRefus: orNull(z.string()),
  dossiers: z.array(invitedFileShape),
});
export type LegacySentInvitation = z.output<typeof sentInvitationShape>;
export const sentInvitationListShape = z.array(sentInvitationShape);
export const myRightsShape = z.object({
  dossiers: z.array(
    z.object({
      codeDossier: z.string(),
      raisonSociale: z.string(),
      idRole: z.number().int(),
      autorisations: z.record(z.string(), z.object({ categories: z.array(z.string()) })).default({}),
    }),
  ),
});
export type LegacyMyRight = z.output<typeof myRightsShape>['dossiers'][number];
export const transmittedRightsShape = z.object({
  dossiers: z.array(
    z.object({
      codeDossier: z.string(),
      raisonSociale: z.string(),
      guidPersonne: z.string(),
      personne: z.string(),
      emailPersonne: orNull(z.string()),
      role: z.number().int(),
      categories: z.array(z.string()).default([]),
    }),
  ),
});
export type LegacyTransmittedRight = z.output<typeof transmittedRightsShape>['dossiers'][number];
// The document store (spec 001 §3 Store node, Store document; /api/documents/ged/*).
export interface LegacyStoreNode {
  _id: string;
  nodeParent: string | null;
  title: string;
  icon: string | null;
  color: string | null;
  order: number;
  template: StoreTemplate;
  searchPlaceholder: string | null;
  cderParticulier: boolean;
  categorie: string;
  nodes: LegacyStoreNode[];
}
const storeNodeShape: z.ZodType<LegacyStoreNode, unknown> = z.object({
  _id: z.string(),
  nodeParent: orNull(z.string()),
  title: z.string(),
  icon: orNull(z.string()),
  color: orNull(z.string()),
  order: z.number().int().default(0),
  template: z.enum(STORE_TEMPLATES),
  searchPlaceholder: orNull(z.string()),
  cderParticulier: z.boolean().default(false),
  categorie: z.string(),
  nodes: z.lazy(() => z.array(storeNodeShape)).default([]),
});
export const storeTreeShape = z.object({ data: storeNodeShape });
export const gedStatusShape = z.object({ data: z.object({ gedDispo: z.boolean() }) });
const storeDocumentShape = z.object({
  id: legacyId,
  name: z.string(),
  type: z.enum(['document', 'facture']),
  nbPages: z.number().int().default(1),
  nomFournisseur: orNull(z.string()),
  dateFacture: orNull(z.string()),
  numeroFacture: orNull(z.string()),
  totalTTC: orNull(z.number()),
});
export type LegacyStoreDocument = z.output<typeof storeDocumentShape>;
export const storeDocumentListShape = z.object({ data: z.array(storeDocumentShape) });

export const genericPageShape = z.object({
  status: z.number(),
  data: orNull(z.object({ title: z.string(), url: orNull(z.string()), content: orNull(z.string()) })),
});
export type LegacyGenericPage = z.output<typeof genericPageShape>;

export const galleryImageShape = z.object({
  id: legacyId,
  sm: z.string(),
  lg: z.string(),
  description: z.string(),
});
export const galleryShape = z.array(galleryImageShape);
export type LegacyGalleryImage = z.output<typeof galleryImageShape>;

// Billing (legacy-api/CONTRACT.md, billing): the file's settings, this year's fee, its receivable and invoices.
export const abonnementShape = z.object({
  parametresDossier: z.object({
    receptionCderInfo: z.string(),
    receptionFactureElectronique: z.boolean(),
    emailPlateformeFacturation: orNull(z.string()),
    modeReglement: orNull(z.string()),
    estPrelevementAuto: z.boolean(),
  }),
  cotisationMillesime: orNull(
    z.object({
      millesime: z.number().int(),
      cotisation: orNull(z.number()),
      compta: orNull(z.number()),
      conseil: orNull(z.number()),
      juridique: orNull(z.number()),
    }),
  ),
  creanceEnCours: orNull(z.number()),
  factures: z.array(
    z.object({
      id: legacyId,
      libelle: z.string(),
      dateFacture: orNull(z.string()),
      etat: z.string(),
      montant: orNull(z.number()),
      numeroFacture: orNull(z.string()),
      lienConsultationGed: orNull(z.string()),
    }),
  ),
});
export type LegacyAbonnement = z.output<typeof abonnementShape>;
export type LegacyInvoice = LegacyAbonnement['factures'][number];

// The services directory (legacy-api/CONTRACT.md, services directory).
export const serviceShape = z.object({
  _id: legacyId,
  slug: z.string(),
  titre: z.string(),
  description: orNull(z.string()),
  categories: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  tags: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
  dateCreation: orNull(z.string()),
  isStarred: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  presentation: orNull(z.string()),
  accompagnement: orNull(z.string()),
  expertise: orNull(z.string()),
  ressources: z
    .array(
      z.object({
        type: z.string(),
        idVideo: orNull(z.string()),
        nom: orNull(z.string()),
        lien: orNull(z.string()),
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
});
export type LegacyService = z.output<typeof serviceShape>;
export const serviceListShape = z.array(serviceShape);

// The general assembly (legacy-api/CONTRACT.md, general assembly).
export const agDatesShape = z.object({ dateDebut: orNull(z.string()), dateFin: orNull(z.string()) });
export const agInvitationShape = z.object({
  id: legacyId,
  nbPersonne: orNull(z.number().int()),
  participe: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  poids: orNull(z.number()),
  userModification: orNull(z.string()),
  libelleUserModification: orNull(z.string()),
  idAgDossierPouvoir: orNull(legacyId),
  dateReponse: orNull(z.string()),
  dateModification: orNull(z.string()),
});
export type LegacyAgInvitation = z.output<typeof agInvitationShape>;
export const agInvitationListShape = z.array(agInvitationShape);
export const agRegistrationShape = z.object({
  idAgDossierPouvoir: legacyId,
  userModification: z.string(),
  libelleUserModification: orNull(z.string()),
});

// The documentation area (legacy-api/CONTRACT.md, help): the tree, the same for every file, and a library's page.
export interface LegacyDocumentation {
  code: string;
  title: string;
  url: string | null;
  codeGed: string | null;
  gedDispo: boolean;
  order: number;
  estSiteInternet: boolean;
  categories: LegacyDocumentation[];
}
export const documentationTreeShape: z.ZodType<LegacyDocumentation[]> = z.array(
  z.object({
    code: z.string(),
    title: z.string(),
    url: orNull(z.string()),
    codeGed: orNull(z.string()),
    gedDispo: z.boolean().default(true),
    order: z.number().int().default(0),
    estSiteInternet: z.boolean().default(false),
    categories: z.lazy(() => documentationTreeShape).default([]),
  }),
);
export const libraryDocumentListShape = z.array(
  z.object({
    id: legacyId,
    name: z.string(),
    urlPreview: z.string(),
    taille: orNull(z.number()),
    dateModification: orNull(z.string()),
    millesime: orNull(z.number().int()),
  }),
);
export type LegacyLibraryDocument = z.output<typeof libraryDocumentListShape>[number];

// Tutorials and the creators programme's e-learnings (legacy-api/CONTRACT.md, help): cards with an address.
export const helpCardListShape = z.array(
  z.object({
    code: z.string(),
    title: z.string(),
    description: z.string().default(''),
    url: orNull(z.string()),
  }),
);
export type LegacyHelpCard = z.output<typeof helpCardListShape>[number];
export const contactListShape = z.array(contactShape);

// The board's documents (legacy-api/CONTRACT.md, /api/documents/ged/administration/documents/*): its workspaces,
// and each one's documents, library documents as the documentation's.
export const boardWorkspaceListShape = z.object({
  data: z.array(
    z.object({
      _id: legacyId,
      uuid: z.string(),
      title: z.string(),
      color: orNull(z.string()),
      icon: orNull(z.string()),
    }),
  ),
});
export type LegacyBoardWorkspace = z.output<typeof boardWorkspaceListShape>['data'][number];
export const boardDocumentListShape = z.object({ data: libraryDocumentListShape });
