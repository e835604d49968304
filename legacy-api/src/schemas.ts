import { Type, type Static, type TSchema } from 'typebox';

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ErrorBody = Type.Object(
  { message: Type.String(), affichable: Type.Boolean() },
  { description: 'Every error of the legacy API' },
);

/** Response entries for the error statuses a route may answer. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 410 | 413 | 415)[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody]));
}

export const StatusOk = Type.Object({ status: Type.Literal('OK') });

export const DossierSchema = Type.Object({
  id: Type.String({ description: 'Legacy numeric id as a string ("" for PasInscrit without id)' }),
  codeDossier: Type.String(),
  codeEntite: Type.String({ description: '0016 marks an individual client' }),
  guidPersonne: Type.String({ description: "Owner's person guid" }),
  raisonSociale: Type.String(),
  idRole: Nullable(Type.Integer({ description: '1 owner, 2 associé, 3 salarié, 4 comptable externe' })),
  estFavoris: Type.Boolean(),
  statut: Type.Union([Type.Literal('Bon'), Type.Literal('PasInscrit'), Type.Literal('Demissionne')]),
  typeActivite: Type.Union([
    Type.Literal('AGRI'),
    Type.Literal('VITI'),
    Type.Literal('ACS'),
    Type.Literal('AGRIVITI'),
  ]),
  modulesEffectifs: Type.Array(Type.String()),
});
export type Dossier = Static<typeof DossierSchema>;

export const RightsSchema = Type.Object({
  userId: Type.String(),
  typeUtilisateur: Type.Union([Type.Literal('collab'), Type.Literal('client')]),
  mesDroits: Type.Object({
    utilisateur: Type.Array(Type.String()),
    dossiers: Type.Array(Type.Object({ codeDossier: Type.String(), modules: Type.Array(Type.String()) })),
  }),
  fonctionsUtilisateur: Type.Array(Type.String()),
});

export const FileRightsSchema = Type.Object({
  codeDossier: Type.String(),
  modules: Type.Array(Type.String()),
});

export const InvitationSchema = Type.Object({
  id: Type.String(),
  createur: Type.String({ description: "Creator's login" }),
  nomPrenomCreateur: Type.String(),
  dossiers: Type.Array(Type.Object({ codeDossier: Type.String(), raisonSociale: Type.String() })),
  dateAcceptation: Nullable(Type.String()),
  dateRefus: Nullable(Type.String()),
  dateExpiration: Type.String(),
  nomInvite: Nullable(Type.String()),
  prenomInvite: Nullable(Type.String()),
});

export const UserSchema = Type.Object({
  id: Type.String(),
  guidPersonne: Type.String(),
  nom: Type.String(),
  prenom: Type.String(),
  adresse: Nullable(Type.String()),
  tel: Nullable(Type.String()),
  port: Nullable(Type.String()),
  canalPrefere: Nullable(Type.String()),
  mail: Nullable(Type.String()),
  hasForum: Type.Boolean(),
  estTesteur: Type.Boolean(),
  preferences: Type.Object({ sendMailWhenNotify: Type.Boolean() }),
  compteExterne: Type.Boolean({ description: 'An account of the external sign-in provider (designed here)' }),
});

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  date: Type.String(),
  message: Type.String({ description: 'May hold {{link text}} markers, the part that links to url' }),
  url: Nullable(Type.String()),
  category: Type.String(),
  lu: Type.Boolean({ description: 'Read: the unread count leaves it out' }),
});

/** A person with access to a file (GET /api/user/dossierMembres): the owner has idRole 1. */
export const DossierMemberSchema = Type.Object({
  guidPersonne: Type.String(),
  nom: Type.String(),
  prenom: Type.String(),
  mail: Nullable(Type.String()),
  tel: Nullable(Type.String()),
  idRole: Type.Integer(),
});

export const HomeSectionSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  url: Type.String(),
  estPrioritaire: Type.Boolean(),
});

