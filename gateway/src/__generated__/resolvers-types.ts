import type { StreamingUpload } from '../uploads/streaming-upload.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerParent, DossierParent, UserParent, HomeSectionParent, KeyFigureParent, StatParent, ToolParent, ShortcutParent, LoanParent, NotificationParent, EventParent, EventParticipantParent, AppointmentParent, ParticipantParent, AppointmentConnectionParent, EventConnectionParent, DossierConnectionParent, NotificationConnectionParent, ContactParent, SharedCredentialParent, AssolementParent, AssolementCultureParent, CultureParent, YieldMapParent, DuerParent, DuerCategorieParent, DuerBaseCategorieParent, DuerAutreDossierParent, DuerModuleParent, DuerGroupeParent, DuerRisqueParent, DuerPageParent, DuerAnnexesParent, DuerAnnexeParent, DuerBaseAnnexeParent, DuerBasePageParent, DuerBasePictoParent, DuerRisquePictoParent, StoreNodeParent, StoreDocumentParent, StoreDocumentConnectionParent, SentDocumentParent, DocumentationLibraryParent, LibraryDocumentParent, LibraryDocumentConnectionParent, ApiTokenParent, DeviceParent } from '../graphql/mappers.ts';
import type { LegacyInvitation, LegacyLibraryDocument } from '../domains/legacy-shapes.ts';
import type { LegacyTour } from '../domains/tours/tours-shapes.ts';
import type { LegacyDocumentation } from '../domains/documentation/documentation-shapes.ts';
import type { LegacyHelpCard } from '../domains/tutorials/tutorials-shapes.ts';
import type { LegacyBoardWorkspace } from '../domains/board-documents/board-documents-shapes.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time with its offset, as the legacy API sends it (e.g. 2026-11-21T09:30:00+01:00). */
  DateTime: { input: string; output: string; }
  /**
   * A file sent with a mutation, following the GraphQL multipart request specification. The gateway streams it to
   * the legacy API as it arrives: it is never held whole in memory.
   */
  Upload: { input: StreamingUpload; output: StreamingUpload; }
};

/** The result of accepting an invitation. */
export type AcceptInvitationPayload = {
  __typename?: 'AcceptInvitationPayload';
  /** True once the invitation's files are the signed-in person's. */
  accepted: Scalars['Boolean']['output'];
  /** Why the invitation was not accepted, in French (the spec's messages). */
  errors: Array<UserError>;
  /** The viewer after the acceptance (its files and invitations); null when refused. */
  viewer?: Maybe<Viewer>;
};

/** A new crop line of a year (the crop form, spec 001 §5). */
export type AddAssolementCultureInput = {
  /** The year's id (Assolement.id). */
  assolementId: Scalars['ID']['input'];
  /** The culture's idtCultureTypeTRAME; null is refused with the spec's message. */
  culture?: InputMaybe<Scalars['Int']['input']>;
  /** Whether it is a secondary crop (dérobée). */
  estDerobee: Scalars['Boolean']['input'];
  /** The line's own name; kept only when the culture's name may change. */
  libellePerso?: InputMaybe<Scalars['String']['input']>;
  /** Yield in t/ha, at least −1000 and not above the culture's rendementMax. */
  rendement?: InputMaybe<Scalars['Float']['input']>;
  /** Surface in hectares (1 to 999999, in tenths); null is refused with the spec's message. */
  surface?: InputMaybe<Scalars['Float']['input']>;
};

/** An annexe added to a DUER or a module: a new annexe (label and file) or a base annexe it does not hold. */
export type AddDuerAnnexeInput = {
  /** The annexes' id (DuerAnnexes.id). */
  annexesId: Scalars['ID']['input'];
  /** A base annexe not held yet (DuerBaseAnnexe.id). */
  baseAnnexeId?: InputMaybe<Scalars['ID']['input']>;
  /** A new annexe's file, .doc, .docx or .pdf; null with baseAnnexeId. */
  fichier?: InputMaybe<Scalars['Upload']['input']>;
  /** A new annexe's label, at most 128 characters, unique among the annexes; null with baseAnnexeId. */
  nom?: InputMaybe<Scalars['String']['input']>;
};

/** A category of the file's own added to the audit (creation and edit rights), with its first question if given. */
export type AddDuerAuditCategorieInput = {
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** The category's name, not empty, at most 256 characters. */
  nom: Scalars['String']['input'];
  /** Its first question, at most 256 characters; empty for none. */
  nouvelleQuestion: Scalars['String']['input'];
};

/** A new question added last to a category (creation and edit rights); an empty text is saved as a single space. */
export type AddDuerAuditQuestionInput = {
  /** The category's id (DuerAuditCategorie.id). */
  auditCategorieId: Scalars['ID']['input'];
  /** The question, at most 256 characters. */
  nom: Scalars['String']['input'];
};

/** A new work unit of a DUER: a new name, or a base unit the DUER does not use. */
export type AddDuerCategorieInput = {
  /** The base unit added (DuerBaseCategorie.id); null with nom. */
  baseCategorieId?: InputMaybe<Scalars['ID']['input']>;
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** A new unit's name (at most 128 characters, not a base unit's name); null with baseCategorieId. */
  nom?: InputMaybe<Scalars['String']['input']>;
};

/** An operation of another DUER copied into a module (advisers). */
export type AddDuerGroupeAutreDuerInput = {
  /** The operation copied with its risks, unrated (DuerModule.groupesAutresDuers); null is refused with the spec's message. */
  groupeAutreDuerId?: InputMaybe<Scalars['ID']['input']>;
  /** The module's id (DuerModule.id). */
  moduleId: Scalars['ID']['input'];
};

/** A new operation holding a new risk. */
export type AddDuerGroupeEtRisqueInput = {
  /** The module's id (DuerModule.id). */
  moduleId: Scalars['ID']['input'];
  /** The operation's name (at most 128 characters). */
  nomGroupe: Scalars['String']['input'];
  /** The risk's name (at most 128 characters). */
  nomRisque: Scalars['String']['input'];
};

/** A new operation of a module: an empty one by its name, or a base operation the module does not use. */
export type AddDuerGroupeInput = {
  /** The base operation added with the risks it proposes (DuerElementDeBase.id); null with nom. */
  baseGroupeId?: InputMaybe<Scalars['ID']['input']>;
  /** The module's id (DuerModule.id). */
  moduleId: Scalars['ID']['input'];
  /** An empty operation's name (at most 128 characters, not a base operation's name); null with baseGroupeId. */
  nom?: InputMaybe<Scalars['String']['input']>;
};

/** A module added to a work unit: a base module it does not use, or (advisers) another DUER's module. */
export type AddDuerModuleExistantInput = {
  /** The base module added with the firm's model's operations and risks (DuerCategorie.modulesDeBase); null otherwise. */
  baseModuleId?: InputMaybe<Scalars['ID']['input']>;
  /** The unit's id (DuerCategorie.id). */
  categorieId: Scalars['ID']['input'];
  /** Advisers only: another DUER's module copied with its operations and risks, unrated (DuerElementAutreDuer.id). */
  moduleAutreDuerId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new module of a work unit. */
export type AddDuerModuleInput = {
  /** The unit's id (DuerCategorie.id). */
  categorieId: Scalars['ID']['input'];
  /** The module's name (at most 128 characters, not a base module's name). */
  nom: Scalars['String']['input'];
};

/** A page added to a DUER: a new page (label and file) or a base page it does not use. */
export type AddDuerPageInput = {
  /** A base page the DUER does not use (DuerBasePage.id). */
  basePageId?: InputMaybe<Scalars['ID']['input']>;
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** A new page's file, .doc, .docx or .pdf; null with basePageId. */
  fichier?: InputMaybe<Scalars['Upload']['input']>;
  /** A new page's label, at most 128 characters, unique among the base pages; null with basePageId. */
  nom?: InputMaybe<Scalars['String']['input']>;
};

/** A category added to a DUER's preamble, last (creation right). */
export type AddDuerPreambuleCategorieInput = {
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** The title, not empty, at most 255 characters. */
  titre: Scalars['String']['input'];
};

/** A new risk of an operation: a new one by its name, or a risk its base operation proposes. */
export type AddDuerRisqueInput = {
  /** The proposed risk added (DuerGroupe.risquesDeBase); null with nom. */
  baseRisqueId?: InputMaybe<Scalars['ID']['input']>;
  /** The operation's id (DuerGroupe.id). */
  groupeId: Scalars['ID']['input'];
  /** A new risk's name (at most 128 characters); null with baseRisqueId. */
  nom?: InputMaybe<Scalars['String']['input']>;
};

/** A loan to add to a file. */
export type AddLoanInput = {
  /** The file. */
  codeDossier: Scalars['String']['input'];
  /** Its terms. */
  terms: LoanTermsInput;
};

/** A new shared credential (the add form). */
export type AddSharedCredentialInput = {
  /** The file it is shared for. */
  codeDossier: Scalars['String']['input'];
  /** The password typed again; the gateway checks both are identical. */
  confirmationMotDePasse: Scalars['String']['input'];
  /** The password: sent to the legacy, never answered. */
  motDePasse: Scalars['String']['input'];
  /** The login. */
  nomUtilisateur: Scalars['String']['input'];
  /** The name shown for it. */
  titre: Scalars['String']['input'];
};

/** Postal address of a place. */
export type Address = {
  __typename?: 'Address';
  /** Street and number. */
  adresse?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  cp?: Maybe<Scalars['String']['output']>;
  /** Town. */
  ville?: Maybe<Scalars['String']['output']>;
};

/** An invitation's answer. */
export type AgAnswerInput = {
  /** The invitation's id (AgInvitation.id). */
  id: Scalars['ID']['input'];
  /** How many people come: a whole number from 0. */
  nbPersonne: Scalars['Int']['input'];
  /** Whether the file attends. */
  participe: Scalars['Boolean']['input'];
};

/** An invitation of the file to the year's general assembly (spec 001 §3, AG invitation). */
export type AgInvitation = {
  __typename?: 'AgInvitation';
  /** When it was last answered; null when never. */
  dateModification?: Maybe<Scalars['DateTime']['output']>;
  /** codeDossier and the invitation's legacy id, unique across files. */
  id: Scalars['ID']['output'];
  /** Who last answered it (a person's name); null when nobody has. */
  libelleUserModification?: Maybe<Scalars['String']['output']>;
  /** How many people come; null when never answered. */
  nbPersonne?: Maybe<Scalars['Int']['output']>;
  /** Whether the file attends. */
  participe: Scalars['Boolean']['output'];
  /** The invitation's weight in the votes; null when unknown. */
  poids?: Maybe<Scalars['Float']['output']>;
  /** True for the invitation this person answers first among several (spec 001 §4). */
  selected: Scalars['Boolean']['output'];
};

/** Whether the general assembly's registration is open (spec 001 §2). */
export type AgRegistrationState =
  /** Closed: the modal 'L'inscription est close'. */
  | 'Close'
  /** Open: the invitations can be answered. */
  | 'Ouverte'
  /** Not open yet, or without valid dates: a dialog says so instead of the form. */
  | 'PasOuverte';

/** An area of the portal a token is given on its own (issue 46); the fields of a file and the mutations each belong to one. */
export type ApiArea =
  /** The file's contacts, services, tools and communications, and the person's own preferences. */
  | 'ACCOUNT'
  /** Appointments, events and the general assembly (`Dossier.appointments`, `events`, `assembleeGenerale`). */
  | 'APPOINTMENTS_EVENTS'
  /** The file's subscription and billing settings (`Dossier.abonnement`). */
  | 'BILLING'
  /** Crop rotation and the yield map (`Dossier.assolement`, `yieldMap`). */
  | 'CROP_ROTATION'
  /** The document store, sent and recent documents, documentation (`Dossier.storeNode`, `sentDocuments`). */
  | 'DOCUMENTS'
  /** The single risk assessment documents (`Dossier.duers` and every DUER mutation). */
  | 'DUER'
  /** Key figures, statistics and loans (`Dossier.keyFigures`, `stats`, `loans`). */
  | 'KEY_FIGURES';

/**
 * A personal access token of a script or a notebook (issue 22), as its owner's list shows it. Its text is shown
 * once, when it is created; the gateway keeps only its hash.
 */
export type ApiToken = Node & {
  __typename?: 'ApiToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working (at most 90 days after its creation). */
  expiresAt: Scalars['DateTime']['output'];
  /**
   * The codes of the files (`Dossier.codeDossier`) it is limited to; null when it reaches every file of its owner.
   * A limited token lists only these files, is refused (TOKEN_SCOPE) on any other, and may run only the mutations
   * that name their file (`input.codeDossier`).
   */
  files?: Maybe<Array<Scalars['String']['output']>>;
  /** Public id of the token (16 hex digits), the one `revokeApiToken` takes; it grants nothing. */
  id: Scalars['ID']['output'];
  /**
   * The minute (seconds at zero, UTC) of the last request it was accepted for, whatever that request then did; null
   * when never used.
   */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name its owner gave it, at most 80 characters. */
  name: Scalars['String']['output'];
  /** Opaque global id of the apitoken: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /**
   * True while it waits for its owner's confirmation: a password change through the portal pauses every token made or
   * confirmed before it (its requests answer 401 TOKEN_PAUSED) until `confirmApiToken`.
   */
  paused: Scalars['Boolean']['output'];
  /**
   * WRITE when it may write in some area, else READ.
   * @deprecated Lisez `scopes` : un jeton reçoit ses droits domaine par domaine.
   */
  scope: ApiTokenScope;
  /**
   * The areas it may read or write, one entry per area (issue 46). A token made with the former `scope` has every
   * area, read (READ) or read and write (WRITE). A request outside them is refused (TOKEN_SCOPE) before any call.
   */
  scopes: Array<ApiTokenAreaScope>;
};

/** One area a token is given, and whether it may write there. */
export type ApiTokenAreaScope = {
  __typename?: 'ApiTokenAreaScope';
  /** READ: its fields only; WRITE: its mutations too. */
  access: ApiTokenScope;
  /** The area. */
  area: ApiArea;
};

/** One area a new token is given (`CreateApiTokenInput.scopes`). */
export type ApiTokenAreaScopeInput = {
  /** READ: its fields only; WRITE: its mutations too. */
  access: ApiTokenScope;
  /** The area. */
  area: ApiArea;
};

/** What a personal access token may do, over every area (`scope`) or in one area (`ApiTokenAreaScope.access`). */
export type ApiTokenScope =
  /** Reads only: a mutation of the area is refused (TOKEN_SCOPE; FORBIDDEN for the deprecated `scope`) before any call. */
  | 'READ'
  /** Reads and mutations, with its owner's rights. */
  | 'WRITE';

/** An appointment of the file with one of the firm's agents. */
export type Appointment = Node & {
  __typename?: 'Appointment';
  /** Where it takes place, as a postal address. */
  address?: Maybe<Address>;
  /** Code of the firm's agent the appointment is with. */
  codeAgent?: Maybe<Scalars['String']['output']>;
  /** When it starts. */
  date: Scalars['DateTime']['output'];
  /** When it ends, if the legacy knows. */
  dateFin?: Maybe<Scalars['DateTime']['output']>;
  /** Details the agent added. */
  description?: Maybe<Scalars['String']['output']>;
  /** True while it may be edited or cancelled (spec 000 §4: only while its date is in the future). */
  editable: Scalars['Boolean']['output'];
  /** codeDossier and legacy id, unique across files; the id mutations take. */
  id: Scalars['ID']['output'];
  /** True when the legacy lists an event's date among the appointments. */
  isEvent: Scalars['Boolean']['output'];
  /** Legacy id of the appointment. */
  legacyId: Scalars['String']['output'];
  /** Where it takes place, in words. */
  location?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the appointment: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** The people attending; null when the legacy call failed (the list fails alone). */
  participants?: Maybe<Array<Participant>>;
  /** The reason the client gave when asking for it. */
  reason?: Maybe<Scalars['String']['output']>;
  /** What it is about, as the agent wrote it. */
  title: Scalars['String']['output'];
  /** How the meeting happens (e.g. 'Physique', 'Téléphone', 'Visio'). */
  typeCommunication?: Maybe<Scalars['String']['output']>;
  /** True while the appointment is in the future. */
  upcoming: Scalars['Boolean']['output'];
};

/** The result of an appointment edit or cancellation. */
export type AppointmentChangePayload = {
  __typename?: 'AppointmentChangePayload';
  /** The appointment as it stands after the change (null once cancelled). */
  appointment?: Maybe<Appointment>;
  /** Why the change was refused, in French; empty once applied. */
  errors: Array<UserError>;
};

/** A page of a file's appointments, by date (a Relay connection). */
export type AppointmentConnection = {
  __typename?: 'AppointmentConnection';
  /** The appointments of the page with their cursors. */
  edges: Array<AppointmentEdge>;
  /** The appointments of the page, without cursors. */
  nodes: Array<Appointment>;
  /** Where the page stands in the whole list. */
  pageInfo: PageInfo;
  /** How many appointments the whole list holds (within the legacy limit of 100). */
  totalCount: Scalars['Int']['output'];
};

/** An appointment in a page, with the cursor that points at it. */
export type AppointmentEdge = {
  __typename?: 'AppointmentEdge';
  /** Pass it as `after` to read the appointments that follow this one (opaque). */
  cursor: Scalars['String']['output'];
  /** The appointment. */
  node: Appointment;
};

/** An appointment request the legacy API recorded; the agent then sets the appointment. */
export type AppointmentRequest = {
  __typename?: 'AppointmentRequest';
  /** codeDossier and the request's legacy id, unique across files. */
  id: Scalars['ID']['output'];
  /** Legacy id of the request. */
  legacyId: Scalars['String']['output'];
};

/** A file's crop rotation for one year (spec 001 §3, Assolement dossier, and its lines). */
export type Assolement = {
  __typename?: 'Assolement';
  /** The file. */
  codeDossier: Scalars['String']['output'];
  /** The crop lines, in the order they were declared. */
  cultures: Array<AssolementCulture>;
  /** Whether the viewer may change the year: not once it is definitive. */
  editable: Scalars['Boolean']['output'];
  /** Whether the association validated the year: its first line is flagged definitive (spec 001 §4). */
  estAssolementDefinitif: Scalars['Boolean']['output'];
  /** codeDossier and millesime, unique across files; the id the year's changes take. */
  id: Scalars['ID']['output'];
  /** The year. */
  millesime: Scalars['Int']['output'];
  /** The CAP rotation rule (BCAE 7) on the year and the three before it; null when a previous year's call failed. */
  rotation?: Maybe<RotationCheck>;
  /** The total of the lines' surfaces, in hectares. */
  surfaceTotale: Scalars['Float']['output'];
};

/** One crop of a file's year (spec 001 §3, Assolement culture line). */
export type AssolementCulture = {
  __typename?: 'AssolementCulture';
  /** The crop grown. */
  culture: Culture;
  /** Whether it is a secondary crop (dérobée) grown after the main one. */
  estDerobee: Scalars['Boolean']['output'];
  /** codeDossier, millesime and idAssolementCulture, unique across files; the id changes take. */
  id: Scalars['ID']['output'];
  /** The legacy's idAssolementCulture. */
  legacyId: Scalars['String']['output'];
  /** The line's own name, only for a culture whose name may change. */
  libellePerso?: Maybe<Scalars['String']['output']>;
  /** Yield in t/ha; null when not declared. */
  rendement?: Maybe<Scalars['Float']['output']>;
  /** Surface in hectares (1 to 999999, in tenths). */
  surface: Scalars['Float']['output'];
};

/** The year after a change of its lines, or the errors that refused the change. */
export type AssolementPayload = {
  __typename?: 'AssolementPayload';
  /** The year as the change left it; null when the change was refused before reaching the legacy. */
  assolement?: Maybe<Assolement>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** An authenticator app being added: what the person scans or types into it, then confirms with its first code. */
export type AuthenticatorEnrolment = {
  __typename?: 'AuthenticatorEnrolment';
  /** The enrolment's sealed state (the secret, for whom, until when: 10 minutes), given back to `confirmAuthenticator`. */
  enrolmentKey: Scalars['String']['output'];
  /** The `otpauth://totp/…` address the QR code holds. */
  otpauthUri: Scalars['String']['output'];
  /** The QR code of `otpauthUri`, as an SVG document. */
  qrCodeSvg: Scalars['String']['output'];
  /** The secret in base32, for an app that cannot scan. */
  secret: Scalars['String']['output'];
};

/** How a file is billed, as its members set it (spec 001 §3, parametresDossier). */
export type BillingSettings = {
  __typename?: 'BillingSettings';
  /** The e-mail the electronic invoices go to; empty when none. */
  emailPlateformeFacturation: Scalars['String']['output'];
  /** True when the billing e-mail is an address of the electronic-invoicing platform: it cannot be changed. */
  emailPlateformeFacturationVerrouille: Scalars['Boolean']['output'];
  /** True when the file is on automatic debit; otherwise the screen offers the blank mandate. */
  estPrelevementAuto: Scalars['Boolean']['output'];
  /** How the file pays, as the firm records it (e.g. 'Prélèvement', 'Virement'); null when unknown. */
  modeReglement?: Maybe<Scalars['String']['output']>;
  /** How the association's information reaches the file: '0' on paper, '1' by e-mail. */
  receptionCderInfo: Scalars['String']['output'];
  /** True when the file receives its invoices electronically: only then is the billing e-mail shown. */
  receptionFactureElectronique: Scalars['Boolean']['output'];
};

/** A document of a board workspace (spec 001 §3 library document); its file streams through the gateway. */
export type BoardDocument = {
  __typename?: 'BoardDocument';
  /** When it was last modified (ISO 8601); null when the legacy gives none. */
  dateModification?: Maybe<Scalars['String']['output']>;
  /** The gateway's address of the file as an attachment (the right administrateur_cder checked). */
  downloadUrl: Scalars['String']['output'];
  /** The document's legacy id. */
  id: Scalars['ID']['output'];
  /** The file name with its extension. */
  name: Scalars['String']['output'];
  /** The gateway's address of the file shown inline, for a PDF or a picture only; null for any other file. */
  previewUrl?: Maybe<Scalars['String']['output']>;
  /** The file's size in bytes; null when the legacy gives none. */
  taille?: Maybe<Scalars['Float']['output']>;
};

/** A workspace of the board's documents (spec 001 §3 Workspace node), the same for every administrator. */
export type BoardWorkspace = {
  __typename?: 'BoardWorkspace';
  /** The tile's colour (CSS); null without one. */
  color?: Maybe<Scalars['String']['output']>;
  /** The workspace's documents, last modified first; null when the legacy call failed. */
  documents?: Maybe<Array<BoardDocument>>;
  /** The workspace's uuid: the segment of its address (/ged-administration/:workspace). */
  id: Scalars['ID']['output'];
  /** The workspace's title. */
  title: Scalars['String']['output'];
};

/** An appointment request: reason and contact, with up to 4 attachments. */
export type BookAppointmentInput = {
  /** Code of the agent the appointment is asked of (the route's id). */
  codeAgent: Scalars['String']['input'];
  /** The file the request is for. */
  codeDossier: Scalars['String']['input'];
  /** E-mail to be answered at (this or the phone number). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Up to 4 files, 25 MB each at most; names already sent are ignored. */
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  /** Why the client asks for an appointment. */
  reason: Scalars['String']['input'];
  /** Phone number to be called back on (this or the e-mail). */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** The result of an appointment request. */
export type BookAppointmentPayload = {
  __typename?: 'BookAppointmentPayload';
  /** The request once the legacy API recorded it; null when it was refused. */
  appointmentRequest?: Maybe<AppointmentRequest>;
  /** Why the request was refused, in French; empty once recorded. */
  errors: Array<UserError>;
};

/** A SHA-1 suffix the breach-range service knows. */
export type BreachedPasswordSuffix = {
  __typename?: 'BreachedPasswordSuffix';
  /** How many times a password of this hash appeared in known breaches. */
  count: Scalars['Int']['output'];
  /** The 35 upper-case hexadecimal characters after the prefix. */
  suffix: Scalars['String']['output'];
};

/** A new e-mail (and login) for the signed-in person (spec 000 §2.3, change of e-mail). */
export type ChangeMailInput = {
  /**
   * True to associate the external account signed in with for this form (`linkedExternalAccount`) instead of
   * changing the e-mail: only the code is then read (spec 000 §4).
   */
  external?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new e-mail address. */
  mail: Scalars['String']['input'];
  /** The new e-mail address again. */
  mailConfirmation: Scalars['String']['input'];
  /** For an account of the external sign-in provider: the password it will sign in with (empty otherwise). */
  password: Scalars['String']['input'];
  /** The password again (empty otherwise). */
  passwordConfirmation: Scalars['String']['input'];
  /** The code received by mail or SMS. */
  securecode: Scalars['String']['input'];
};

/** Whether the change of e-mail was sent, or the refusals. */
export type ChangeMailPayload = {
  __typename?: 'ChangeMailPayload';
  /** The refusals, with the spec's or the legacy's French message. */
  errors: Array<UserError>;
  /** True once the legacy accepted the change. */
  sent: Scalars['Boolean']['output'];
};

/** A new password for the signed-in person (spec 000 §2.3, change of password). */
export type ChangePasswordInput = {
  /** The new password: 8 characters at least, with a digit, an upper-case and a lower-case letter and a symbol. */
  password: Scalars['String']['input'];
  /** The new password again. */
  passwordConfirmation: Scalars['String']['input'];
  /** The code received by mail when the page opened. */
  securecode: Scalars['String']['input'];
};

/** Whether the password changed, or the refusals. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** True once the legacy changed it: the person signs in again. */
  changed: Scalars['Boolean']['output'];
  /** The refusals, with the spec's or the legacy's French message. */
  errors: Array<UserError>;
};

/** A change of a pending sent invitation's files (the e-mail stays). */
export type ChangeSentInvitationInput = {
  /** Each of the viewer's files, checked or not. */
  dossiers: Array<FileChoiceInput>;
  /** The invitation's id. */
  invitationId: Scalars['ID']['input'];
};

/** The result of step 1 of the invitation sign-up. */
export type CheckInvitationLoginPayload = {
  __typename?: 'CheckInvitationLoginPayload';
  /** Why it cannot, in French (the spec's messages, or the legacy's: the e-mail already has an account). */
  errors: Array<UserError>;
  /** True when the login method can be used: step 2 may follow. */
  ok: Scalars['Boolean']['output'];
};

/** How a confirmation code travels. */
export type CodeMode =
  /** By e-mail, to the account's address. */
  | 'mail'
  /** By SMS, to the account's mobile (change of e-mail only). */
  | 'sms';

/** Who last changed a contact field, and when. */
export type CommunicationChange = {
  __typename?: 'CommunicationChange';
  /** The member's or the agent's name. */
  auteur: Scalars['String']['output'];
  /** When the field last changed. */
  date: Scalars['DateTime']['output'];
  /** True when an agent of the firm changed it, false for a member of the file. */
  parAgent: Scalars['Boolean']['output'];
};

/** The last change of each tracked field of a file's contact details; null for a field never changed. */
export type CommunicationChanges = {
  __typename?: 'CommunicationChanges';
  /** Last change of the billing e-mail. */
  emailFacturation?: Maybe<CommunicationChange>;
  /** Last change of the main e-mail. */
  emailPrincipal?: Maybe<CommunicationChange>;
  /** Last change of the mobile. */
  portable?: Maybe<CommunicationChange>;
  /** Last change of the phone. */
  telephone?: Maybe<CommunicationChange>;
};

/** The answer of `confirmApiToken`. */
export type ConfirmApiTokenPayload = {
  __typename?: 'ConfirmApiTokenPayload';
  /** The token as the list shows it, no longer paused; null when refused. */
  apiToken?: Maybe<ApiToken>;
  /** Why it was not confirmed (unknown or revoked), in French; empty when confirmed. */
  errors: Array<UserError>;
};

/** The first code of an app being added, and its name. */
export type ConfirmAuthenticatorInput = {
  /** The six digits the app shows now. */
  code: Scalars['String']['input'];
  /** `AuthenticatorEnrolment.enrolmentKey`, as given. */
  enrolmentKey: Scalars['String']['input'];
  /** A name to recognise it by, 1 to 60 characters. */
  name: Scalars['String']['input'];
};

/** The answer of `confirmAuthenticator`. */
export type ConfirmAuthenticatorPayload = {
  __typename?: 'ConfirmAuthenticatorPayload';
  /** Why it was refused (wrong code, expired, bad name), in French; empty when added. */
  errors: Array<UserError>;
  /**
   * The ten recovery codes (`xxxxx-xxxxx`), each usable once instead of a code, given when the person's first factor
   * is added; shown this once: the gateway keeps only their hashes. Null otherwise.
   */
  recoveryCodes?: Maybe<Array<Scalars['String']['output']>>;
  /** The app as the list shows it; null when refused. */
  secondFactor?: Maybe<SecondFactor>;
};

/** A finished deposit to report to the file's contributors (spec 001 §7 sendmailconfirmupload). */
export type ConfirmDocumentUploadInput = {
  /** The file the documents went to. */
  codeDossier: Scalars['String']['input'];
  /** The optional comment of the deposit. */
  commentaire?: InputMaybe<Scalars['String']['input']>;
  /** What the deposit sent. */
  kind: DocumentUploadKind;
  /** How many files were sent (0 to 100). */
  nbDocuments: Scalars['Int']['input'];
  /** How many files failed (0 to 100). */
  nbDocumentsEnErreur: Scalars['Int']['input'];
};

/** The outcome of reporting a deposit. */
export type ConfirmDocumentUploadPayload = {
  __typename?: 'ConfirmDocumentUploadPayload';
  /** Expected refusals, in French. */
  errors: Array<UserError>;
  /** Whether the contributors were told. */
  sent: Scalars['Boolean']['output'];
};

/** The passkey the browser made, and its name. */
export type ConfirmPasskeyInput = {
  /** A name to recognise it by ('Téléphone de Marie'), 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** The browser's answer (`RegistrationResponseJSON`, as JSON), at most 64 KiB. */
  response: Scalars['String']['input'];
};

/** The answer of `confirmPasskey`. */
export type ConfirmPasskeyPayload = {
  __typename?: 'ConfirmPasskeyPayload';
  /** Why it was refused (not verified, expired, bad name), in French; empty when added. */
  errors: Array<UserError>;
  /** The passkey as the list shows it; null when refused. */
  secondFactor?: Maybe<SecondFactor>;
};

/** One of the firm's people the file works with (spec 000 §3, Contact/agent). */
export type Contact = Node & {
  __typename?: 'Contact';
  /** What the avatar shows: the photo, or the default picture by sexe. */
  avatar: ContactAvatar;
  /** The agent's code at the firm: the booking route's id. */
  codeAgent: Scalars['String']['output'];
  /** Whether the contact granted the right to show their photo. */
  droitImage: Scalars['Boolean']['output'];
  /** Job at the firm, e.g. 'Expert-comptable'; the detail page's title. */
  fonction: Scalars['String']['output'];
  /** codeDossier and codeAgent, unique across files. */
  id: Scalars['ID']['output'];
  /** E-mail address. */
  mail?: Maybe<Scalars['String']['output']>;
  /** What the contact does for the file, in html as the firm writes it: not sanitized, a page sanitizes it before rendering it. */
  mission?: Maybe<Scalars['String']['output']>;
  /** Opaque global id of the contact: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** Last name. */
  nom: Scalars['String']['output'];
  /** The agency the contact works at. */
  nomAgence?: Maybe<Scalars['String']['output']>;
  /** Address of the photo, served by the gateway's file routes; null unless avatar is Photo. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  /** First name. */
  prenom: Scalars['String']['output'];
  /** Phone number, as the legacy writes it. */
  telephone?: Maybe<Scalars['String']['output']>;
};

/** What a contact's avatar shows (spec 000 §2.3). */
export type ContactAvatar =
  /** The default picture of an assistant (sexe A). */
  | 'Assistant'
  /** The default picture of a woman (any other sexe). */
  | 'Femme'
  /** The default picture of a man (sexe M). */
  | 'Homme'
  /** The contact's photo: the image right is granted and a photo exists. */
  | 'Photo';

/** A module copied into another work unit of the same DUER (the category screen's copy). */
export type CopyDuerModuleInput = {
  /** The unit it is copied into (DuerCategorie.id), another unit of the same DUER. */
  categorieId: Scalars['ID']['input'];
  /** The module's id (DuerModule.id). */
  id: Scalars['ID']['input'];
};

/** A country of the phone indicators (legacy /api/user/pays). */
export type Country = {
  __typename?: 'Country';
  /** ISO code of the country, e.g. FR. */
  code: Scalars['String']['output'];
  /** Legacy id of the country (74 is France, the default). */
  id: Scalars['ID']['output'];
  /** International dialling prefix, e.g. +33. */
  indicatif: Scalars['String']['output'];
};

/** A new personal access token (the 'Accès API' form or GraphiQL). */
export type CreateApiTokenInput = {
  /** Days it works, 1 to 90; 30 when not given. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** The codes of the files it is limited to, among the person's own (50 at most); every file when not given. */
  files?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A name to recognise it by ('Export du lundi'), 1 to 80 characters. */
  name: Scalars['String']['input'];
  /**
   * The signed-in person's password, confirmed at each creation (as GitHub's sudo mode): it opens the legacy session
   * the person's tokens share, never kept. Required: a creation without it, or with a wrong one, creates nothing.
   */
  password?: InputMaybe<Scalars['String']['input']>;
  /**
   * What it may do over every area; READ when neither it nor `scopes` is given.
   * @deprecated Lisez `scopes` : un jeton reçoit ses droits domaine par domaine.
   */
  scope?: InputMaybe<ApiTokenScope>;
  /** The areas it may read or write (one at least); when given, `scope` is not read. */
  scopes?: InputMaybe<Array<ApiTokenAreaScopeInput>>;
};

/** The answer of `createApiToken`. */
export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  /** The token as the list shows it; null when refused. */
  apiToken?: Maybe<ApiToken>;
  /** The form's errors, in French; empty when created. */
  errors: Array<UserError>;
  /**
   * The token's text (starting with `pcat_`), to send as `Authorization: Bearer …`. Shown this once: the gateway
   * cannot show it again.
   */
  plainTextToken?: Maybe<Scalars['String']['output']>;
};

/** A new DUER for a file (the creation form of the DUER index). */
export type CreateDuerInput = {
  /** Its year, 2000 to the current year + 10; refused with the spec's message otherwise. */
  annee: Scalars['Int']['input'];
  /** The year copied, for mode copie. */
  anneeSource?: InputMaybe<Scalars['Int']['input']>;
  /** The file's code. */
  codeDossier: Scalars['ID']['input'];
  /** The other file's DUER copied (DuerAutreDossier.id), for mode autreDossier. */
  duerSourceId?: InputMaybe<Scalars['ID']['input']>;
  /** How it is created. */
  mode: DuerCreationMode;
};

/** A culture a crop line may name (spec 001 §3). */
export type Culture = {
  __typename?: 'Culture';
  /** Whether a line of this culture may carry a name of its own (libellePerso). */
  estIntituleModifiable: Scalars['Boolean']['output'];
  /** The culture's idtCultureTypeTRAME, the same for every file. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the culture: what a crop line's change names. */
  idtCultureTypeTRAME: Scalars['Int']['output'];
  /** The culture's name, e.g. 'Blé tendre d'hiver'. */
  intitule: Scalars['String']['output'];
  /** The highest yield a line may declare, in t/ha; null when the culture has no ceiling. */
  rendementMax?: Maybe<Scalars['Float']['output']>;
};

/** The outcome of deleting a loan. */
export type DeleteLoanPayload = {
  __typename?: 'DeleteLoanPayload';
  /** Expected refusals, in French. */
  errors: Array<UserError>;
  /** Always null: the loan no longer exists, or the deletion was refused. */
  loan?: Maybe<Loan>;
};

/** The result of revoking a shared credential. */
export type DeleteSharedCredentialPayload = {
  __typename?: 'DeleteSharedCredentialPayload';
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
  /** Always null: the credential no longer exists, or the revocation was refused. */
  sharedCredential?: Maybe<SharedCredential>;
};

/** The outcome of deleting a shortcut. */
export type DeleteShortcutPayload = {
  __typename?: 'DeleteShortcutPayload';
  /** Expected refusals, in French. */
  errors: Array<UserError>;
  /** Always null: the shortcut no longer exists, or the deletion was refused. */
  shortcut?: Maybe<Shortcut>;
};

/**
 * A browser or a token signed in as the person ('Appareils connectés' in Mon compte, issue 47). No place is given:
 * the gateway has no local database of networks to tell one from an address.
 */
export type Device = Node & {
  __typename?: 'Device';
  /** True for the browser session this request came with. */
  current: Scalars['Boolean']['output'];
  /** `session:<id>` for a browser, `token:<ApiToken.id>` for a token; the id `signOutDevice` takes. It grants nothing. */
  id: Scalars['ID']['output'];
  /** A browser or a token. */
  kind: DeviceKind;
  /** The minute (UTC) of its last request the gateway accepted, kept to the minute; null for a token never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** For a browser, its browser and system at the sign-in ('Chrome sur Android'); for a token, its name. */
  name: Scalars['String']['output'];
  /** Opaque global id of the device: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** When the browser signed in, or the token was created. */
  signedInAt: Scalars['DateTime']['output'];
};

/** What signs in as a person: a browser, or a script's personal access token. */
export type DeviceKind =
  /** A personal access token ('Accès API'). */
  | 'API_TOKEN'
  /** A browser session opened by a sign-in (password, second step, invitation sign-up or external sign-in). */
  | 'BROWSER';

/** What a deposit sends to the document store (spec 001 §2 adddocument, the uploader's `type`). */
export type DocumentUploadKind =
  /** Documents other than invoices and payroll (the legacy's AUTRESDOCS). */
  | 'document'
  /** Invoices (FACTURES); needs non_cder_particulier. */
  | 'invoice'
  /** Payroll elements (PAIE); needs a payroll manager among the file's contacts. */
  | 'pay';

/** An entry or a category of the documentation area (spec 001 §3, Documentation): the same for every file. */
export type Documentation = {
  __typename?: 'Documentation';
  /** The categories below it, in order; empty for a library or a link. */
  categories: Array<Documentation>;
  /** The entry's code: a segment of its address in the area. */
  code: Scalars['String']['output'];
  /** The document library a library card opens; null for the other kinds. */
  codeGed?: Maybe<Scalars['String']['output']>;
  /** Whether the link is an outside website, opened in a new tab. */
  estSiteInternet: Scalars['Boolean']['output'];
  /** The gateway's address of the card's icon (with the session). */
  iconUrl: Scalars['String']['output'];
  /** The entry's code (the area is the firm's, the same for everyone). */
  id: Scalars['ID']['output'];
  /** What the card opens. */
  kind: DocumentationKind;
  /** Its title. */
  title: Scalars['String']['output'];
  /** The address a link opens (http or https); null for the other kinds or an address the portal does not open. */
  url?: Maybe<Scalars['String']['output']>;
};

/** What a card of the documentation area opens (spec 001 §2). */
export type DocumentationKind =
  /** Its categories, one level down (/documentations/:categorie/:categorie2?/:categorie3?). */
  | 'categories'
  /** Its document library (/documentations/ged/:codeGed). */
  | 'library'
  /** An address, in a new tab when it is an outside website. */
  | 'link';

/** A document library of the documentation area (spec 001 §2, /documentations/ged/:codeGed). */
export type DocumentationLibrary = {
  __typename?: 'DocumentationLibrary';
  /**
   * The library's documents, newest first, `first` of them (1 to 100, 20 when left out; BAD_USER_INPUT outside)
   * after the cursor `after`; a page holding fewer than `first` is the last. `search` is at least 3 characters or
   * empty (every document). Empty while the library is down; null when the legacy call failed.
   */
  documents?: Maybe<LibraryDocumentConnection>;
  /** False while the library is down: the screen says 'GED indisponible' and lists nothing. */
  gedDispo: Scalars['Boolean']['output'];
  /** The library's code. */
  id: Scalars['ID']['output'];
  /** The title of the entry that opens it. */
  title: Scalars['String']['output'];
};


/** A document library of the documentation area (spec 001 §2, /documentations/ged/:codeGed). */
export type DocumentationLibraryDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A client file (dossier), identified by its code. */
export type Dossier = Node & {
  __typename?: 'Dossier';
  /** The file's subscription; null without mod_abo_dossier and page_abo_dossier (spec 001 §6) or when the legacy call failed. */
  abonnement?: Maybe<DossierSubscription>;
  /** One appointment of the file by its legacy id; null when the file has no such appointment. */
  appointment?: Maybe<Appointment>;
  /**
   * Appointments of the file (legacy limit 100), by date, `first` of them after the cursor `after`; only the
   * upcoming ones when `upcoming` is true. Empty without the page_rdv module, which opens their pages; null when the legacy call
   * failed (the card fails alone).
   */
  appointments?: Maybe<AppointmentConnection>;
  /** The general assembly; null without the rights of spec 001 §6 or when a legacy call failed. */
  assembleeGenerale?: Maybe<GeneralAssembly>;
  /** The file's crop rotation for a year; FORBIDDEN without tool_echanges; null when the legacy call failed. */
  assolement?: Maybe<Assolement>;
  /** The years the crop rotation's selector offers: the current year −3 to +1 (spec 001 §9). */
  assolementYears: Array<Scalars['Int']['output']>;
  /**
   * Whether the viewer may open the file (`Query.dossier`, `selectedDossier`), by the rule opening it uses: false for
   * a portfolio file staff may not select (a resigned one, or one not registered without an account) and for a file
   * the token is not limited to.
   */
  canOpen: Scalars['Boolean']['output'];
  /** The file's code, e.g. AGR001. */
  codeDossier: Scalars['String']['output'];
  /** Entity code of the file; 0016 marks an individual client. */
  codeEntite: Scalars['String']['output'];
  /** One of the file's contacts by agent code; null when the file has no such contact. */
  contact?: Maybe<Contact>;
  /** The file's contacts at the firm, in the firm's order; empty without page_contacts; null when the legacy call failed. */
  contacts?: Maybe<Array<Contact>>;
  /** The cultures a crop line may name, by intitule; FORBIDDEN without tool_echanges; null when the legacy call failed. */
  cultures?: Maybe<Array<Culture>>;
  /**
   * Whether the document store answers (the legacy's checkGEDStatus): false while it is down, and its screens say
   * so; null when the check itself failed.
   */
  documentStoreAvailable?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Every document of the file's store the viewer reads (the nodes its rights categories and the file's modules
   * open), node after node from the top down, each once with its `folderPath`: `first` of them (1 to 100, 20 when
   * left out) after the cursor `after`. A factures node of every year is walked through its years. Each page reads
   * every node's list from the legacy (one call per node and per 100 of its documents); a cursor whose document left
   * the store is refused (BAD_USER_INPUT): read again from the start. Null when a legacy call failed.
   */
  documentTree?: Maybe<StoreDocumentConnection>;
  /**
   * The kinds of documents the viewer may send to the file (spec 001 §2 ged-adddocument, §6): document always,
   * invoice with non_cder_particulier, pay with a 'Gestionnaire Paie' contact; none while the store is down for
   * maintenance. The files themselves go to the gateway's resumable upload address (tus, `/fichiers/depots`).
   */
  documentUploadKinds: Array<DocumentUploadKind>;
  /** The entry the codes of an address name, from the top down (one to three); null when none, or without the rights. */
  documentation?: Maybe<Documentation>;
  /** The library of an entry of the area; null when no entry opens it, or without the rights. */
  documentationLibrary?: Maybe<DocumentationLibrary>;
  /**
   * The documentation area's entries, in order; empty without the file's non_cder_particulier and dossier_cder
   * (spec 000 §2.4); null when the legacy call failed.
   */
  documentations?: Maybe<Array<Documentation>>;
  /** One of the file's DUERs by its legacy id; null when the file has none of that id. */
  duer?: Maybe<Duer>;
  /** What the DUER index offers for creation to the viewer on this file; FORBIDDEN when the tool is not offered. */
  duerCreation: DuerCreation;
  /** The file's DUERs by year (spec 002, DUER index); FORBIDDEN when the tool is not offered; null when the call failed. */
  duers?: Maybe<Array<Duer>>;
  /** Staff only: the DUERs of every file, to copy one into this file; empty for an adherent; null when the call failed. */
  duersAutresDossiers?: Maybe<Array<DuerAutreDossier>>;
  /** True when the viewer marked it as favourite. */
  estFavoris: Scalars['Boolean']['output'];
  /** One event of the file by its legacy id; null when the file has no such event. */
  event?: Maybe<Event>;
  /**
   * Events of the file (legacy limit 300), by date, `first` of them after the cursor `after`; only the upcoming
   * ones when `upcoming` is true. Empty without the page_events module, which opens their pages; null when the legacy call
   * failed (the card fails alone).
   */
  events?: Maybe<EventConnection>;
  /** Person guid of the file's owner. */
  guidPersonne?: Maybe<Scalars['String']['output']>;
  /** Equal to codeDossier, unique across the firm. */
  id: Scalars['ID']['output'];
  /** Role of the viewer on the file: 1 = owner with write rights; null for collaborators. */
  idRole?: Maybe<Scalars['Int']['output']>;
  /** Key figures of the file for the home carousel; empty for individual clients and without the mod_chiffres module; null when the legacy call failed. */
  keyFigures?: Maybe<Array<KeyFigure>>;
  /** Legacy id of the file; null for a PasInscrit file without an account (not selectable by staff). */
  legacyId?: Maybe<Scalars['String']['output']>;
  /** One loan by its legacy id; null when unknown. */
  loan?: Maybe<Loan>;
  /** The file's simulated loans, by id; null when the legacy call failed. */
  loans?: Maybe<Array<Loan>>;
  /** Whether the viewer manages the file's shared credentials: the file's owner (idRole 1) only (spec 000 §6). */
  managesCredentials: Scalars['Boolean']['output'];
  /** Modules enabled on the file. */
  modulesEffectifs: Array<Scalars['String']['output']>;
  /** The next appointment (first upcoming one), if any. */
  nextAppointment?: Maybe<Appointment>;
  /** The next upcoming event, if any. */
  nextEvent?: Maybe<Event>;
  /** Opaque global id of the dossier: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** Whether the file opens the figures pages: page_chiffres, and non_cder_particulier unless it is a private individual's (spec 001 §6). */
  opensFigures: Scalars['Boolean']['output'];
  /**
   * Effective permission names of the viewer on this file: the user-wide rights plus the file's modules
   * from the rights call (e.g. page_rdv, page_contacts, non_cder_particulier, administrateur_cder).
   * Null when the rights could not be read: the file's other fields still resolve.
   */
  permissions?: Maybe<Array<Scalars['String']['output']>>;
  /** Company name. */
  raisonSociale: Scalars['String']['output'];
  /** The 'Mes documents' boxes of the file; null when the legacy call failed. */
  recentDocuments?: Maybe<RecentDocuments>;
  /** Who answers for the file (spec 000 §5): the signed-in client, or for a collaborator the file's contact, its owner (idRole 1); null when a collaborator's file has no owner on record. */
  respondent?: Maybe<Respondent>;
  /** The documents sent to the file, newest first, under a filter; null when the legacy call failed. */
  sentDocuments?: Maybe<Array<SentDocument>>;
  /** One service by its slug; null when the directory has none, or without the rights. */
  service?: Maybe<Service>;
  /** Who calls back about a service: the file's 'Directeur Relation Adhérents', else its 'Directeur Commercial'; null when the file has neither, or without the rights. */
  serviceCallbackContact?: Maybe<Contact>;
  /** The services directory, newest first; empty without canShowAnnuaireServices and dossier_cder (spec 001 §6); null when the legacy call failed. */
  services?: Maybe<Array<Service>>;
  /** The file's shared credentials, by id; FORBIDDEN for anyone but the owner; null when the legacy call failed. */
  sharedCredentials?: Maybe<Array<SharedCredential>>;
  /** Whether home shows the key figures carousel: a file with the mod_chiffres module, not an individual client's (spec 000 §6). */
  showsKeyFigures: Scalars['Boolean']['output'];
  /** Whether home shows the next appointment card: the file holds mod_rdv and page_rdv (spec 000 §6). */
  showsNextAppointment: Scalars['Boolean']['output'];
  /** Whether home shows the next event card: the file holds mod_events and page_events (spec 000 §6). */
  showsNextEvent: Scalars['Boolean']['output'];
  /** The file's site; null when the legacy knows none, without page_contacts, or when the legacy call failed. */
  siteInfo?: Maybe<SiteInfo>;
  /** One figure by its slug; null when unknown. FORBIDDEN when the file does not open the figures pages. */
  stat?: Maybe<Stat>;
  /** The figures of the figures pages, in the legacy's order; empty when the file does not open them; null when the legacy call failed. */
  stats?: Maybe<Array<Stat>>;
  /** Administrative status of the file. */
  statut: StatutDossier;
  /**
   * A node of the file's document store by its code (the main node without one), as the viewer's rights categories
   * open it; null when the node is not the viewer's to read or the legacy call failed.
   */
  storeNode?: Maybe<StoreNode>;
  /** A category of tools by its slug (its name titles its page); null when no tool offered to the viewer is listed under it. */
  toolCategory?: Maybe<Tool>;
  /** The tools listed on the tools page (categorie null) or on a category's page, in the legacy's order; the risk-assessment tool only under spec 001 §6's rule; null when the legacy call failed. */
  tools?: Maybe<Array<Tool>>;
  /** The tutorials, in order; empty without the file's page_tutoriels (spec 001 §6); null when the legacy call failed. */
  tutorials?: Maybe<Array<Tutorial>>;
  /** Activity type of the file. */
  typeActivite: TypeActivite;
  /**
   * The yield map of a culture in a year by zone type (tool_echanges, like the crop rotation); FORBIDDEN without it;
   * null when a legacy call failed. Defaults: communes and blé tendre d'hiver (1015), spec 001 §9.
   */
  yieldMap?: Maybe<YieldMap>;
};