export const AppointmentSchema = Type.Object({
  id: Type.String(),
  date: Type.String(),
  dateFin: Nullable(Type.String()),
  title: Type.String(),
  description: Nullable(Type.String()),
  location: Nullable(Type.String()),
  address: Nullable(
    Type.Object({
      adresse: Nullable(Type.String()),
      cp: Nullable(Type.String()),
      ville: Nullable(Type.String()),
    }),
  ),
  typeCommunication: Nullable(Type.String()),
  reason: Nullable(Type.String()),
  isEvent: Type.Boolean(),
  upcoming: Type.Boolean(),
  codeAgent: Nullable(Type.String()),
});

export const EventSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  date: Type.String(),
  dateDebut: Nullable(Type.String()),
  dateFin: Nullable(Type.String()),
  dates: Type.Array(Type.String()),
  location: Nullable(Type.String()),
  address: Nullable(Type.Object({ ville: Nullable(Type.String()) })),
  type: Nullable(Type.String()),
  url: Nullable(Type.String()),
  registrationRequired: Type.Boolean(),
  estAnnule: Type.Boolean(),
  nbMaxInscription: Type.Integer({ description: '0 = unlimited' }),
  nbInscrits: Type.Integer(),
  idcampagne: Nullable(Type.String()),
  nbevent: Nullable(Type.Integer()),
  registred: Nullable(Type.Boolean()),
  upcoming: Type.Boolean(),
});

export const ParticipantSchema = Type.Object({
  codeagent: Nullable(
    Type.String({ description: "The firm's agent code; null for the client's own people" }),
  ),
  prenom: Type.String(),
  nom: Type.String(),
  fonction: Type.String(),
});

export const SubscriptionSchema = Type.Object({
  id: Type.String(),
  i: Type.Integer({ description: 'Position in the file’s list for the event' }),
  nom: Type.String(),
  prenom: Type.String(),
  email: Type.String(),
  tel: Nullable(Type.String()),
  participe: Nullable(Type.Boolean({ description: 'null pending, true validated' })),
  deleted: Type.Boolean(),
  guidPersonne: Nullable(Type.String()),
  estDossierMembre: Type.Boolean(),
  idCampagne: Nullable(Type.String()),
  commentaire: Nullable(Type.String()),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** What the web sends back for each participant: existing ones carry their id. */
export const SubscriptionInput = Type.Object({
  id: Type.Optional(Nullable(Type.String())),
  nom: Type.Optional(Nullable(Type.String())),
  prenom: Type.Optional(Nullable(Type.String())),
  email: Type.Optional(Nullable(Type.String())),
  tel: Type.Optional(Nullable(Type.String())),
  participe: Type.Optional(Nullable(Type.Boolean())),
  deleted: Type.Optional(Nullable(Type.Boolean())),
  commentaire: Type.Optional(Nullable(Type.String())),
});
export type SubscriptionInput = Static<typeof SubscriptionInput>;

export const BookingFileSchema = Type.Object({
  name: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  sha256: Type.String({ description: 'Hex' }),
});

export const BookingRequestSchema = Type.Object({
  id: Type.String(),
  codeDossier: Type.String(),
  raisonSociale: Type.String(),
  codeAgent: Type.String(),
  reason: Type.String(),
  tel: Nullable(Type.String()),
  email: Nullable(Type.String()),
  createdAt: Type.String(),
  files: Type.Array(BookingFileSchema),
});

export const KeyFigureSchema = Type.Object({
  slug: Type.String(),
  libelle: Type.String(),
  valeur: Nullable(Type.Number()),
  unite: Type.Union([Type.Literal('€'), Type.Literal('%'), Type.Literal('€/ha'), Type.Literal('ha')]),
  decimales: Type.Integer(),
  dateFinExercice: Nullable(Type.String()),
});

export const ParcoursSchema = Type.Object({
  code: Type.String(),
  routeName: Type.String(),
  etapes: Type.String({ description: 'JSON text of the steps' }),
  dejaFait: Type.Boolean(),
});

export const ThemeSchema = Type.Object({
  code: Type.String(),
  platformName: Type.String(),
  entityName: Type.String(),
  supportPhone: Type.String(),
  primaryColor: Type.String(),
  chartColors: Type.Array(Type.String()),
  links: Type.Object({
    home: Type.String(),
    legalNotice: Type.String(),
    loginService: Type.String(),
    api: Type.String(),
    webmail: Type.String(),
    adminBoard: Type.String(),
    documentLibrary: Type.String({ description: 'The external document library /ged-view/:guid opens' }),
  }),
});

export const ContactSchema = Type.Object({
  codeAgent: Type.String(),
  prenom: Type.String(),
  nom: Type.String(),
  fonction: Type.String(),
  nomAgence: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  mail: Nullable(Type.String()),
  mission: Nullable(Type.String({ description: 'html written by the firm, not sanitized' })),
  sexe: Nullable(Type.String({ description: 'M man, A assistant, anything else woman' })),
  droitImage: Type.Boolean({ description: 'Whether the photo may be shown' }),
  photo: Nullable(
    Type.String({ description: 'Path of the photo (GET, with the session), null without one' }),
  ),
});

export const SiteInfoSchema = Type.Object({
  adresseL1: Nullable(Type.String()),
  adresseL2: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  mailPilote: Nullable(Type.String()),
});

export const ContactsSchema = Type.Object({
  site: Nullable(SiteInfoSchema),
  contacts: Type.Array(ContactSchema),
});

export const IdentifiantSchema = Type.Object(
  {
    id: Type.Integer(),
    codeDossier: Type.String(),
    titre: Type.String(),
    nomUtilisateur: Type.String(),
    dateCreation: Nullable(Type.String({ format: 'date-time' })),
    auteurCreation: Nullable(Type.String()),
    dateModificationAgent: Nullable(Type.String({ format: 'date-time' })),
    agentModification: Nullable(Type.String()),
    dateModificationAdherent: Nullable(Type.String({ format: 'date-time' })),
    adherentModification: Nullable(Type.String()),
  },
  { description: 'A shared credential; its password (motDePasse) is write-only and never answered' },
);

export const IdentifiantInput = Type.Object(
  {
    titre: Type.String({ maxLength: 255 }),
    nomUtilisateur: Type.String({ maxLength: 255 }),
    motDePasse: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  },
  {
    additionalProperties: false,
    description: 'Required motDePasse on insert; absent or null on update keeps it',
  },
);

export const SvgImage = Type.String({ description: 'image/svg+xml' });

/** The `limit` query parameter of the list calls. */
export const limitParam = (defaultLimit: number) =>
  Type.Integer({ minimum: 1, maximum: 500, default: defaultLimit, description: 'At most this many items' });

export const StatSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  favorite: Type.Boolean({ description: 'Whether the signed-in account starred it' }),
  display: Type.Union([Type.Literal('line'), Type.Literal('column')], { description: 'Chart type' }),
});

const MonthlyValues = Type.Array(Nullable(Type.Number()), {
  minItems: 12,
  maxItems: 12,
  description: 'One value per month of the year from its first month; null for a month not booked yet',
});

export const FinancialYearSchema = Type.Object({
  dateDebut: Type.String(),
  dateFin: Type.String(),
  clos: Type.Boolean(),
  typeDossier: Type.String({ description: 'AGRI for an agricultural file, the activity otherwise' }),
  timestamp: Type.String({ description: 'When its figures were last updated' }),
  recettes: MonthlyValues,
  depenses: MonthlyValues,
  endettementAGRI: Nullable(Type.Number({ description: '€ per hectare' })),
  endettementBIC: Nullable(Type.Number({ description: 'Percent' })),
  investissementAGRI: Nullable(Type.Number({ description: '€ per hectare' })),
  investissementBIC: Nullable(Type.Number({ description: 'Percent' })),
  capaciteRemboursement: Nullable(Type.Number({ description: 'Percent' })),
});

export const YearDataSchema = Type.Object({
  timestamp: Type.String({ description: 'First day of the month' }),
  recettes: Nullable(Type.Number()),
  depenses: Nullable(Type.Number()),
  recettesCumul: Nullable(
    Type.Number({ description: 'Since January; null from the first month not booked' }),
  ),
  depensesCumul: Nullable(Type.Number()),
});