/** A client file (dossier), identified by its code. */
export type DossierAppointmentArgs = {
  legacyId: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierAppointmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  upcoming?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A client file (dossier), identified by its code. */
export type DossierAssolementArgs = {
  millesime: Scalars['Int']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierContactArgs = {
  codeAgent: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierDocumentTreeArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A client file (dossier), identified by its code. */
export type DossierDocumentationArgs = {
  codes: Array<Scalars['String']['input']>;
};


/** A client file (dossier), identified by its code. */
export type DossierDocumentationLibraryArgs = {
  codeGed: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierDuerArgs = {
  legacyId: Scalars['ID']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierEventArgs = {
  legacyId: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  upcoming?: InputMaybe<Scalars['Boolean']['input']>;
};


/** A client file (dossier), identified by its code. */
export type DossierLoanArgs = {
  legacyId: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierSentDocumentsArgs = {
  filter?: InputMaybe<SentDocumentFilter>;
};


/** A client file (dossier), identified by its code. */
export type DossierServiceArgs = {
  slug: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierStatArgs = {
  slug: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierStoreNodeArgs = {
  legacyId?: InputMaybe<Scalars['String']['input']>;
};


/** A client file (dossier), identified by its code. */
export type DossierToolCategoryArgs = {
  slug: Scalars['String']['input'];
};


/** A client file (dossier), identified by its code. */
export type DossierToolsArgs = {
  categorie?: InputMaybe<Scalars['String']['input']>;
};


/** A client file (dossier), identified by its code. */
export type DossierYieldMapArgs = {
  culture?: Scalars['Int']['input'];
  millesime: Scalars['Int']['input'];
  zoneType?: ZoneType;
};

/** An access to a file the viewer acquired (spec 000 §2.3 'Mes accès': any role but owner). */
export type DossierAccess = {
  __typename?: 'DossierAccess';
  /** The categories the access opens: a category not listed cannot be read. */
  categories: Array<GrantedCategory>;
  /** The file's code. */
  codeDossier: Scalars['String']['output'];
  /** The file's code: the viewer has one access per file. */
  id: Scalars['ID']['output'];
  /** The viewer's role on the file. */
  idRole: Scalars['Int']['output'];
  /** The role's name; null when the roles could not be read. */
  nomRole?: Maybe<Scalars['String']['output']>;
  /** The file's company name. */
  raisonSociale: Scalars['String']['output'];
};

/** A page of the files the person sees (a Relay connection), for scripts that walk a whole portfolio. */
export type DossierConnection = {
  __typename?: 'DossierConnection';
  /** The files of the page with their cursors. */
  edges: Array<DossierEdge>;
  /** The files of the page, without cursors. */
  nodes: Array<Dossier>;
  /** Where the page stands in the whole list. */
  pageInfo: PageInfo;
  /** How many files the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A file in a page, with the cursor that points at it. */
export type DossierEdge = {
  __typename?: 'DossierEdge';
  /** Pass it as `after` to read the files that follow this one (opaque). */
  cursor: Scalars['String']['output'];
  /** The file. */
  node: Dossier;
};

/** A file's subscription: its billing settings, fee, receivable and invoices ('Ma facturation', spec 001 §2). */
export type DossierSubscription = {
  __typename?: 'DossierSubscription';
  /** This year's membership fee; null when the legacy has none. */
  cotisationMillesime?: Maybe<MembershipFee>;
  /** Outstanding receivable in euros; null when unknown. */
  creanceEnCours?: Maybe<Scalars['Float']['output']>;
  /** The file's invoices, latest first. */
  factures: Array<Invoice>;
  /** codeDossier and 'abonnement', unique across files: the id saveBillingSettings takes. */
  id: Scalars['ID']['output'];
  /** Address of the blank SEPA mandate, served by the gateway's file routes. */
  mandatUrl: Scalars['String']['output'];
  /** The billing settings. */
  parametresDossier: BillingSettings;
};

/** A file's risk assessment for one year (DUER, spec 002 §3). */
export type Duer = Node & {
  __typename?: 'Duer';
  /** The DUER's year. */
  annee: Scalars['Int']['output'];
  /** The DUER's own annexes (its Annexes screen). */
  annexes: DuerAnnexes;
  /** The DUER's prior audit; null when a legacy call failed. */
  audit?: Maybe<DuerAudit>;
  /** One of the DUER's work units by its legacy id; null when it has none of that id. */
  categorie?: Maybe<DuerCategorie>;
  /** The work units in order; null when the legacy call failed. */
  categories?: Maybe<Array<DuerCategorie>>;
  /** The base work units the DUER does not use yet; null when the legacy call failed. */
  categoriesDeBase?: Maybe<Array<DuerBaseCategorie>>;
  /** The file's code. */
  codeDossier: Scalars['String']['output'];
  /** The tile's colour, from the 10-colour palette by year modulo 10 (spec 002 §2). */
  couleur: Scalars['String']['output'];
  /** When the definitive print finished it, ISO 8601; null while in progress. */
  dateFini?: Maybe<Scalars['String']['output']>;
  /** The viewer's create and delete right on this DUER (droitCreation, spec 002 §6). */
  droitCreation: Scalars['Boolean']['output'];
  /** The viewer's edit right on this DUER (droitModifs, spec 002 §6). */
  droitModifs: Scalars['Boolean']['output'];
  /** The gateway's route of the definitive DUER (PDF) its definitive print kept; null until it is finished. */
  duerDefinitifUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the definitive print finished it: read-only for adherents from then on. */
  estFini: Scalars['Boolean']['output'];
  /** Whether every risk of every module is entered. */
  estValide: Scalars['Boolean']['output'];
  /** The file's code and the DUER's id, unique across files. */
  id: Scalars['ID']['output'];
  /** The gateway's route of a temporary print (PDF): the whole DUER, or with ?categories= or ?modules= (ids joined with ';', -1 the pages, -2 the annexes) only those. */
  impressionUrl: Scalars['String']['output'];
  /** The DUER's general information; null when the legacy call failed. */
  informationsGenerales?: Maybe<DuerInformationsGenerales>;
  /** The legacy's id of the DUER (idDuer in the routes). */
  legacyId: Scalars['ID']['output'];
  /** Opaque global id of the duer: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** The DUER's cover page with its file's managers and default adviser; null when a legacy call failed. */
  pageDeGarde?: Maybe<DuerPageDeGarde>;
  /** The DUER's pages, the pages before the risk list first, each group in order; null when the legacy call failed. */
  pages?: Maybe<Array<DuerPage>>;
  /** The base pages the DUER does not use, which the viewer may add; null when the legacy call failed. */
  pagesExistantes?: Maybe<Array<DuerBasePage>>;
  /**
   * Whether the home offers to add a work unit: the create right, room under the limit of the file's activity type
   * (3 for VITI, 4 for AGRIVITI), and the viewer is staff, the file ACS, or an unused base unit exists.
   */
  peutAjouterCategorie: Scalars['Boolean']['output'];
  /** Whether the viewer may add a page (creation right). */
  peutAjouterPage: Scalars['Boolean']['output'];
  /** The pictogram catalogue offered to the file's risks (base pictos); null when the legacy call failed. */
  pictosDeBase?: Maybe<Array<DuerBasePicto>>;
  /** The gateway's route downloading the action plan (XLSX): the measures to do of the active risks, most serious first. */
  planActionUrl: Scalars['String']['output'];
  /** The DUER's preamble; null when the legacy call failed. */
  preambule?: Maybe<DuerPreambule>;
  /** 1 for the new scale (gravité × fréquence over 25); any other value is the old scale (× maîtrise, over 60). */
  versionCalculRisque: Scalars['Int']['output'];
};


/** A file's risk assessment for one year (DUER, spec 002 §3). */
export type DuerCategorieArgs = {
  legacyId: Scalars['ID']['input'];
};

/** An annexe of a DUER or of a module (spec 002 §3, Base annexe and its duerAnnexe or duerAnnexeModule link). */
export type DuerAnnexe = {
  __typename?: 'DuerAnnexe';
  /** The gateway's route showing the annexe's file in the browser (a new tab). */
  apercuUrl: Scalars['String']['output'];
  /** Its base annexe's id (DuerBaseAnnexe.id): an annexe removed on the screen is offered again under it. */
  baseAnnexeId: Scalars['ID']['output'];
  /** The gateway's route downloading the annexe's file. */
  fichierUrl: Scalars['String']['output'];
  /** The file's code, the DUER's, the module's (0 for the DUER), the link's and the base annexe's ids. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the link (duerAnnexe or duerAnnexeModule). */
  legacyId: Scalars['ID']['output'];
  /** The annexe's label (duerBaseAnnexe.nom). */
  nom: Scalars['String']['output'];
  /** The attached file's name; null when it has none. */
  nomFichier?: Maybe<Scalars['String']['output']>;
  /** Its number (numAnnexe), shared by every DUER that holds it. */
  numAnnexe: Scalars['Int']['output'];
  /** Whether the viewer may move the annexe (an adviser, DUER not finished; every DUER holding it follows). */
  peutDeplacer: Scalars['Boolean']['output'];
  /** Whether the viewer may replace the annexe's file (an adviser, DUER not finished). */
  peutRemplacer: Scalars['Boolean']['output'];
  /** Whether the viewer may remove the annexe (creation right, DUER not finished). */
  peutSupprimer: Scalars['Boolean']['output'];
};

/** An annexe's new number. */
export type DuerAnnexeNumeroInput = {
  /** The annexe's id (DuerAnnexe.id). */
  annexeId: Scalars['ID']['input'];
  /** Its new number, from 1. */
  numAnnexe: Scalars['Int']['input'];
};

/** The annexes of a DUER or of one of its modules (spec 002 §2, Annexes), with what the viewer may do with them. */
export type DuerAnnexes = {
  __typename?: 'DuerAnnexes';
  /** The annexes in their numbers' order; null when the legacy call failed. */
  annexes?: Maybe<Array<DuerAnnexe>>;
  /** The base annexes the DUER (or the module) does not hold, which the viewer may add; null when the call failed. */
  annexesExistantes?: Maybe<Array<DuerBaseAnnexe>>;
  /** Whether these are a module's annexes (the DUER's otherwise). */
  estModule: Scalars['Boolean']['output'];
  /** The file's code, the DUER's id and the module's (0 for the DUER's own annexes). */
  id: Scalars['ID']['output'];
  /** Whether the viewer may add an annexe (creation right). */
  peutAjouter: Scalars['Boolean']['output'];
  /** Whether the viewer may create an annexe from scratch, with its label and file (an adviser with the creation right). */
  peutCreer: Scalars['Boolean']['output'];
};

/** Annexes after a change, or the errors that refused it. */
export type DuerAnnexesPayload = {
  __typename?: 'DuerAnnexesPayload';
  /** The annexes as they are now; null when refused. */
  annexes?: Maybe<DuerAnnexes>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** A DUER's prior audit (spec 002 §2 Audit préalable), printed as its special page 10. */
export type DuerAudit = {
  __typename?: 'DuerAudit';
  /** The categories the DUER has questions in. */
  categories: Array<DuerAuditCategorie>;
  /** The base categories it has no question in yet, to add a question to. */
  categoriesRestantes: Array<DuerAuditCategorie>;
};

/** A question's answer as the audit save sends it. */
export type DuerAuditAnswerInput = {
  /** The question's id (DuerAuditQuestion.id). */
  id: Scalars['ID']['input'];
  /** 'Non applicable'; the answer is then saved as Non. */
  nonApplicable: Scalars['Boolean']['input'];
  /** Its number within its category. */
  ordre: Scalars['Int']['input'];
  /** The remark, at most 2042 characters. */
  remarque: Scalars['String']['input'];
  /** Oui (true) or Non (false). */
  reponse: Scalars['Boolean']['input'];
};

/** A category of a DUER's prior audit (base type 99), with its questions in order. */
export type DuerAuditCategorie = {
  __typename?: 'DuerAuditCategorie';
  /** The file's code, the DUER's and the base category's ids, unique across files. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the base category (bca_id). */
  legacyId: Scalars['ID']['output'];
  /** The category's name (bca_nom). */
  nom: Scalars['String']['output'];
  /** Its questions in order; none for a category the DUER does not use yet. */
  questions: Array<DuerAuditQuestion>;
};

/** A DUER after a change of its prior audit, or the errors that refused it. */
export type DuerAuditPayload = {
  __typename?: 'DuerAuditPayload';
  /** The DUER as it is now; null when refused. */
  duer?: Maybe<Duer>;
  /** The refusals, with the French messages (§5), each naming its input field. */
  errors: Array<UserError>;
};

/** A question of a DUER's prior audit (spec 002 §3 Audit question row). */
export type DuerAuditQuestion = {
  __typename?: 'DuerAuditQuestion';
  /** The file's code, the DUER's and the question's ids, unique across files. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the DUER's question (q_id). */
  legacyId: Scalars['ID']['output'];
  /** The question (bq_nom). */
  nom: Scalars['String']['output'];
  /** 'Non applicable' ticked. */
  nonApplicable: Scalars['Boolean']['output'];
  /** Its number within its category, 1..n (q_ordre). */
  ordre: Scalars['Int']['output'];
  /** The remark, at most 2042 characters. */
  remarque: Scalars['String']['output'];
  /** Oui (true) or Non (false); always Non when not applicable. */
  reponse: Scalars['Boolean']['output'];
};

/** Another file's DUER, which staff may copy into this file (DuersToutDossierFetch). */
export type DuerAutreDossier = {
  __typename?: 'DuerAutreDossier';
  /** The DUER's year. */
  annee: Scalars['Int']['output'];
  /** The other file's code. */
  codeDossier: Scalars['String']['output'];
  /** The other file's code and the DUER's id. */
  id: Scalars['ID']['output'];
  /** The other file's name. */
  raisonSociale: Scalars['String']['output'];
};

/** An annexe of the firm's catalogue or of the file that a DUER or module does not hold yet. */
export type DuerBaseAnnexe = {
  __typename?: 'DuerBaseAnnexe';
  /** The file's code, the DUER's, the module's (0 for the DUER) and the base annexe's ids. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the base annexe. */
  legacyId: Scalars['ID']['output'];
  /** Its label. */
  nom: Scalars['String']['output'];
};

/** A base work unit the DUER does not use yet, which the viewer may add to it. */
export type DuerBaseCategorie = {
  __typename?: 'DuerBaseCategorie';
  /** The file's code and the base unit's id. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the base unit. */
  legacyId: Scalars['ID']['output'];
  /** Its name. */
  nom: Scalars['String']['output'];
  /** Whether the file created it (false: the firm's catalogue). */
  propreAuDossier: Scalars['Boolean']['output'];
};

/** A page of the firm's catalogue or of the file that a DUER does not use yet ('Ajouter une page existante'). */
export type DuerBasePage = {
  __typename?: 'DuerBasePage';
  /** The file's code, the DUER's and the base page's ids. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the base page. */
  legacyId: Scalars['ID']['output'];
  /** Its label. */
  nom: Scalars['String']['output'];
};

/** A pictogram of the catalogue a file's risks are offered (base picto, spec 002 §3). */
export type DuerBasePicto = {
  __typename?: 'DuerBasePicto';
  /** The catalogue's description of the sign (at most 255 characters). */
  description: Scalars['String']['output'];
  /** The file's code and the pictogram's legacy id (DuerPictoAjoutInput.basePictoId). */
  id: Scalars['ID']['output'];
  /** The gateway's route to its image (SVG or PNG), cached privately for a year: a base picto never changes. */
  imageUrl: Scalars['String']['output'];
  /** The legacy's id of the pictogram. */
  legacyId: Scalars['ID']['output'];
  /** Its name: the image's accessible name. */
  nom: Scalars['String']['output'];
};

/** A work unit (DuerCategorie) of a DUER, spec 002 §3. */
export type DuerCategorie = {
  __typename?: 'DuerCategorie';
  /** Whether every module of the unit is valid (all its active risks rated, or its validation forced). */
  estValide: Scalars['Boolean']['output'];
  /** The file's code and the unit's id, unique across files. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the unit (idCategorie in the routes). */
  legacyId: Scalars['ID']['output'];
  /** One of the unit's modules by its legacy id; null when it has none of that id. */
  module?: Maybe<DuerModule>;
  /** The unit's modules in order; null when the legacy call failed. */
  modules?: Maybe<Array<DuerModule>>;
  /**
   * Advisers only: the modules other files' DUERs hold whose base the unit does not use, once per DUER; empty for an
   * adherent (no call made); null when the legacy call failed.
   */
  modulesAutresDuers?: Maybe<Array<DuerElementAutreDuer>>;
  /** The base modules the unit does not use yet ('Ajouter un module existant'); null when the legacy call failed. */
  modulesDeBase?: Maybe<Array<DuerElementDeBase>>;
  /** The unit's name (duerBaseCategorie.nom). */
  nom: Scalars['String']['output'];
  /** Its place among the DUER's units, from 1. */
  ordre: Scalars['Int']['output'];
  /** The tile's text size (spec 002 §2): 0.6em up to 8 characters, 0.4em from 15, linear in between. */
  tailleTexte: Scalars['String']['output'];
};


/** A work unit (DuerCategorie) of a DUER, spec 002 §3. */
export type DuerCategorieModuleArgs = {
  legacyId: Scalars['ID']['input'];
};

/** A DUER's work units after a change, or the errors that refused it. */
export type DuerCategoriePayload = {
  __typename?: 'DuerCategoriePayload';
  /** The unit added; null when refused or after a deletion. */
  categorie?: Maybe<DuerCategorie>;
  /** The DUER as the change left it; null when refused. */
  duer?: Maybe<Duer>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** What the DUER index offers the viewer on a file (spec 002 §2 and §6). */
export type DuerCreation = {
  __typename?: 'DuerCreation';
  /** Whether the '+' tile shows: staff with function CE; an adherent when some DUER exists but none this year. */
  allowed: Scalars['Boolean']['output'];
  /** The last year a DUER may be created for (the current year + 10). */
  anneeMax: Scalars['Int']['output'];
  /** The first year a DUER may be created for (2000). */
  anneeMin: Scalars['Int']['output'];
  /** The ways offered, in the order the form lists them. */
  modes: Array<DuerCreationMode>;
};

/** A way to create a DUER (spec 002 §2, DUER creation). */
export type DuerCreationMode =
  /** A copy of another file's DUER, without ratings (staff). */
  | 'autreDossier'
  /** A copy of an earlier year of the same file, with its ratings and measures. */
  | 'copie'
  /** From the default model of the file's activity type (not for ACS files). */
  | 'modele'
  /** An empty DUER, without work units (staff). */
  | 'vide';

/** The screen where a special page of a DUER is edited (spec 002 §2, Pages: ids 1, 3, 4 and 10). */
export type DuerEcranPage =
  /** The prior audit (10). */
  | 'auditPrealable'
  /** The general information (3). */
  | 'informationsGenerales'
  /** The cover page (1). */
  | 'pageDeGarde'
  /** The preamble (4). */
  | 'preambule';

/** A module or an operation another file's DUER holds, which advisers may copy (spec 002 §2 and §3). */
export type DuerElementAutreDuer = {
  __typename?: 'DuerElementAutreDuer';
  /** The other DUER's year. */
  annee: Scalars['Int']['output'];
  /** The other file's code. */
  codeDossier: Scalars['String']['output'];
  /** The other file's code, the other DUER's id and the base element's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  nom: Scalars['String']['output'];
};

/** A base operation or a base risk (the firm's catalogue or the file's own) a module may take. */
export type DuerElementDeBase = {
  __typename?: 'DuerElementDeBase';
  /** The file's code and the base element's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  nom: Scalars['String']['output'];
};

/** A DUER after its general information or cover page was saved, or the errors that refused it. */
export type DuerFormPayload = {
  __typename?: 'DuerFormPayload';
  /** The DUER as it is now; null when refused. */
  duer?: Maybe<Duer>;
  /** The refusals, with the French messages (§5), each naming its input field. */
  errors: Array<UserError>;
};

/** An operation of a module (DuerGroupe, spec 002 §3). */
export type DuerGroupe = {
  __typename?: 'DuerGroupe';
  /** The file's code and the ids of the DUER, the module and the operation. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the operation. */
  legacyId: Scalars['ID']['output'];
  /** The operation's name (duerBaseGroupe.nom). */
  nom: Scalars['String']['output'];
  /** Its place in the module, from 1. */
  ordre: Scalars['Int']['output'];
  /** Its risks in order. */
  risques: Array<DuerRisque>;
  /** The risks its base operation proposes that it does not hold yet (the add dialog's choices). */
  risquesDeBase: Array<DuerElementDeBase>;
};

/** A DUER's general information (spec 002 §2, §3), printed as its special page 3: nine texts of at most 128 characters. */
export type DuerInformationsGenerales = {
  __typename?: 'DuerInformationsGenerales';
  /** Informations générales: the nature of the activity. */
  natureActivite: Scalars['String']['output'];
  /** Accident de travail / maladie professionnelle: the number of accidents. */
  nombreAccidents: Scalars['String']['output'];
  /** Accident de travail / maladie professionnelle: the number of occupational diseases. */
  nombreMaladiesProfessionnelles: Scalars['String']['output'];
  /** Informations générales: the number of employees (a text, §5). */
  nombreSalaries: Scalars['String']['output'];
  /** Organisation des secours: whether a first-aider is present. */
  presenceDeSecouriste: Scalars['String']['output'];
  /** Organisation des secours: the safety officer. */
  referentSecurite: Scalars['String']['output'];
  /** Organisation des secours: who keeps the first-aid kit. */
  responsableTrousseDeSecours: Scalars['String']['output'];
  /** Accident de travail / maladie professionnelle: the file's contribution rate. */
  tauxCotisationAtMp: Scalars['String']['output'];
  /** Organisation des secours: the first-aid kit. */
  trousseDeSecours: Scalars['String']['output'];
};

/** A module of a work unit (DuerModule, spec 002 §3). */
export type DuerModule = {
  __typename?: 'DuerModule';
  /** The module's annexes (its Annexes screen). */
  annexes: DuerAnnexes;
  /** The legacy's id of the module's base module (idBaseModule in the module's Annexes route). */
  baseModuleLegacyId: Scalars['ID']['output'];
  /** Whether every active risk is rated, or the validation is forced. */
  estValide: Scalars['Boolean']['output'];
  /** Its step among the unit's modules, from 1 ('Etape {n}/{total}'). */
  etape: Scalars['Int']['output'];
  /** Whether a user with the edit right forced its validation. */
  forcerValidation: Scalars['Boolean']['output'];
  /** Its operations in order; null when the legacy call failed. */
  groupes?: Maybe<Array<DuerGroupe>>;
  /**
   * Advisers only: the operations other files' DUERs hold whose base the module does not use, once per DUER; empty
   * for an adherent (no call made); null when the legacy call failed.
   */
  groupesAutresDuers?: Maybe<Array<DuerElementAutreDuer>>;
  /** The base operations the module does not use yet (the add dialog's choices); null when the legacy call failed. */
  groupesDeBase?: Maybe<Array<DuerElementDeBase>>;
  /** The file's code and the ids of the DUER, the unit and the module. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the module (idModule in the routes). */
  legacyId: Scalars['ID']['output'];
  /** The module's name (duerBaseModule.nom). */
  nom: Scalars['String']['output'];
  /** Its place in the unit, from 1. */
  ordre: Scalars['Int']['output'];
  /** The module's remark (at most 2048 characters). */
  remarque?: Maybe<Scalars['String']['output']>;
  /** The unit's next module; null on the last one. */
  suivant?: Maybe<DuerModule>;
  /** The number of modules of the unit. */
  totalEtapes: Scalars['Int']['output'];
};

/** A module after a change, or the errors that refused it. */
export type DuerModulePayload = {
  __typename?: 'DuerModulePayload';
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
  /** The module as the change left it; null when refused. */
  module?: Maybe<DuerModule>;
};

/** An operation's or a risk's new place (spec 002 §4: only changed orders are sent, duplicates renumbered from 1). */
export type DuerOrdreInput = {
  /** The operation's or the risk's legacy id (DuerGroupe.legacyId, DuerRisque.legacyId), one of the module's. */
  legacyId: Scalars['ID']['input'];
  /** Its new order, from 1. */
  ordre: Scalars['Int']['input'];
};

/** A page placed before or after a DUER's risk list (spec 002 §3, Base page and its duerPage link). */
export type DuerPage = {
  __typename?: 'DuerPage';
  /** The gateway's route showing the page's file in the browser (a new tab); null for a special page. */
  apercuUrl?: Maybe<Scalars['String']['output']>;
  /** Its base page's id (DuerBasePage.id): a page removed on the screen is offered again under it. */
  basePageId: Scalars['ID']['output'];
  /** The screen a special page is edited on; null for a page that is a file. */
  ecran?: Maybe<DuerEcranPage>;
  /** Whether the page is printed before the risk list (after it otherwise). */
  estAvantRisques: Scalars['Boolean']['output'];
  /** The gateway's route downloading the page's file; null for a special page. */
  fichierUrl?: Maybe<Scalars['String']['output']>;
  /** The file's code, the DUER's and the page's ids, unique across files. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the DUER's page. */
  legacyId: Scalars['ID']['output'];
  /** The page's label (duerBasePage.nom). */
  nom: Scalars['String']['output'];
  /** The attached file's name; null for a special page. */
  nomFichier?: Maybe<Scalars['String']['output']>;
  /** Its place among the DUER's pages, from 1; the pages before the risk list come first. */
  ordre: Scalars['Int']['output'];
  /** Whether the viewer may move the page (edit right, DUER not finished). */
  peutDeplacer: Scalars['Boolean']['output'];
  /** Whether the viewer may open the special page's screen to edit it (edit right). */
  peutModifier: Scalars['Boolean']['output'];
  /** Whether the viewer may replace the page's file (creation right, DUER not finished, not a special page). */
  peutRemplacer: Scalars['Boolean']['output'];
  /** Whether the viewer may remove the page from the DUER (creation right, DUER not finished, not a special page). */
  peutSupprimer: Scalars['Boolean']['output'];
};

/** A DUER's cover page (spec 002 §2, §3), printed as its special page 1; a field never saved is empty. */
export type DuerPageDeGarde = {
  __typename?: 'DuerPageDeGarde';
  /** Ligne 1. */
  champ1: Scalars['String']['output'];
  /** Ligne 2. */
  champ2: Scalars['String']['output'];
  /** Ligne 3. */
  champ3: Scalars['String']['output'];
  /** Ligne 4. */
  champ4: Scalars['String']['output'];
  /** Date de mise à jour, a free text. */
  dateMiseAJour: Scalars['String']['output'];
  /** The file's managers ('Gérants du dossier'), read-only. */
  gerants: Array<Scalars['String']['output']>;
  /** Rédacteur, at most 128 characters. */
  ingenieurConseil: Scalars['String']['output'];
  /** The file's default adviser, which the screen prefills into an empty Rédacteur (§4); null when it has none. */
  ingenieurConseilParDefaut?: Maybe<Scalars['String']['output']>;
};

/** A page's new order and place around the risk list. */
export type DuerPagePlaceInput = {
  /** The page's id (DuerPage.id). */
  duerPageId: Scalars['ID']['input'];
  /** Whether it now comes before the risk list. */
  estAvantRisques: Scalars['Boolean']['input'];
  /** Its new place among the DUER's pages, from 1. */
  ordre: Scalars['Int']['input'];
};

/** A DUER after a change of its pages, or the errors that refused it. */
export type DuerPagesPayload = {
  __typename?: 'DuerPagesPayload';
  /** The DUER with its pages as they are now; null when refused. */
  duer?: Maybe<Duer>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** A DUER after its creation, or the errors that refused it. */
export type DuerPayload = {
  __typename?: 'DuerPayload';
  /** The DUER created; null when refused. */
  duer?: Maybe<Duer>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** A pictogram added to a risk. */
export type DuerPictoAjoutInput = {
  /** The catalogue's pictogram (DuerBasePicto.id). */
  basePictoId: Scalars['ID']['input'];
  /** Its description on the risk (at most 255 characters). */
  description: Scalars['String']['input'];
};

/** A placed pictogram's new description. */
export type DuerPictoModificationInput = {
  /** Its new description (at most 255 characters). */
  description: Scalars['String']['input'];
  /** The placed pictogram (DuerRisquePicto.legacyId), one of the risk's. */
  legacyId: Scalars['ID']['input'];
};

/** A DUER's preamble (spec 002 §2, §3), printed as its special page 4; an empty text is a single space (§5). */
export type DuerPreambule = {
  __typename?: 'DuerPreambule';
  /** The categories in their order. */
  categories: Array<DuerPreambuleCategorie>;
  /** The farm's description, at most 65535 characters. */
  descriptifExploitation: Scalars['String']['output'];
  /** The services provided, at most 65535 characters. */
  prestationsServices: Scalars['String']['output'];
  /** The human resources, at most 65535 characters. */
  ressourcesHumaines: Scalars['String']['output'];
};

/** A category of a DUER's preamble (spec 002 §3 Preamble): a title and a content, in their order. */
export type DuerPreambuleCategorie = {
  __typename?: 'DuerPreambuleCategorie';
  /** The content, at most 65535 characters. */
  contenu: Scalars['String']['output'];
  /** The file's code, the DUER's and the category's ids, unique across files. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the category. */
  legacyId: Scalars['ID']['output'];
  /** Its place among the preamble's categories. */
  ordre: Scalars['Int']['output'];
  /** The title, at most 255 characters. */
  titre: Scalars['String']['output'];
};

/** A category's content as the preamble save sends it. */
export type DuerPreambuleContenuInput = {
  /** Its content, at most 65535 characters. */
  contenu: Scalars['String']['input'];
  /** The category's id (DuerPreambuleCategorie.id). */
  id: Scalars['ID']['input'];
};

/** A DUER after a change of its preamble, or the errors that refused it. */
export type DuerPreambulePayload = {
  __typename?: 'DuerPreambulePayload';
  /** The DUER as it is now; null when refused. */
  duer?: Maybe<Duer>;
  /** The refusals, with the French messages (§5), each naming its input field. */
  errors: Array<UserError>;
};

/** A risk of an operation (DuerRisque, spec 002 §3), its ratings as stored. */
export type DuerRisque = {
  __typename?: 'DuerRisque';
  /** Whether its base risk carries pictograms (estAvecPicto): only such a risk shows and takes them. */
  avecPictos: Scalars['Boolean']['output'];
  /** Whether the risk is assessed (unticked: left out of the DUER). */
  estActif: Scalars['Boolean']['output'];
  /** Fréquence as stored: 1 to 5 on the new scale, 1 to 4 on the old one; null until rated. */
  frequence?: Maybe<Scalars['Float']['output']>;
  /** Gravité as stored: 1 to 5 on the new scale, the §9 table's value (1, 3, 7, 10) on the old one; null until rated. */
  gravite?: Maybe<Scalars['Float']['output']>;
  /** Advisers only: the risk's last change; null for an adherent, when unchanged, or when the history failed to load. */
  historique?: Maybe<DuerRisqueHistorique>;
  /** The file's code and the ids of the DUER, the module and the risk. */
  id: Scalars['ID']['output'];
  /** The legacy's id of the risk. */
  legacyId: Scalars['ID']['output'];
  /** Maîtrise as stored on the old scale (0.1, 0.5, 1, 1.5); always null on the new scale. */
  maitrise?: Maybe<Scalars['Float']['output']>;
  /** Measures to take (at most 2042 characters). */
  mesureAFaire?: Maybe<Scalars['String']['output']>;
  /** By when (at most 2042 characters). */
  mesureDelai?: Maybe<Scalars['String']['output']>;
  /** Existing measures (at most 2042 characters). */
  mesureExistante?: Maybe<Scalars['String']['output']>;
  /** Who takes them (at most 2042 characters). */
  mesureQui?: Maybe<Scalars['String']['output']>;
  /** The risk's name (duerBaseRisque.nom). */
  nom: Scalars['String']['output'];
  /** Its place in the operation, from 1. */
  ordre: Scalars['Int']['output'];
  /** Its pictograms, in the order they were placed. */
  pictos: Array<DuerRisquePicto>;
};

/** How a risk was last changed, for advisers (the history clock of spec 002 §2). */
export type DuerRisqueHistorique = {
  __typename?: 'DuerRisqueHistorique';
  /** When a collaborator last changed it (their last version), ISO 8601; null when none did. */
  dateCollaborateur?: Maybe<Scalars['String']['output']>;
  /** When a tracked field of the risk last changed, ISO 8601. */
  dateModification: Scalars['String']['output'];
  /** Whether that last change was the adherent's (the clock is red) rather than a collaborator's (grey). */
  parAdherent: Scalars['Boolean']['output'];
};

/** A risk's changed fields (only changed risks are sent, spec 002 §4); ratings as stored. */
export type DuerRisqueInput = {
  /** Whether the risk is assessed. */
  estActif: Scalars['Boolean']['input'];
  /** Fréquence as stored. */
  frequence?: InputMaybe<Scalars['Float']['input']>;
  /** Gravité as stored (see DuerRisque.gravite). */
  gravite?: InputMaybe<Scalars['Float']['input']>;
  /** The risk's legacy id (DuerRisque.legacyId), one of the module's. */
  legacyId: Scalars['ID']['input'];
  /** Maîtrise as stored (old scale only). */
  maitrise?: InputMaybe<Scalars['Float']['input']>;
  /** Measures to take (at most 2042 characters). */
  mesureAFaire?: InputMaybe<Scalars['String']['input']>;
  /** By when (at most 2042 characters). */
  mesureDelai?: InputMaybe<Scalars['String']['input']>;
  /** Existing measures (at most 2042 characters). */
  mesureExistante?: InputMaybe<Scalars['String']['input']>;
  /** Who takes them (at most 2042 characters). */
  mesureQui?: InputMaybe<Scalars['String']['input']>;
};

/** A pictogram placed on a risk, with its own description (DuerRisque.duerPictos, spec 002 §3). */
export type DuerRisquePicto = {
  __typename?: 'DuerRisquePicto';
  /** The catalogue's pictogram it shows (only its id, name and image: the catalogue is Duer.pictosDeBase). */
  basePictoId: Scalars['ID']['output'];
  /** Its description on this risk (at most 255 characters). */
  description: Scalars['String']['output'];
  /** The risk's global id and the pictogram's legacy id. */
  id: Scalars['ID']['output'];
  /** The gateway's route to its image, cached privately for a year. */
  imageUrl: Scalars['String']['output'];
  /** The legacy's id of the placed pictogram (DuerPictoModificationInput.legacyId, suppressions). */
  legacyId: Scalars['ID']['output'];
  /** The catalogue pictogram's name: the image's accessible name. */
  nom: Scalars['String']['output'];
};

/** An e-learning of the creators programme (spec 001 §3, E-learning): the same for everyone holding 'oic'. */
export type ELearning = {
  __typename?: 'ELearning';
  /** What it teaches, shown once the card is selected. */
  description: Scalars['String']['output'];
  /** The gateway's address of the card's icon (with the session). */
  iconUrl: Scalars['String']['output'];
  /** The e-learning's code. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Where it opens, in a new tab (an http or https address); null when the legacy gives none the portal opens. */
  url?: Maybe<Scalars['String']['output']>;
};

/** New reason and contact of a future appointment. */
export type EditAppointmentInput = {
  /** E-mail to be answered at (this or the phone number). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The appointment's id (Appointment.id). */
  id: Scalars['ID']['input'];
  /** The new reason. */
  reason: Scalars['String']['input'];
  /** Phone number to be called back on (this or the e-mail). */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** An event (training, meeting, evening) the firm invites the file to. */
export type Event = Node & {
  __typename?: 'Event';
  /** Cancelled, past, full or open (spec 000 §4), in that order of precedence. */
  availability: EventAvailability;
  /** Whether the file may answer or change its answer: registration required and open, or full and already answered (spec 000 §4). */
  canAnswer: Scalars['Boolean']['output'];
  /** The date it is listed under. */
  date: Scalars['DateTime']['output'];
  /** When it starts, if the legacy knows. */
  dateDebut?: Maybe<Scalars['DateTime']['output']>;
  /** When it ends, if the legacy knows. */
  dateFin?: Maybe<Scalars['DateTime']['output']>;
  /** All the dates of the event. */
  dates: Array<Scalars['DateTime']['output']>;
  /** True once the firm cancelled it. */
  estAnnule: Scalars['Boolean']['output'];
  /** Address of the event's icon, served by the gateway's file routes. */
  iconUrl: Scalars['String']['output'];
  /** codeDossier and legacy id, unique across files; the id mutations take. */
  id: Scalars['ID']['output'];
  /** The campaign the event's dates belong to. */
  idcampagne?: Maybe<Scalars['String']['output']>;
  /** Address of the event's picture, served by the gateway's file routes. */
  imageUrl: Scalars['String']['output'];
  /** Legacy id of the event. */
  legacyId: Scalars['String']['output'];
  /** The other dates of the same campaign; null when the legacy call failed. */
  linkedEvents?: Maybe<Array<Event>>;
  /** Where it takes place, in words. */
  location?: Maybe<Scalars['String']['output']>;
  /** Participants registered so far, the public's included. */
  nbInscrits: Scalars['Int']['output'];
  /** 0 means unlimited. */
  nbMaxInscription: Scalars['Int']['output'];
  /** How many dates the campaign holds. */
  nbevent?: Maybe<Scalars['Int']['output']>;
  /** Opaque global id of the event: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** Places left; null when the event is unlimited (nbMaxInscription 0). */
  placesRestantes?: Maybe<Scalars['Int']['output']>;
  /** True when answering yes asks for participants. */
  registrationRequired: Scalars['Boolean']['output'];
  /** True when the file answered yes. */
  registred?: Maybe<Scalars['Boolean']['output']>;
  /** The file's participants to this event, deleted ones included; null when the legacy call failed. */
  subscriptions?: Maybe<Array<EventParticipant>>;
  /** Its name. */
  title: Scalars['String']['output'];
  /** Kind of event, e.g. 'formation'. */
  type?: Maybe<Scalars['String']['output']>;
  /** The kind of event in French for people (Formation, Réunion, Soirée, Webinaire); the legacy's code when it is none of these; null without a type. */
  typeLibelle?: Maybe<Scalars['String']['output']>;
  /** True while it is still to come. */
  upcoming: Scalars['Boolean']['output'];
  /** A page about it, if any. */
  url?: Maybe<Scalars['String']['output']>;
  /** The town it takes place in. */
  ville?: Maybe<Scalars['String']['output']>;
};

/** The result of an answer to an event. */
export type EventAnswerPayload = {
  __typename?: 'EventAnswerPayload';
  /** Why the answer was refused, in French; empty once recorded. */
  errors: Array<UserError>;
  /** The event as it stands after the answer. */
  event?: Maybe<Event>;
};

/** Where an event stands for registration. */
export type EventAvailability =
  /** Cancelled: shows ANNULÉ. */
  | 'ANNULE'
  /** No place left: shows COMPLET. */
  | 'COMPLET'
  /** Open for answers and registrations. */
  | 'OUVERT'
  /** Past: shows the participation history. */
  | 'PASSE';

/** A page of a file's events, by date (a Relay connection). */
export type EventConnection = {
  __typename?: 'EventConnection';
  /** The events of the page with their cursors. */
  edges: Array<EventEdge>;
  /** The events of the page, without cursors. */
  nodes: Array<Event>;
  /** Where the page stands in the whole list. */
  pageInfo: PageInfo;
  /** How many events the whole list holds (within the legacy limit of 300). */
  totalCount: Scalars['Int']['output'];
};

/** An event in a page, with the cursor that points at it. */
export type EventEdge = {
  __typename?: 'EventEdge';
  /** Pass it as `after` to read the events that follow this one (opaque). */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: Event;
};

/** A participant the file registered to an event (the legacy's subscription). */
export type EventParticipant = {
  __typename?: 'EventParticipant';
  /** What the firm noted about the participant. */
  commentaire?: Maybe<Scalars['String']['output']>;
  /** True once removed, or when the file answered no. */
  deleted: Scalars['Boolean']['output'];
  /** E-mail the firm writes to about the event. */
  email?: Maybe<Scalars['String']['output']>;
  /** True for the file's own member (the signed-in person), whose fields are locked. */
  estDossierMembre: Scalars['Boolean']['output'];
  /** Set for a person with an account on the file. */
  guidPersonne?: Maybe<Scalars['String']['output']>;
  /** The event's id and the subscription's legacy id, unique across files. */
  id: Scalars['ID']['output'];
  /** Legacy id of the subscription. */
  legacyId: Scalars['String']['output'];
  /** Last name. */
  nom: Scalars['String']['output'];
  /** True once validated; null while pending. */
  participe?: Maybe<Scalars['Boolean']['output']>;
  /** First name. */
  prenom: Scalars['String']['output'];
  /** Phone number, if given. */
  tel?: Maybe<Scalars['String']['output']>;
};

/** A participant as the registration form sends it: new ones without legacyId. */
export type EventParticipantInput = {
  /** True to remove the participant. */
  deleted: Scalars['Boolean']['input'];
  /** E-mail the firm writes to about the event. */
  email: Scalars['String']['input'];
  /** Legacy id of a participant already registered; absent for a new one. */
  legacyId?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  nom: Scalars['String']['input'];
  /** True to validate the participant; null leaves them pending. */
  participe?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name. */
  prenom: Scalars['String']['input'];
  /** Phone number (optional). */
  tel?: InputMaybe<Scalars['String']['input']>;
};

/** How a figure's values read (spec 001 §2, §9). */
export type FigureUnit =
  /** Money: '€' after the amount, 2 decimals. */
  | 'EURO'
  /** Euros per hectare, for an agricultural file's indebtedness and investment. */
  | 'EURO_PER_HECTARE'
  /** A percentage. */
  | 'PERCENT';

/** One of the viewer's files in the invitation or rights form. */
export type FileChoiceInput = {
  /** The ids of the categories given (their parents are added). */
  categories: Array<Scalars['String']['input']>;
  /** True when the file is given. */
  checked: Scalars['Boolean']['input'];
  /** The file's code: a file the viewer owns. */
  codeDossier: Scalars['String']['input'];
  /** The role given; -1 for none. */
  idRole: Scalars['Int']['input'];
};

/** The contact details of one of the viewer's files (spec 000 §3, File communication). */
export type FileCommunication = {
  __typename?: 'FileCommunication';
  /** The file's code. */
  codeDossier: Scalars['String']['output'];
  /** Billing e-mail of the file; empty when none. */
  emailFacturation: Scalars['String']['output'];
  /** True when the billing e-mail is an address of the electronic-invoicing platform: it cannot be changed. */
  emailFacturationVerrouille: Scalars['Boolean']['output'];
  /** Main e-mail of the file; empty when none. */
  emailPrincipal: Scalars['String']['output'];
  /** True when the file receives its invoices electronically: only then is the billing e-mail shown. */
  facturationElectronique: Scalars['Boolean']['output'];
  /** The file's code: one record per file. */
  id: Scalars['ID']['output'];
  /** Country id of the mobile's indicator; 74 when none is set. */
  indicatifPortable: Scalars['ID']['output'];
  /** Country id of the phone's indicator; 74 when none is set. */
  indicatifTelephone: Scalars['ID']['output'];
  /** The last change of each field. */
  modifications: CommunicationChanges;
  /** Mobile phone, digits only; empty when none. */
  portable: Scalars['String']['output'];
  /** The file's company name. */
  raisonSociale: Scalars['String']['output'];
  /** Landline phone, digits only; empty when none. */
  telephone: Scalars['String']['output'];
  /** True when the viewer owns the file (idRole 1) and may save; other roles see the form read-only. */
  viewerCanEdit: Scalars['Boolean']['output'];
};

/** The value of a figure at the end of a closed financial year. */
export type FinancialYearValue = {
  __typename?: 'FinancialYearValue';
  /** First day of the financial year (YYYY-MM-DD). */
  dateDebut: Scalars['String']['output'];
  /** Last day of the financial year (YYYY-MM-DD). */
  dateFin: Scalars['String']['output'];
  /** The value, in the figure's unit; null when the legacy has none (shown as '-'). */
  value?: Maybe<Scalars['Float']['output']>;
};

/** The result of removing the link with the external account. */
export type ForgetLinkedExternalAccountPayload = {
  __typename?: 'ForgetLinkedExternalAccountPayload';
  /** Always empty: removing a link cannot be refused. */
  errors: Array<UserError>;
  /** Null: the form returns to password mode. */
  linkedExternalAccount?: Maybe<LinkedExternalAccount>;
};

/** A photo of One Day's gallery (spec 001 §3 Gallery image). */
export type GalleryImage = {
  __typename?: 'GalleryImage';
  /** What the photo shows, in French. */
  description: Scalars['String']['output'];
  /** The photo's legacy id (the gallery is the firm's, the same for everyone). */
  id: Scalars['ID']['output'];
  /** Address of the large picture, through the gateway's file route (with the session). */
  lg: Scalars['String']['output'];
  /** Address of the thumbnail, through the gateway's file route (with the session). */
  sm: Scalars['String']['output'];
};

/** The file's general assembly: its registration and invitations (spec 001 §2). */
export type GeneralAssembly = {
  __typename?: 'GeneralAssembly';
  /** The year of the assembly (the current year). */
  annee: Scalars['Int']['output'];
  /** The end of registration; null when unknown. */
  dateFin?: Maybe<Scalars['DateTime']['output']>;
  /** Whether registration is open, not open yet, or closed. */
  etat: AgRegistrationState;
  /** codeDossier and 'ag'. */
  id: Scalars['ID']['output'];
  /** The file's invitations of the year. */
  invitations: Array<AgInvitation>;
  /** Address of the blank proxy form, served by the gateway's file routes. */
  pouvoirUrl: Scalars['String']['output'];
  /** True when the forums' time (from 13h30) is shown: not to collaborators. */
  showsForums: Scalars['Boolean']['output'];
};

/** A page written by the firm (spec 000 §2.3 Generic page): a title and either a web page shown in a frame or html. */
export type GenericPage = {
  __typename?: 'GenericPage';
  /**
   * Html written by the firm, as the legacy stores it: NOT sanitized (it may hold scripts), so a client sanitizes it
   * before rendering. Null when the page is a frame.
   */
  content?: Maybe<Scalars['String']['output']>;
  /** The page's id, as in /page/:id. */
  id: Scalars['ID']['output'];
  /** The page's title. */
  title: Scalars['String']['output'];
  /** Address of the web page shown in a frame (http or https only); null when the page is html. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A category an access or an invited file opens. */
export type GrantedCategory = {
  __typename?: 'GrantedCategory';
  /** The category's id, the same in every file. */
  id: Scalars['ID']['output'];
  /** Its label; the id itself when the tree does not know it. */
  libelle: Scalars['String']['output'];
};

/** A tile of the home page (new home section). */
export type HomeSection = {
  __typename?: 'HomeSection';
  /** Priority tiles come first. */
  estPrioritaire: Scalars['Boolean']['output'];
  /** Legacy _id. */
  id: Scalars['ID']['output'];
  /** Address of the tile's picture, served by the gateway's file routes. */
  imageUrl: Scalars['String']['output'];
  /** A line under the title, if any. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The tile's title. */
  title: Scalars['String']['output'];
  /** Target: a route of the portal (starting with /) or an external address. */
  url: Scalars['String']['output'];
};

/** Whose passkey was chosen in the login field. */
export type IdentifyPasskeyPayload = {
  __typename?: 'IdentifyPasskeyPayload';
  /** Why the passkey was refused (unknown, expired, already used), in French; empty otherwise. */
  errors: Array<UserError>;
  /**
   * The login of the passkey's owner, for the form to fill; the next `signIn` of that login in this browser, within 5
   * minutes, skips the second step. Null when refused.
   */
  login?: Maybe<Scalars['String']['output']>;
};

/** A Telepac declaration to import into a year (spec 001 §5). */
export type ImportTelepacAssolementInput = {
  /** The year's id (Assolement.id). */
  assolementId: Scalars['ID']['input'];
  /**
   * The declaration's XML text, decoded from the encoding its prolog declares (scripts). A JSON request body holds
   * 1 MB at most: a large farm's declaration goes as `file`.
   */
  content?: InputMaybe<Scalars['String']['input']>;
  /**
   * The declaration file as Telepac exports it (.xml, 25 MB at most), in a GraphQL multipart request: what the web
   * app sends. One of `content` and `file` is required, else 'Paramètre manquant'.
   */
  file?: InputMaybe<Scalars['Upload']['input']>;
};

/** The year after a Telepac import, and the declaration's crop codes the firm's catalogue does not map. */
export type ImportTelepacAssolementPayload = {
  __typename?: 'ImportTelepacAssolementPayload';
  /** The year as the import left it; null when the import was refused. */
  assolement?: Maybe<Assolement>;
  /** Telepac crop codes of the declaration without a culture: not imported, listed to the person. */
  codesInconnus: Array<Scalars['String']['output']>;
  /** The refusals, with French messages (a file that is not a declaration, no parcel, 'Paramètre manquant'). */
  errors: Array<UserError>;
};

/** An invitation received (spec 000 §3), as its link shows it to whoever holds it, signed in or not. */
export type Invitation = {
  __typename?: 'Invitation';
  /** When it expires (ISO 8601); null when the legacy does not say. */
  dateExpiration?: Maybe<Scalars['DateTime']['output']>;
  /** The files the invitation opens. */
  dossiers: Array<InvitedDossier>;
  /** The invitation's link id. */
  id: Scalars['ID']['output'];
  /** Who invited: the inviter's first and last name, else the inviter's login; null when the legacy gives neither. */
  inviter?: Maybe<Scalars['String']['output']>;
  /**
   * Why it can no longer be accepted, in French (spec 000 §8: already accepted or refused, or expired); null while it
   * can be accepted.
   */
  refusal?: Maybe<Scalars['String']['output']>;
};

/** Step 1 of the invitation sign-up (spec 000 §2.3): the login method. The passwords are write-only. */
export type InvitationLoginInput = {
  /** The e-mail address, which becomes the login. */
  email: Scalars['String']['input'];
  /** The e-mail address typed again. */
  emailConfirmation: Scalars['String']['input'];
  /**
   * True to sign up with the external account signed in with for this form (`linkedExternalAccount`): its e-mail
   * becomes the login, and the e-mails and passwords are neither asked nor sent.
   */
  external?: InputMaybe<Scalars['Boolean']['input']>;
  /** The password (8 characters at least, with a digit, an upper-case and a lower-case letter and a symbol). */
  password: Scalars['String']['input'];
  /** The password typed again. */
  passwordConfirmation: Scalars['String']['input'];
};

/** A new invitation to share files (spec 000 §2.3 partagerDroitsInviter). */
export type InviteToShareInput = {
  /** Each of the viewer's files, checked or not. */
  dossiers: Array<FileChoiceInput>;
  /** The e-mail invited. */
  email: Scalars['String']['input'];
  /** The e-mail typed again. */
  emailConfirmation: Scalars['String']['input'];
};

/** A file an invitation opens, with the name of its company. */
export type InvitedDossier = {
  __typename?: 'InvitedDossier';
  /** The file's code. */
  codeDossier: Scalars['String']['output'];
  /** The file's company name. */
  raisonSociale: Scalars['String']['output'];
};

/** An invoice of the file (spec 001 §3, Invoice). */
export type Invoice = {
  __typename?: 'Invoice';
  /** When it was issued; null when unknown. */
  dateFacture?: Maybe<Scalars['DateTime']['output']>;
  /** Its state as the legacy writes it (Facturée, Archivée, Emis, Réglée, A facturer, A prélever). */
  etat: Scalars['String']['output'];
  /** codeDossier and the invoice's legacy id, unique across files. */
  id: Scalars['ID']['output'];
  /** What the invoice is for. */
  libelle: Scalars['String']['output'];
  /** Where to consult it in the document store (an http or https address); null when it has none there. */
  lienConsultationGed?: Maybe<Scalars['String']['output']>;
  /** Amount in euros; null when unknown. */
  montant?: Maybe<Scalars['Float']['output']>;
  /** The invoice's number; null when unknown. */
  numeroFacture?: Maybe<Scalars['String']['output']>;
  /** Whether its icon shows it done or pending; null for a state the spec does not name. */
  progress?: Maybe<InvoiceProgress>;
};

/** The invoice filter of the factures templates (spec 001 §2). */
export type InvoiceKind =
  /** Purchase invoices. */
  | 'Achat'
  /** Every kind. */
  | 'All'
  /** Fixed-asset invoices. */
  | 'Immobilisation'
  /** Sales invoices. */
  | 'Vente';

/** The state of an invoice as its icon shows it (spec 001 §4). */
export type InvoiceProgress =
  /** A facturer or A prélever: a timer icon. */
  | 'EnAttente'
  /** Facturée, Archivée, Emis or Réglée: a check icon. */
  | 'Fait';

/** One key figure of a file, for the home carousel. */
export type KeyFigure = {
  __typename?: 'KeyFigure';
  /** End date of the financial year the figure belongs to. */
  dateFinExercice?: Maybe<Scalars['DateTime']['output']>;
  /** Decimals to show. */
  decimales: Scalars['Int']['output'];
  /** codeDossier and slug, unique across files. */
  id: Scalars['ID']['output'];
  /** Label in French, e.g. 'Chiffre d'affaires'. */
  libelle: Scalars['String']['output'];
  /** Slug of the figure, used by the figure detail route. */
  slug: Scalars['String']['output'];
  /** Unit shown after the value: '€', '%', '€/ha', 'ha'. */
  unite: Scalars['String']['output'];
  /** Value, or null when the legacy has none (shown as '-'). */
  valeur?: Maybe<Scalars['Float']['output']>;
};

/** A document of a documentation library (spec 001 §3, library document). */
export type LibraryDocument = {
  __typename?: 'LibraryDocument';
  /** When it was last changed (YYYY-MM-DD); null when unknown. */
  dateModification?: Maybe<Scalars['String']['output']>;
  /** The library's code and the document's legacy id. */
  id: Scalars['ID']['output'];
  /** The file name. */
  name: Scalars['String']['output'];
  /** Its size in bytes; null when unknown. */
  taille?: Maybe<Scalars['Float']['output']>;
  /** Where the document opens (the firm's public library, an http or https address); null when it has none. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A page of a library's documents (a Relay connection). */
export type LibraryDocumentConnection = {
  __typename?: 'LibraryDocumentConnection';
  /** The documents of the page with their cursors. */
  edges: Array<LibraryDocumentEdge>;
  /** The documents of the page, without cursors. */
  nodes: Array<LibraryDocument>;
  /** Where the page stands: a next page exists while a page is full. */
  pageInfo: PageInfo;
  /**
   * How many documents the whole list holds. The legacy counts nothing: the gateway reads on from the page to the
   * list's end, one legacy call per 100 documents after the page (none when the page is the last).
   */
  totalCount: Scalars['Int']['output'];
};

/** A document in a page, with the cursor that points at it. */
export type LibraryDocumentEdge = {
  __typename?: 'LibraryDocumentEdge';
  /** Pass it as `after` to read the documents that follow this one (opaque). */
  cursor: Scalars['String']['output'];
  /** The document. */
  node: LibraryDocument;
};

/**
 * The external account ("Se connecter avec Google", spec 000 §2.3, §4) a person signed in with for the form they
 * fill in (registration, invitation sign-up): the gateway keeps it until the form is sent or the link removed.
 */
export type LinkedExternalAccount = {
  __typename?: 'LinkedExternalAccount';
  /** Its e-mail address, when the provider gives one. */
  email?: Maybe<Scalars['String']['output']>;
};

/** A simulated loan of a file (spec 001 §3 Loan), with its schedule computed by schema/rules/loans.ts. */
export type Loan = Node & {
  __typename?: 'Loan';
  /** Its length in months. */
  duree: Scalars['Int']['output'];
  /** Its length in years. */
  dureeAnnee: Scalars['Float']['output'];
  /** What the first period costs, in euros. */
  echeance: Scalars['Float']['output'];
  /** Ten yearly entries from the start, then what is left to pay after the tenth year. */
  echeances: Array<LoanScheduleEntry>;
  /** The first day of the loan (YYYY-MM-DD). */
  exerciceDateDebut: Scalars['String']['output'];
  /** codeDossier and the legacy id, unique across files; the id the edit and delete take. */
  id: Scalars['ID']['output'];
  /** The interest over the whole loan, in euros. */
  interetRetour: Scalars['Float']['output'];
  /** The legacy's id within the file, for the edit route (/outils/ajout-edit-emprunt/:id). */
  legacyId: Scalars['String']['output'];
  /** Its label. */
  libelle: Scalars['String']['output'];
  /** ANC (Annuité constante) or AMC (Amortissement constant). */
  modeRemboursement: Scalars['String']['output'];
  /** Opaque global id of the loan: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** The number of periods the form took. */
  nombrePeriodes: Scalars['Int']['output'];
  /** Mensuelle, Bimensuelle, Trimestrielle, Semestrielle or Annuelle. */
  periodicite: Scalars['String']['output'];
  /** The annual rate, in %. */
  taux: Scalars['Float']['output'];
  /** The capital borrowed, in euros. */
  valeurEntree: Scalars['Float']['output'];
};

/** A loan after it was saved. */
export type LoanPayload = {
  __typename?: 'LoanPayload';
  /** The form's alerts, with their field, or the legacy's refusal. */
  errors: Array<UserError>;
  /** The loan as saved; null when refused. */
  loan?: Maybe<Loan>;
};

/** One year of a loan's schedule, or what remains after the tenth: in euros. */
export type LoanScheduleEntry = {
  __typename?: 'LoanScheduleEntry';
  /** The capital part. */
  amortissement: Scalars['Float']['output'];
  /** What is paid: interest and capital. */
  annuite: Scalars['Float']['output'];
  /** The interest part. */
  interets: Scalars['Float']['output'];
};

/** A loan's terms, as the form sends them: each one checked with the form's alert (spec 001 §5). */
export type LoanTermsInput = {
  /** The number of periods, 0 to 100; required. */
  duree?: InputMaybe<Scalars['Int']['input']>;
  /** The first day (YYYY-MM-DD); required. */
  exerciceDateDebut?: InputMaybe<Scalars['String']['input']>;
  /** Its label; required. */
  libelle?: InputMaybe<Scalars['String']['input']>;
  /** ANC or AMC; required. */
  modeRemboursement?: InputMaybe<Scalars['String']['input']>;
  /** Mensuelle, Bimensuelle, Trimestrielle, Semestrielle or Annuelle; required. */
  periodicite?: InputMaybe<Scalars['String']['input']>;
  /** The annual rate in %, 0.01 to 100, 3 decimals at most; required. */
  taux?: InputMaybe<Scalars['Float']['input']>;
  /** The capital in euros; required. */
  valeurEntree?: InputMaybe<Scalars['Float']['input']>;
};

/** A theme of news the firm sends by mail (legacy /api/pelemail). */
export type MailTheme = {
  __typename?: 'MailTheme';
  /** Legacy id of the theme; themes are the same for everyone. */
  id: Scalars['ID']['output'];
  /** The theme's name. */
  libelle: Scalars['String']['output'];
  /** Whether the signed-in person receives it. */
  subscribed: Scalars['Boolean']['output'];
};

/** The file's membership fee for the year, in euros (spec 001 §3, cotisationMillesime). */
export type MembershipFee = {
  __typename?: 'MembershipFee';
  /** The accounting part, in euros; null when unknown. */
  compta?: Maybe<Scalars['Float']['output']>;
  /** The advice part, in euros; null when unknown. */
  conseil?: Maybe<Scalars['Float']['output']>;
  /** The membership fee itself, in euros; null when unknown. */
  cotisation?: Maybe<Scalars['Float']['output']>;
  /** The legal part, in euros; null when unknown. */
  juridique?: Maybe<Scalars['Float']['output']>;
  /** The year of the fee. */
  millesime: Scalars['Int']['output'];
};

/** Receipts and expenses of one calendar month. */
export type MonthFigures = {
  __typename?: 'MonthFigures';
  /** Expenses of the month in euros; null when not booked yet. */
  depenses?: Maybe<Scalars['Float']['output']>;
  /** The month, 1 to 12. */
  month: Scalars['Int']['output'];
  /** Receipts of the month in euros; null when not booked yet. */
  recettes?: Maybe<Scalars['Float']['output']>;
  /** The year. */
  year: Scalars['Int']['output'];
};

/** Every change the portal makes; each domain extends it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation for the signed-in person: its files join theirs. Once only, and before it expires. */
  acceptInvitation: AcceptInvitationPayload;
  /** Adds a crop line to a year (tool_echanges; not once the year is definitive). */
  addAssolementCulture: AssolementPayload;
  /** Adds a base annexe (creation right) or, for an adviser, a new annexe with its file. */
  addDuerAnnexe: DuerAnnexesPayload;
  /** Adds a category to a DUER's audit (droitCreation and droitModifs). */
  addDuerAuditCategorie: DuerAuditPayload;
  /** Adds a new question to a category of a DUER's audit (droitCreation and droitModifs). */
  addDuerAuditQuestion: DuerAuditPayload;
  /** Adds a work unit to a DUER (droitCreation; the §4 limit; the §5 name rule). */
  addDuerCategorie: DuerCategoriePayload;
  /** Adds an operation to a module (droitCreation; the §5 name rule). */
  addDuerGroupe: DuerModulePayload;
  /**
   * Advisers only: copies another DUER's operation with its risks into a module (droitCreation; 'Aucune opération
   * n'a été sélectionnée' without a choice).
   */
  addDuerGroupeAutreDuer: DuerModulePayload;
  /** Adds an operation with a risk to a module (droitCreation; both labels required). */
  addDuerGroupeEtRisque: DuerModulePayload;
  /** Adds a new module to a work unit (droitCreation; the §5 name rule). */
  addDuerModule: DuerModulePayload;
  /**
   * Adds an existing module to a work unit: a base module, or for advisers another DUER's module (droitCreation;
   * 'Aucun module n'a été sélectionné' without a choice).
   */
  addDuerModuleExistant: DuerModulePayload;
  /** Adds a new page with its file, or a base page the DUER does not use (creation right). */
  addDuerPage: DuerPagesPayload;
  /** Adds a category to a DUER's preamble (droitCreation). */
  addDuerPreambuleCategorie: DuerPreambulePayload;
  /** Adds a risk to an operation (droitCreation). */
  addDuerRisque: DuerModulePayload;
  /** Adds a simulated loan to a file (AddEmprunt): its legacy id is the number of loans + 1. */
  addLoan: LoanPayload;
  /** Shares a new credential with the firm (owner only). */
  addSharedCredential: SharedCredentialPayload;
  /** Asks an agent for an appointment (multipart request); the attachments stream to the legacy API. */
  bookAppointment: BookAppointmentPayload;
  /** Cancels a future appointment. */
  cancelAppointment: AppointmentChangePayload;
  /** Changes the signed-in person's e-mail and login with the code received. */
  changeMail: ChangeMailPayload;
  /** Changes the signed-in person's password with the code received. */
  changePassword: ChangePasswordPayload;
  /** Changes a pending invitation the viewer sent. FORBIDDEN for any file not owned. */
  changeSentInvitation: SentInvitationPayload;
  /** Step 1 of the invitation sign-up: the rules, then the legacy's check that the e-mail has no account yet. Throttled like the sign-in. */
  checkInvitationLogin: CheckInvitationLoginPayload;
  /**
   * Confirms one of the signed-in person's tokens paused by a password change: it works again once the tokens'
   * session is open (`renewApiTokenSession` after a change; a portal session, never a token).
   */
  confirmApiToken: ConfirmApiTokenPayload;
  /** Adds the app once its first code is right (a portal session, never a token). */
  confirmAuthenticator: ConfirmAuthenticatorPayload;
  /** Tells the file's contributors a deposit was sent, with its counts and comment. */
  confirmDocumentUpload: ConfirmDocumentUploadPayload;
  /** Adds the passkey the browser made for the last `startPasskeyEnrolment` (a portal session, never a token). */
  confirmPasskey: ConfirmPasskeyPayload;
  /** Copies a module with its operations, risks and ratings last into another unit of the same DUER (droitCreation). */
  copyDuerModule: DuerModulePayload;
  /**
   * Creates a personal access token for the signed-in person, who confirms their password (a portal session, never a
   * token); the password opens the legacy session the person's tokens share, replacing the former one.
   */
  createApiToken: CreateApiTokenPayload;
  /** Creates a DUER for a file (spec 002 §2 and §5; the rights of §6). */
  createDuer: DuerPayload;
  /** Answers no to an event. */
  declineEvent: EventAnswerPayload;
  /** Removes a crop line (tool_echanges; not once the year is definitive). */
  deleteAssolementCulture: AssolementPayload;
  /** Deletes a question (droitCreation); the rest of its category is renumbered 1..n and saved. */
  deleteDuerAuditQuestion: DuerAuditPayload;
  /** Deletes a work unit and everything in it (droitCreation). */
  deleteDuerCategorie: DuerCategoriePayload;
  /** Deletes an operation and its risks (droitCreation). */
  deleteDuerGroupe: DuerModulePayload;
  /** Deletes a module, its operations and risks (droitCreation); the payload's unit is the module's. */
  deleteDuerModule: DuerCategoriePayload;
  /** Deletes a category of a DUER's preamble (droitCreation). */
  deleteDuerPreambuleCategorie: DuerPreambulePayload;
  /** Deletes a risk (droitCreation). */
  deleteDuerRisque: DuerModulePayload;
  /** Deletes a simulated loan (DelEmprunt). */
  deleteLoan: DeleteLoanPayload;
  /** Deletes an invitation the viewer sent. FORBIDDEN unless the viewer owns a file. */
  deleteSentInvitation: SharingChangePayload;
  /** Revokes a shared credential (owner only). */
  deleteSharedCredential: DeleteSharedCredentialPayload;
  /** Deletes one of the viewer's web shortcuts. */
  deleteShortcut: DeleteShortcutPayload;
  /** Changes the reason and contact of a future appointment; the agent is told by mail. */
  editAppointment: AppointmentChangePayload;
  /** Removes every line of a year (tool_echanges; not once the year is definitive). */
  emptyAssolement: AssolementPayload;
  /** Removes the link with the external account signed in with for a form: its passwords come back (spec 000 §4). */
  forgetLinkedExternalAccount: ForgetLinkedExternalAccountPayload;
  /**
   * A passkey chosen in the login field (the browser's answer to `startPasskeySignIn`'s options): its owner's login.
   * The password is still asked; the second step of that sign-in is then spared.
   */
  identifyPasskey: IdentifyPasskeyPayload;
  /** Replaces a year's lines by a copy of the previous year's (tool_echanges; not once the year is definitive). */
  importPreviousAssolement: AssolementPayload;
  /** Replaces a year's lines by the crops of a Telepac declaration (tool_echanges; not once the year is definitive). */
  importTelepacAssolement: ImportTelepacAssolementPayload;
  /** The definitive print (droitModifs): refused with 'Tous les risques n'ont pas été complétés' to an adherent while a risk is incomplete; finishes the DUER. */
  imprimerDuerDefinitif: DuerPayload;
  /** Invites an e-mail to files the viewer owns, with a role and categories per file. FORBIDDEN for any file not owned. */
  inviteToShare: SentInvitationPayload;
  /** Records the tour of a route as done (spec 000 §4): it no longer starts by itself. */
  markTourDone: TourChangePayload;
  /** Sets a new password from the reset link. Throttled like the sign-in. */
  recoverAccount: RecoverAccountPayload;
  /** Refuses an invitation received, for good. The invitee only. */
  refuseInvitation: SharingChangePayload;
  /** Registers a person of a file; the legacy mails a confirmation link. Throttled like the sign-in. */
  register: RegisterPayload;
  /** Records the answers to the file's invitations with their dates and the caller's IP address (rights and rules first). */
  registerAgAttendance: RegisterAgAttendancePayload;
  /** Removes the viewer's own acquired access to a file (not an owned one). */
  removeDossierAccess: SharingChangePayload;
  /**
   * Removes one of the signed-in person's second factors; the last one only with the password again (a portal
   * session, never a token). With the last one go the recovery codes.
   */
  removeSecondFactor: RemoveSecondFactorPayload;
  /**
   * Renames a work unit (droitCreation; the §5 name rule). A unit of the firm's catalogue gives way to a new unit of
   * the file, so the payload's unit may carry a new id.
   */
  renameDuerCategorie: DuerCategoriePayload;
  /** Renames an operation for this file (droitCreation; the §5 name rule). */
  renameDuerGroupe: DuerModulePayload;
  /** Renames a module for this file (droitCreation; the §5 name rule). */
  renameDuerModule: DuerModulePayload;
  /** Renames a category of a DUER's preamble (droitModifs). */
  renameDuerPreambuleCategorie: DuerPreambulePayload;
  /** Renames a risk for this file (droitModifs). */
  renameDuerRisque: DuerModulePayload;
  /** Renames one of the signed-in person's second factors (a portal session, never a token). */
  renameSecondFactor: RenameSecondFactorPayload;
  /**
   * Opens a new legacy session for the signed-in person's tokens once the former one ended
   * (`Viewer.apiTokenSessionEnded`): the existing tokens work again (a portal session, never a token).
   */
  renewApiTokenSession: RenewApiTokenSessionPayload;
  /** Replaces an annexe's file at once, in every DUER holding it (an adviser, DUER not finished). */
  replaceDuerAnnexe: DuerAnnexesPayload;
  /** Replaces a page's file, at once (creation right, DUER not finished). */
  replaceDuerPage: DuerPagesPayload;
  /** Asks for a password reset link by mail, behind the captcha. Throttled like the sign-in. */
  requestAccountRecovery: RequestAccountRecoveryPayload;
  /** Asks the file's callback contact to call back about a service within 48h (rights checked first). */
  requestServiceCallback: RequestServiceCallbackPayload;
  /** Removes the done mark of the tour of a route, before it is played again on demand. */
  restartTour: TourChangePayload;
  /** Revokes one of the signed-in person's tokens: the next request using it is refused on every gateway. */
  revokeApiToken: RevokeApiTokenPayload;
  /** Saves a file's billing settings (its mod_abo_dossier and page_abo_dossier checked first). */
  saveBillingSettings: SaveBillingSettingsPayload;
  /** Saves a file's contact details; the file's owner only (FORBIDDEN otherwise, before any legacy call). */
  saveCommunication: SaveCommunicationPayload;
  /** Saves the Annexes screen's renumbering and removals (spec 002 §4, Annexes: changes reach the server on save). */
  saveDuerAnnexes: DuerAnnexesPayload;
  /** Saves answers, orders and remarks of a DUER's audit (droitModifs). */
  saveDuerAudit: DuerAuditPayload;
  /** Saves a DUER's general information (droitModifs). */
  saveDuerInformationsGenerales: DuerFormPayload;
  /** Saves the order of a work unit's modules after the move mode (droitModifs). */
  saveDuerModuleOrdres: DuerCategoriePayload;
  /** Saves a module's remark (droitModifs); the legacy is called only when it changed. */
  saveDuerModuleRemarque: DuerModulePayload;
  /** Saves a DUER's cover page (droitModifs). */
  saveDuerPageDeGarde: DuerFormPayload;
  /** Saves the Pages screen's moves and removals (spec 002 §4, Pages: changes reach the server only on save). */
  saveDuerPages: DuerPagesPayload;
  /** Saves a DUER's preamble texts and categories' contents (droitModifs). */
  saveDuerPreambule: DuerPreambulePayload;
  /** Saves a module's changed risks (droitModifs; ratings the DUER's scale holds; measures at most 2042 characters). */
  saveDuerRisques: DuerModulePayload;
  /** Saves the signed-in person's preferences: the notification mail and the mail themes. */
  savePreferences: SavePreferencesPayload;
  /** Adds a web shortcut for the viewer, or changes one of theirs. */
  saveShortcut: SaveShortcutPayload;
  /** Sends the signed-in person a code to change their e-mail, by mail or SMS. */
  sendMailChangeCode: SendConfirmationCodePayload;
  /** Sends the signed-in person a code to change their password (by mail). */
  sendPasswordChangeCode: SendConfirmationCodePayload;
  /** Marks a file as the viewer's favourite (the one selected first at sign-in). */
  setFavoriteDossier: SetFavoriteDossierPayload;
  /** Sets a person's rights on the viewer's files. FORBIDDEN for any file not owned. */
  setPersonRights: SharingChangePayload;
  /** Stars or unstars a figure for the viewer (StatSetFavorite). FORBIDDEN when the file does not open the figures pages. */
  setStatFavorite: SetStatFavoritePayload;
  /** Stars or unstars a tool for the viewer (ToolSetFavorite). */
  setToolFavorite: SetToolFavoritePayload;
  /**
   * Signs in with the firm's login service and opens the portal session (HttpOnly cookie).
   * Ten failed attempts in a minute for one login or one address are throttled.
   */
  signIn: SignInPayload;
  /** Closes the legacy session and clears the portal session cookie. */
  signOut: SignOutPayload;
  /**
   * Signs one of the signed-in person's devices out at once: a browser's next request, on every gateway, runs signed
   * out; a token is revoked. A browser session only, never a token.
   */
  signOutDevice: SignOutDevicePayload;
  /**
   * Creates the account of a person invited, accepts the invitation and signs them in on its files. Throttled like the
   * sign-in.
   */
  signUpWithInvitation: SignUpWithInvitationPayload;
  /** Starts adding an authenticator app for the signed-in person (a portal session, never a token). */
  startAuthenticatorEnrolment: StartAuthenticatorEnrolmentPayload;
  /** Starts adding a passkey for the signed-in person (a portal session, never a token). */
  startPasskeyEnrolment: StartPasskeyEnrolmentPayload;
  /** Starts the sign-in form's passkey offer (conditional mediation), signed out. */
  startPasskeySignIn: StartPasskeySignInPayload;
  /**
   * Opens the sign-in's second step, for the sign-in whose password was accepted in this browser in the last 5
   * minutes: the passkey's options when the person has one, and whether a code is taken too.
   */
  startSecondStep: StartSecondStepPayload;
  /** Answers yes to an event and registers its participants, within the places left. */
  subscribeToEvent: EventAnswerPayload;
  /** Forces a module's validation, or withdraws it (droitModifs). */
  switchDuerModuleValidation: DuerModulePayload;
  /** Changes a crop line (tool_echanges; not once the year is definitive). */
  updateAssolementCulture: AssolementPayload;
  /**
   * Adds, removes and re-describes a risk's pictograms in one update (droitModifs; descriptions at most 255
   * characters; only a risk whose base risk carries pictograms).
   */
  updateDuerRisquePictos: DuerModulePayload;
  /** Changes a simulated loan (EditEmprunt). */
  updateLoan: LoanPayload;
  /** Changes a shared credential, its password only when asked (owner only). */
  updateSharedCredential: SharedCredentialPayload;
  /**
   * The sign-in's second step with a passkey: the browser's answer to the last `startSecondStep`'s options; opens the
   * portal session. Throttled with the sign-in.
   */
  verifyPasskey: SignInPayload;
  /**
   * The sign-in's second step: a code of the app, or a recovery code (used up), for the sign-in whose password was
   * accepted in this browser in the last 5 minutes; opens the portal session. Throttled with the sign-in.
   */
  verifySecondFactor: SignInPayload;
  /** Withdraws a person's access to a file the viewer owns. FORBIDDEN for a file not owned. */
  withdrawAccess: SharingChangePayload;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAcceptInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddAssolementCultureArgs = {
  input: AddAssolementCultureInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerAnnexeArgs = {
  input: AddDuerAnnexeInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerAuditCategorieArgs = {
  input: AddDuerAuditCategorieInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerAuditQuestionArgs = {
  input: AddDuerAuditQuestionInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerCategorieArgs = {
  input: AddDuerCategorieInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerGroupeArgs = {
  input: AddDuerGroupeInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerGroupeAutreDuerArgs = {
  input: AddDuerGroupeAutreDuerInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerGroupeEtRisqueArgs = {
  input: AddDuerGroupeEtRisqueInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerModuleArgs = {
  input: AddDuerModuleInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerModuleExistantArgs = {
  input: AddDuerModuleExistantInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerPageArgs = {
  input: AddDuerPageInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerPreambuleCategorieArgs = {
  input: AddDuerPreambuleCategorieInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddDuerRisqueArgs = {
  input: AddDuerRisqueInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddLoanArgs = {
  input: AddLoanInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationAddSharedCredentialArgs = {
  input: AddSharedCredentialInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationBookAppointmentArgs = {
  input: BookAppointmentInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationCancelAppointmentArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationChangeMailArgs = {
  input: ChangeMailInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationChangeSentInvitationArgs = {
  input: ChangeSentInvitationInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationCheckInvitationLoginArgs = {
  input: InvitationLoginInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationConfirmApiTokenArgs = {
  apiTokenId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationConfirmAuthenticatorArgs = {
  input: ConfirmAuthenticatorInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationConfirmDocumentUploadArgs = {
  input: ConfirmDocumentUploadInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationConfirmPasskeyArgs = {
  input: ConfirmPasskeyInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationCopyDuerModuleArgs = {
  input: CopyDuerModuleInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationCreateDuerArgs = {
  input: CreateDuerInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeclineEventArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteAssolementCultureArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteDuerAuditQuestionArgs = {
  auditQuestionId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteDuerCategorieArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteDuerGroupeArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteDuerModuleArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteDuerPreambuleCategorieArgs = {
  preambuleCategorieId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteDuerRisqueArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteLoanArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteSentInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteSharedCredentialArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationDeleteShortcutArgs = {
  shortcutId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationEditAppointmentArgs = {
  input: EditAppointmentInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationEmptyAssolementArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationIdentifyPasskeyArgs = {
  response: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationImportPreviousAssolementArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationImportTelepacAssolementArgs = {
  input: ImportTelepacAssolementInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationImprimerDuerDefinitifArgs = {
  duerId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationInviteToShareArgs = {
  input: InviteToShareInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationMarkTourDoneArgs = {
  routeName: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationRecoverAccountArgs = {
  input: RecoverAccountInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRefuseInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRegisterAgAttendanceArgs = {
  input: RegisterAgAttendanceInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRemoveDossierAccessArgs = {
  codeDossier: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationRemoveSecondFactorArgs = {
  input: RemoveSecondFactorInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenameDuerCategorieArgs = {
  input: RenameDuerElementInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenameDuerGroupeArgs = {
  input: RenameDuerElementInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenameDuerModuleArgs = {
  input: RenameDuerElementInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenameDuerPreambuleCategorieArgs = {
  input: RenameDuerPreambuleCategorieInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenameDuerRisqueArgs = {
  input: RenameDuerElementInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenameSecondFactorArgs = {
  input: RenameSecondFactorInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRenewApiTokenSessionArgs = {
  password: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationReplaceDuerAnnexeArgs = {
  input: ReplaceDuerAnnexeInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationReplaceDuerPageArgs = {
  input: ReplaceDuerPageInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRequestAccountRecoveryArgs = {
  input: RequestAccountRecoveryInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRequestServiceCallbackArgs = {
  input: RequestServiceCallbackInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationRestartTourArgs = {
  routeName: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationRevokeApiTokenArgs = {
  apiTokenId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveBillingSettingsArgs = {
  input: SaveBillingSettingsInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveCommunicationArgs = {
  input: SaveCommunicationInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerAnnexesArgs = {
  input: SaveDuerAnnexesInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerAuditArgs = {
  input: SaveDuerAuditInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerInformationsGeneralesArgs = {
  input: SaveDuerInformationsGeneralesInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerModuleOrdresArgs = {
  input: SaveDuerModuleOrdresInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerModuleRemarqueArgs = {
  input: SaveDuerModuleRemarqueInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerPageDeGardeArgs = {
  input: SaveDuerPageDeGardeInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerPagesArgs = {
  input: SaveDuerPagesInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerPreambuleArgs = {
  input: SaveDuerPreambuleInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveDuerRisquesArgs = {
  input: SaveDuerRisquesInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSavePreferencesArgs = {
  input: SavePreferencesInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSaveShortcutArgs = {
  input: SaveShortcutInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSendMailChangeCodeArgs = {
  mode: CodeMode;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSetFavoriteDossierArgs = {
  codeDossier: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationSetPersonRightsArgs = {
  input: SetPersonRightsInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSetStatFavoriteArgs = {
  input: SetStatFavoriteInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSetToolFavoriteArgs = {
  input: SetToolFavoriteInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSignOutDeviceArgs = {
  deviceId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationSignUpWithInvitationArgs = {
  input: SignUpWithInvitationInput;
  invitationId: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationSubscribeToEventArgs = {
  input: SubscribeToEventInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationSwitchDuerModuleValidationArgs = {
  id: Scalars['ID']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationUpdateAssolementCultureArgs = {
  input: UpdateAssolementCultureInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationUpdateDuerRisquePictosArgs = {
  input: UpdateDuerRisquePictosInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationUpdateLoanArgs = {
  input: UpdateLoanInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationUpdateSharedCredentialArgs = {
  input: UpdateSharedCredentialInput;
};


/** Every change the portal makes; each domain extends it. */
export type MutationVerifyPasskeyArgs = {
  rememberDevice?: InputMaybe<Scalars['Boolean']['input']>;
  response: Scalars['String']['input'];
};


/** Every change the portal makes; each domain extends it. */
export type MutationVerifySecondFactorArgs = {
  code: Scalars['String']['input'];
  rememberDevice?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Every change the portal makes; each domain extends it. */
export type MutationWithdrawAccessArgs = {
  input: WithdrawAccessInput;
};

/**
 * An entity a script can hold and read again by its global id (decision 017): `node(nodeId:)` answers it, with
 * the permission checks of the field that reads it (a file's item through `dossier(codeDossier:)` and the file's own
 * field, one of the viewer's through `viewer`). A type's `id` stays its id inside the portal (the mutations and the
 * web's addresses take it); `nodeId` names its type beside it.
 */
export type Node = {
  /**
   * Opaque global id: the same for the same entity in every answer and every session, stored and sent back as it
   * is (it is not a secret and grants nothing). Apollo's cache keys on it.
   */
  nodeId: Scalars['ID']['output'];
};

/** A notification sent to the person. */
export type Notification = Node & {
  __typename?: 'Notification';
  /** Category, which chooses the picture. */
  category: Scalars['String']['output'];
  /** When it was sent. */
  date: Scalars['DateTime']['output'];
  /** Legacy _id. */
  id: Scalars['ID']['output'];
  /** Address of the category's picture, served by the gateway's file routes. */
  imageUrl: Scalars['String']['output'];
  /** True when the legacy counts it read: unreadNotificationCount leaves it out. */
  lu: Scalars['Boolean']['output'];
  /** Message; text between {{ and }} becomes a link to url. */
  message: Scalars['String']['output'];
  /** Opaque global id of the notification: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** Target of the link in the message, if any. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A page of the person's notifications, newest first (a Relay connection), for scripts that walk them all. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The notifications of the page with their cursors. */
  edges: Array<NotificationEdge>;
  /** The notifications of the page, without cursors. */
  nodes: Array<Notification>;
  /** Where the page stands in the whole list. */
  pageInfo: PageInfo;
  /** How many notifications the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** A notification in a page, with the cursor that points at it. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Pass it as `after` to read the notifications that follow this one (opaque). */
  cursor: Scalars['String']['output'];
  /** The notification. */
  node: Notification;
};

/** Where a page of a list stands (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last item; null for an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when items follow the page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before the page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first item; null for an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A person attending an appointment: one of the firm's agents, or one of the client's people. */
export type Participant = {
  __typename?: 'Participant';
  /** Agent code, null for the client's people. */
  codeagent?: Maybe<Scalars['String']['output']>;
  /** Their function (e.g. 'Conseiller de gestion'), if known. */
  fonction?: Maybe<Scalars['String']['output']>;
  /** The appointment's id and the participant's position, unique across files. */
  id: Scalars['ID']['output'];
  /** Last name. */
  nom: Scalars['String']['output'];
  /** First name. */
  prenom: Scalars['String']['output'];
};

/** A file found by the staff portfolio search. */
export type PortfolioDossier = {
  __typename?: 'PortfolioDossier';
  /** True when the file may be shown on the map (Bon only). */
  carto: Scalars['Boolean']['output'];
  /** The file's code, e.g. AGR001. */
  codeDossier: Scalars['String']['output'];
  /** Equal to codeDossier. */
  id: Scalars['ID']['output'];
  /** Legacy id of the file; PasInscrit files are selectable only with one. */
  legacyId?: Maybe<Scalars['String']['output']>;
  /** Company name. */
  raisonSociale: Scalars['String']['output'];
  /** True when the collaborator may open it (Bon, or PasInscrit with an id). */
  selectionnable: Scalars['Boolean']['output'];
  /** Administrative status of the file. */
  statut: StatutDossier;
};

/** Everything the portal reads; each domain extends it. */
export type Query = {
  __typename?: 'Query';
  /**
   * The breach-range service's answer for a SHA-1 prefix (exactly 5 hexadecimal characters), k-anonymity: the
   * browser hashes the password and compares the suffixes itself. An error when the service cannot be asked.
   */
  breachRange: Array<BreachedPasswordSuffix>;
  /** A file the viewer may act on. FORBIDDEN when it is outside the viewer's rights; UNAUTHENTICATED when signed out. */
  dossier?: Maybe<Dossier>;
  /** The invitation of a link; null when the link is unknown. */
  invitation?: Maybe<Invitation>;
  /**
   * The external account signed in with for the form being filled in (the gateway's `/connexion-externe` flow with
   * `usage=liaison`); null when none, once it expired (30 minutes) or once the link was removed.
   */
  linkedExternalAccount?: Maybe<LinkedExternalAccount>;
  /**
   * The entity a global id names, read through the field that reads it, with its permission checks: null when it
   * no longer exists or is not the viewer's to see; FORBIDDEN where that field says FORBIDDEN (a file that is not
   * the viewer's); for a token, TOKEN_SCOPE outside its areas or files. An id the gateway did not make is refused
   * (BAD_USER_INPUT) before any call.
   */
  node?: Maybe<Node>;
  /**
   * The entities of up to 100 global ids, in the order asked, each as `node(nodeId:)` answers it: null (with its
   * error, if any) for one that cannot be read; more than 100 ids is refused (BAD_USER_INPUT) before any call.
   */
  nodes: Array<Maybe<Node>>;
  /** The caller's budget, to pace a script before it starts; UNAUTHENTICATED without a session or a token. */
  rateLimit?: Maybe<RateLimit>;
  /** The brand the portal runs under. */
  theme: Theme;
  /**
   * The signed-in person (a browser session, or a token's owner). Without either, UNAUTHENTICATED (HTTP 401 when the
   * request asks for nothing public). Null when the legacy ended the session the request carried.
   */
  viewer?: Maybe<Viewer>;
};


/** Everything the portal reads; each domain extends it. */
export type QueryBreachRangeArgs = {
  prefix: Scalars['String']['input'];
};


/** Everything the portal reads; each domain extends it. */
export type QueryDossierArgs = {
  codeDossier: Scalars['String']['input'];
};


/** Everything the portal reads; each domain extends it. */
export type QueryInvitationArgs = {
  invitationId: Scalars['ID']['input'];
};


/** Everything the portal reads; each domain extends it. */
export type QueryNodeArgs = {
  nodeId: Scalars['ID']['input'];
};


/** Everything the portal reads; each domain extends it. */
export type QueryNodesArgs = {
  nodeIds: Array<Scalars['ID']['input']>;
};

/**
 * The caller's rate-limit budget (issue 22): a leaky bucket per token and per signed-in person. Each request pours
 * in its estimated legacy calls (at least 1 point) before it runs; the bucket leaks `restoreRatePerMinute` points a
 * minute. Every answer also carries it in `extensions.cost`.
 */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** Points this request was charged before it ran (its estimated legacy calls, at least 1). */
  cost: Scalars['Int']['output'];
  /** Points the bucket holds: what may be spent at once. */
  limit: Scalars['Int']['output'];
  /** Points left after this request. */
  remaining: Scalars['Int']['output'];
  /** When the whole budget is back if nothing more is spent. */
  resetAt: Scalars['DateTime']['output'];
  /** Points given back per minute. */
  restoreRatePerMinute: Scalars['Int']['output'];
};

/** The 'Mes documents' screen of a file (spec 001 §2 documents): the invoices and documents sent to it last. */
export type RecentDocuments = {
  __typename?: 'RecentDocuments';
  /** The 5 documents sent last (AUTRESDOCS and PAIE), newest first. */
  documents: Array<SentDocument>;
  /** The 5 invoices sent last (FACTURES), newest first; null when the file hides its invoice box (codeEntite 0016). */
  invoices?: Maybe<Array<SentDocument>>;
  /** Whether the viewer may consult the file's documents in the document store (mod_documents). */
  viewerCanConsultDocuments: Scalars['Boolean']['output'];
  /** Whether the viewer may consult the file's invoices in the document store (mod_factures). */
  viewerCanConsultInvoices: Scalars['Boolean']['output'];
};

/** The change-password form reached from the reset mail. */
export type RecoverAccountInput = {
  /** The code of one of the account's files. */
  codedossier: Scalars['String']['input'];
  /** The new password (12 characters at least, with a digit, an upper-case and a lower-case letter and a symbol). */
  password: Scalars['String']['input'];
  /** The new password typed again. */
  passwordConfirmation: Scalars['String']['input'];
  /** The uid of the reset link. */
  uid: Scalars['String']['input'];
};

/** The result of a password reset. */
export type RecoverAccountPayload = {
  __typename?: 'RecoverAccountPayload';
  /** True once the password is changed. */
  done: Scalars['Boolean']['output'];
  /** Why the change was refused, in French (the spec's messages, or the legacy's as returned). */
  errors: Array<UserError>;
};

/** The answers to a file's invitations, each checked against the others (spec 001 §5). */
export type RegisterAgAttendanceInput = {
  /** The file's answers, one per invitation. */
  answers: Array<AgAnswerInput>;
};

/** The assembly after the answers, or the refusals (the field names the invitation's position). */
export type RegisterAgAttendancePayload = {
  __typename?: 'RegisterAgAttendancePayload';
  /** The general assembly as answered; null when refused. */
  assembleeGenerale?: Maybe<GeneralAssembly>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/**
 * The registration form (spec 000 §2.3). The password is write-only. Without a link code the gateway looks it up by
 * e-mail.
 */
export type RegisterInput = {
  /** True once the person accepted the terms of use (CGU). */
  cgu: Scalars['Boolean']['input'];
  /** The code of one of the person's files. */
  codedossier: Scalars['String']['input'];
  /** The link code (the person's guid) from the invitation link; empty to look it up by e-mail. */
  codeliaison: Scalars['String']['input'];
  /** The e-mail address, which becomes the login. */
  email: Scalars['String']['input'];
  /**
   * True to register with the external account signed in with for this form (`linkedExternalAccount`): the passwords
   * are then neither asked nor sent, and the account is linked to it.
   */
  external?: InputMaybe<Scalars['Boolean']['input']>;
  /** The password (8 characters at least, with a digit, an upper-case and a lower-case letter and a symbol). */
  password: Scalars['String']['input'];
  /** The password typed again. */
  passwordConfirmation: Scalars['String']['input'];
};

/** The result of a registration. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** The registered e-mail address, for the confirmation page; null when refused. */
  email?: Maybe<Scalars['String']['output']>;
  /** Why the registration was refused, in French (the spec's messages or the legacy's own). */
  errors: Array<UserError>;
};

/** A second factor to remove. */
export type RemoveSecondFactorInput = {
  /** The account's password, required to remove the last factor (checked by the firm's login service). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** `SecondFactor.id`. */
  secondFactorId: Scalars['ID']['input'];
};

/** The answer of `removeSecondFactor`. */
export type RemoveSecondFactorPayload = {
  __typename?: 'RemoveSecondFactorPayload';
  /** Why it was refused (unknown, password missing or wrong), in French; empty when removed. */
  errors: Array<UserError>;
  /** The factor's id when removed by this call; null otherwise. */
  removedId?: Maybe<Scalars['ID']['output']>;
};

/** An operation's or a risk's new name. */
export type RenameDuerElementInput = {
  /** The operation's (DuerGroupe.id) or the risk's (DuerRisque.id) id. */
  id: Scalars['ID']['input'];
  /** Its new name (at most 128 characters). */
  nom: Scalars['String']['input'];
};

/** A preamble category renamed (edit right); its content is kept. */
export type RenameDuerPreambuleCategorieInput = {
  /** The category's id (DuerPreambuleCategorie.id). */
  preambuleCategorieId: Scalars['ID']['input'];
  /** The new title, not empty, at most 255 characters. */
  titre: Scalars['String']['input'];
};

/** A new name for a second factor. */
export type RenameSecondFactorInput = {
  /** The new name, 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** `SecondFactor.id`. */
  secondFactorId: Scalars['ID']['input'];
};

/** The answer of `renameSecondFactor`. */
export type RenameSecondFactorPayload = {
  __typename?: 'RenameSecondFactorPayload';
  /** Why it was refused, in French; empty when renamed. */
  errors: Array<UserError>;
  /** The factor as renamed; null when refused. */
  secondFactor?: Maybe<SecondFactor>;
};

/** The answer of `renewApiTokenSession`. */
export type RenewApiTokenSessionPayload = {
  __typename?: 'RenewApiTokenSessionPayload';
  /** Why it was not renewed (password missing or wrong, no token), in French; empty when renewed. */
  errors: Array<UserError>;
  /** True when the tokens have a new session: they work again, with their texts unchanged. */
  renewed: Scalars['Boolean']['output'];
};

/** A culture declared as main crop in each of the four campaigns the multi-year criterion of BCAE 7 looks at. */
export type RepeatedCrop = {
  __typename?: 'RepeatedCrop';
  /** The culture. */
  culture: Culture;
  /** The least surface it held in the four campaigns, in hectares: the land that may have carried it every year. */
  surface: Scalars['Float']['output'];
};

/** An annexe's new file. */
export type ReplaceDuerAnnexeInput = {
  /** The annexe's id (DuerAnnexe.id). */
  annexeId: Scalars['ID']['input'];
  /** The new file, .doc, .docx or .pdf. */
  fichier: Scalars['Upload']['input'];
};

/** A page's new file. */
export type ReplaceDuerPageInput = {
  /** The page's id (DuerPage.id). */
  duerPageId: Scalars['ID']['input'];
  /** The new file, .doc, .docx or .pdf. */
  fichier: Scalars['Upload']['input'];
};

/** The forgot-password form: an e-mail and the solved captcha. */
export type RequestAccountRecoveryInput = {
  /** The Altcha widget's payload (base64), proof that the captcha was solved; empty when it was not. */
  captcha: Scalars['String']['input'];
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

/** The result of a reset request. */
export type RequestAccountRecoveryPayload = {
  __typename?: 'RequestAccountRecoveryPayload';
  /** Why the request was refused, in French. */
  errors: Array<UserError>;
  /** True once the request is sent (whether the address has an account is not told). */
  sent: Scalars['Boolean']['output'];
};

/** A callback request about a service, for a file. */
export type RequestServiceCallbackInput = {
  /** The file the request is for. */
  codeDossier: Scalars['String']['input'];
  /** The service's id (Service.id). */
  serviceId: Scalars['ID']['input'];
};

/** The service a callback was asked about, or the refusals. */
export type RequestServiceCallbackPayload = {
  __typename?: 'RequestServiceCallbackPayload';
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
  /** The service; null when refused. */
  service?: Maybe<Service>;
};

/** The person who answers for a file: the first participant of an event registration, the contact of a booking. */
export type Respondent = {
  __typename?: 'Respondent';
  /** The file's code and the person's guid, unique across files. */
  id: Scalars['ID']['output'];
  /** True for the signed-in client themself, whose name and contact are their account's and cannot be changed here; false for the file's contact a collaborator answers for. */
  locked: Scalars['Boolean']['output'];
  /** E-mail address, if the legacy knows one. */
  mail?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  nom: Scalars['String']['output'];
  /** First name. */
  prenom: Scalars['String']['output'];
  /** Phone number, if the legacy knows one. */
  tel?: Maybe<Scalars['String']['output']>;
};

/** The answer of `revokeApiToken`. */
export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  /** Why it was not revoked (unknown or already revoked), in French; empty when revoked. */
  errors: Array<UserError>;
  /** The token's id when it was revoked by this call; null otherwise. */
  revokedId?: Maybe<Scalars['ID']['output']>;
};

/** A category of the document store a shared access may open (spec 000 §3), with its sub-categories (three levels at most). */
export type RightsCategory = {
  __typename?: 'RightsCategory';
  /** The category's id (e.g. mesDocs, mesDocs_social, mesFacts), the same in every file. */
  id: Scalars['ID']['output'];
  /** Its label. */
  libelle: Scalars['String']['output'];
  /** Its sub-categories, in order; empty for a leaf. */
  souscategories: Array<RightsCategory>;
};

/**
 * The CAP conditionality's crop rotation rule BCAE 7 computed on a year's lines and the three previous campaigns'
 * (schema/rules/rotation.ts). Lines are by culture, not by plot: the share is the least the surfaces allow.
 */
export type RotationCheck = {
  __typename?: 'RotationCheck';
  /** The year's cultivated arable land in hectares (main crops, without luzerne, prairies and jachère). */
  arableSurface: Scalars['Float']['output'];
  /**
   * The least share (0 to 1) of that land whose main crop changed from the previous year or that carries a secondary
   * crop; null when the previous year has no line.
   */
  changedShare?: Maybe<Scalars['Float']['output']>;
  /** Whether the farm has 10 ha or less of cultivated arable land, which exempts it. */
  exemptSmallFarm: Scalars['Boolean']['output'];
  /** Whether that share reaches 35 % (the annual criterion); null when the previous year has no line. */
  meetsAnnualCriterion?: Maybe<Scalars['Boolean']['output']>;
  /** Main crops declared in all four campaigns; null when one of the three previous campaigns has no line. */
  repeatedCrops?: Maybe<Array<RepeatedCrop>>;
};

/** The billing settings a member saves (spec 001 §2); the payment mode and the automatic debit are the firm's. */
export type SaveBillingSettingsInput = {
  /** The billing e-mail, required and valid with electronic invoicing; ignored without it or while it is locked. */
  emailPlateformeFacturation: Scalars['String']['input'];
  /** The subscription's id (DossierSubscription.id). */
  id: Scalars['ID']['input'];
  /** How the association's information reaches the file: '0' on paper, '1' by e-mail. */
  receptionCderInfo: Scalars['String']['input'];
  /** Whether the file receives its invoices electronically. */
  receptionFactureElectronique: Scalars['Boolean']['input'];
};

/** The subscription after a save, or the refusals. */
export type SaveBillingSettingsPayload = {
  __typename?: 'SaveBillingSettingsPayload';
  /** The subscription as saved; null when refused. */
  abonnement?: Maybe<DossierSubscription>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** A file's contact details as the owner saves them; an empty text clears the field. */
export type SaveCommunicationInput = {
  /** The file whose contact details change (its owner only). */
  codeDossier: Scalars['String']['input'];
  /** Billing e-mail, at most 255 characters, or empty; ignored while it is locked or electronic invoicing is off. */
  emailFacturation: Scalars['String']['input'];
  /** Main e-mail, at most 64 characters, or empty. */
  emailPrincipal: Scalars['String']['input'];
  /** Country id of the mobile's indicator. */
  indicatifPortable: Scalars['Int']['input'];
  /** Country id of the phone's indicator. */
  indicatifTelephone: Scalars['Int']['input'];
  /** Mobile phone: 6 to 10 digits, or empty. */
  portable: Scalars['String']['input'];
  /** Landline phone: 6 to 10 digits, or empty. */
  telephone: Scalars['String']['input'];
};

/** The contact details after a save, or the refusals. */
export type SaveCommunicationPayload = {
  __typename?: 'SaveCommunicationPayload';
  /** The file's contact details as saved; null when refused. */
  communication?: Maybe<FileCommunication>;
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
};

/** The Annexes screen's changes, sent on save: the annexes renumbered and the annexes removed. */
export type SaveDuerAnnexesInput = {
  /** The annexes' id (DuerAnnexes.id). */
  annexesId: Scalars['ID']['input'];
  /** The annexes whose number changed (an adviser, DUER not finished). */
  numeros: Array<DuerAnnexeNumeroInput>;
  /** The annexes removed (DuerAnnexe.id; creation right, DUER not finished). */
  supprimees: Array<Scalars['ID']['input']>;
};

/** The audit's answers saved (edit right). */
export type SaveDuerAuditInput = {
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** The questions changed; a question of another DUER is refused. */
  questions: Array<DuerAuditAnswerInput>;
};

/** The general information saved whole (edit right; each field at most 128 characters). */
export type SaveDuerInformationsGeneralesInput = {
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** Informations générales: the nature of the activity. */
  natureActivite: Scalars['String']['input'];
  /** Accident de travail / maladie professionnelle: the number of accidents. */
  nombreAccidents: Scalars['String']['input'];
  /** Accident de travail / maladie professionnelle: the number of occupational diseases. */
  nombreMaladiesProfessionnelles: Scalars['String']['input'];
  /** Informations générales: the number of employees (a text, §5). */
  nombreSalaries: Scalars['String']['input'];
  /** Organisation des secours: whether a first-aider is present. */
  presenceDeSecouriste: Scalars['String']['input'];
  /** Organisation des secours: the safety officer. */
  referentSecurite: Scalars['String']['input'];
  /** Organisation des secours: who keeps the first-aid kit. */
  responsableTrousseDeSecours: Scalars['String']['input'];
  /** Accident de travail / maladie professionnelle: the file's contribution rate. */
  tauxCotisationAtMp: Scalars['String']['input'];
  /** Organisation des secours: the first-aid kit. */
  trousseDeSecours: Scalars['String']['input'];
};

/** The changed orders of a work unit's modules (the category screen's move mode). */
export type SaveDuerModuleOrdresInput = {
  /** The unit's id (DuerCategorie.id). */
  categorieId: Scalars['ID']['input'];
  /** Each moved module's legacy id (DuerModule.legacyId) and its new order; only changed orders are sent. */
  ordres: Array<DuerOrdreInput>;
};

/** A module's remark (spec 002 §2, Module screen). */
export type SaveDuerModuleRemarqueInput = {
  /** The module's id (DuerModule.id). */
  moduleId: Scalars['ID']['input'];
  /** The remark, at most 2048 characters; null or blank removes it. */
  remarque?: InputMaybe<Scalars['String']['input']>;
};

/** The cover page saved whole (edit right; Rédacteur at most 128 characters; empty fields saved empty). */
export type SaveDuerPageDeGardeInput = {
  /** Ligne 1. */
  champ1: Scalars['String']['input'];
  /** Ligne 2. */
  champ2: Scalars['String']['input'];
  /** Ligne 3. */
  champ3: Scalars['String']['input'];
  /** Ligne 4. */
  champ4: Scalars['String']['input'];
  /** Date de mise à jour, a free text. */
  dateMiseAJour: Scalars['String']['input'];
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** Rédacteur, at most 128 characters. */
  ingenieurConseil: Scalars['String']['input'];
};

/** The Pages screen's changes, sent on save: the pages moved and the pages removed. */
export type SaveDuerPagesInput = {
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** The pages whose order or place changed (edit right). */
  pages: Array<DuerPagePlaceInput>;
  /** The pages removed from the DUER (DuerPage.id; creation right). */
  supprimees: Array<Scalars['ID']['input']>;
};

/** The preamble saved whole (edit right; each text at most 65535 characters; an empty one saved as a single space). */
export type SaveDuerPreambuleInput = {
  /** The categories' contents; a category of another DUER is refused. */
  categories: Array<DuerPreambuleContenuInput>;
  /** The farm's description. */
  descriptifExploitation: Scalars['String']['input'];
  /** The DUER's id (Duer.id). */
  duerId: Scalars['ID']['input'];
  /** The services provided. */
  prestationsServices: Scalars['String']['input'];
  /** The human resources. */
  ressourcesHumaines: Scalars['String']['input'];
};

/** The changed risks of a module, saved together. */
export type SaveDuerRisquesInput = {
  /** The module's id (DuerModule.id). */
  moduleId: Scalars['ID']['input'];
  /** The operations whose order changed since the module was loaded (droitModifs). */
  ordresGroupes?: InputMaybe<Array<DuerOrdreInput>>;
  /** The risks whose order changed since the module was loaded (droitModifs). */
  ordresRisques?: InputMaybe<Array<DuerOrdreInput>>;
  /** The risks changed since the module was loaded. */
  risques: Array<DuerRisqueInput>;
};

/** The choices of the preferences page (spec 000 §2.3). */
export type SavePreferencesInput = {
  /** The ids of the mail themes to receive; every other theme is dropped. */
  mailThemeIds: Array<Scalars['ID']['input']>;
  /** Send an e-mail when a notification arrives. */
  sendMailWhenNotify: Scalars['Boolean']['input'];
};

/** The preferences after a save, or the refusals. */
export type SavePreferencesPayload = {
  __typename?: 'SavePreferencesPayload';
  /** The refusals, with the legacy's French message. */
  errors: Array<UserError>;
  /** The mail themes as the save left them; null when refused. */
  mailThemes?: Maybe<Array<MailTheme>>;
  /** The person as the save left them; null when refused. */
  user?: Maybe<User>;
};

/** A shortcut to add (no shortcutId) or change. */
export type SaveShortcutInput = {
  /** Its label; required. */
  libelle: Scalars['String']['input'];
  /** The shortcut to change (Shortcut.id); absent to add one. */
  shortcutId?: InputMaybe<Scalars['ID']['input']>;
  /** Its address; required; 'http://' is put before one without '//'. */
  url: Scalars['String']['input'];
};

/** A shortcut after it was saved. */
export type SaveShortcutPayload = {
  __typename?: 'SaveShortcutPayload';
  /** Expected refusals, with the form's French messages and their field. */
  errors: Array<UserError>;
  /** The shortcut as saved; null when the change was refused. */
  shortcut?: Maybe<Shortcut>;
};

/** A second factor of the signed-in person, as 'Sécurité de connexion' lists it; its secret never leaves the gateway. */
export type SecondFactor = {
  __typename?: 'SecondFactor';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Public id (16 hex digits), the one `renameSecondFactor` and `removeSecondFactor` take; it grants nothing. */
  id: Scalars['ID']['output'];
  /** What it is. */
  kind: SecondFactorKind;
  /** When it last completed a sign-in; null when never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name its owner gave it ('Téléphone de Marie'), at most 60 characters. */
  name: Scalars['String']['output'];
};

/** What proves a person's identity after the password (issue 47). */
export type SecondFactorKind =
  /** An authenticator app giving a six-digit code every 30 seconds (TOTP, RFC 6238). */
  | 'AUTHENTICATOR_APP'
  /** A passkey (WebAuthn): the phone's or computer's fingerprint, face or PIN unlock, bound to the portal's address. */
  | 'PASSKEY';

/** Whether a confirmation code was sent, or the refusals. */
export type SendConfirmationCodePayload = {
  __typename?: 'SendConfirmationCodePayload';
  /** The refusals, with the legacy's French message. */
  errors: Array<UserError>;
  /** True once the code is on its way. */
  sent: Scalars['Boolean']['output'];
};

/** A document sent to a file's store (spec 001 §3 Document). */
export type SentDocument = {
  __typename?: 'SentDocument';
  /** When it was sent (ISO 8601). */
  dateEnvoi: Scalars['String']['output'];
  /** The file's code and the document's legacy id. */
  id: Scalars['ID']['output'];
  /** The file name with its extension. */
  nomFichier: Scalars['String']['output'];
  /** What it was sent as: AUTRESDOCS, PAIE or FACTURES. */
  typeFichier: Scalars['String']['output'];
};

/** The filter of the upload history (spec 001 §2 ged-histo-envoi). */
export type SentDocumentFilter =
  /** Documents and payroll elements (AUTRESDOCS and PAIE). */
  | 'Documents'
  /** Invoices (FACTURES). */
  | 'Factures'
  /** Every document sent. */
  | 'Tous';

/** An invitation the viewer sent (spec 000 §3). */
export type SentInvitation = {
  __typename?: 'SentInvitation';
  /** When it expires (ISO 8601). */
  dateExpiration: Scalars['DateTime']['output'];
  /** The files it opens. */
  dossiers: Array<SharedFile>;
  /** True while pending: only then may it be changed (spec 000 §4). */
  editable: Scalars['Boolean']['output'];
  /** The e-mail invited. */
  emailInvitee: Scalars['String']['output'];
  /** The invitation's id. */
  id: Scalars['ID']['output'];
  /** Where it stands. */
  state: SentInvitationState;
};

/** The result of an invitation sent or changed. */
export type SentInvitationPayload = {
  __typename?: 'SentInvitationPayload';
  /** Why it was refused, in French (spec 000 §5, or the legacy's message). */
  errors: Array<UserError>;
  /** The invitation as the legacy keeps it; null when refused. */
  invitation?: Maybe<SentInvitation>;
};

/** Where a sent invitation stands (spec 000 §4). */
export type SentInvitationState =
  /** Accepted by the invitee. */
  | 'accepted'
  /** Past its expiry without an answer. */
  | 'expired'
  /** Waiting for an answer until it expires: it can still be changed. */
  | 'pending'
  /** Refused by the invitee (irreversible). */
  | 'refused';

/** A service of the firm's directory (spec 001 §3, Service). */
export type Service = {
  __typename?: 'Service';
  /** 'Notre accompagnement', html not sanitized. */
  accompagnement?: Maybe<Scalars['String']['output']>;
  /** Categories, the directory's filters. */
  categories: Array<Scalars['String']['output']>;
  /** When the service was added; the directory sorts by it, newest first. */
  dateCreation?: Maybe<Scalars['DateTime']['output']>;
  /** Short description; empty when none. */
  description: Scalars['String']['output'];
  /** 'L'expertise', html not sanitized. */
  expertise?: Maybe<Scalars['String']['output']>;
  /** The service's legacy id (_id): a service is the same for every file. */
  id: Scalars['ID']['output'];
  /** True for a service the firm recommends: the directory's recommended section, with a star. */
  isStarred: Scalars['Boolean']['output'];
  /** 'Présentation', in html as the firm writes it: not sanitized, a page sanitizes it before rendering it. */
  presentation?: Maybe<Scalars['String']['output']>;
  /** Videos and documents, in the firm's order. */
  ressources: Array<ServiceResource>;
  /** Its address in the directory (/annuaire-services/:serviceSlug). */
  slug: Scalars['String']['output'];
  /** Tags. */
  tags: Array<Scalars['String']['output']>;
  /** Title. */
  titre: Scalars['String']['output'];
};

/** A video or a document about a service (spec 001 §3, ressources). */
export type ServiceResource = {
  __typename?: 'ServiceResource';
  /** The privacy-enhanced embed of a video, built from its idVideo; null for a pdf. */
  embedUrl?: Maybe<Scalars['String']['output']>;
  /** Where a pdf opens (an http or https address); null for a video or when the legacy gives none. */
  lien?: Maybe<Scalars['String']['output']>;
  /** Its name. */
  nom: Scalars['String']['output'];
  /** The thumbnail of a video, built from its idVideo; null for a pdf. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Video or pdf. */
  type: ServiceResourceType;
};

/** The kind of a service's resource (spec 001 §3). */
export type ServiceResourceType =
  /** A pdf document to open. */
  | 'pdf'
  /** A video on the video platform, played in its privacy-enhanced embed. */
  | 'video';

/** The result of marking a favourite file. */
export type SetFavoriteDossierPayload = {
  __typename?: 'SetFavoriteDossierPayload';
  /** The viewer's files with their new favourite flags. */
  dossiers: Array<Dossier>;
  /** Why the change was refused, in French; empty once applied. */
  errors: Array<UserError>;
};

/** A change of a person's rights on each of the viewer's files (spec 000 §2.3 partagerDroitsEdit). */
export type SetPersonRightsInput = {
  /** Each of the viewer's files: unchecked ones are withdrawn, checked ones set. */
  dossiers: Array<FileChoiceInput>;
  /** The person's guid. */
  guidPersonne: Scalars['String']['input'];
};

/** Stars or unstars a figure. */
export type SetStatFavoriteInput = {
  /** True to star it, false to unstar it. */
  favorite: Scalars['Boolean']['input'];
  /** The figure's id (Stat.id). */
  id: Scalars['ID']['input'];
};

/** The figure after its star changed. */
export type SetStatFavoritePayload = {
  __typename?: 'SetStatFavoritePayload';
  /** Expected refusals, in French. */
  errors: Array<UserError>;
  /** The figure as it now stands; null when the change was refused. */
  stat?: Maybe<Stat>;
};

/** Stars or unstars a tool. */
export type SetToolFavoriteInput = {
  /** True to star it, false to unstar it. */
  favorite: Scalars['Boolean']['input'];
  /** The tool's id (Tool.id). */
  id: Scalars['ID']['input'];
};

/** The tool after its star changed. */
export type SetToolFavoritePayload = {
  __typename?: 'SetToolFavoritePayload';
  /** Expected refusals, in French. */
  errors: Array<UserError>;
  /** The tool as it now stands; null when the change was refused. */
  tool?: Maybe<Tool>;
};

/**
 * A credential the owner shares with the firm's accountant, adviser or payroll manager (spec 000 §3). Its password is
 * write-only: no field answers it.
 */
export type SharedCredential = {
  __typename?: 'SharedCredential';
  /** The owner's login who last changed it. */
  adherentModification?: Maybe<Scalars['String']['output']>;
  /** The agent who last changed it. */
  agentModification?: Maybe<Scalars['String']['output']>;
  /** Who created it: a name, or a login that may be an e-mail. */
  auteurCreation?: Maybe<Scalars['String']['output']>;
  /** When it was created, if the legacy knows. */
  dateCreation?: Maybe<Scalars['DateTime']['output']>;
  /** When the file's owner last changed it. */
  dateModificationAdherent?: Maybe<Scalars['DateTime']['output']>;
  /** When one of the firm's agents last changed it. */
  dateModificationAgent?: Maybe<Scalars['DateTime']['output']>;
  /** codeDossier and legacy id, unique across files; the id mutations take. */
  id: Scalars['ID']['output'];
  /** Legacy id of the credential. */
  legacyId: Scalars['String']['output'];
  /** The login ('Identifiant'), at most 255 characters. */
  nomUtilisateur: Scalars['String']['output'];
  /** The name shown for it ('Nom à afficher'), at most 255 characters. */
  titre: Scalars['String']['output'];
  /** The clock tooltip of spec 000 §9 ('Modifié le … par …', 'Modifié le …', 'Créé le …'); null without any date. */
  tooltip?: Maybe<Scalars['String']['output']>;
};

/** The credential after an addition or a change, or the errors that refused it. */
export type SharedCredentialPayload = {
  __typename?: 'SharedCredentialPayload';
  /** The refusals, with the spec's French messages. */
  errors: Array<UserError>;
  /** The credential as the change left it; null when refused. */
  sharedCredential?: Maybe<SharedCredential>;
};

/** A file of a sent invitation or of a person's access, with the role and the categories it gives. */
export type SharedFile = {
  __typename?: 'SharedFile';
  /** The categories it opens. */
  categories: Array<GrantedCategory>;
  /** The file's code. */
  codeDossier: Scalars['String']['output'];
  /** The role given on the file. */
  idRole: Scalars['Int']['output'];
  /** The role's name; null when the roles could not be read. */
  nomRole?: Maybe<Scalars['String']['output']>;
  /** The file's company name. */
  raisonSociale: Scalars['String']['output'];
};

/** A person with access to files the viewer owns (spec 000 §3, transmitted rights). */
export type SharedPerson = {
  __typename?: 'SharedPerson';
  /** The person's accesses to the viewer's files. */
  dossiers: Array<SharedFile>;
  /** The person's e-mail, if the legacy knows it. */
  emailPersonne?: Maybe<Scalars['String']['output']>;
  /** The person's guid, which the rights screen takes. */
  guidPersonne: Scalars['String']['output'];
  /** The person's guid. */
  id: Scalars['ID']['output'];
  /** The person's first and last name. */
  personne: Scalars['String']['output'];
};

/** The result of a change to what the viewer receives or shares: the viewer, to read the lists again. */
export type SharingChangePayload = {
  __typename?: 'SharingChangePayload';
  /** Why it was refused, in French. */
  errors: Array<UserError>;
  /** The viewer after the change; null when refused. */
  viewer?: Maybe<Viewer>;
};

/** A role an owner may give on a file (spec 000 §3), with the categories it ticks when chosen. */
export type SharingRole = {
  __typename?: 'SharingRole';
  /** The ids of the categories the role ticks when chosen. */
  categoriesPredefinies: Array<Scalars['String']['output']>;
  /** The role's idRole, as a string. */
  id: Scalars['ID']['output'];
  /** The legacy's idRole (2 and above: 1 is the owner). */
  idRole: Scalars['Int']['output'];
  /** The role's name. */
  nomRole: Scalars['String']['output'];
};

/** A web shortcut of the viewer (spec 001 §3 Shortcut): a link of their own, on every file. */
export type Shortcut = {
  __typename?: 'Shortcut';
  /** The legacy's id (_id); shortcuts are the account's, so it is unique as is. */
  id: Scalars['ID']['output'];
  /** Its label. */
  libelle: Scalars['String']['output'];
  /** Its address; one typed without '//' was saved with 'http://' before it. */
  url: Scalars['String']['output'];
};

/** Credentials typed on the sign-in page. The password is write-only: no output type ever carries it. */
export type SignInInput = {
  /** The account's login: an e-mail address for clients, an AD login for collaborators. */
  login: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** The result of a sign-in. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** Why the sign-in failed, in French (wrong credentials, too many attempts). */
  errors: Array<UserError>;
  /**
   * True when the password was right and the person must now give a code of their second factor
   * (`verifySecondFactor`); no portal session is open until then, and `viewer` is null.
   */
  secondStepRequired: Scalars['Boolean']['output'];
  /** The signed-in person, or null when the sign-in failed. */
  viewer?: Maybe<Viewer>;
};

/** The answer of `signOutDevice`. */
export type SignOutDevicePayload = {
  __typename?: 'SignOutDevicePayload';
  /** Why it was not signed out (not one of the person's devices, or already signed out), in French; empty when done. */
  errors: Array<UserError>;
  /** The device's id when this call signed it out; null otherwise. */
  signedOutId?: Maybe<Scalars['ID']['output']>;
};

/** The result of a sign-out. */
export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  /** True once the legacy session is closed and the session cookie cleared. */
  ok: Scalars['Boolean']['output'];
};

/** Both steps of the invitation sign-up: the login method, then the identity and the terms. */
export type SignUpWithInvitationInput = {
  /** True once the person accepted the terms of use (CGU). */
  cgu: Scalars['Boolean']['input'];
  /** The civility: M., MME or MLLE. */
  codeCivilite: Scalars['String']['input'];
  /** Step 1, checked again. */
  login: InvitationLoginInput;
  /** The last name. */
  nom: Scalars['String']['input'];
  /** The first name. */
  prenom: Scalars['String']['input'];
};

/** The result of the invitation sign-up. */
export type SignUpWithInvitationPayload = {
  __typename?: 'SignUpWithInvitationPayload';
  /** Why the sign-up was refused, in French (the spec's messages or the legacy's own). */
  errors: Array<UserError>;
  /**
   * True when the account was created but its login has a second factor: no portal session is open until its code is
   * given (`verifySecondFactor`), and `viewer` is null.
   */
  secondStepRequired: Scalars['Boolean']['output'];
  /** The new account, signed in with the invitation's files; null when refused. */
  viewer?: Maybe<Viewer>;
};

/** The file's site (agency), each field only if the legacy knows it (spec 000 §3, Site info). */
export type SiteInfo = {
  __typename?: 'SiteInfo';
  /** First address line. */
  adresseL1?: Maybe<Scalars['String']['output']>;
  /** Second address line. */
  adresseL2?: Maybe<Scalars['String']['output']>;
  /** The e-mail of the site's pilot. */
  mailPilote?: Maybe<Scalars['String']['output']>;
  /** The site's phone number. */
  telephone?: Maybe<Scalars['String']['output']>;
};

/** The answer of `startAuthenticatorEnrolment`. */
export type StartAuthenticatorEnrolmentPayload = {
  __typename?: 'StartAuthenticatorEnrolmentPayload';
  /** What to show the person. */
  enrolment?: Maybe<AuthenticatorEnrolment>;
  /** Empty: kept for the payload's one shape. */
  errors: Array<UserError>;
};

/** The answer of `startPasskeyEnrolment`. */
export type StartPasskeyEnrolmentPayload = {
  __typename?: 'StartPasskeyEnrolmentPayload';
  /** Empty: kept for the payload's one shape. */
  errors: Array<UserError>;
  /**
   * The WebAuthn creation options (`PublicKeyCredentialCreationOptionsJSON`, as JSON) for the browser; their
   * challenge is kept 5 minutes by the gateway for this person, for one `confirmPasskey`.
   */
  options?: Maybe<Scalars['String']['output']>;
};

/** The sign-in form's passkey offer (conditional mediation). */
export type StartPasskeySignInPayload = {
  __typename?: 'StartPasskeySignInPayload';
  /** Why there is no offer (store unavailable), in French; empty otherwise. */
  errors: Array<UserError>;
  /**
   * The WebAuthn request options (`PublicKeyCredentialRequestOptionsJSON`, as JSON) naming no credential: the browser
   * offers the passkeys it holds for the portal in the login field's autofill. Their challenge is kept 5 minutes, for
   * one `identifyPasskey`. Null when refused.
   */
  options?: Maybe<Scalars['String']['output']>;
};

/** What the sign-in's second step may take, for the sign-in whose password was accepted in this browser. */
export type StartSecondStepPayload = {
  __typename?: 'StartSecondStepPayload';
  /** True when a code is taken too (`verifySecondFactor`): the person has an authenticator app or recovery codes left. */
  codeAccepted: Scalars['Boolean']['output'];
  /** Why there is no second step (expired, store unavailable), in French; empty otherwise. */
  errors: Array<UserError>;
  /**
   * The WebAuthn request options (`PublicKeyCredentialRequestOptionsJSON`, as JSON) for one of the person's passkeys,
   * offered first; null when they have none. Their challenge is kept 5 minutes, for one `verifyPasskey`.
   */
  passkeyOptions?: Maybe<Scalars['String']['output']>;
};

/** A figure of the figures pages (Stat), read for one file: the catalogue is the firm's, the star the viewer's. */
export type Stat = {
  __typename?: 'Stat';
  /** Its value at the end of each closed financial year, oldest first (not for monthly figures: empty); null when the legacy call failed. */
  closedYears?: Maybe<Array<FinancialYearValue>>;
  /** Decimals to show. */
  decimals: Scalars['Int']['output'];
  /** Chart type the legacy suggests ('line' or 'column'); null when it does not say. */
  display?: Maybe<Scalars['String']['output']>;
  /** First month (1-12) of the file's financial year, for the period chooser; null when unknown. */
  exerciceStartMonth?: Maybe<Scalars['Int']['output']>;
  /** True when the viewer starred it: it is listed under 'Mes chiffres favoris'. */
  favorite: Scalars['Boolean']['output'];
  /** codeDossier and slug, unique across files; the id the favourite toggle takes. */
  id: Scalars['ID']['output'];
  /** True for receipts and expenses: a cumulative month-by-month chart comparing three years, with a period chooser. */
  monthly: Scalars['Boolean']['output'];
  /** Receipts and expenses month by month over the current calendar year and the three before it (monthly figures only: empty otherwise); null when a legacy call failed. */
  months?: Maybe<Array<MonthFigures>>;
  /** Its name in French, e.g. 'Recettes'. */
  name: Scalars['String']['output'];
  /** Slug of the figure, the last segment of its detail route (/mes-chiffres/:slug). */
  slug: Scalars['String']['output'];
  /** The unit of its values for this file: per hectare for an agricultural file's indebtedness and investment. */
  unit: FigureUnit;
  /** When the file's figures were last updated ('Mis à jour le'); null when unknown or when the legacy call failed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Administrative status of a file in the firm. */
export type StatutDossier =
  /** Active client. */
  | 'Bon'
  /** Former client: cannot be selected. */
  | 'Demissionne'
  /** Client without a portal account yet. */
  | 'PasInscrit';

/** A document of the store (spec 001 §3, Store document): its file streams through the gateway's /fichiers routes. */
export type StoreDocument = {
  __typename?: 'StoreDocument';
  /** An invoice's date (YYYY-MM-DD); null for a document. */
  dateFacture?: Maybe<Scalars['String']['output']>;
  /** The gateway's address of the file as an attachment (session and categories checked). */
  downloadUrl: Scalars['String']['output'];
  /** The titles of the store's nodes from the main node down to the one the document is listed under. */
  folderPath: Array<Scalars['String']['output']>;
  /** The file's code and the document's legacy id. */
  id: Scalars['ID']['output'];
  /** The document's legacy id. */
  legacyId: Scalars['String']['output'];
  /** The file name with its extension. */
  name: Scalars['String']['output'];
  /** The number of pages. */
  nbPages: Scalars['Int']['output'];
  /** An invoice's third party; null for a document. */
  nomFournisseur?: Maybe<Scalars['String']['output']>;
  /** An invoice's number; null for a document. */
  numeroFacture?: Maybe<Scalars['String']['output']>;
  /** The gateway's addresses of a waiting invoice's pages as pictures, in order; empty for any other document. */
  pageUrls: Array<Scalars['String']['output']>;
  /** The gateway's address of the file shown inline (session and categories checked). */
  previewUrl: Scalars['String']['output'];
  /** An invoice's total including tax, in euros; null for a document. */
  totalTTC?: Maybe<Scalars['Float']['output']>;
  /** Whether it is an invoice (facture) or another document (document). */
  type: Scalars['String']['output'];
};

/** A page of a node's documents, or of every document of a file's store (a Relay connection). */
export type StoreDocumentConnection = {
  __typename?: 'StoreDocumentConnection';
  /** The documents of the page with their cursors. */
  edges: Array<StoreDocumentEdge>;
  /** The documents of the page, without cursors. */
  nodes: Array<StoreDocument>;
  /** Where the page stands: a node's list promises a next page while a page is full. */
  pageInfo: PageInfo;
  /**
   * How many documents the whole list holds. The legacy counts nothing: for a node's documents the gateway reads on
   * from the page to the list's end, one legacy call per 100 documents after the page (none when the page is the last).
   */
  totalCount: Scalars['Int']['output'];
};

/** A document in a page, with the cursor that points at it. */
export type StoreDocumentEdge = {
  __typename?: 'StoreDocumentEdge';
  /** Pass it as `after` to read the documents that follow this one (opaque). */
  cursor: Scalars['String']['output'];
  /** The document. */
  node: StoreDocument;
};

/** A node of a file's document store (spec 001 §3, Store node), as the viewer's rights categories show it. */
export type StoreNode = Node & {
  __typename?: 'StoreNode';
  /** The tile's colour (CSS); null without one. */
  color?: Maybe<Scalars['String']['output']>;
  /**
   * The node's documents, newest first, `first` of them (1 to 100, 20 when left out; BAD_USER_INPUT outside) after
   * the cursor `after`; a page holding fewer than `first` is the last. `search` is at least 3 characters or empty
   * (every document); `invoiceKind` filters the factures templates, `waitingKind` the waiting documents (the first
   * filter offered without it; FORBIDDEN for one not offered). Empty for the main node and a node down for
   * maintenance; null when the legacy call failed.
   */
  documents?: Maybe<StoreDocumentConnection>;
  /** The legacy's icon name; null without one. */
  icon?: Maybe<Scalars['String']['output']>;
  /** The file's code and the node's code. */
  id: Scalars['ID']['output'];
  /** Whether the node is a payroll month, whose documents download together as a zip. */
  isPayroll: Scalars['Boolean']['output'];
  /** The node's code (the legacy's _id): a segment of the store's route; payroll months start with paies_. */
  legacyId: Scalars['String']['output'];
  /** Opaque global id of the folder: `node(nodeId:)` reads it again. */
  nodeId: Scalars['ID']['output'];
  /** The parent node's code; null for the main node. */
  nodeParent?: Maybe<Scalars['String']['output']>;
  /** The child nodes the viewer reads, by rank. */
  nodes: Array<StoreNode>;
  /** The tile's rank among its siblings. */
  order: Scalars['Int']['output'];
  /** The gateway's address of a payroll month's files in one zip; null for any other node. */
  payrollZipUrl?: Maybe<Scalars['String']['output']>;
  /** The search box's placeholder; null without one. */
  searchPlaceholder?: Maybe<Scalars['String']['output']>;
  /** How the node is drawn. */
  template: StoreTemplate;
  /** The node's title. */
  title: Scalars['String']['output'];
  /** Whether the node is down for maintenance (maintenanceGedFacture for invoices, maintenanceGedDocument else). */
  unavailable: Scalars['Boolean']['output'];
  /** The filters of a waitingDocuments node the viewer's permissions offer (All only with both); empty elsewhere. */
  waitingKinds: Array<WaitingKind>;
};


/** A node of a file's document store (spec 001 §3, Store node), as the viewer's rights categories show it. */
export type StoreNodeDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  invoiceKind?: InputMaybe<InvoiceKind>;
  search?: InputMaybe<Scalars['String']['input']>;
  waitingKind?: InputMaybe<WaitingKind>;
};

/** The template a node of the document store is drawn with (spec 001 §2). */
export type StoreTemplate =
  /** A plain list of documents. */
  | 'documents'
  /** Every year's invoices, filtered by kind, in a table. */
  | 'factures'
  /** One year's invoices, filtered by kind, in a table. */
  | 'factures_annee'
  /** The main node: category tiles only. */
  | 'main'
  /** Documents waiting to be filed, invoices shown as page pictures. */
  | 'waitingDocuments';

/** A registration to an event: the file answers yes with its participants. */
export type SubscribeToEventInput = {
  /** The event's id (Event.id). */
  eventId: Scalars['ID']['input'];
  /** Every participant of the file, kept, changed, added or removed. */
  participants: Array<EventParticipantInput>;
};

/**
 * The brand variant the portal runs under (platform name, entity name, link targets, chart colours),
 * chosen by the gateway's configuration. Public: the sign-in page needs it.
 */
export type Theme = {
  __typename?: 'Theme';
  /** Colours of chart series, in order (CSS colours). */
  chartColors: Array<Scalars['String']['output']>;
  /** Stable code of the brand, e.g. `terres`. */
  code: Scalars['ID']['output'];
  /** Name of the legal entity shown in the footer. */
  entityName: Scalars['String']['output'];
  /** Link targets of the brand. */
  links: ThemeLinks;
  /** Name of the platform shown in the header and the page title, e.g. 'Mon Espace Terres Conseil'. */
  platformName: Scalars['String']['output'];
  /** Main colour of the brand (CSS colour). */
  primaryColor: Scalars['String']['output'];
  /** Support phone number shown on the 'Aucun dossier' page, as written (e.g. '03 26 00 00 00'). */
  supportPhone: Scalars['String']['output'];
};

/** Link targets supplied by the theme. */
export type ThemeLinks = {
  __typename?: 'ThemeLinks';
  /** The firm's administration board, for holders of administrateur_cder. */
  adminBoard: Scalars['String']['output'];
  /** Base address of the public API (developers). */
  api: Scalars['String']['output'];
  /** The brand's external document library, which /ged-view/:guid opens on a document. */
  documentLibrary: Scalars['String']['output'];
  /** Home page of the firm's public site. */
  home: Scalars['String']['output'];
  /** Legal notice page. */
  legalNotice: Scalars['String']['output'];
  /** The firm's login service. */
  loginService: Scalars['String']['output'];
  /** External webmail service offered to owners of some entity codes. */
  webmail: Scalars['String']['output'];
};

/** A tool of the tools pages (spec 001 §3 Tool), read for one file: the catalogue is the firm's, the star the viewer's. */
export type Tool = {
  __typename?: 'Tool';
  /** Slug of the category it is listed under; null for the tools page itself. */
  categorie?: Maybe<Scalars['String']['output']>;
  /** True when the viewer starred it: it is listed in the favourites grid. */
  favorite: Scalars['Boolean']['output'];
  /** codeDossier and slug, unique across files; the id the favourite toggle takes. */
  id: Scalars['ID']['output'];
  /** Where it leads: a portal path ('/outils/...') or another site's address. */
  link: Scalars['String']['output'];
  /** True when the link opens in a new tab. */
  linkOpenNewTab: Scalars['Boolean']['output'];
  /** Its name in French, e.g. 'Raccourcis Web'. */
  name: Scalars['String']['output'];
  /** Slug of the tool; a category's slug is the last segment of its page (/outils/:slug). */
  slug: Scalars['String']['output'];
};

/** A guided tour (parcours) pending for a route. */
export type Tour = {
  __typename?: 'Tour';
  /** Legacy code of the tour. */
  code: Scalars['ID']['output'];
  /** True when the person already did it. */
  dejaFait: Scalars['Boolean']['output'];
  /** Steps as JSON text (element selector, triggers, callbacks). */
  etapes: Scalars['String']['output'];
  /** The tour's legacy code: a tour is the account's, so it is unique as is. */
  id: Scalars['ID']['output'];
  /** The route name of the screen the tour belongs to. */
  routeName: Scalars['String']['output'];
};

/** The outcome of recording a tour as done, or of removing that mark. */
export type TourChangePayload = {
  __typename?: 'TourChangePayload';
  /** Expected refusals, in French. */
  errors: Array<UserError>;
  /** The tour after the change; null when the route has no tour or the change was refused. */
  tour?: Maybe<Tour>;
};

/** A tutorial (spec 001 §3, Tutorial): the same for every file. */
export type Tutorial = {
  __typename?: 'Tutorial';
  /** What it teaches, shown once the card is selected. */
  description: Scalars['String']['output'];
  /** The gateway's address of the card's icon (with the session). */
  iconUrl: Scalars['String']['output'];
  /** The tutorial's code (the tutorials are the firm's, the same for everyone). */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** Where it opens, in a new tab (an http or https address); null when the legacy gives none the portal opens. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Activity type of a file. */
export type TypeActivite =
  /** Other activities (ACS). */
  | 'ACS'
  /** Farming. */
  | 'AGRI'
  /** Farming and wine growing. */
  | 'AGRIVITI'
  /** Wine growing. */
  | 'VITI';

/** A change of a crop line (the crop form, spec 001 §5). */
export type UpdateAssolementCultureInput = {
  /** The culture's idtCultureTypeTRAME; null is refused with the spec's message. */
  culture?: InputMaybe<Scalars['Int']['input']>;
  /** Whether it is a secondary crop (dérobée). */
  estDerobee: Scalars['Boolean']['input'];
  /** The line's id. */
  id: Scalars['ID']['input'];
  /** The line's own name; kept only when the culture's name may change. */
  libellePerso?: InputMaybe<Scalars['String']['input']>;
  /** Yield in t/ha, at least −1000 and not above the culture's rendementMax. */
  rendement?: InputMaybe<Scalars['Float']['input']>;
  /** Surface in hectares (1 to 999999, in tenths); null is refused with the spec's message. */
  surface?: InputMaybe<Scalars['Float']['input']>;
};

/** A risk's pictograms update, in one call (spec 002 §7). */
export type UpdateDuerRisquePictosInput = {
  /** The pictograms added. */
  ajouts: Array<DuerPictoAjoutInput>;
  /** The placed pictograms whose description changed. */
  modifications: Array<DuerPictoModificationInput>;
  /** The risk (DuerRisque.id); its base risk must carry pictograms. */
  risqueId: Scalars['ID']['input'];
  /** The placed pictograms removed (DuerRisquePicto.legacyId), the risk's. */
  suppressions: Array<Scalars['ID']['input']>;
};

/** A loan to change. */
export type UpdateLoanInput = {
  /** The loan (Loan.id). */
  id: Scalars['ID']['input'];
  /** Its new terms. */
  terms: LoanTermsInput;
};

/** A change of a shared credential (the edit modal). */
export type UpdateSharedCredentialInput = {
  /** The modal's 'Modifier le mot de passe' toggle: false keeps the password and ignores the two fields below. */
  changesPassword: Scalars['Boolean']['input'];
  /** The new password typed again, when changesPassword. */
  confirmationMotDePasse?: InputMaybe<Scalars['String']['input']>;
  /** The credential's id. */
  id: Scalars['ID']['input'];
  /** The new password, when changesPassword. */
  motDePasse?: InputMaybe<Scalars['String']['input']>;
  /** The login. */
  nomUtilisateur: Scalars['String']['input'];
  /** The name shown for it. */
  titre: Scalars['String']['input'];
};

/** Profile of a person, as the legacy API describes it. */
export type User = {
  __typename?: 'User';
  /** Postal address, in one line. */
  adresse?: Maybe<Scalars['String']['output']>;
  /** How the person prefers to be reached. */
  canalPrefere?: Maybe<Scalars['String']['output']>;
  /** True for an account of the external sign-in provider: changing its e-mail also sets a password. */
  compteExterne: Scalars['Boolean']['output'];
  /** Testers are not tracked. */
  estTesteur: Scalars['Boolean']['output'];
  /** Person guid in the firm's records. */
  guidPersonne?: Maybe<Scalars['String']['output']>;
  /** True when the person may open the forum. */
  hasForum: Scalars['Boolean']['output'];
  /** Stable id (legacy user id). */
  id: Scalars['ID']['output'];
  /** E-mail address. */
  mail?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  nom: Scalars['String']['output'];
  /** Mobile phone. */
  port?: Maybe<Scalars['String']['output']>;
  /** The person's settings. */
  preferences: UserPreferences;
  /** First name. */
  prenom: Scalars['String']['output'];
  /** Landline phone. */
  tel?: Maybe<Scalars['String']['output']>;
};

/**
 * An expected failure of a mutation, with the spec's French message. It is data, not a GraphQL error:
 * the screen shows it next to the field it names.
 */
export type UserError = {
  __typename?: 'UserError';
  /** The input field the message is about (dot path, e.g. `input.password`), or null for the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** The French message to show, to the letter of the specification. */
  message: Scalars['String']['output'];
};

/** Preferences of a person. */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  /** Send an e-mail when a notification arrives. */
  sendMailWhenNotify: Scalars['Boolean']['output'];
};

/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The files shared with the viewer (idRole not 1), with their categories; null when the legacy call failed. */
  acquiredAccesses?: Maybe<Array<DossierAccess>>;
  /**
   * The token this request authenticated with (`Authorization: Bearer`), so that a script can ask what it holds:
   * its name, scopes, files and expiry. Null for a browser session.
   */
  apiToken?: Maybe<ApiToken>;
  /**
   * True when the person has tokens and the legacy session they share has ended (a password change ended it, or the
   * legacy did, as the first token request since found): every token answers 401 TOKEN_SESSION_ENDED until
   * `renewApiTokenSession`.
   */
  apiTokenSessionEnded: Scalars['Boolean']['output'];
  /** The signed-in person's personal access tokens not expired, newest first ('Accès API'). */
  apiTokens: Array<ApiToken>;
  /** A board workspace by its id; null when it is unknown or the viewer lacks the right administrateur_cder. */
  boardWorkspace?: Maybe<BoardWorkspace>;
  /**
   * The board's workspaces, in order (spec 001 §2 ged-documents-administration); empty without the right
   * administrateur_cder, whatever the legacy answers; null when the legacy call failed.
   */
  boardWorkspaces?: Maybe<Array<BoardWorkspace>>;
  /** True when the viewer owns (idRole 1) a file: only then are 'Partager mes dossiers' and its calls open (spec 000 §6). */
  canShare: Scalars['Boolean']['output'];
  /** The contact details of each of the viewer's files; null when the legacy call failed. */
  communications?: Maybe<Array<FileCommunication>>;
  /** The countries of the phone indicators; null when the legacy call failed. */
  countries?: Maybe<Array<Country>>;
  /**
   * The browsers signed in as the person (sessions not expired), the one of this request first, then their tokens
   * not expired, oldest sign-in first within each kind. A browser session only: a token is refused
   * (SESSION_REQUIRED). Null when the gateway's store cannot be read: the card fails, not the page.
   */
  devices?: Maybe<Array<Device>>;
  /**
   * The files of `dossiers`, a page at a time, in the legacy's order: `first` of them (1 to 100, 50 when absent)
   * after the cursor `after`. Each file comes exactly once over the pages; a cursor whose file left the list is
   * refused (BAD_USER_INPUT): read again from the start. Null when the legacy call failed.
   */
  dossierConnection?: Maybe<DossierConnection>;
  /**
   * The files the person sees: for a client the files owned (idRole 1) and shared with them;
   * for a collaborator the files of the portfolio. Null when the legacy call failed (the list fails alone).
   */
  dossiers?: Maybe<Array<Dossier>>;
  /** User-wide rights (mesDroits.utilisateur), e.g. 'oic', 'administrateur_cder'; null when they could not be read. */
  droitsUtilisateur?: Maybe<Array<Scalars['String']['output']>>;
  /**
   * The creators programme's e-learnings, in order; empty, and never asked of the legacy, without the rights entry
   * 'oic' (spec 001 §6); null when the legacy call failed.
   */
  elearnings?: Maybe<Array<ELearning>>;
  /** Functions of a collaborator (e.g. CE, SEC, SE); empty for clients; null when the rights could not be read. */
  fonctionsUtilisateur?: Maybe<Array<Scalars['String']['output']>>;
  /** One Day's photos in order (spec 000 §2.3); null when the legacy call failed. */
  galleryImages?: Maybe<Array<GalleryImage>>;
  /** A generic page by its id; null when the legacy answers a status other than 200 (an unknown page). */
  genericPage?: Maybe<GenericPage>;
  /** Address of the third-party hiring simulator's widget script (spec 001 §2 simulateur-embauche), from the gateway's settings; the page loads it into its container. */
  hiringSimulatorScriptUrl: Scalars['String']['output'];
  /** Tiles of the home page, priority ones first; null when the legacy call failed (the tiles fail alone). */
  homeSections?: Maybe<Array<HomeSection>>;
  /** Stable id of the person (legacy userId). */
  id: Scalars['ID']['output'];
  /** The invitations received and still pending, newest first; null when the legacy call failed. */
  invitationsReceived?: Maybe<Array<Invitation>>;
  /** True for the firm's staff (typeUtilisateur 'collab'). */
  isCollaborateur: Scalars['Boolean']['output'];
  /** Login of the account. */
  login: Scalars['String']['output'];
  /** The mail themes with the signed-in person's choice, in the legacy's order; null when a legacy call failed. */
  mailThemes?: Maybe<Array<MailTheme>>;
  /**
   * The map tiles' address template ({z}/{x}/{y}), from the gateway's MAP_TILES_URL; null when none is set: the map
   * then draws its zones on a plain background.
   */
  mapTilesUrl?: Maybe<Scalars['String']['output']>;
  /**
   * The notifications of `notifications`, a page at a time, newest first: `first` of them (1 to 100, 50 when
   * absent) after the cursor `after`. Each comes exactly once over the pages; a cursor whose notification left the
   * list is refused (BAD_USER_INPUT): read again from the start. Null when the legacy call failed.
   */
  notificationConnection?: Maybe<NotificationConnection>;
  /** Notifications, newest first; null when the legacy call failed (the list fails alone). */
  notifications?: Maybe<Array<Notification>>;
  /** The creators programme's interlocutors, in order; empty without 'oic'; null when the legacy call failed. */
  oicContacts?: Maybe<Array<Contact>>;
  /** The creators programme's site; null without 'oic', or when the legacy call failed. */
  oicSiteInfo?: Maybe<SiteInfo>;
  /** Number of invitations received and still pending (for the 'Aucun dossier' page). */
  pendingInvitationCount: Scalars['Int']['output'];
  /**
   * Staff portfolio search by code or company name (collaborators only). At least 3 characters, otherwise
   * BAD_USER_INPUT 'Veuillez saisir 3 caractères minimum.'
   */
  portfolioSearch: Array<PortfolioDossier>;
  /** How many of the person's recovery codes are still unused (0 without a second factor). */
  recoveryCodesLeft: Scalars['Int']['output'];
  /** The rights category tree; empty unless canShare; null when the legacy call failed. */
  rightsCategories?: Maybe<Array<RightsCategory>>;
  /** The signed-in person's second factors, oldest first; empty when the sign-in asks for the password only. */
  secondFactors: Array<SecondFactor>;
  /**
   * The file to act on: the wanted one when the viewer may act on it, else (clients only) the favourite,
   * else the first. Null when the viewer has no file, or for a collaborator who has not chosen one.
   */
  selectedDossier?: Maybe<Dossier>;
  /** The invitations the viewer sent, in every state; empty unless canShare; null when the legacy call failed. */
  sentInvitations?: Maybe<Array<SentInvitation>>;
  /** The people with access to the viewer's files; empty unless canShare; null when the legacy call failed. */
  sharedWith?: Maybe<Array<SharedPerson>>;
  /** The roles an owner may give; empty unless canShare; null when the legacy call failed. */
  sharingRoles?: Maybe<Array<SharingRole>>;
  /** One of the viewer's shortcuts, for its edition; null when unknown. */
  shortcut?: Maybe<Shortcut>;
  /** The viewer's web shortcuts, oldest first; null when the legacy call failed. */
  shortcuts?: Maybe<Array<Shortcut>>;
  /** The guided tour in progress for a route name, if any. */
  tourInProgress?: Maybe<Tour>;
  /** Legacy user type: 'collab' for the firm's staff, anything else for clients. */
  typeUtilisateur: Scalars['String']['output'];
  /** Number of unread notifications; 0 when the count cannot be read (its failure is ignored). */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Profile of the person. */
  user: User;
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerBoardWorkspaceArgs = {
  workspaceId: Scalars['ID']['input'];
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerDossierConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerGenericPageArgs = {
  pageId: Scalars['ID']['input'];
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerNotificationConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerPortfolioSearchArgs = {
  term: Scalars['String']['input'];
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerSelectedDossierArgs = {
  codeDossier?: InputMaybe<Scalars['String']['input']>;
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerShortcutArgs = {
  shortcutId: Scalars['ID']['input'];
};


/** The signed-in person: a client (owner, shared-access user, individual) or a collaborator of the firm. */
export type ViewerTourInProgressArgs = {
  routeName: Scalars['String']['input'];
};

/** The filter of the waiting documents (spec 001 §2, waitingDocuments), offered by the viewer's permissions. */
export type WaitingKind =
  /** Every waiting document. */
  | 'All'
  /** Documents other than invoices (mod_documents). */
  | 'Documents'
  /** Invoices (mod_factures). */
  | 'Invoices';

/** A person's access to withdraw from one of the viewer's files. */
export type WithdrawAccessInput = {
  /** The file: one the viewer owns. */
  codeDossier: Scalars['String']['input'];
  /** The person's guid. */
  guidPersonne: Scalars['String']['input'];
};

/** The average yields of a culture in a year by zone (spec 001 §2, rendementcarto). */
export type YieldMap = {
  __typename?: 'YieldMap';
  /** The culture's idtCultureTypeTRAME. */
  culture: Scalars['Int']['output'];
  /** The zone type, culture and year. */
  id: Scalars['ID']['output'];
  /** The year. */
  millesime: Scalars['Int']['output'];
  /** The culture's quartiles that year; null when no yield is known. */
  quartiles?: Maybe<YieldQuartiles>;
  /** The kind of zone drawn. */
  zoneType: ZoneType;
  /** Every zone of the type, with or without a yield. */
  zones: Array<YieldZone>;
};

/** The quartiles of a culture's average yields in a year, in t/ha (spec 001 §3): the legend's thresholds after 0. */
export type YieldQuartiles = {
  __typename?: 'YieldQuartiles';
  /** First quartile (the legacy's Q1). */
  q1: Scalars['Float']['output'];
  /** Median (Q2). */
  q2: Scalars['Float']['output'];
  /** Third quartile (Q3). */
  q3: Scalars['Float']['output'];
};

/** A zone of the yield map with its average yield of the culture (spec 001 §3, Zone and Yield average). */
export type YieldZone = {
  __typename?: 'YieldZone';
  /** The zone's outline, a GeoJSON geometry as text (WGS 84, longitude then latitude). */
  area: Scalars['String']['output'];
  /** The yield's grade, 1 (below Q1) to 4 (Q3 and above); null without a yield or quartiles. */
  grade?: Maybe<Scalars['Int']['output']>;
  /** The zone type and the zone's key, unique across types. */
  id: Scalars['ID']['output'];
  /** The zone's code: a commune's INSEE code, a région's key. */
  key: Scalars['String']['output'];
  /** The zone's name. */
  libelle: Scalars['String']['output'];
  /** The zone's average yield of the culture in t/ha; null when none is known. */
  rendement?: Maybe<Scalars['Float']['output']>;
};

/** The kind of agricultural zone the yield map draws (spec 001 §7, the groupBy of the averages). */
export type ZoneType =
  /** Communes. */
  | 'commune'
  /** Grandes régions. */
  | 'grandeRegion'
  /** Petites régions agricoles. */
  | 'petiteRegion';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Node:
    | ( ApiTokenParent )
    | ( AppointmentParent )
    | ( ContactParent )
    | ( DeviceParent )
    | ( DossierParent )
    | ( DuerParent )
    | ( EventParent )
    | ( LoanParent )
    | ( NotificationParent )
    | ( StoreNodeParent )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptInvitationPayload: ResolverTypeWrapper<Omit<AcceptInvitationPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  AddAssolementCultureInput: AddAssolementCultureInput;
  AddDuerAnnexeInput: AddDuerAnnexeInput;
  AddDuerAuditCategorieInput: AddDuerAuditCategorieInput;
  AddDuerAuditQuestionInput: AddDuerAuditQuestionInput;
  AddDuerCategorieInput: AddDuerCategorieInput;
  AddDuerGroupeAutreDuerInput: AddDuerGroupeAutreDuerInput;
  AddDuerGroupeEtRisqueInput: AddDuerGroupeEtRisqueInput;
  AddDuerGroupeInput: AddDuerGroupeInput;
  AddDuerModuleExistantInput: AddDuerModuleExistantInput;
  AddDuerModuleInput: AddDuerModuleInput;
  AddDuerPageInput: AddDuerPageInput;
  AddDuerPreambuleCategorieInput: AddDuerPreambuleCategorieInput;
  AddDuerRisqueInput: AddDuerRisqueInput;
  AddLoanInput: AddLoanInput;
  AddSharedCredentialInput: AddSharedCredentialInput;
  Address: ResolverTypeWrapper<Address>;
  AgAnswerInput: AgAnswerInput;
  AgInvitation: ResolverTypeWrapper<AgInvitation>;
  AgRegistrationState: AgRegistrationState;
  ApiArea: ApiArea;
  ApiToken: ResolverTypeWrapper<ApiTokenParent>;
  ApiTokenAreaScope: ResolverTypeWrapper<ApiTokenAreaScope>;
  ApiTokenAreaScopeInput: ApiTokenAreaScopeInput;
  ApiTokenScope: ApiTokenScope;
  Appointment: ResolverTypeWrapper<AppointmentParent>;
  AppointmentChangePayload: ResolverTypeWrapper<Omit<AppointmentChangePayload, 'appointment'> & { appointment?: Maybe<ResolversTypes['Appointment']> }>;
  AppointmentConnection: ResolverTypeWrapper<AppointmentConnectionParent>;
  AppointmentEdge: ResolverTypeWrapper<Omit<AppointmentEdge, 'node'> & { node: ResolversTypes['Appointment'] }>;
  AppointmentRequest: ResolverTypeWrapper<AppointmentRequest>;
  Assolement: ResolverTypeWrapper<AssolementParent>;
  AssolementCulture: ResolverTypeWrapper<AssolementCultureParent>;
  AssolementPayload: ResolverTypeWrapper<Omit<AssolementPayload, 'assolement'> & { assolement?: Maybe<ResolversTypes['Assolement']> }>;
  AuthenticatorEnrolment: ResolverTypeWrapper<AuthenticatorEnrolment>;
  BillingSettings: ResolverTypeWrapper<BillingSettings>;
  BoardDocument: ResolverTypeWrapper<LegacyLibraryDocument>;
  BoardWorkspace: ResolverTypeWrapper<LegacyBoardWorkspace>;
  BookAppointmentInput: BookAppointmentInput;
  BookAppointmentPayload: ResolverTypeWrapper<BookAppointmentPayload>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BreachedPasswordSuffix: ResolverTypeWrapper<BreachedPasswordSuffix>;
  ChangeMailInput: ChangeMailInput;
  ChangeMailPayload: ResolverTypeWrapper<ChangeMailPayload>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ChangeSentInvitationInput: ChangeSentInvitationInput;
  CheckInvitationLoginPayload: ResolverTypeWrapper<CheckInvitationLoginPayload>;
  CodeMode: CodeMode;
  CommunicationChange: ResolverTypeWrapper<CommunicationChange>;
  CommunicationChanges: ResolverTypeWrapper<CommunicationChanges>;
  ConfirmApiTokenPayload: ResolverTypeWrapper<Omit<ConfirmApiTokenPayload, 'apiToken'> & { apiToken?: Maybe<ResolversTypes['ApiToken']> }>;
  ConfirmAuthenticatorInput: ConfirmAuthenticatorInput;
  ConfirmAuthenticatorPayload: ResolverTypeWrapper<ConfirmAuthenticatorPayload>;
  ConfirmDocumentUploadInput: ConfirmDocumentUploadInput;
  ConfirmDocumentUploadPayload: ResolverTypeWrapper<ConfirmDocumentUploadPayload>;
  ConfirmPasskeyInput: ConfirmPasskeyInput;
  ConfirmPasskeyPayload: ResolverTypeWrapper<ConfirmPasskeyPayload>;
  Contact: ResolverTypeWrapper<ContactParent>;
  ContactAvatar: ContactAvatar;
  CopyDuerModuleInput: CopyDuerModuleInput;
  Country: ResolverTypeWrapper<Country>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: ResolverTypeWrapper<Omit<CreateApiTokenPayload, 'apiToken'> & { apiToken?: Maybe<ResolversTypes['ApiToken']> }>;
  CreateDuerInput: CreateDuerInput;
  Culture: ResolverTypeWrapper<CultureParent>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteLoanPayload: ResolverTypeWrapper<Omit<DeleteLoanPayload, 'loan'> & { loan?: Maybe<ResolversTypes['Loan']> }>;
  DeleteSharedCredentialPayload: ResolverTypeWrapper<Omit<DeleteSharedCredentialPayload, 'sharedCredential'> & { sharedCredential?: Maybe<ResolversTypes['SharedCredential']> }>;
  DeleteShortcutPayload: ResolverTypeWrapper<Omit<DeleteShortcutPayload, 'shortcut'> & { shortcut?: Maybe<ResolversTypes['Shortcut']> }>;
  Device: ResolverTypeWrapper<DeviceParent>;
  DeviceKind: DeviceKind;
  DocumentUploadKind: DocumentUploadKind;
  Documentation: ResolverTypeWrapper<LegacyDocumentation>;
  DocumentationKind: DocumentationKind;
  DocumentationLibrary: ResolverTypeWrapper<DocumentationLibraryParent>;
  Dossier: ResolverTypeWrapper<DossierParent>;
  DossierAccess: ResolverTypeWrapper<DossierAccess>;
  DossierConnection: ResolverTypeWrapper<DossierConnectionParent>;
  DossierEdge: ResolverTypeWrapper<Omit<DossierEdge, 'node'> & { node: ResolversTypes['Dossier'] }>;
  DossierSubscription: ResolverTypeWrapper<DossierSubscription>;
  Duer: ResolverTypeWrapper<DuerParent>;
  DuerAnnexe: ResolverTypeWrapper<DuerAnnexeParent>;
  DuerAnnexeNumeroInput: DuerAnnexeNumeroInput;
  DuerAnnexes: ResolverTypeWrapper<DuerAnnexesParent>;
  DuerAnnexesPayload: ResolverTypeWrapper<Omit<DuerAnnexesPayload, 'annexes'> & { annexes?: Maybe<ResolversTypes['DuerAnnexes']> }>;
  DuerAudit: ResolverTypeWrapper<DuerAudit>;
  DuerAuditAnswerInput: DuerAuditAnswerInput;
  DuerAuditCategorie: ResolverTypeWrapper<DuerAuditCategorie>;
  DuerAuditPayload: ResolverTypeWrapper<Omit<DuerAuditPayload, 'duer'> & { duer?: Maybe<ResolversTypes['Duer']> }>;
  DuerAuditQuestion: ResolverTypeWrapper<DuerAuditQuestion>;
  DuerAutreDossier: ResolverTypeWrapper<DuerAutreDossierParent>;
  DuerBaseAnnexe: ResolverTypeWrapper<DuerBaseAnnexeParent>;
  DuerBaseCategorie: ResolverTypeWrapper<DuerBaseCategorieParent>;
  DuerBasePage: ResolverTypeWrapper<DuerBasePageParent>;
  DuerBasePicto: ResolverTypeWrapper<DuerBasePictoParent>;
  DuerCategorie: ResolverTypeWrapper<DuerCategorieParent>;
  DuerCategoriePayload: ResolverTypeWrapper<Omit<DuerCategoriePayload, 'categorie' | 'duer'> & { categorie?: Maybe<ResolversTypes['DuerCategorie']>, duer?: Maybe<ResolversTypes['Duer']> }>;
  DuerCreation: ResolverTypeWrapper<DuerCreation>;
  DuerCreationMode: DuerCreationMode;
  DuerEcranPage: DuerEcranPage;
  DuerElementAutreDuer: ResolverTypeWrapper<DuerElementAutreDuer>;
  DuerElementDeBase: ResolverTypeWrapper<DuerElementDeBase>;
  DuerFormPayload: ResolverTypeWrapper<Omit<DuerFormPayload, 'duer'> & { duer?: Maybe<ResolversTypes['Duer']> }>;
  DuerGroupe: ResolverTypeWrapper<DuerGroupeParent>;
  DuerInformationsGenerales: ResolverTypeWrapper<DuerInformationsGenerales>;
  DuerModule: ResolverTypeWrapper<DuerModuleParent>;
  DuerModulePayload: ResolverTypeWrapper<Omit<DuerModulePayload, 'module'> & { module?: Maybe<ResolversTypes['DuerModule']> }>;
  DuerOrdreInput: DuerOrdreInput;
  DuerPage: ResolverTypeWrapper<DuerPageParent>;
  DuerPageDeGarde: ResolverTypeWrapper<DuerPageDeGarde>;
  DuerPagePlaceInput: DuerPagePlaceInput;
  DuerPagesPayload: ResolverTypeWrapper<Omit<DuerPagesPayload, 'duer'> & { duer?: Maybe<ResolversTypes['Duer']> }>;
  DuerPayload: ResolverTypeWrapper<Omit<DuerPayload, 'duer'> & { duer?: Maybe<ResolversTypes['Duer']> }>;
  DuerPictoAjoutInput: DuerPictoAjoutInput;
  DuerPictoModificationInput: DuerPictoModificationInput;
  DuerPreambule: ResolverTypeWrapper<DuerPreambule>;
  DuerPreambuleCategorie: ResolverTypeWrapper<DuerPreambuleCategorie>;
  DuerPreambuleContenuInput: DuerPreambuleContenuInput;
  DuerPreambulePayload: ResolverTypeWrapper<Omit<DuerPreambulePayload, 'duer'> & { duer?: Maybe<ResolversTypes['Duer']> }>;
  DuerRisque: ResolverTypeWrapper<DuerRisqueParent>;
  DuerRisqueHistorique: ResolverTypeWrapper<DuerRisqueHistorique>;
  DuerRisqueInput: DuerRisqueInput;
  DuerRisquePicto: ResolverTypeWrapper<DuerRisquePictoParent>;
  ELearning: ResolverTypeWrapper<LegacyHelpCard>;
  EditAppointmentInput: EditAppointmentInput;
  Event: ResolverTypeWrapper<EventParent>;
  EventAnswerPayload: ResolverTypeWrapper<Omit<EventAnswerPayload, 'event'> & { event?: Maybe<ResolversTypes['Event']> }>;
  EventAvailability: EventAvailability;
  EventConnection: ResolverTypeWrapper<EventConnectionParent>;
  EventEdge: ResolverTypeWrapper<Omit<EventEdge, 'node'> & { node: ResolversTypes['Event'] }>;
  EventParticipant: ResolverTypeWrapper<EventParticipantParent>;
  EventParticipantInput: EventParticipantInput;
  FigureUnit: FigureUnit;
  FileChoiceInput: FileChoiceInput;
  FileCommunication: ResolverTypeWrapper<FileCommunication>;
  FinancialYearValue: ResolverTypeWrapper<FinancialYearValue>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForgetLinkedExternalAccountPayload: ResolverTypeWrapper<ForgetLinkedExternalAccountPayload>;
  GalleryImage: ResolverTypeWrapper<GalleryImage>;
  GeneralAssembly: ResolverTypeWrapper<GeneralAssembly>;
  GenericPage: ResolverTypeWrapper<GenericPage>;
  GrantedCategory: ResolverTypeWrapper<GrantedCategory>;
  HomeSection: ResolverTypeWrapper<HomeSectionParent>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdentifyPasskeyPayload: ResolverTypeWrapper<IdentifyPasskeyPayload>;
  ImportTelepacAssolementInput: ImportTelepacAssolementInput;
  ImportTelepacAssolementPayload: ResolverTypeWrapper<Omit<ImportTelepacAssolementPayload, 'assolement'> & { assolement?: Maybe<ResolversTypes['Assolement']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<LegacyInvitation>;
  InvitationLoginInput: InvitationLoginInput;
  InviteToShareInput: InviteToShareInput;
  InvitedDossier: ResolverTypeWrapper<InvitedDossier>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceKind: InvoiceKind;
  InvoiceProgress: InvoiceProgress;
  KeyFigure: ResolverTypeWrapper<KeyFigureParent>;
  LibraryDocument: ResolverTypeWrapper<LibraryDocumentParent>;
  LibraryDocumentConnection: ResolverTypeWrapper<LibraryDocumentConnectionParent>;
  LibraryDocumentEdge: ResolverTypeWrapper<Omit<LibraryDocumentEdge, 'node'> & { node: ResolversTypes['LibraryDocument'] }>;
  LinkedExternalAccount: ResolverTypeWrapper<LinkedExternalAccount>;
  Loan: ResolverTypeWrapper<LoanParent>;
  LoanPayload: ResolverTypeWrapper<Omit<LoanPayload, 'loan'> & { loan?: Maybe<ResolversTypes['Loan']> }>;
  LoanScheduleEntry: ResolverTypeWrapper<LoanScheduleEntry>;
  LoanTermsInput: LoanTermsInput;
  MailTheme: ResolverTypeWrapper<MailTheme>;
  MembershipFee: ResolverTypeWrapper<MembershipFee>;
  MonthFigures: ResolverTypeWrapper<MonthFigures>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Notification: ResolverTypeWrapper<NotificationParent>;
  NotificationConnection: ResolverTypeWrapper<NotificationConnectionParent>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Participant: ResolverTypeWrapper<ParticipantParent>;
  PortfolioDossier: ResolverTypeWrapper<DossierParent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimit: ResolverTypeWrapper<RateLimit>;
  RecentDocuments: ResolverTypeWrapper<Omit<RecentDocuments, 'documents' | 'invoices'> & { documents: Array<ResolversTypes['SentDocument']>, invoices?: Maybe<Array<ResolversTypes['SentDocument']>> }>;
  RecoverAccountInput: RecoverAccountInput;
  RecoverAccountPayload: ResolverTypeWrapper<RecoverAccountPayload>;
  RegisterAgAttendanceInput: RegisterAgAttendanceInput;
  RegisterAgAttendancePayload: ResolverTypeWrapper<RegisterAgAttendancePayload>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  RemoveSecondFactorInput: RemoveSecondFactorInput;
  RemoveSecondFactorPayload: ResolverTypeWrapper<RemoveSecondFactorPayload>;
  RenameDuerElementInput: RenameDuerElementInput;
  RenameDuerPreambuleCategorieInput: RenameDuerPreambuleCategorieInput;
  RenameSecondFactorInput: RenameSecondFactorInput;
  RenameSecondFactorPayload: ResolverTypeWrapper<RenameSecondFactorPayload>;
  RenewApiTokenSessionPayload: ResolverTypeWrapper<RenewApiTokenSessionPayload>;
  RepeatedCrop: ResolverTypeWrapper<Omit<RepeatedCrop, 'culture'> & { culture: ResolversTypes['Culture'] }>;
  ReplaceDuerAnnexeInput: ReplaceDuerAnnexeInput;
  ReplaceDuerPageInput: ReplaceDuerPageInput;
  RequestAccountRecoveryInput: RequestAccountRecoveryInput;
  RequestAccountRecoveryPayload: ResolverTypeWrapper<RequestAccountRecoveryPayload>;
  RequestServiceCallbackInput: RequestServiceCallbackInput;
  RequestServiceCallbackPayload: ResolverTypeWrapper<RequestServiceCallbackPayload>;
  Respondent: ResolverTypeWrapper<Respondent>;
  RevokeApiTokenPayload: ResolverTypeWrapper<RevokeApiTokenPayload>;
  RightsCategory: ResolverTypeWrapper<RightsCategory>;
  RotationCheck: ResolverTypeWrapper<Omit<RotationCheck, 'repeatedCrops'> & { repeatedCrops?: Maybe<Array<ResolversTypes['RepeatedCrop']>> }>;
  SaveBillingSettingsInput: SaveBillingSettingsInput;
  SaveBillingSettingsPayload: ResolverTypeWrapper<SaveBillingSettingsPayload>;
  SaveCommunicationInput: SaveCommunicationInput;
  SaveCommunicationPayload: ResolverTypeWrapper<SaveCommunicationPayload>;
  SaveDuerAnnexesInput: SaveDuerAnnexesInput;
  SaveDuerAuditInput: SaveDuerAuditInput;
  SaveDuerInformationsGeneralesInput: SaveDuerInformationsGeneralesInput;
  SaveDuerModuleOrdresInput: SaveDuerModuleOrdresInput;
  SaveDuerModuleRemarqueInput: SaveDuerModuleRemarqueInput;
  SaveDuerPageDeGardeInput: SaveDuerPageDeGardeInput;
  SaveDuerPagesInput: SaveDuerPagesInput;
  SaveDuerPreambuleInput: SaveDuerPreambuleInput;
  SaveDuerRisquesInput: SaveDuerRisquesInput;
  SavePreferencesInput: SavePreferencesInput;
  SavePreferencesPayload: ResolverTypeWrapper<Omit<SavePreferencesPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SaveShortcutInput: SaveShortcutInput;
  SaveShortcutPayload: ResolverTypeWrapper<Omit<SaveShortcutPayload, 'shortcut'> & { shortcut?: Maybe<ResolversTypes['Shortcut']> }>;
  SecondFactor: ResolverTypeWrapper<SecondFactor>;
  SecondFactorKind: SecondFactorKind;
  SendConfirmationCodePayload: ResolverTypeWrapper<SendConfirmationCodePayload>;
  SentDocument: ResolverTypeWrapper<SentDocumentParent>;
  SentDocumentFilter: SentDocumentFilter;
  SentInvitation: ResolverTypeWrapper<SentInvitation>;
  SentInvitationPayload: ResolverTypeWrapper<SentInvitationPayload>;
  SentInvitationState: SentInvitationState;
  Service: ResolverTypeWrapper<Service>;
  ServiceResource: ResolverTypeWrapper<ServiceResource>;
  ServiceResourceType: ServiceResourceType;
  SetFavoriteDossierPayload: ResolverTypeWrapper<Omit<SetFavoriteDossierPayload, 'dossiers'> & { dossiers: Array<ResolversTypes['Dossier']> }>;
  SetPersonRightsInput: SetPersonRightsInput;
  SetStatFavoriteInput: SetStatFavoriteInput;
  SetStatFavoritePayload: ResolverTypeWrapper<Omit<SetStatFavoritePayload, 'stat'> & { stat?: Maybe<ResolversTypes['Stat']> }>;
  SetToolFavoriteInput: SetToolFavoriteInput;
  SetToolFavoritePayload: ResolverTypeWrapper<Omit<SetToolFavoritePayload, 'tool'> & { tool?: Maybe<ResolversTypes['Tool']> }>;
  SharedCredential: ResolverTypeWrapper<SharedCredentialParent>;
  SharedCredentialPayload: ResolverTypeWrapper<Omit<SharedCredentialPayload, 'sharedCredential'> & { sharedCredential?: Maybe<ResolversTypes['SharedCredential']> }>;
  SharedFile: ResolverTypeWrapper<SharedFile>;
  SharedPerson: ResolverTypeWrapper<SharedPerson>;
  SharingChangePayload: ResolverTypeWrapper<Omit<SharingChangePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SharingRole: ResolverTypeWrapper<SharingRole>;
  Shortcut: ResolverTypeWrapper<ShortcutParent>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SignOutDevicePayload: ResolverTypeWrapper<SignOutDevicePayload>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  SignUpWithInvitationInput: SignUpWithInvitationInput;
  SignUpWithInvitationPayload: ResolverTypeWrapper<Omit<SignUpWithInvitationPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  SiteInfo: ResolverTypeWrapper<SiteInfo>;
  StartAuthenticatorEnrolmentPayload: ResolverTypeWrapper<StartAuthenticatorEnrolmentPayload>;
  StartPasskeyEnrolmentPayload: ResolverTypeWrapper<StartPasskeyEnrolmentPayload>;
  StartPasskeySignInPayload: ResolverTypeWrapper<StartPasskeySignInPayload>;
  StartSecondStepPayload: ResolverTypeWrapper<StartSecondStepPayload>;
  Stat: ResolverTypeWrapper<StatParent>;
  StatutDossier: StatutDossier;
  StoreDocument: ResolverTypeWrapper<StoreDocumentParent>;
  StoreDocumentConnection: ResolverTypeWrapper<StoreDocumentConnectionParent>;
  StoreDocumentEdge: ResolverTypeWrapper<Omit<StoreDocumentEdge, 'node'> & { node: ResolversTypes['StoreDocument'] }>;
  StoreNode: ResolverTypeWrapper<StoreNodeParent>;
  StoreTemplate: StoreTemplate;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeToEventInput: SubscribeToEventInput;
  Theme: ResolverTypeWrapper<Theme>;
  ThemeLinks: ResolverTypeWrapper<ThemeLinks>;
  Tool: ResolverTypeWrapper<ToolParent>;
  Tour: ResolverTypeWrapper<LegacyTour>;
  TourChangePayload: ResolverTypeWrapper<Omit<TourChangePayload, 'tour'> & { tour?: Maybe<ResolversTypes['Tour']> }>;
  Tutorial: ResolverTypeWrapper<LegacyHelpCard>;
  TypeActivite: TypeActivite;
  UpdateAssolementCultureInput: UpdateAssolementCultureInput;
  UpdateDuerRisquePictosInput: UpdateDuerRisquePictosInput;
  UpdateLoanInput: UpdateLoanInput;
  UpdateSharedCredentialInput: UpdateSharedCredentialInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserParent>;
  UserError: ResolverTypeWrapper<UserError>;
  UserPreferences: ResolverTypeWrapper<UserPreferences>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
  WaitingKind: WaitingKind;
  WithdrawAccessInput: WithdrawAccessInput;
  YieldMap: ResolverTypeWrapper<YieldMapParent>;
  YieldQuartiles: ResolverTypeWrapper<YieldQuartiles>;
  YieldZone: ResolverTypeWrapper<YieldZone>;
  ZoneType: ZoneType;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptInvitationPayload: Omit<AcceptInvitationPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  AddAssolementCultureInput: AddAssolementCultureInput;
  AddDuerAnnexeInput: AddDuerAnnexeInput;
  AddDuerAuditCategorieInput: AddDuerAuditCategorieInput;
  AddDuerAuditQuestionInput: AddDuerAuditQuestionInput;
  AddDuerCategorieInput: AddDuerCategorieInput;
  AddDuerGroupeAutreDuerInput: AddDuerGroupeAutreDuerInput;
  AddDuerGroupeEtRisqueInput: AddDuerGroupeEtRisqueInput;
  AddDuerGroupeInput: AddDuerGroupeInput;
  AddDuerModuleExistantInput: AddDuerModuleExistantInput;
  AddDuerModuleInput: AddDuerModuleInput;
  AddDuerPageInput: AddDuerPageInput;
  AddDuerPreambuleCategorieInput: AddDuerPreambuleCategorieInput;
  AddDuerRisqueInput: AddDuerRisqueInput;
  AddLoanInput: AddLoanInput;
  AddSharedCredentialInput: AddSharedCredentialInput;
  Address: Address;
  AgAnswerInput: AgAnswerInput;
  AgInvitation: AgInvitation;
  ApiToken: ApiTokenParent;
  ApiTokenAreaScope: ApiTokenAreaScope;
  ApiTokenAreaScopeInput: ApiTokenAreaScopeInput;
  Appointment: AppointmentParent;
  AppointmentChangePayload: Omit<AppointmentChangePayload, 'appointment'> & { appointment?: Maybe<ResolversParentTypes['Appointment']> };
  AppointmentConnection: AppointmentConnectionParent;
  AppointmentEdge: Omit<AppointmentEdge, 'node'> & { node: ResolversParentTypes['Appointment'] };
  AppointmentRequest: AppointmentRequest;
  Assolement: AssolementParent;
  AssolementCulture: AssolementCultureParent;
  AssolementPayload: Omit<AssolementPayload, 'assolement'> & { assolement?: Maybe<ResolversParentTypes['Assolement']> };
  AuthenticatorEnrolment: AuthenticatorEnrolment;
  BillingSettings: BillingSettings;
  BoardDocument: LegacyLibraryDocument;
  BoardWorkspace: LegacyBoardWorkspace;
  BookAppointmentInput: BookAppointmentInput;
  BookAppointmentPayload: BookAppointmentPayload;
  Boolean: Scalars['Boolean']['output'];
  BreachedPasswordSuffix: BreachedPasswordSuffix;
  ChangeMailInput: ChangeMailInput;
  ChangeMailPayload: ChangeMailPayload;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ChangeSentInvitationInput: ChangeSentInvitationInput;
  CheckInvitationLoginPayload: CheckInvitationLoginPayload;
  CommunicationChange: CommunicationChange;
  CommunicationChanges: CommunicationChanges;
  ConfirmApiTokenPayload: Omit<ConfirmApiTokenPayload, 'apiToken'> & { apiToken?: Maybe<ResolversParentTypes['ApiToken']> };
  ConfirmAuthenticatorInput: ConfirmAuthenticatorInput;
  ConfirmAuthenticatorPayload: ConfirmAuthenticatorPayload;
  ConfirmDocumentUploadInput: ConfirmDocumentUploadInput;
  ConfirmDocumentUploadPayload: ConfirmDocumentUploadPayload;
  ConfirmPasskeyInput: ConfirmPasskeyInput;
  ConfirmPasskeyPayload: ConfirmPasskeyPayload;
  Contact: ContactParent;
  CopyDuerModuleInput: CopyDuerModuleInput;
  Country: Country;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: Omit<CreateApiTokenPayload, 'apiToken'> & { apiToken?: Maybe<ResolversParentTypes['ApiToken']> };
  CreateDuerInput: CreateDuerInput;
  Culture: CultureParent;
  DateTime: Scalars['DateTime']['output'];
  DeleteLoanPayload: Omit<DeleteLoanPayload, 'loan'> & { loan?: Maybe<ResolversParentTypes['Loan']> };
  DeleteSharedCredentialPayload: Omit<DeleteSharedCredentialPayload, 'sharedCredential'> & { sharedCredential?: Maybe<ResolversParentTypes['SharedCredential']> };
  DeleteShortcutPayload: Omit<DeleteShortcutPayload, 'shortcut'> & { shortcut?: Maybe<ResolversParentTypes['Shortcut']> };
  Device: DeviceParent;
  Documentation: LegacyDocumentation;
  DocumentationLibrary: DocumentationLibraryParent;
  Dossier: DossierParent;
  DossierAccess: DossierAccess;
  DossierConnection: DossierConnectionParent;
  DossierEdge: Omit<DossierEdge, 'node'> & { node: ResolversParentTypes['Dossier'] };
  DossierSubscription: DossierSubscription;
  Duer: DuerParent;
  DuerAnnexe: DuerAnnexeParent;
  DuerAnnexeNumeroInput: DuerAnnexeNumeroInput;
  DuerAnnexes: DuerAnnexesParent;
  DuerAnnexesPayload: Omit<DuerAnnexesPayload, 'annexes'> & { annexes?: Maybe<ResolversParentTypes['DuerAnnexes']> };
  DuerAudit: DuerAudit;
  DuerAuditAnswerInput: DuerAuditAnswerInput;
  DuerAuditCategorie: DuerAuditCategorie;
  DuerAuditPayload: Omit<DuerAuditPayload, 'duer'> & { duer?: Maybe<ResolversParentTypes['Duer']> };
  DuerAuditQuestion: DuerAuditQuestion;
  DuerAutreDossier: DuerAutreDossierParent;
  DuerBaseAnnexe: DuerBaseAnnexeParent;
  DuerBaseCategorie: DuerBaseCategorieParent;
  DuerBasePage: DuerBasePageParent;
  DuerBasePicto: DuerBasePictoParent;
  DuerCategorie: DuerCategorieParent;
  DuerCategoriePayload: Omit<DuerCategoriePayload, 'categorie' | 'duer'> & { categorie?: Maybe<ResolversParentTypes['DuerCategorie']>, duer?: Maybe<ResolversParentTypes['Duer']> };
  DuerCreation: DuerCreation;
  DuerElementAutreDuer: DuerElementAutreDuer;
  DuerElementDeBase: DuerElementDeBase;
  DuerFormPayload: Omit<DuerFormPayload, 'duer'> & { duer?: Maybe<ResolversParentTypes['Duer']> };
  DuerGroupe: DuerGroupeParent;
  DuerInformationsGenerales: DuerInformationsGenerales;
  DuerModule: DuerModuleParent;
  DuerModulePayload: Omit<DuerModulePayload, 'module'> & { module?: Maybe<ResolversParentTypes['DuerModule']> };
  DuerOrdreInput: DuerOrdreInput;
  DuerPage: DuerPageParent;
  DuerPageDeGarde: DuerPageDeGarde;
  DuerPagePlaceInput: DuerPagePlaceInput;
  DuerPagesPayload: Omit<DuerPagesPayload, 'duer'> & { duer?: Maybe<ResolversParentTypes['Duer']> };
  DuerPayload: Omit<DuerPayload, 'duer'> & { duer?: Maybe<ResolversParentTypes['Duer']> };
  DuerPictoAjoutInput: DuerPictoAjoutInput;
  DuerPictoModificationInput: DuerPictoModificationInput;
  DuerPreambule: DuerPreambule;
  DuerPreambuleCategorie: DuerPreambuleCategorie;
  DuerPreambuleContenuInput: DuerPreambuleContenuInput;
  DuerPreambulePayload: Omit<DuerPreambulePayload, 'duer'> & { duer?: Maybe<ResolversParentTypes['Duer']> };
  DuerRisque: DuerRisqueParent;
  DuerRisqueHistorique: DuerRisqueHistorique;
  DuerRisqueInput: DuerRisqueInput;
  DuerRisquePicto: DuerRisquePictoParent;
  ELearning: LegacyHelpCard;
  EditAppointmentInput: EditAppointmentInput;
  Event: EventParent;
  EventAnswerPayload: Omit<EventAnswerPayload, 'event'> & { event?: Maybe<ResolversParentTypes['Event']> };
  EventConnection: EventConnectionParent;
  EventEdge: Omit<EventEdge, 'node'> & { node: ResolversParentTypes['Event'] };
  EventParticipant: EventParticipantParent;
  EventParticipantInput: EventParticipantInput;
  FileChoiceInput: FileChoiceInput;
  FileCommunication: FileCommunication;
  FinancialYearValue: FinancialYearValue;
  Float: Scalars['Float']['output'];
  ForgetLinkedExternalAccountPayload: ForgetLinkedExternalAccountPayload;
  GalleryImage: GalleryImage;
  GeneralAssembly: GeneralAssembly;
  GenericPage: GenericPage;
  GrantedCategory: GrantedCategory;
  HomeSection: HomeSectionParent;
  ID: Scalars['ID']['output'];
  IdentifyPasskeyPayload: IdentifyPasskeyPayload;
  ImportTelepacAssolementInput: ImportTelepacAssolementInput;
  ImportTelepacAssolementPayload: Omit<ImportTelepacAssolementPayload, 'assolement'> & { assolement?: Maybe<ResolversParentTypes['Assolement']> };
  Int: Scalars['Int']['output'];
  Invitation: LegacyInvitation;
  InvitationLoginInput: InvitationLoginInput;
  InviteToShareInput: InviteToShareInput;
  InvitedDossier: InvitedDossier;
  Invoice: Invoice;
  KeyFigure: KeyFigureParent;
  LibraryDocument: LibraryDocumentParent;
  LibraryDocumentConnection: LibraryDocumentConnectionParent;
  LibraryDocumentEdge: Omit<LibraryDocumentEdge, 'node'> & { node: ResolversParentTypes['LibraryDocument'] };
  LinkedExternalAccount: LinkedExternalAccount;
  Loan: LoanParent;
  LoanPayload: Omit<LoanPayload, 'loan'> & { loan?: Maybe<ResolversParentTypes['Loan']> };
  LoanScheduleEntry: LoanScheduleEntry;
  LoanTermsInput: LoanTermsInput;
  MailTheme: MailTheme;
  MembershipFee: MembershipFee;
  MonthFigures: MonthFigures;
  Mutation: Record<PropertyKey, never>;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Notification: NotificationParent;
  NotificationConnection: NotificationConnectionParent;
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  PageInfo: PageInfo;
  Participant: ParticipantParent;
  PortfolioDossier: DossierParent;
  Query: Record<PropertyKey, never>;
  RateLimit: RateLimit;
  RecentDocuments: Omit<RecentDocuments, 'documents' | 'invoices'> & { documents: Array<ResolversParentTypes['SentDocument']>, invoices?: Maybe<Array<ResolversParentTypes['SentDocument']>> };
  RecoverAccountInput: RecoverAccountInput;
  RecoverAccountPayload: RecoverAccountPayload;
  RegisterAgAttendanceInput: RegisterAgAttendanceInput;
  RegisterAgAttendancePayload: RegisterAgAttendancePayload;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  RemoveSecondFactorInput: RemoveSecondFactorInput;
  RemoveSecondFactorPayload: RemoveSecondFactorPayload;
  RenameDuerElementInput: RenameDuerElementInput;
  RenameDuerPreambuleCategorieInput: RenameDuerPreambuleCategorieInput;
  RenameSecondFactorInput: RenameSecondFactorInput;
  RenameSecondFactorPayload: RenameSecondFactorPayload;
  RenewApiTokenSessionPayload: RenewApiTokenSessionPayload;
  RepeatedCrop: Omit<RepeatedCrop, 'culture'> & { culture: ResolversParentTypes['Culture'] };
  ReplaceDuerAnnexeInput: ReplaceDuerAnnexeInput;
  ReplaceDuerPageInput: ReplaceDuerPageInput;
  RequestAccountRecoveryInput: RequestAccountRecoveryInput;
  RequestAccountRecoveryPayload: RequestAccountRecoveryPayload;
  RequestServiceCallbackInput: RequestServiceCallbackInput;
  RequestServiceCallbackPayload: RequestServiceCallbackPayload;
  Respondent: Respondent;
  RevokeApiTokenPayload: RevokeApiTokenPayload;
  RightsCategory: RightsCategory;
  RotationCheck: Omit<RotationCheck, 'repeatedCrops'> & { repeatedCrops?: Maybe<Array<ResolversParentTypes['RepeatedCrop']>> };
  SaveBillingSettingsInput: SaveBillingSettingsInput;
  SaveBillingSettingsPayload: SaveBillingSettingsPayload;
  SaveCommunicationInput: SaveCommunicationInput;
  SaveCommunicationPayload: SaveCommunicationPayload;
  SaveDuerAnnexesInput: SaveDuerAnnexesInput;
  SaveDuerAuditInput: SaveDuerAuditInput;
  SaveDuerInformationsGeneralesInput: SaveDuerInformationsGeneralesInput;
  SaveDuerModuleOrdresInput: SaveDuerModuleOrdresInput;
  SaveDuerModuleRemarqueInput: SaveDuerModuleRemarqueInput;
  SaveDuerPageDeGardeInput: SaveDuerPageDeGardeInput;
  SaveDuerPagesInput: SaveDuerPagesInput;
  SaveDuerPreambuleInput: SaveDuerPreambuleInput;
  SaveDuerRisquesInput: SaveDuerRisquesInput;
  SavePreferencesInput: SavePreferencesInput;
  SavePreferencesPayload: Omit<SavePreferencesPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SaveShortcutInput: SaveShortcutInput;
  SaveShortcutPayload: Omit<SaveShortcutPayload, 'shortcut'> & { shortcut?: Maybe<ResolversParentTypes['Shortcut']> };
  SecondFactor: SecondFactor;
  SendConfirmationCodePayload: SendConfirmationCodePayload;
  SentDocument: SentDocumentParent;
  SentInvitation: SentInvitation;
  SentInvitationPayload: SentInvitationPayload;
  Service: Service;
  ServiceResource: ServiceResource;
  SetFavoriteDossierPayload: Omit<SetFavoriteDossierPayload, 'dossiers'> & { dossiers: Array<ResolversParentTypes['Dossier']> };
  SetPersonRightsInput: SetPersonRightsInput;
  SetStatFavoriteInput: SetStatFavoriteInput;
  SetStatFavoritePayload: Omit<SetStatFavoritePayload, 'stat'> & { stat?: Maybe<ResolversParentTypes['Stat']> };
  SetToolFavoriteInput: SetToolFavoriteInput;
  SetToolFavoritePayload: Omit<SetToolFavoritePayload, 'tool'> & { tool?: Maybe<ResolversParentTypes['Tool']> };
  SharedCredential: SharedCredentialParent;
  SharedCredentialPayload: Omit<SharedCredentialPayload, 'sharedCredential'> & { sharedCredential?: Maybe<ResolversParentTypes['SharedCredential']> };
  SharedFile: SharedFile;
  SharedPerson: SharedPerson;
  SharingChangePayload: Omit<SharingChangePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  SharingRole: SharingRole;
  Shortcut: ShortcutParent;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  SignOutDevicePayload: SignOutDevicePayload;
  SignOutPayload: SignOutPayload;
  SignUpWithInvitationInput: SignUpWithInvitationInput;
  SignUpWithInvitationPayload: Omit<SignUpWithInvitationPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  SiteInfo: SiteInfo;
  StartAuthenticatorEnrolmentPayload: StartAuthenticatorEnrolmentPayload;
  StartPasskeyEnrolmentPayload: StartPasskeyEnrolmentPayload;
  StartPasskeySignInPayload: StartPasskeySignInPayload;
  StartSecondStepPayload: StartSecondStepPayload;
  Stat: StatParent;
  StoreDocument: StoreDocumentParent;
  StoreDocumentConnection: StoreDocumentConnectionParent;
  StoreDocumentEdge: Omit<StoreDocumentEdge, 'node'> & { node: ResolversParentTypes['StoreDocument'] };
  StoreNode: StoreNodeParent;
  String: Scalars['String']['output'];
  SubscribeToEventInput: SubscribeToEventInput;
  Theme: Theme;
  ThemeLinks: ThemeLinks;
  Tool: ToolParent;
  Tour: LegacyTour;
  TourChangePayload: Omit<TourChangePayload, 'tour'> & { tour?: Maybe<ResolversParentTypes['Tour']> };
  Tutorial: LegacyHelpCard;
  UpdateAssolementCultureInput: UpdateAssolementCultureInput;
  UpdateDuerRisquePictosInput: UpdateDuerRisquePictosInput;
  UpdateLoanInput: UpdateLoanInput;
  UpdateSharedCredentialInput: UpdateSharedCredentialInput;
  Upload: Scalars['Upload']['output'];
  User: UserParent;
  UserError: UserError;
  UserPreferences: UserPreferences;
  Viewer: ViewerParent;
  WithdrawAccessInput: WithdrawAccessInput;
  YieldMap: YieldMapParent;
  YieldQuartiles: YieldQuartiles;
  YieldZone: YieldZone;
}>;

export type AcceptInvitationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptInvitationPayload'] = ResolversParentTypes['AcceptInvitationPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  adresse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ville?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AgInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgInvitation'] = ResolversParentTypes['AgInvitation']> = ResolversObject<{
  dateModification?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelleUserModification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nbPersonne?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  participe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  poids?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiTokenScope'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiTokenAreaScope']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApiTokenAreaScopeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenAreaScope'] = ResolversParentTypes['ApiTokenAreaScope']> = ResolversObject<{
  access?: Resolver<ResolversTypes['ApiTokenScope'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['ApiArea'], ParentType, ContextType>;
}>;

export type AppointmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  codeAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateFin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  participants?: Resolver<Maybe<Array<ResolversTypes['Participant']>>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeCommunication?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upcoming?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AppointmentChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentChangePayload'] = ResolversParentTypes['AppointmentChangePayload']> = ResolversObject<{
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AppointmentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentConnection'] = ResolversParentTypes['AppointmentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AppointmentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppointmentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentEdge'] = ResolversParentTypes['AppointmentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType>;
}>;

export type AppointmentRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentRequest'] = ResolversParentTypes['AppointmentRequest']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssolementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Assolement'] = ResolversParentTypes['Assolement']> = ResolversObject<{
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cultures?: Resolver<Array<ResolversTypes['AssolementCulture']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estAssolementDefinitif?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  millesime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rotation?: Resolver<Maybe<ResolversTypes['RotationCheck']>, ParentType, ContextType>;
  surfaceTotale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AssolementCultureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssolementCulture'] = ResolversParentTypes['AssolementCulture']> = ResolversObject<{
  culture?: Resolver<ResolversTypes['Culture'], ParentType, ContextType>;
  estDerobee?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  libellePerso?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rendement?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  surface?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AssolementPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssolementPayload'] = ResolversParentTypes['AssolementPayload']> = ResolversObject<{
  assolement?: Resolver<Maybe<ResolversTypes['Assolement']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AuthenticatorEnrolmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthenticatorEnrolment'] = ResolversParentTypes['AuthenticatorEnrolment']> = ResolversObject<{
  enrolmentKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeSvg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BillingSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingSettings'] = ResolversParentTypes['BillingSettings']> = ResolversObject<{
  emailPlateformeFacturation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailPlateformeFacturationVerrouille?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estPrelevementAuto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modeReglement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receptionCderInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receptionFactureElectronique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BoardDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BoardDocument'] = ResolversParentTypes['BoardDocument']> = ResolversObject<{
  dateModification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taille?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type BoardWorkspaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BoardWorkspace'] = ResolversParentTypes['BoardWorkspace']> = ResolversObject<{
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Maybe<Array<ResolversTypes['BoardDocument']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookAppointmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookAppointmentPayload'] = ResolversParentTypes['BookAppointmentPayload']> = ResolversObject<{
  appointmentRequest?: Resolver<Maybe<ResolversTypes['AppointmentRequest']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type BreachedPasswordSuffixResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BreachedPasswordSuffix'] = ResolversParentTypes['BreachedPasswordSuffix']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChangeMailPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeMailPayload'] = ResolversParentTypes['ChangeMailPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CheckInvitationLoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckInvitationLoginPayload'] = ResolversParentTypes['CheckInvitationLoginPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CommunicationChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommunicationChange'] = ResolversParentTypes['CommunicationChange']> = ResolversObject<{
  auteur?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  parAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CommunicationChangesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommunicationChanges'] = ResolversParentTypes['CommunicationChanges']> = ResolversObject<{
  emailFacturation?: Resolver<Maybe<ResolversTypes['CommunicationChange']>, ParentType, ContextType>;
  emailPrincipal?: Resolver<Maybe<ResolversTypes['CommunicationChange']>, ParentType, ContextType>;
  portable?: Resolver<Maybe<ResolversTypes['CommunicationChange']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['CommunicationChange']>, ParentType, ContextType>;
}>;

export type ConfirmApiTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmApiTokenPayload'] = ResolversParentTypes['ConfirmApiTokenPayload']> = ResolversObject<{
  apiToken?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConfirmAuthenticatorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmAuthenticatorPayload'] = ResolversParentTypes['ConfirmAuthenticatorPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  secondFactor?: Resolver<Maybe<ResolversTypes['SecondFactor']>, ParentType, ContextType>;
}>;

export type ConfirmDocumentUploadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmDocumentUploadPayload'] = ResolversParentTypes['ConfirmDocumentUploadPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConfirmPasskeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmPasskeyPayload'] = ResolversParentTypes['ConfirmPasskeyPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  secondFactor?: Resolver<Maybe<ResolversTypes['SecondFactor']>, ParentType, ContextType>;
}>;

export type ContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = ResolversObject<{
  avatar?: Resolver<ResolversTypes['ContactAvatar'], ParentType, ContextType>;
  codeAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  droitImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fonction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mission?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nomAgence?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prenom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicatif?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateApiTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApiTokenPayload'] = ResolversParentTypes['CreateApiTokenPayload']> = ResolversObject<{
  apiToken?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  plainTextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CultureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Culture'] = ResolversParentTypes['Culture']> = ResolversObject<{
  estIntituleModifiable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idtCultureTypeTRAME?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intitule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rendementMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteLoanPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteLoanPayload'] = ResolversParentTypes['DeleteLoanPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType>;
}>;

export type DeleteSharedCredentialPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteSharedCredentialPayload'] = ResolversParentTypes['DeleteSharedCredentialPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  sharedCredential?: Resolver<Maybe<ResolversTypes['SharedCredential']>, ParentType, ContextType>;
}>;

export type DeleteShortcutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteShortcutPayload'] = ResolversParentTypes['DeleteShortcutPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  shortcut?: Resolver<Maybe<ResolversTypes['Shortcut']>, ParentType, ContextType>;
}>;

export type DeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeviceKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DocumentationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Documentation'] = ResolversParentTypes['Documentation']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['Documentation']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeGed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estSiteInternet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentationKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DocumentationLibraryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentationLibrary'] = ResolversParentTypes['DocumentationLibrary']> = ResolversObject<{
  documents?: Resolver<Maybe<ResolversTypes['LibraryDocumentConnection']>, ParentType, ContextType, Partial<DocumentationLibraryDocumentsArgs>>;
  gedDispo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DossierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dossier'] = ResolversParentTypes['Dossier']> = ResolversObject<{
  abonnement?: Resolver<Maybe<ResolversTypes['DossierSubscription']>, ParentType, ContextType>;
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<DossierAppointmentArgs, 'legacyId'>>;
  appointments?: Resolver<Maybe<ResolversTypes['AppointmentConnection']>, ParentType, ContextType, Partial<DossierAppointmentsArgs>>;
  assembleeGenerale?: Resolver<Maybe<ResolversTypes['GeneralAssembly']>, ParentType, ContextType>;
  assolement?: Resolver<Maybe<ResolversTypes['Assolement']>, ParentType, ContextType, RequireFields<DossierAssolementArgs, 'millesime'>>;
  assolementYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  canOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeEntite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<DossierContactArgs, 'codeAgent'>>;
  contacts?: Resolver<Maybe<Array<ResolversTypes['Contact']>>, ParentType, ContextType>;
  cultures?: Resolver<Maybe<Array<ResolversTypes['Culture']>>, ParentType, ContextType>;
  documentStoreAvailable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  documentTree?: Resolver<Maybe<ResolversTypes['StoreDocumentConnection']>, ParentType, ContextType, Partial<DossierDocumentTreeArgs>>;
  documentUploadKinds?: Resolver<Array<ResolversTypes['DocumentUploadKind']>, ParentType, ContextType>;
  documentation?: Resolver<Maybe<ResolversTypes['Documentation']>, ParentType, ContextType, RequireFields<DossierDocumentationArgs, 'codes'>>;
  documentationLibrary?: Resolver<Maybe<ResolversTypes['DocumentationLibrary']>, ParentType, ContextType, RequireFields<DossierDocumentationLibraryArgs, 'codeGed'>>;
  documentations?: Resolver<Maybe<Array<ResolversTypes['Documentation']>>, ParentType, ContextType>;
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType, RequireFields<DossierDuerArgs, 'legacyId'>>;
  duerCreation?: Resolver<ResolversTypes['DuerCreation'], ParentType, ContextType>;
  duers?: Resolver<Maybe<Array<ResolversTypes['Duer']>>, ParentType, ContextType>;
  duersAutresDossiers?: Resolver<Maybe<Array<ResolversTypes['DuerAutreDossier']>>, ParentType, ContextType>;
  estFavoris?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<DossierEventArgs, 'legacyId'>>;
  events?: Resolver<Maybe<ResolversTypes['EventConnection']>, ParentType, ContextType, Partial<DossierEventsArgs>>;
  guidPersonne?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRole?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  keyFigures?: Resolver<Maybe<Array<ResolversTypes['KeyFigure']>>, ParentType, ContextType>;
  legacyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType, RequireFields<DossierLoanArgs, 'legacyId'>>;
  loans?: Resolver<Maybe<Array<ResolversTypes['Loan']>>, ParentType, ContextType>;
  managesCredentials?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modulesEffectifs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nextAppointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType>;
  nextEvent?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  opensFigures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permissions?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recentDocuments?: Resolver<Maybe<ResolversTypes['RecentDocuments']>, ParentType, ContextType>;
  respondent?: Resolver<Maybe<ResolversTypes['Respondent']>, ParentType, ContextType>;
  sentDocuments?: Resolver<Maybe<Array<ResolversTypes['SentDocument']>>, ParentType, ContextType, RequireFields<DossierSentDocumentsArgs, 'filter'>>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<DossierServiceArgs, 'slug'>>;
  serviceCallbackContact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  services?: Resolver<Maybe<Array<ResolversTypes['Service']>>, ParentType, ContextType>;
  sharedCredentials?: Resolver<Maybe<Array<ResolversTypes['SharedCredential']>>, ParentType, ContextType>;
  showsKeyFigures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showsNextAppointment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showsNextEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  siteInfo?: Resolver<Maybe<ResolversTypes['SiteInfo']>, ParentType, ContextType>;
  stat?: Resolver<Maybe<ResolversTypes['Stat']>, ParentType, ContextType, RequireFields<DossierStatArgs, 'slug'>>;
  stats?: Resolver<Maybe<Array<ResolversTypes['Stat']>>, ParentType, ContextType>;
  statut?: Resolver<ResolversTypes['StatutDossier'], ParentType, ContextType>;
  storeNode?: Resolver<Maybe<ResolversTypes['StoreNode']>, ParentType, ContextType, Partial<DossierStoreNodeArgs>>;
  toolCategory?: Resolver<Maybe<ResolversTypes['Tool']>, ParentType, ContextType, RequireFields<DossierToolCategoryArgs, 'slug'>>;
  tools?: Resolver<Maybe<Array<ResolversTypes['Tool']>>, ParentType, ContextType, Partial<DossierToolsArgs>>;
  tutorials?: Resolver<Maybe<Array<ResolversTypes['Tutorial']>>, ParentType, ContextType>;
  typeActivite?: Resolver<ResolversTypes['TypeActivite'], ParentType, ContextType>;
  yieldMap?: Resolver<Maybe<ResolversTypes['YieldMap']>, ParentType, ContextType, RequireFields<DossierYieldMapArgs, 'culture' | 'millesime' | 'zoneType'>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DossierAccessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DossierAccess'] = ResolversParentTypes['DossierAccess']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['GrantedCategory']>, ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nomRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DossierConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DossierConnection'] = ResolversParentTypes['DossierConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['DossierEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Dossier']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DossierEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DossierEdge'] = ResolversParentTypes['DossierEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Dossier'], ParentType, ContextType>;
}>;

export type DossierSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DossierSubscription'] = ResolversParentTypes['DossierSubscription']> = ResolversObject<{
  cotisationMillesime?: Resolver<Maybe<ResolversTypes['MembershipFee']>, ParentType, ContextType>;
  creanceEnCours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  factures?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mandatUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parametresDossier?: Resolver<ResolversTypes['BillingSettings'], ParentType, ContextType>;
}>;

export type DuerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Duer'] = ResolversParentTypes['Duer']> = ResolversObject<{
  annee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  annexes?: Resolver<ResolversTypes['DuerAnnexes'], ParentType, ContextType>;
  audit?: Resolver<Maybe<ResolversTypes['DuerAudit']>, ParentType, ContextType>;
  categorie?: Resolver<Maybe<ResolversTypes['DuerCategorie']>, ParentType, ContextType, RequireFields<DuerCategorieArgs, 'legacyId'>>;
  categories?: Resolver<Maybe<Array<ResolversTypes['DuerCategorie']>>, ParentType, ContextType>;
  categoriesDeBase?: Resolver<Maybe<Array<ResolversTypes['DuerBaseCategorie']>>, ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  couleur?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateFini?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  droitCreation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  droitModifs?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duerDefinitifUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estFini?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estValide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  impressionUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  informationsGenerales?: Resolver<Maybe<ResolversTypes['DuerInformationsGenerales']>, ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageDeGarde?: Resolver<Maybe<ResolversTypes['DuerPageDeGarde']>, ParentType, ContextType>;
  pages?: Resolver<Maybe<Array<ResolversTypes['DuerPage']>>, ParentType, ContextType>;
  pagesExistantes?: Resolver<Maybe<Array<ResolversTypes['DuerBasePage']>>, ParentType, ContextType>;
  peutAjouterCategorie?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutAjouterPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pictosDeBase?: Resolver<Maybe<Array<ResolversTypes['DuerBasePicto']>>, ParentType, ContextType>;
  planActionUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preambule?: Resolver<Maybe<ResolversTypes['DuerPreambule']>, ParentType, ContextType>;
  versionCalculRisque?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DuerAnnexeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAnnexe'] = ResolversParentTypes['DuerAnnexe']> = ResolversObject<{
  apercuUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  baseAnnexeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fichierUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nomFichier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numAnnexe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  peutDeplacer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutRemplacer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutSupprimer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuerAnnexesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAnnexes'] = ResolversParentTypes['DuerAnnexes']> = ResolversObject<{
  annexes?: Resolver<Maybe<Array<ResolversTypes['DuerAnnexe']>>, ParentType, ContextType>;
  annexesExistantes?: Resolver<Maybe<Array<ResolversTypes['DuerBaseAnnexe']>>, ParentType, ContextType>;
  estModule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  peutAjouter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutCreer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuerAnnexesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAnnexesPayload'] = ResolversParentTypes['DuerAnnexesPayload']> = ResolversObject<{
  annexes?: Resolver<Maybe<ResolversTypes['DuerAnnexes']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerAuditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAudit'] = ResolversParentTypes['DuerAudit']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['DuerAuditCategorie']>, ParentType, ContextType>;
  categoriesRestantes?: Resolver<Array<ResolversTypes['DuerAuditCategorie']>, ParentType, ContextType>;
}>;

export type DuerAuditCategorieResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAuditCategorie'] = ResolversParentTypes['DuerAuditCategorie']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['DuerAuditQuestion']>, ParentType, ContextType>;
}>;

export type DuerAuditPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAuditPayload'] = ResolversParentTypes['DuerAuditPayload']> = ResolversObject<{
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerAuditQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAuditQuestion'] = ResolversParentTypes['DuerAuditQuestion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nonApplicable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remarque?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuerAutreDossierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerAutreDossier'] = ResolversParentTypes['DuerAutreDossier']> = ResolversObject<{
  annee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerBaseAnnexeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerBaseAnnexe'] = ResolversParentTypes['DuerBaseAnnexe']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerBaseCategorieResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerBaseCategorie'] = ResolversParentTypes['DuerBaseCategorie']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propreAuDossier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuerBasePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerBasePage'] = ResolversParentTypes['DuerBasePage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerBasePictoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerBasePicto'] = ResolversParentTypes['DuerBasePicto']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerCategorieResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerCategorie'] = ResolversParentTypes['DuerCategorie']> = ResolversObject<{
  estValide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['DuerModule']>, ParentType, ContextType, RequireFields<DuerCategorieModuleArgs, 'legacyId'>>;
  modules?: Resolver<Maybe<Array<ResolversTypes['DuerModule']>>, ParentType, ContextType>;
  modulesAutresDuers?: Resolver<Maybe<Array<ResolversTypes['DuerElementAutreDuer']>>, ParentType, ContextType>;
  modulesDeBase?: Resolver<Maybe<Array<ResolversTypes['DuerElementDeBase']>>, ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tailleTexte?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerCategoriePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerCategoriePayload'] = ResolversParentTypes['DuerCategoriePayload']> = ResolversObject<{
  categorie?: Resolver<Maybe<ResolversTypes['DuerCategorie']>, ParentType, ContextType>;
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerCreationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerCreation'] = ResolversParentTypes['DuerCreation']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  anneeMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  anneeMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modes?: Resolver<Array<ResolversTypes['DuerCreationMode']>, ParentType, ContextType>;
}>;

export type DuerElementAutreDuerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerElementAutreDuer'] = ResolversParentTypes['DuerElementAutreDuer']> = ResolversObject<{
  annee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerElementDeBaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerElementDeBase'] = ResolversParentTypes['DuerElementDeBase']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerFormPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerFormPayload'] = ResolversParentTypes['DuerFormPayload']> = ResolversObject<{
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerGroupeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerGroupe'] = ResolversParentTypes['DuerGroupe']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  risques?: Resolver<Array<ResolversTypes['DuerRisque']>, ParentType, ContextType>;
  risquesDeBase?: Resolver<Array<ResolversTypes['DuerElementDeBase']>, ParentType, ContextType>;
}>;

export type DuerInformationsGeneralesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerInformationsGenerales'] = ResolversParentTypes['DuerInformationsGenerales']> = ResolversObject<{
  natureActivite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nombreAccidents?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nombreMaladiesProfessionnelles?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nombreSalaries?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presenceDeSecouriste?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referentSecurite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responsableTrousseDeSecours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tauxCotisationAtMp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trousseDeSecours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerModuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerModule'] = ResolversParentTypes['DuerModule']> = ResolversObject<{
  annexes?: Resolver<ResolversTypes['DuerAnnexes'], ParentType, ContextType>;
  baseModuleLegacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  estValide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  etape?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  forcerValidation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  groupes?: Resolver<Maybe<Array<ResolversTypes['DuerGroupe']>>, ParentType, ContextType>;
  groupesAutresDuers?: Resolver<Maybe<Array<ResolversTypes['DuerElementAutreDuer']>>, ParentType, ContextType>;
  groupesDeBase?: Resolver<Maybe<Array<ResolversTypes['DuerElementDeBase']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remarque?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suivant?: Resolver<Maybe<ResolversTypes['DuerModule']>, ParentType, ContextType>;
  totalEtapes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DuerModulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerModulePayload'] = ResolversParentTypes['DuerModulePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  module?: Resolver<Maybe<ResolversTypes['DuerModule']>, ParentType, ContextType>;
}>;

export type DuerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPage'] = ResolversParentTypes['DuerPage']> = ResolversObject<{
  apercuUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  basePageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ecran?: Resolver<Maybe<ResolversTypes['DuerEcranPage']>, ParentType, ContextType>;
  estAvantRisques?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fichierUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nomFichier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  peutDeplacer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutModifier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutRemplacer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  peutSupprimer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuerPageDeGardeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPageDeGarde'] = ResolversParentTypes['DuerPageDeGarde']> = ResolversObject<{
  champ1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  champ2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  champ3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  champ4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateMiseAJour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gerants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ingenieurConseil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ingenieurConseilParDefaut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DuerPagesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPagesPayload'] = ResolversParentTypes['DuerPagesPayload']> = ResolversObject<{
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPayload'] = ResolversParentTypes['DuerPayload']> = ResolversObject<{
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerPreambuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPreambule'] = ResolversParentTypes['DuerPreambule']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['DuerPreambuleCategorie']>, ParentType, ContextType>;
  descriptifExploitation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prestationsServices?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ressourcesHumaines?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerPreambuleCategorieResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPreambuleCategorie'] = ResolversParentTypes['DuerPreambuleCategorie']> = ResolversObject<{
  contenu?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  titre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DuerPreambulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerPreambulePayload'] = ResolversParentTypes['DuerPreambulePayload']> = ResolversObject<{
  duer?: Resolver<Maybe<ResolversTypes['Duer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DuerRisqueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerRisque'] = ResolversParentTypes['DuerRisque']> = ResolversObject<{
  avecPictos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estActif?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frequence?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gravite?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  historique?: Resolver<Maybe<ResolversTypes['DuerRisqueHistorique']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maitrise?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mesureAFaire?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mesureDelai?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mesureExistante?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mesureQui?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordre?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pictos?: Resolver<Array<ResolversTypes['DuerRisquePicto']>, ParentType, ContextType>;
}>;

export type DuerRisqueHistoriqueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerRisqueHistorique'] = ResolversParentTypes['DuerRisqueHistorique']> = ResolversObject<{
  dateCollaborateur?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateModification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parAdherent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DuerRisquePictoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DuerRisquePicto'] = ResolversParentTypes['DuerRisquePicto']> = ResolversObject<{
  basePictoId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ELearningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ELearning'] = ResolversParentTypes['ELearning']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  availability?: Resolver<ResolversTypes['EventAvailability'], ParentType, ContextType>;
  canAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateDebut?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateFin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['DateTime']>, ParentType, ContextType>;
  estAnnule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idcampagne?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedEvents?: Resolver<Maybe<Array<ResolversTypes['Event']>>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nbInscrits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nbMaxInscription?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nbevent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placesRestantes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registrationRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registred?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  subscriptions?: Resolver<Maybe<Array<ResolversTypes['EventParticipant']>>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeLibelle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upcoming?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ville?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EventAnswerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventAnswerPayload'] = ResolversParentTypes['EventAnswerPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type EventConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EventEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventEdge'] = ResolversParentTypes['EventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
}>;

export type EventParticipantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventParticipant'] = ResolversParentTypes['EventParticipant']> = ResolversObject<{
  commentaire?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estDossierMembre?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  guidPersonne?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  participe?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  prenom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FileCommunicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileCommunication'] = ResolversParentTypes['FileCommunication']> = ResolversObject<{
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailFacturation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailFacturationVerrouille?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailPrincipal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facturationElectronique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicatifPortable?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicatifTelephone?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifications?: Resolver<ResolversTypes['CommunicationChanges'], ParentType, ContextType>;
  portable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FinancialYearValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialYearValue'] = ResolversParentTypes['FinancialYearValue']> = ResolversObject<{
  dateDebut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dateFin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ForgetLinkedExternalAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ForgetLinkedExternalAccountPayload'] = ResolversParentTypes['ForgetLinkedExternalAccountPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  linkedExternalAccount?: Resolver<Maybe<ResolversTypes['LinkedExternalAccount']>, ParentType, ContextType>;
}>;

export type GalleryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GalleryImage'] = ResolversParentTypes['GalleryImage']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeneralAssemblyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneralAssembly'] = ResolversParentTypes['GeneralAssembly']> = ResolversObject<{
  annee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateFin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  etat?: Resolver<ResolversTypes['AgRegistrationState'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['AgInvitation']>, ParentType, ContextType>;
  pouvoirUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showsForums?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type GenericPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenericPage'] = ResolversParentTypes['GenericPage']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type GrantedCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GrantedCategory'] = ResolversParentTypes['GrantedCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HomeSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeSection'] = ResolversParentTypes['HomeSection']> = ResolversObject<{
  estPrioritaire?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type IdentifyPasskeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IdentifyPasskeyPayload'] = ResolversParentTypes['IdentifyPasskeyPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  login?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ImportTelepacAssolementPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportTelepacAssolementPayload'] = ResolversParentTypes['ImportTelepacAssolementPayload']> = ResolversObject<{
  assolement?: Resolver<Maybe<ResolversTypes['Assolement']>, ParentType, ContextType>;
  codesInconnus?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  dateExpiration?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dossiers?: Resolver<Array<ResolversTypes['InvitedDossier']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InvitedDossierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitedDossier'] = ResolversParentTypes['InvitedDossier']> = ResolversObject<{
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  dateFacture?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  etat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lienConsultationGed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  montant?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  numeroFacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['InvoiceProgress']>, ParentType, ContextType>;
}>;

export type KeyFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyFigure'] = ResolversParentTypes['KeyFigure']> = ResolversObject<{
  dateFinExercice?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decimales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valeur?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type LibraryDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LibraryDocument'] = ResolversParentTypes['LibraryDocument']> = ResolversObject<{
  dateModification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taille?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LibraryDocumentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LibraryDocumentConnection'] = ResolversParentTypes['LibraryDocumentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['LibraryDocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['LibraryDocument']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LibraryDocumentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LibraryDocumentEdge'] = ResolversParentTypes['LibraryDocumentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['LibraryDocument'], ParentType, ContextType>;
}>;

export type LinkedExternalAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedExternalAccount'] = ResolversParentTypes['LinkedExternalAccount']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Loan'] = ResolversParentTypes['Loan']> = ResolversObject<{
  duree?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dureeAnnee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  echeance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  echeances?: Resolver<Array<ResolversTypes['LoanScheduleEntry']>, ParentType, ContextType>;
  exerciceDateDebut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interetRetour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modeRemboursement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nombrePeriodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodicite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taux?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  valeurEntree?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LoanPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanPayload'] = ResolversParentTypes['LoanPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  loan?: Resolver<Maybe<ResolversTypes['Loan']>, ParentType, ContextType>;
}>;

export type LoanScheduleEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoanScheduleEntry'] = ResolversParentTypes['LoanScheduleEntry']> = ResolversObject<{
  amortissement?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  annuite?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  interets?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MailThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MailTheme'] = ResolversParentTypes['MailTheme']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MembershipFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembershipFee'] = ResolversParentTypes['MembershipFee']> = ResolversObject<{
  compta?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  conseil?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cotisation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  juridique?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  millesime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MonthFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthFigures'] = ResolversParentTypes['MonthFigures']> = ResolversObject<{
  depenses?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recettes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'invitationId'>>;
  addAssolementCulture?: Resolver<ResolversTypes['AssolementPayload'], ParentType, ContextType, RequireFields<MutationAddAssolementCultureArgs, 'input'>>;
  addDuerAnnexe?: Resolver<ResolversTypes['DuerAnnexesPayload'], ParentType, ContextType, RequireFields<MutationAddDuerAnnexeArgs, 'input'>>;
  addDuerAuditCategorie?: Resolver<ResolversTypes['DuerAuditPayload'], ParentType, ContextType, RequireFields<MutationAddDuerAuditCategorieArgs, 'input'>>;
  addDuerAuditQuestion?: Resolver<ResolversTypes['DuerAuditPayload'], ParentType, ContextType, RequireFields<MutationAddDuerAuditQuestionArgs, 'input'>>;
  addDuerCategorie?: Resolver<ResolversTypes['DuerCategoriePayload'], ParentType, ContextType, RequireFields<MutationAddDuerCategorieArgs, 'input'>>;
  addDuerGroupe?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerGroupeArgs, 'input'>>;
  addDuerGroupeAutreDuer?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerGroupeAutreDuerArgs, 'input'>>;
  addDuerGroupeEtRisque?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerGroupeEtRisqueArgs, 'input'>>;
  addDuerModule?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerModuleArgs, 'input'>>;
  addDuerModuleExistant?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerModuleExistantArgs, 'input'>>;
  addDuerPage?: Resolver<ResolversTypes['DuerPagesPayload'], ParentType, ContextType, RequireFields<MutationAddDuerPageArgs, 'input'>>;
  addDuerPreambuleCategorie?: Resolver<ResolversTypes['DuerPreambulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerPreambuleCategorieArgs, 'input'>>;
  addDuerRisque?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationAddDuerRisqueArgs, 'input'>>;
  addLoan?: Resolver<ResolversTypes['LoanPayload'], ParentType, ContextType, RequireFields<MutationAddLoanArgs, 'input'>>;
  addSharedCredential?: Resolver<ResolversTypes['SharedCredentialPayload'], ParentType, ContextType, RequireFields<MutationAddSharedCredentialArgs, 'input'>>;
  bookAppointment?: Resolver<ResolversTypes['BookAppointmentPayload'], ParentType, ContextType, RequireFields<MutationBookAppointmentArgs, 'input'>>;
  cancelAppointment?: Resolver<ResolversTypes['AppointmentChangePayload'], ParentType, ContextType, RequireFields<MutationCancelAppointmentArgs, 'id'>>;
  changeMail?: Resolver<ResolversTypes['ChangeMailPayload'], ParentType, ContextType, RequireFields<MutationChangeMailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changeSentInvitation?: Resolver<ResolversTypes['SentInvitationPayload'], ParentType, ContextType, RequireFields<MutationChangeSentInvitationArgs, 'input'>>;
  checkInvitationLogin?: Resolver<ResolversTypes['CheckInvitationLoginPayload'], ParentType, ContextType, RequireFields<MutationCheckInvitationLoginArgs, 'input'>>;
  confirmApiToken?: Resolver<ResolversTypes['ConfirmApiTokenPayload'], ParentType, ContextType, RequireFields<MutationConfirmApiTokenArgs, 'apiTokenId'>>;
  confirmAuthenticator?: Resolver<ResolversTypes['ConfirmAuthenticatorPayload'], ParentType, ContextType, RequireFields<MutationConfirmAuthenticatorArgs, 'input'>>;
  confirmDocumentUpload?: Resolver<ResolversTypes['ConfirmDocumentUploadPayload'], ParentType, ContextType, RequireFields<MutationConfirmDocumentUploadArgs, 'input'>>;
  confirmPasskey?: Resolver<ResolversTypes['ConfirmPasskeyPayload'], ParentType, ContextType, RequireFields<MutationConfirmPasskeyArgs, 'input'>>;
  copyDuerModule?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationCopyDuerModuleArgs, 'input'>>;
  createApiToken?: Resolver<ResolversTypes['CreateApiTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createDuer?: Resolver<ResolversTypes['DuerPayload'], ParentType, ContextType, RequireFields<MutationCreateDuerArgs, 'input'>>;
  declineEvent?: Resolver<ResolversTypes['EventAnswerPayload'], ParentType, ContextType, RequireFields<MutationDeclineEventArgs, 'id'>>;
  deleteAssolementCulture?: Resolver<ResolversTypes['AssolementPayload'], ParentType, ContextType, RequireFields<MutationDeleteAssolementCultureArgs, 'id'>>;
  deleteDuerAuditQuestion?: Resolver<ResolversTypes['DuerAuditPayload'], ParentType, ContextType, RequireFields<MutationDeleteDuerAuditQuestionArgs, 'auditQuestionId'>>;
  deleteDuerCategorie?: Resolver<ResolversTypes['DuerCategoriePayload'], ParentType, ContextType, RequireFields<MutationDeleteDuerCategorieArgs, 'id'>>;
  deleteDuerGroupe?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationDeleteDuerGroupeArgs, 'id'>>;
  deleteDuerModule?: Resolver<ResolversTypes['DuerCategoriePayload'], ParentType, ContextType, RequireFields<MutationDeleteDuerModuleArgs, 'id'>>;
  deleteDuerPreambuleCategorie?: Resolver<ResolversTypes['DuerPreambulePayload'], ParentType, ContextType, RequireFields<MutationDeleteDuerPreambuleCategorieArgs, 'preambuleCategorieId'>>;
  deleteDuerRisque?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationDeleteDuerRisqueArgs, 'id'>>;
  deleteLoan?: Resolver<ResolversTypes['DeleteLoanPayload'], ParentType, ContextType, RequireFields<MutationDeleteLoanArgs, 'id'>>;
  deleteSentInvitation?: Resolver<ResolversTypes['SharingChangePayload'], ParentType, ContextType, RequireFields<MutationDeleteSentInvitationArgs, 'invitationId'>>;
  deleteSharedCredential?: Resolver<ResolversTypes['DeleteSharedCredentialPayload'], ParentType, ContextType, RequireFields<MutationDeleteSharedCredentialArgs, 'id'>>;
  deleteShortcut?: Resolver<ResolversTypes['DeleteShortcutPayload'], ParentType, ContextType, RequireFields<MutationDeleteShortcutArgs, 'shortcutId'>>;
  editAppointment?: Resolver<ResolversTypes['AppointmentChangePayload'], ParentType, ContextType, RequireFields<MutationEditAppointmentArgs, 'input'>>;
  emptyAssolement?: Resolver<ResolversTypes['AssolementPayload'], ParentType, ContextType, RequireFields<MutationEmptyAssolementArgs, 'id'>>;
  forgetLinkedExternalAccount?: Resolver<ResolversTypes['ForgetLinkedExternalAccountPayload'], ParentType, ContextType>;
  identifyPasskey?: Resolver<ResolversTypes['IdentifyPasskeyPayload'], ParentType, ContextType, RequireFields<MutationIdentifyPasskeyArgs, 'response'>>;
  importPreviousAssolement?: Resolver<ResolversTypes['AssolementPayload'], ParentType, ContextType, RequireFields<MutationImportPreviousAssolementArgs, 'id'>>;
  importTelepacAssolement?: Resolver<ResolversTypes['ImportTelepacAssolementPayload'], ParentType, ContextType, RequireFields<MutationImportTelepacAssolementArgs, 'input'>>;
  imprimerDuerDefinitif?: Resolver<ResolversTypes['DuerPayload'], ParentType, ContextType, RequireFields<MutationImprimerDuerDefinitifArgs, 'duerId'>>;
  inviteToShare?: Resolver<ResolversTypes['SentInvitationPayload'], ParentType, ContextType, RequireFields<MutationInviteToShareArgs, 'input'>>;
  markTourDone?: Resolver<ResolversTypes['TourChangePayload'], ParentType, ContextType, RequireFields<MutationMarkTourDoneArgs, 'routeName'>>;
  recoverAccount?: Resolver<ResolversTypes['RecoverAccountPayload'], ParentType, ContextType, RequireFields<MutationRecoverAccountArgs, 'input'>>;
  refuseInvitation?: Resolver<ResolversTypes['SharingChangePayload'], ParentType, ContextType, RequireFields<MutationRefuseInvitationArgs, 'invitationId'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerAgAttendance?: Resolver<ResolversTypes['RegisterAgAttendancePayload'], ParentType, ContextType, RequireFields<MutationRegisterAgAttendanceArgs, 'input'>>;
  removeDossierAccess?: Resolver<ResolversTypes['SharingChangePayload'], ParentType, ContextType, RequireFields<MutationRemoveDossierAccessArgs, 'codeDossier'>>;
  removeSecondFactor?: Resolver<ResolversTypes['RemoveSecondFactorPayload'], ParentType, ContextType, RequireFields<MutationRemoveSecondFactorArgs, 'input'>>;
  renameDuerCategorie?: Resolver<ResolversTypes['DuerCategoriePayload'], ParentType, ContextType, RequireFields<MutationRenameDuerCategorieArgs, 'input'>>;
  renameDuerGroupe?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationRenameDuerGroupeArgs, 'input'>>;
  renameDuerModule?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationRenameDuerModuleArgs, 'input'>>;
  renameDuerPreambuleCategorie?: Resolver<ResolversTypes['DuerPreambulePayload'], ParentType, ContextType, RequireFields<MutationRenameDuerPreambuleCategorieArgs, 'input'>>;
  renameDuerRisque?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationRenameDuerRisqueArgs, 'input'>>;
  renameSecondFactor?: Resolver<ResolversTypes['RenameSecondFactorPayload'], ParentType, ContextType, RequireFields<MutationRenameSecondFactorArgs, 'input'>>;
  renewApiTokenSession?: Resolver<ResolversTypes['RenewApiTokenSessionPayload'], ParentType, ContextType, RequireFields<MutationRenewApiTokenSessionArgs, 'password'>>;
  replaceDuerAnnexe?: Resolver<ResolversTypes['DuerAnnexesPayload'], ParentType, ContextType, RequireFields<MutationReplaceDuerAnnexeArgs, 'input'>>;
  replaceDuerPage?: Resolver<ResolversTypes['DuerPagesPayload'], ParentType, ContextType, RequireFields<MutationReplaceDuerPageArgs, 'input'>>;
  requestAccountRecovery?: Resolver<ResolversTypes['RequestAccountRecoveryPayload'], ParentType, ContextType, RequireFields<MutationRequestAccountRecoveryArgs, 'input'>>;
  requestServiceCallback?: Resolver<ResolversTypes['RequestServiceCallbackPayload'], ParentType, ContextType, RequireFields<MutationRequestServiceCallbackArgs, 'input'>>;
  restartTour?: Resolver<ResolversTypes['TourChangePayload'], ParentType, ContextType, RequireFields<MutationRestartTourArgs, 'routeName'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'apiTokenId'>>;
  saveBillingSettings?: Resolver<ResolversTypes['SaveBillingSettingsPayload'], ParentType, ContextType, RequireFields<MutationSaveBillingSettingsArgs, 'input'>>;
  saveCommunication?: Resolver<ResolversTypes['SaveCommunicationPayload'], ParentType, ContextType, RequireFields<MutationSaveCommunicationArgs, 'input'>>;
  saveDuerAnnexes?: Resolver<ResolversTypes['DuerAnnexesPayload'], ParentType, ContextType, RequireFields<MutationSaveDuerAnnexesArgs, 'input'>>;
  saveDuerAudit?: Resolver<ResolversTypes['DuerAuditPayload'], ParentType, ContextType, RequireFields<MutationSaveDuerAuditArgs, 'input'>>;
  saveDuerInformationsGenerales?: Resolver<ResolversTypes['DuerFormPayload'], ParentType, ContextType, RequireFields<MutationSaveDuerInformationsGeneralesArgs, 'input'>>;
  saveDuerModuleOrdres?: Resolver<ResolversTypes['DuerCategoriePayload'], ParentType, ContextType, RequireFields<MutationSaveDuerModuleOrdresArgs, 'input'>>;
  saveDuerModuleRemarque?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationSaveDuerModuleRemarqueArgs, 'input'>>;
  saveDuerPageDeGarde?: Resolver<ResolversTypes['DuerFormPayload'], ParentType, ContextType, RequireFields<MutationSaveDuerPageDeGardeArgs, 'input'>>;
  saveDuerPages?: Resolver<ResolversTypes['DuerPagesPayload'], ParentType, ContextType, RequireFields<MutationSaveDuerPagesArgs, 'input'>>;
  saveDuerPreambule?: Resolver<ResolversTypes['DuerPreambulePayload'], ParentType, ContextType, RequireFields<MutationSaveDuerPreambuleArgs, 'input'>>;
  saveDuerRisques?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationSaveDuerRisquesArgs, 'input'>>;
  savePreferences?: Resolver<ResolversTypes['SavePreferencesPayload'], ParentType, ContextType, RequireFields<MutationSavePreferencesArgs, 'input'>>;
  saveShortcut?: Resolver<ResolversTypes['SaveShortcutPayload'], ParentType, ContextType, RequireFields<MutationSaveShortcutArgs, 'input'>>;
  sendMailChangeCode?: Resolver<ResolversTypes['SendConfirmationCodePayload'], ParentType, ContextType, RequireFields<MutationSendMailChangeCodeArgs, 'mode'>>;
  sendPasswordChangeCode?: Resolver<ResolversTypes['SendConfirmationCodePayload'], ParentType, ContextType>;
  setFavoriteDossier?: Resolver<ResolversTypes['SetFavoriteDossierPayload'], ParentType, ContextType, RequireFields<MutationSetFavoriteDossierArgs, 'codeDossier'>>;
  setPersonRights?: Resolver<ResolversTypes['SharingChangePayload'], ParentType, ContextType, RequireFields<MutationSetPersonRightsArgs, 'input'>>;
  setStatFavorite?: Resolver<ResolversTypes['SetStatFavoritePayload'], ParentType, ContextType, RequireFields<MutationSetStatFavoriteArgs, 'input'>>;
  setToolFavorite?: Resolver<ResolversTypes['SetToolFavoritePayload'], ParentType, ContextType, RequireFields<MutationSetToolFavoriteArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  signOutDevice?: Resolver<ResolversTypes['SignOutDevicePayload'], ParentType, ContextType, RequireFields<MutationSignOutDeviceArgs, 'deviceId'>>;
  signUpWithInvitation?: Resolver<ResolversTypes['SignUpWithInvitationPayload'], ParentType, ContextType, RequireFields<MutationSignUpWithInvitationArgs, 'input' | 'invitationId'>>;
  startAuthenticatorEnrolment?: Resolver<ResolversTypes['StartAuthenticatorEnrolmentPayload'], ParentType, ContextType>;
  startPasskeyEnrolment?: Resolver<ResolversTypes['StartPasskeyEnrolmentPayload'], ParentType, ContextType>;
  startPasskeySignIn?: Resolver<ResolversTypes['StartPasskeySignInPayload'], ParentType, ContextType>;
  startSecondStep?: Resolver<ResolversTypes['StartSecondStepPayload'], ParentType, ContextType>;
  subscribeToEvent?: Resolver<ResolversTypes['EventAnswerPayload'], ParentType, ContextType, RequireFields<MutationSubscribeToEventArgs, 'input'>>;
  switchDuerModuleValidation?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationSwitchDuerModuleValidationArgs, 'id'>>;
  updateAssolementCulture?: Resolver<ResolversTypes['AssolementPayload'], ParentType, ContextType, RequireFields<MutationUpdateAssolementCultureArgs, 'input'>>;
  updateDuerRisquePictos?: Resolver<ResolversTypes['DuerModulePayload'], ParentType, ContextType, RequireFields<MutationUpdateDuerRisquePictosArgs, 'input'>>;
  updateLoan?: Resolver<ResolversTypes['LoanPayload'], ParentType, ContextType, RequireFields<MutationUpdateLoanArgs, 'input'>>;
  updateSharedCredential?: Resolver<ResolversTypes['SharedCredentialPayload'], ParentType, ContextType, RequireFields<MutationUpdateSharedCredentialArgs, 'input'>>;
  verifyPasskey?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationVerifyPasskeyArgs, 'rememberDevice' | 'response'>>;
  verifySecondFactor?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationVerifySecondFactorArgs, 'code' | 'rememberDevice'>>;
  withdrawAccess?: Resolver<ResolversTypes['SharingChangePayload'], ParentType, ContextType, RequireFields<MutationWithdrawAccessArgs, 'input'>>;
}>;

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ApiToken' | 'Appointment' | 'Contact' | 'Device' | 'Dossier' | 'Duer' | 'Event' | 'Loan' | 'Notification' | 'StoreNode', ParentType, ContextType>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotificationConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ParticipantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Participant'] = ResolversParentTypes['Participant']> = ResolversObject<{
  codeagent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fonction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prenom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PortfolioDossierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PortfolioDossier'] = ResolversParentTypes['PortfolioDossier']> = ResolversObject<{
  carto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectionnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statut?: Resolver<ResolversTypes['StatutDossier'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  breachRange?: Resolver<Array<ResolversTypes['BreachedPasswordSuffix']>, ParentType, ContextType, RequireFields<QueryBreachRangeArgs, 'prefix'>>;
  dossier?: Resolver<Maybe<ResolversTypes['Dossier']>, ParentType, ContextType, RequireFields<QueryDossierArgs, 'codeDossier'>>;
  invitation?: Resolver<Maybe<ResolversTypes['Invitation']>, ParentType, ContextType, RequireFields<QueryInvitationArgs, 'invitationId'>>;
  linkedExternalAccount?: Resolver<Maybe<ResolversTypes['LinkedExternalAccount']>, ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'nodeId'>>;
  nodes?: Resolver<Array<Maybe<ResolversTypes['Node']>>, ParentType, ContextType, RequireFields<QueryNodesArgs, 'nodeIds'>>;
  rateLimit?: Resolver<Maybe<ResolversTypes['RateLimit']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['Theme'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type RateLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateLimit'] = ResolversParentTypes['RateLimit']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resetAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  restoreRatePerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RecentDocumentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecentDocuments'] = ResolversParentTypes['RecentDocuments']> = ResolversObject<{
  documents?: Resolver<Array<ResolversTypes['SentDocument']>, ParentType, ContextType>;
  invoices?: Resolver<Maybe<Array<ResolversTypes['SentDocument']>>, ParentType, ContextType>;
  viewerCanConsultDocuments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanConsultInvoices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RecoverAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecoverAccountPayload'] = ResolversParentTypes['RecoverAccountPayload']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RegisterAgAttendancePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterAgAttendancePayload'] = ResolversParentTypes['RegisterAgAttendancePayload']> = ResolversObject<{
  assembleeGenerale?: Resolver<Maybe<ResolversTypes['GeneralAssembly']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RemoveSecondFactorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveSecondFactorPayload'] = ResolversParentTypes['RemoveSecondFactorPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RenameSecondFactorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenameSecondFactorPayload'] = ResolversParentTypes['RenameSecondFactorPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  secondFactor?: Resolver<Maybe<ResolversTypes['SecondFactor']>, ParentType, ContextType>;
}>;

export type RenewApiTokenSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RenewApiTokenSessionPayload'] = ResolversParentTypes['RenewApiTokenSessionPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  renewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RepeatedCropResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RepeatedCrop'] = ResolversParentTypes['RepeatedCrop']> = ResolversObject<{
  culture?: Resolver<ResolversTypes['Culture'], ParentType, ContextType>;
  surface?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RequestAccountRecoveryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestAccountRecoveryPayload'] = ResolversParentTypes['RequestAccountRecoveryPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RequestServiceCallbackPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestServiceCallbackPayload'] = ResolversParentTypes['RequestServiceCallbackPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType>;
}>;

export type RespondentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Respondent'] = ResolversParentTypes['Respondent']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prenom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RevokeApiTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeApiTokenPayload'] = ResolversParentTypes['RevokeApiTokenPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  revokedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type RightsCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RightsCategory'] = ResolversParentTypes['RightsCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  souscategories?: Resolver<Array<ResolversTypes['RightsCategory']>, ParentType, ContextType>;
}>;

export type RotationCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RotationCheck'] = ResolversParentTypes['RotationCheck']> = ResolversObject<{
  arableSurface?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changedShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  exemptSmallFarm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  meetsAnnualCriterion?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  repeatedCrops?: Resolver<Maybe<Array<ResolversTypes['RepeatedCrop']>>, ParentType, ContextType>;
}>;

export type SaveBillingSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveBillingSettingsPayload'] = ResolversParentTypes['SaveBillingSettingsPayload']> = ResolversObject<{
  abonnement?: Resolver<Maybe<ResolversTypes['DossierSubscription']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SaveCommunicationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveCommunicationPayload'] = ResolversParentTypes['SaveCommunicationPayload']> = ResolversObject<{
  communication?: Resolver<Maybe<ResolversTypes['FileCommunication']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SavePreferencesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavePreferencesPayload'] = ResolversParentTypes['SavePreferencesPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  mailThemes?: Resolver<Maybe<Array<ResolversTypes['MailTheme']>>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type SaveShortcutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveShortcutPayload'] = ResolversParentTypes['SaveShortcutPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  shortcut?: Resolver<Maybe<ResolversTypes['Shortcut']>, ParentType, ContextType>;
}>;

export type SecondFactorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecondFactor'] = ResolversParentTypes['SecondFactor']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SecondFactorKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SendConfirmationCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendConfirmationCodePayload'] = ResolversParentTypes['SendConfirmationCodePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SentDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentDocument'] = ResolversParentTypes['SentDocument']> = ResolversObject<{
  dateEnvoi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nomFichier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeFichier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SentInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentInvitation'] = ResolversParentTypes['SentInvitation']> = ResolversObject<{
  dateExpiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dossiers?: Resolver<Array<ResolversTypes['SharedFile']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailInvitee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SentInvitationState'], ParentType, ContextType>;
}>;

export type SentInvitationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SentInvitationPayload'] = ResolversParentTypes['SentInvitationPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  invitation?: Resolver<Maybe<ResolversTypes['SentInvitation']>, ParentType, ContextType>;
}>;

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = ResolversObject<{
  accompagnement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dateCreation?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expertise?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStarred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presentation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ressources?: Resolver<Array<ResolversTypes['ServiceResource']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  titre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceResourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceResource'] = ResolversParentTypes['ServiceResource']> = ResolversObject<{
  embedUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lien?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ServiceResourceType'], ParentType, ContextType>;
}>;

export type SetFavoriteDossierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetFavoriteDossierPayload'] = ResolversParentTypes['SetFavoriteDossierPayload']> = ResolversObject<{
  dossiers?: Resolver<Array<ResolversTypes['Dossier']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SetStatFavoritePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetStatFavoritePayload'] = ResolversParentTypes['SetStatFavoritePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  stat?: Resolver<Maybe<ResolversTypes['Stat']>, ParentType, ContextType>;
}>;

export type SetToolFavoritePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetToolFavoritePayload'] = ResolversParentTypes['SetToolFavoritePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  tool?: Resolver<Maybe<ResolversTypes['Tool']>, ParentType, ContextType>;
}>;

export type SharedCredentialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedCredential'] = ResolversParentTypes['SharedCredential']> = ResolversObject<{
  adherentModification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agentModification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  auteurCreation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateCreation?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateModificationAdherent?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateModificationAgent?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nomUtilisateur?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tooltip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SharedCredentialPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedCredentialPayload'] = ResolversParentTypes['SharedCredentialPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  sharedCredential?: Resolver<Maybe<ResolversTypes['SharedCredential']>, ParentType, ContextType>;
}>;

export type SharedFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedFile'] = ResolversParentTypes['SharedFile']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['GrantedCategory']>, ParentType, ContextType>;
  codeDossier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  idRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nomRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  raisonSociale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SharedPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedPerson'] = ResolversParentTypes['SharedPerson']> = ResolversObject<{
  dossiers?: Resolver<Array<ResolversTypes['SharedFile']>, ParentType, ContextType>;
  emailPersonne?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guidPersonne?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  personne?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SharingChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharingChangePayload'] = ResolversParentTypes['SharingChangePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SharingRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharingRole'] = ResolversParentTypes['SharingRole']> = ResolversObject<{
  categoriesPredefinies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nomRole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShortcutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shortcut'] = ResolversParentTypes['Shortcut']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  secondStepRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SignOutDevicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutDevicePayload'] = ResolversParentTypes['SignOutDevicePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  signedOutId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SignOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SignUpWithInvitationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpWithInvitationPayload'] = ResolversParentTypes['SignUpWithInvitationPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  secondStepRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type SiteInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteInfo'] = ResolversParentTypes['SiteInfo']> = ResolversObject<{
  adresseL1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adresseL2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailPilote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StartAuthenticatorEnrolmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartAuthenticatorEnrolmentPayload'] = ResolversParentTypes['StartAuthenticatorEnrolmentPayload']> = ResolversObject<{
  enrolment?: Resolver<Maybe<ResolversTypes['AuthenticatorEnrolment']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type StartPasskeyEnrolmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartPasskeyEnrolmentPayload'] = ResolversParentTypes['StartPasskeyEnrolmentPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StartPasskeySignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartPasskeySignInPayload'] = ResolversParentTypes['StartPasskeySignInPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StartSecondStepPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartSecondStepPayload'] = ResolversParentTypes['StartSecondStepPayload']> = ResolversObject<{
  codeAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  passkeyOptions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stat'] = ResolversParentTypes['Stat']> = ResolversObject<{
  closedYears?: Resolver<Maybe<Array<ResolversTypes['FinancialYearValue']>>, ParentType, ContextType>;
  decimals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  display?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exerciceStartMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  favorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  months?: Resolver<Maybe<Array<ResolversTypes['MonthFigures']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['FigureUnit'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type StoreDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreDocument'] = ResolversParentTypes['StoreDocument']> = ResolversObject<{
  dateFacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folderPath?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nbPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nomFournisseur?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numeroFacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  previewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalTTC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoreDocumentConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreDocumentConnection'] = ResolversParentTypes['StoreDocumentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['StoreDocumentEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['StoreDocument']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoreDocumentEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreDocumentEdge'] = ResolversParentTypes['StoreDocumentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StoreDocument'], ParentType, ContextType>;
}>;

export type StoreNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreNode'] = ResolversParentTypes['StoreNode']> = ResolversObject<{
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Maybe<ResolversTypes['StoreDocumentConnection']>, ParentType, ContextType, RequireFields<StoreNodeDocumentsArgs, 'invoiceKind'>>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPayroll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legacyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nodeParent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['StoreNode']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payrollZipUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchPlaceholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['StoreTemplate'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  waitingKinds?: Resolver<Array<ResolversTypes['WaitingKind']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = ResolversObject<{
  chartColors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<ResolversTypes['ThemeLinks'], ParentType, ContextType>;
  platformName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThemeLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeLinks'] = ResolversParentTypes['ThemeLinks']> = ResolversObject<{
  adminBoard?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  api?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentLibrary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalNotice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginService?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ToolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tool'] = ResolversParentTypes['Tool']> = ResolversObject<{
  categorie?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkOpenNewTab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tour'] = ResolversParentTypes['Tour']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dejaFait?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  etapes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  routeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TourChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TourChangePayload'] = ResolversParentTypes['TourChangePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  tour?: Resolver<Maybe<ResolversTypes['Tour']>, ParentType, ContextType>;
}>;

export type TutorialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tutorial'] = ResolversParentTypes['Tutorial']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  adresse?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canalPrefere?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  compteExterne?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estTesteur?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  guidPersonne?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasForum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  port?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  prenom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPreferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPreferences'] = ResolversParentTypes['UserPreferences']> = ResolversObject<{
  sendMailWhenNotify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  acquiredAccesses?: Resolver<Maybe<Array<ResolversTypes['DossierAccess']>>, ParentType, ContextType>;
  apiToken?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  apiTokenSessionEnded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  boardWorkspace?: Resolver<Maybe<ResolversTypes['BoardWorkspace']>, ParentType, ContextType, RequireFields<ViewerBoardWorkspaceArgs, 'workspaceId'>>;
  boardWorkspaces?: Resolver<Maybe<Array<ResolversTypes['BoardWorkspace']>>, ParentType, ContextType>;
  canShare?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  communications?: Resolver<Maybe<Array<ResolversTypes['FileCommunication']>>, ParentType, ContextType>;
  countries?: Resolver<Maybe<Array<ResolversTypes['Country']>>, ParentType, ContextType>;
  devices?: Resolver<Maybe<Array<ResolversTypes['Device']>>, ParentType, ContextType>;
  dossierConnection?: Resolver<Maybe<ResolversTypes['DossierConnection']>, ParentType, ContextType, Partial<ViewerDossierConnectionArgs>>;
  dossiers?: Resolver<Maybe<Array<ResolversTypes['Dossier']>>, ParentType, ContextType>;
  droitsUtilisateur?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  elearnings?: Resolver<Maybe<Array<ResolversTypes['ELearning']>>, ParentType, ContextType>;
  fonctionsUtilisateur?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  galleryImages?: Resolver<Maybe<Array<ResolversTypes['GalleryImage']>>, ParentType, ContextType>;
  genericPage?: Resolver<Maybe<ResolversTypes['GenericPage']>, ParentType, ContextType, RequireFields<ViewerGenericPageArgs, 'pageId'>>;
  hiringSimulatorScriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeSections?: Resolver<Maybe<Array<ResolversTypes['HomeSection']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationsReceived?: Resolver<Maybe<Array<ResolversTypes['Invitation']>>, ParentType, ContextType>;
  isCollaborateur?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailThemes?: Resolver<Maybe<Array<ResolversTypes['MailTheme']>>, ParentType, ContextType>;
  mapTilesUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationConnection?: Resolver<Maybe<ResolversTypes['NotificationConnection']>, ParentType, ContextType, Partial<ViewerNotificationConnectionArgs>>;
  notifications?: Resolver<Maybe<Array<ResolversTypes['Notification']>>, ParentType, ContextType>;
  oicContacts?: Resolver<Maybe<Array<ResolversTypes['Contact']>>, ParentType, ContextType>;
  oicSiteInfo?: Resolver<Maybe<ResolversTypes['SiteInfo']>, ParentType, ContextType>;
  pendingInvitationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  portfolioSearch?: Resolver<Array<ResolversTypes['PortfolioDossier']>, ParentType, ContextType, RequireFields<ViewerPortfolioSearchArgs, 'term'>>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rightsCategories?: Resolver<Maybe<Array<ResolversTypes['RightsCategory']>>, ParentType, ContextType>;
  secondFactors?: Resolver<Array<ResolversTypes['SecondFactor']>, ParentType, ContextType>;
  selectedDossier?: Resolver<Maybe<ResolversTypes['Dossier']>, ParentType, ContextType, Partial<ViewerSelectedDossierArgs>>;
  sentInvitations?: Resolver<Maybe<Array<ResolversTypes['SentInvitation']>>, ParentType, ContextType>;
  sharedWith?: Resolver<Maybe<Array<ResolversTypes['SharedPerson']>>, ParentType, ContextType>;
  sharingRoles?: Resolver<Maybe<Array<ResolversTypes['SharingRole']>>, ParentType, ContextType>;
  shortcut?: Resolver<Maybe<ResolversTypes['Shortcut']>, ParentType, ContextType, RequireFields<ViewerShortcutArgs, 'shortcutId'>>;
  shortcuts?: Resolver<Maybe<Array<ResolversTypes['Shortcut']>>, ParentType, ContextType>;
  tourInProgress?: Resolver<Maybe<ResolversTypes['Tour']>, ParentType, ContextType, RequireFields<ViewerTourInProgressArgs, 'routeName'>>;
  typeUtilisateur?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type YieldMapResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['YieldMap'] = ResolversParentTypes['YieldMap']> = ResolversObject<{
  culture?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  millesime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quartiles?: Resolver<Maybe<ResolversTypes['YieldQuartiles']>, ParentType, ContextType>;
  zoneType?: Resolver<ResolversTypes['ZoneType'], ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['YieldZone']>, ParentType, ContextType>;
}>;

export type YieldQuartilesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['YieldQuartiles'] = ResolversParentTypes['YieldQuartiles']> = ResolversObject<{
  q1?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  q2?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  q3?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type YieldZoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['YieldZone'] = ResolversParentTypes['YieldZone']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grade?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  libelle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rendement?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AcceptInvitationPayload?: AcceptInvitationPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AgInvitation?: AgInvitationResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenAreaScope?: ApiTokenAreaScopeResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentChangePayload?: AppointmentChangePayloadResolvers<ContextType>;
  AppointmentConnection?: AppointmentConnectionResolvers<ContextType>;
  AppointmentEdge?: AppointmentEdgeResolvers<ContextType>;
  AppointmentRequest?: AppointmentRequestResolvers<ContextType>;
  Assolement?: AssolementResolvers<ContextType>;
  AssolementCulture?: AssolementCultureResolvers<ContextType>;
  AssolementPayload?: AssolementPayloadResolvers<ContextType>;
  AuthenticatorEnrolment?: AuthenticatorEnrolmentResolvers<ContextType>;
  BillingSettings?: BillingSettingsResolvers<ContextType>;
  BoardDocument?: BoardDocumentResolvers<ContextType>;
  BoardWorkspace?: BoardWorkspaceResolvers<ContextType>;
  BookAppointmentPayload?: BookAppointmentPayloadResolvers<ContextType>;
  BreachedPasswordSuffix?: BreachedPasswordSuffixResolvers<ContextType>;
  ChangeMailPayload?: ChangeMailPayloadResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  CheckInvitationLoginPayload?: CheckInvitationLoginPayloadResolvers<ContextType>;
  CommunicationChange?: CommunicationChangeResolvers<ContextType>;
  CommunicationChanges?: CommunicationChangesResolvers<ContextType>;
  ConfirmApiTokenPayload?: ConfirmApiTokenPayloadResolvers<ContextType>;
  ConfirmAuthenticatorPayload?: ConfirmAuthenticatorPayloadResolvers<ContextType>;
  ConfirmDocumentUploadPayload?: ConfirmDocumentUploadPayloadResolvers<ContextType>;
  ConfirmPasskeyPayload?: ConfirmPasskeyPayloadResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateApiTokenPayload?: CreateApiTokenPayloadResolvers<ContextType>;
  Culture?: CultureResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteLoanPayload?: DeleteLoanPayloadResolvers<ContextType>;
  DeleteSharedCredentialPayload?: DeleteSharedCredentialPayloadResolvers<ContextType>;
  DeleteShortcutPayload?: DeleteShortcutPayloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  Documentation?: DocumentationResolvers<ContextType>;
  DocumentationLibrary?: DocumentationLibraryResolvers<ContextType>;
  Dossier?: DossierResolvers<ContextType>;
  DossierAccess?: DossierAccessResolvers<ContextType>;
  DossierConnection?: DossierConnectionResolvers<ContextType>;
  DossierEdge?: DossierEdgeResolvers<ContextType>;
  DossierSubscription?: DossierSubscriptionResolvers<ContextType>;
  Duer?: DuerResolvers<ContextType>;
  DuerAnnexe?: DuerAnnexeResolvers<ContextType>;
  DuerAnnexes?: DuerAnnexesResolvers<ContextType>;
  DuerAnnexesPayload?: DuerAnnexesPayloadResolvers<ContextType>;
  DuerAudit?: DuerAuditResolvers<ContextType>;
  DuerAuditCategorie?: DuerAuditCategorieResolvers<ContextType>;
  DuerAuditPayload?: DuerAuditPayloadResolvers<ContextType>;
  DuerAuditQuestion?: DuerAuditQuestionResolvers<ContextType>;
  DuerAutreDossier?: DuerAutreDossierResolvers<ContextType>;
  DuerBaseAnnexe?: DuerBaseAnnexeResolvers<ContextType>;
  DuerBaseCategorie?: DuerBaseCategorieResolvers<ContextType>;
  DuerBasePage?: DuerBasePageResolvers<ContextType>;
  DuerBasePicto?: DuerBasePictoResolvers<ContextType>;
  DuerCategorie?: DuerCategorieResolvers<ContextType>;
  DuerCategoriePayload?: DuerCategoriePayloadResolvers<ContextType>;
  DuerCreation?: DuerCreationResolvers<ContextType>;
  DuerElementAutreDuer?: DuerElementAutreDuerResolvers<ContextType>;
  DuerElementDeBase?: DuerElementDeBaseResolvers<ContextType>;
  DuerFormPayload?: DuerFormPayloadResolvers<ContextType>;
  DuerGroupe?: DuerGroupeResolvers<ContextType>;
  DuerInformationsGenerales?: DuerInformationsGeneralesResolvers<ContextType>;
  DuerModule?: DuerModuleResolvers<ContextType>;
  DuerModulePayload?: DuerModulePayloadResolvers<ContextType>;
  DuerPage?: DuerPageResolvers<ContextType>;
  DuerPageDeGarde?: DuerPageDeGardeResolvers<ContextType>;
  DuerPagesPayload?: DuerPagesPayloadResolvers<ContextType>;
  DuerPayload?: DuerPayloadResolvers<ContextType>;
  DuerPreambule?: DuerPreambuleResolvers<ContextType>;
  DuerPreambuleCategorie?: DuerPreambuleCategorieResolvers<ContextType>;
  DuerPreambulePayload?: DuerPreambulePayloadResolvers<ContextType>;
  DuerRisque?: DuerRisqueResolvers<ContextType>;
  DuerRisqueHistorique?: DuerRisqueHistoriqueResolvers<ContextType>;
  DuerRisquePicto?: DuerRisquePictoResolvers<ContextType>;
  ELearning?: ELearningResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventAnswerPayload?: EventAnswerPayloadResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventEdge?: EventEdgeResolvers<ContextType>;
  EventParticipant?: EventParticipantResolvers<ContextType>;
  FileCommunication?: FileCommunicationResolvers<ContextType>;
  FinancialYearValue?: FinancialYearValueResolvers<ContextType>;
  ForgetLinkedExternalAccountPayload?: ForgetLinkedExternalAccountPayloadResolvers<ContextType>;
  GalleryImage?: GalleryImageResolvers<ContextType>;
  GeneralAssembly?: GeneralAssemblyResolvers<ContextType>;
  GenericPage?: GenericPageResolvers<ContextType>;
  GrantedCategory?: GrantedCategoryResolvers<ContextType>;
  HomeSection?: HomeSectionResolvers<ContextType>;
  IdentifyPasskeyPayload?: IdentifyPasskeyPayloadResolvers<ContextType>;
  ImportTelepacAssolementPayload?: ImportTelepacAssolementPayloadResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitedDossier?: InvitedDossierResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  KeyFigure?: KeyFigureResolvers<ContextType>;
  LibraryDocument?: LibraryDocumentResolvers<ContextType>;
  LibraryDocumentConnection?: LibraryDocumentConnectionResolvers<ContextType>;
  LibraryDocumentEdge?: LibraryDocumentEdgeResolvers<ContextType>;
  LinkedExternalAccount?: LinkedExternalAccountResolvers<ContextType>;
  Loan?: LoanResolvers<ContextType>;
  LoanPayload?: LoanPayloadResolvers<ContextType>;
  LoanScheduleEntry?: LoanScheduleEntryResolvers<ContextType>;
  MailTheme?: MailThemeResolvers<ContextType>;
  MembershipFee?: MembershipFeeResolvers<ContextType>;
  MonthFigures?: MonthFiguresResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Participant?: ParticipantResolvers<ContextType>;
  PortfolioDossier?: PortfolioDossierResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimit?: RateLimitResolvers<ContextType>;
  RecentDocuments?: RecentDocumentsResolvers<ContextType>;
  RecoverAccountPayload?: RecoverAccountPayloadResolvers<ContextType>;
  RegisterAgAttendancePayload?: RegisterAgAttendancePayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RemoveSecondFactorPayload?: RemoveSecondFactorPayloadResolvers<ContextType>;
  RenameSecondFactorPayload?: RenameSecondFactorPayloadResolvers<ContextType>;
  RenewApiTokenSessionPayload?: RenewApiTokenSessionPayloadResolvers<ContextType>;
  RepeatedCrop?: RepeatedCropResolvers<ContextType>;
  RequestAccountRecoveryPayload?: RequestAccountRecoveryPayloadResolvers<ContextType>;
  RequestServiceCallbackPayload?: RequestServiceCallbackPayloadResolvers<ContextType>;
  Respondent?: RespondentResolvers<ContextType>;
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  RightsCategory?: RightsCategoryResolvers<ContextType>;
  RotationCheck?: RotationCheckResolvers<ContextType>;
  SaveBillingSettingsPayload?: SaveBillingSettingsPayloadResolvers<ContextType>;
  SaveCommunicationPayload?: SaveCommunicationPayloadResolvers<ContextType>;
  SavePreferencesPayload?: SavePreferencesPayloadResolvers<ContextType>;
  SaveShortcutPayload?: SaveShortcutPayloadResolvers<ContextType>;
  SecondFactor?: SecondFactorResolvers<ContextType>;
  SendConfirmationCodePayload?: SendConfirmationCodePayloadResolvers<ContextType>;
  SentDocument?: SentDocumentResolvers<ContextType>;
  SentInvitation?: SentInvitationResolvers<ContextType>;
  SentInvitationPayload?: SentInvitationPayloadResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceResource?: ServiceResourceResolvers<ContextType>;
  SetFavoriteDossierPayload?: SetFavoriteDossierPayloadResolvers<ContextType>;
  SetStatFavoritePayload?: SetStatFavoritePayloadResolvers<ContextType>;
  SetToolFavoritePayload?: SetToolFavoritePayloadResolvers<ContextType>;
  SharedCredential?: SharedCredentialResolvers<ContextType>;
  SharedCredentialPayload?: SharedCredentialPayloadResolvers<ContextType>;
  SharedFile?: SharedFileResolvers<ContextType>;
  SharedPerson?: SharedPersonResolvers<ContextType>;
  SharingChangePayload?: SharingChangePayloadResolvers<ContextType>;
  SharingRole?: SharingRoleResolvers<ContextType>;
  Shortcut?: ShortcutResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutDevicePayload?: SignOutDevicePayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  SignUpWithInvitationPayload?: SignUpWithInvitationPayloadResolvers<ContextType>;
  SiteInfo?: SiteInfoResolvers<ContextType>;
  StartAuthenticatorEnrolmentPayload?: StartAuthenticatorEnrolmentPayloadResolvers<ContextType>;
  StartPasskeyEnrolmentPayload?: StartPasskeyEnrolmentPayloadResolvers<ContextType>;
  StartPasskeySignInPayload?: StartPasskeySignInPayloadResolvers<ContextType>;
  StartSecondStepPayload?: StartSecondStepPayloadResolvers<ContextType>;
  Stat?: StatResolvers<ContextType>;
  StoreDocument?: StoreDocumentResolvers<ContextType>;
  StoreDocumentConnection?: StoreDocumentConnectionResolvers<ContextType>;
  StoreDocumentEdge?: StoreDocumentEdgeResolvers<ContextType>;
  StoreNode?: StoreNodeResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  ThemeLinks?: ThemeLinksResolvers<ContextType>;
  Tool?: ToolResolvers<ContextType>;
  Tour?: TourResolvers<ContextType>;
  TourChangePayload?: TourChangePayloadResolvers<ContextType>;
  Tutorial?: TutorialResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  YieldMap?: YieldMapResolvers<ContextType>;
  YieldQuartiles?: YieldQuartilesResolvers<ContextType>;
  YieldZone?: YieldZoneResolvers<ContextType>;
}>;