export const ToolSchema = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  link: Type.String({ description: "A portal path ('/outils/...') or another site's address" }),
  linkOpenNewTab: Type.Boolean({ description: 'Whether the link opens in a new tab' }),
  favorite: Type.Boolean({ description: 'Whether the signed-in account starred it' }),
  categorie: Nullable(
    Type.String({ description: 'Slug of the category tool it is listed under; null on the tools page' }),
  ),
});

export const ShortcutSchema = Type.Object({
  _id: Type.String(),
  libelle: Type.String(),
  url: Type.String({ description: "Completed with 'http://' when typed without '//'" }),
});

const ScheduleEntrySchema = Type.Object({
  annuite: Type.Number(),
  interets: Type.Number(),
  amortissement: Type.Number(),
});

export const LoanInput = Type.Object({
  libelle: Type.String(),
  valeurEntree: Type.Union([Type.Number(), Type.String()]),
  taux: Type.Union([Type.Number(), Type.String()]),
  periodicite: Type.String({
    description: 'Mensuelle, Bimensuelle, Trimestrielle, Semestrielle or Annuelle',
  }),
  modeRemboursement: Type.String({ description: 'ANC (Annuité constante) or AMC (Amortissement constant)' }),
  duree: Type.Union([Type.Number(), Type.String()], { description: 'Number of periods, 0 to 100' }),
  exerciceDateDebut: Type.String({ description: 'YYYY-MM-DD' }),
});

export const LoanSchema = Type.Object({
  id: Type.Integer(),
  codeDossier: Type.String(),
  libelle: Type.String(),
  valeurEntree: Type.Number(),
  taux: Type.Number({ description: 'Annual %' }),
  periodicite: Type.String(),
  modeRemboursement: Type.Union([Type.Literal('ANC'), Type.Literal('AMC')]),
  nombrePeriodes: Type.Integer({ description: 'The number of periods the form took' }),
  duree: Type.Integer({ description: 'Months' }),
  dureeAnnee: Type.Number(),
  echeance: Type.Number({ description: 'What the first period costs' }),
  interetRetour: Type.Number({ description: 'Interest over the whole loan' }),
  exerciceDateDebut: Type.String(),
  echeances: Type.Array(ScheduleEntrySchema, {
    minItems: 11,
    maxItems: 11,
    description: 'Ten yearly entries from the start, then what is left to pay after the tenth year',
  }),
});
export const CultureSchema = Type.Object({
  idtCultureTypeTRAME: Type.Integer(),
  intitule: Type.String(),
  rendementMax: Nullable(Type.Number({ description: 't/ha; null: no ceiling' })),
  estIntituleModifiable: Type.Boolean({ description: 'Whether a line may carry a libellePerso' }),
});

export const CommuneSchema = Type.Object({
  id: Type.String({ description: 'INSEE code' }),
  libelle: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});

export const AssolementLineSchema = Type.Object({
  id: Type.Integer({ description: 'idAssolementCulture' }),
  culture: CultureSchema,
  surface: Type.Number({ description: 'ha' }),
  rendement: Nullable(Type.Number({ description: 't/ha' })),
  libellePerso: Nullable(Type.String()),
  estDerobee: Type.Boolean(),
  assolement: Type.Object({
    estAssolementDefinitif: Type.Integer({ description: '1: validated by the association, read-only' }),
  }),
  commune: Nullable(CommuneSchema),
});

export const AssolementDossierSchema = Type.Object({
  millesime: Type.Integer(),
  codeDossier: Type.String(),
  commune: Nullable(CommuneSchema),
  estAssolementDefinitif: Type.Optional(Type.Integer()),
});

export const AssolementCulturesSchema = Type.Object({
  data: Type.Object({
    dossier: Nullable(AssolementDossierSchema),
    cultures: Type.Array(AssolementLineSchema),
  }),
});

export const AffectedRowsSchema = Type.Object({ data: Type.Object({ affectedRows: Type.Integer() }) });

// The body's coercion would read a null as 0 in Nullable(number): null is tried first.
const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/** Every field optional: a missing one is the legacy's 'Paramètre manquant', not a schema error. */
export const AssolementLineInput = Type.Object({
  idAssolementCulture: Type.Optional(OrNull(Type.Integer())),
  millesime: Type.Optional(OrNull(Type.Integer())),
  codeDossier: Type.Optional(OrNull(Type.String())),
  libellePerso: Type.Optional(OrNull(Type.String({ maxLength: 255 }))),
  culture: Type.Optional(OrNull(Type.Integer({ description: 'idtCultureTypeTRAME' }))),
  surface: Type.Optional(OrNull(Type.Number({ description: 'ha' }))),
  rendement: Type.Optional(OrNull(Type.Number({ description: 't/ha' }))),
  estDerobee: Type.Optional(Type.Boolean()),
});
export type AssolementLineInput = Static<typeof AssolementLineInput>;

export const AssolementYearInput = Type.Object({
  codeDossier: Type.Optional(OrNull(Type.String())),
  millesime: Type.Optional(OrNull(Type.Integer())),
});

export const TelepacImportInput = Type.Object({
  assolementDossier: Type.Optional(
    OrNull(
      Type.Object({
        year: Type.Optional(OrNull(Type.Integer())),
        codeDossier: Type.Optional(OrNull(Type.String())),
      }),
    ),
  ),
  content: Type.Optional(OrNull(Type.String({ description: 'The declaration, as XML text' }))),
});

export const TelepacImportSchema = Type.Object({
  data: Type.Object({
    cultures: Type.Array(AssolementLineSchema),
    codesInconnus: Type.Array(Type.String(), {
      description: 'Telepac codes without a correspondence, not imported',
    }),
  }),
});

export const CorrespondancesInput = Type.Array(
  Type.Object({
    codeTelepac: Type.String({ minLength: 1, maxLength: 10 }),
    idtCultureTypeTRAME: Type.Integer(),
  }),
);

// Yield map (spec 001 §3: Yield average, Quartiles, Zone).
export const ZoneTypeSchema = Type.Union(
  [Type.Literal('commune'), Type.Literal('petiteRegion'), Type.Literal('grandeRegion')],
  { description: 'commune, petite région agricole or grande région' },
);

export const ZonesAgricolesSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      key: Type.String({ description: "The zone's code: a commune's INSEE code, a région's key" }),
      libelle: Type.String(),
      area: Type.Object(
        { type: Type.Literal('Polygon'), coordinates: Type.Array(Type.Array(Type.Array(Type.Number()))) },
        { description: 'GeoJSON geometry, WGS 84 longitude then latitude' },
      ),
    }),
  ),
});

export const RendementsMoyensSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      key: Type.String(),
      libelle: Type.String(),
      latitude: Type.Number(),
      longitude: Type.Number(),
      rendement: Type.Array(
        Type.Object({
          culture: Type.Integer({ description: 'idtCultureTypeTRAME' }),
          rendement: Type.Number({ description: 'Average yield, t/ha' }),
        }),
      ),
    }),
  ),
});

export const QuartilesSchema = Type.Object({
  data: Type.Object(
    { Q1: OrNull(Type.Number()), Q2: OrNull(Type.Number()), Q3: OrNull(Type.Number()) },
    { description: "Quartiles of the communes' average yields of the culture that year (null without any)" },
  ),
});

// The document store (spec 001 §3 Store node, Store document).
const GedTemplateSchema = Type.Union(
  [
    Type.Literal('main'),
    Type.Literal('waitingDocuments'),
    Type.Literal('factures'),
    Type.Literal('factures_annee'),
    Type.Literal('documents'),
  ],
  { description: "The screen's template; a plain list is 'documents'" },
);
const gedNodeLevel = <T extends Parameters<typeof Type.Array>[0]>(children: T) =>
  Type.Object({
    _id: Type.String({ description: 'The node code, unique in its file; payroll months start with paies_' }),
    nodeParent: OrNull(Type.String()),
    title: Type.String(),
    icon: Type.String(),
    color: Type.String(),
    order: Type.Integer(),
    template: GedTemplateSchema,
    codeProxy: Type.String({ description: 'The codeGED of the node’s documents call' }),
    searchPlaceholder: OrNull(Type.String()),
    cderParticulier: Type.Boolean({ description: 'Shown to files without non_cder_particulier' }),
    categorie: Type.String({ description: 'The rights category (sharing model) the node needs' }),
    nodes: Type.Array(children),
  });
/** The main node and up to five levels below it (the web's /ged/:categorie0?..:categorie4?). */
export const GedNodeSchema = gedNodeLevel(
  gedNodeLevel(gedNodeLevel(gedNodeLevel(gedNodeLevel(gedNodeLevel(Type.Never()))))),
);
export interface GedNode {
  _id: string;
  nodeParent: string | null;
  title: string;
  icon: string;
  color: string;
  order: number;
  template: 'main' | 'waitingDocuments' | 'factures' | 'factures_annee' | 'documents';
  codeProxy: string;
  searchPlaceholder: string | null;
  cderParticulier: boolean;
  categorie: string;
  nodes: GedNode[];
}

export const GedDocumentListSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String({ description: 'The file name with its extension' }),
      type: Type.Union([Type.Literal('document'), Type.Literal('facture')]),
      urlPreview: Type.String({ description: 'The file shown inline' }),
      urlWebdav: Type.String({ description: 'The file as an attachment' }),
      nbPages: Type.Integer(),
      nomFournisseur: OrNull(Type.String({ description: 'Third party of an invoice' })),
      dateFacture: OrNull(Type.String({ format: 'date' })),
      numeroFacture: OrNull(Type.String()),
      totalTTC: OrNull(Type.Number({ description: 'Total incl. tax, euros' })),
    }),
  ),
});
export const GenericPageSchema = Type.Object({
  status: Type.Integer({ description: '200 for a page; anything else means no page (the portal goes home)' }),
  data: Nullable(
    Type.Object({
      title: Type.String(),
      url: Nullable(Type.String({ description: 'Address shown in a frame, instead of content' })),
      content: Nullable(Type.String({ description: 'html written by the firm, not sanitized' })),
    }),
  ),
});

export const GalleryImageSchema = Type.Object({
  id: Type.Integer(),
  sm: Type.String({ description: 'Path of the thumbnail (GET, with the session)' }),
  lg: Type.String({ description: 'Path of the large picture (GET, with the session)' }),
  description: Type.String(),
});

const documentationFields = {
  code: Type.String(),
  title: Type.String(),
  url: Nullable(Type.String({ description: 'An address the entry opens (a new tab when estSiteInternet)' })),
  codeGed: Nullable(Type.String({ description: 'The document library the entry opens' })),
  gedDispo: Type.Boolean({ description: 'False while the document library is down' }),
  order: Type.Integer(),
  estSiteInternet: Type.Boolean({ description: 'Whether url is an outside website' }),
};

/** A documentation entry or category (spec 001 §3, Documentation), its categories nested up to three levels. */
const documentationLevel = (depth: number): TSchema =>
  Type.Object({
    ...documentationFields,
    categories:
      depth > 0
        ? Type.Array(documentationLevel(depth - 1))
        : Type.Array(Type.Object(documentationFields), { maxItems: 0 }),
  });

export const DocumentationSchema = documentationLevel(3);
export interface Documentation {
  code: string;
  title: string;
  url: string | null;
  codeGed: string | null;
  gedDispo: boolean;
  order: number;
  estSiteInternet: boolean;
  categories: Documentation[];
}

/** A document of a documentation library (spec 001 §3, library document). */
export const LibraryDocumentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  urlPreview: Type.String({ description: 'Address of the document on the firm’s public library' }),
  urlWebdav: Type.String(),
  taille: Type.Integer({ description: 'Bytes' }),
  dateCreation: Type.String({ format: 'date' }),
  dateModification: Type.String({ format: 'date' }),
  millesime: Nullable(Type.Integer()),
  estSiteInternet: Type.Boolean(),
});

/** A tutorial or an e-learning (spec 001 §3): a card with a description and the address it opens. */
export const HelpCardSchema = Type.Object({
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  url: Type.String({ description: 'The address the card opens, in a new tab' }),
});
