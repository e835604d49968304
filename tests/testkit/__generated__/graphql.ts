/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new crop line of a year (the crop form, spec 001 §5). */
export type AddAssolementCultureInput = {
  /** The year's id (Assolement.id). */
  assolementId: string;
  /** The culture's idtCultureTypeTRAME; null is refused with the spec's message. */
  culture?: number | null | undefined;
  /** Whether it is a secondary crop (dérobée). */
  estDerobee: boolean;
  /** The line's own name; kept only when the culture's name may change. */
  libellePerso?: string | null | undefined;
  /** Yield in t/ha, at least −1000 and not above the culture's rendementMax. */
  rendement?: number | null | undefined;
  /** Surface in hectares (1 to 999999, in tenths); null is refused with the spec's message. */
  surface?: number | null | undefined;
};

/** An annexe added to a DUER or a module: a new annexe (label and file) or a base annexe it does not hold. */
export type AddDuerAnnexeInput = {
  /** The annexes' id (DuerAnnexes.id). */
  annexesId: string;
  /** A base annexe not held yet (DuerBaseAnnexe.id). */
  baseAnnexeId?: string | null | undefined;
  /** A new annexe's file, .doc, .docx or .pdf; null with baseAnnexeId. */
  fichier?: File | null | undefined;
  /** A new annexe's label, at most 128 characters, unique among the annexes; null with baseAnnexeId. */
  nom?: string | null | undefined;
};

/** A category of the file's own added to the audit (creation and edit rights), with its first question if given. */
export type AddDuerAuditCategorieInput = {
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** The category's name, not empty, at most 256 characters. */
  nom: string;
  /** Its first question, at most 256 characters; empty for none. */
  nouvelleQuestion: string;
};

/** A new question added last to a category (creation and edit rights); an empty text is saved as a single space. */
export type AddDuerAuditQuestionInput = {
  /** The category's id (DuerAuditCategorie.id). */
  auditCategorieId: string;
  /** The question, at most 256 characters. */
  nom: string;
};

/** A new work unit of a DUER: a new name, or a base unit the DUER does not use. */
export type AddDuerCategorieInput = {
  /** The base unit added (DuerBaseCategorie.id); null with nom. */
  baseCategorieId?: string | null | undefined;
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** A new unit's name (at most 128 characters, not a base unit's name); null with baseCategorieId. */
  nom?: string | null | undefined;
};

/** An operation of another DUER copied into a module (advisers). */
export type AddDuerGroupeAutreDuerInput = {
  /** The operation copied with its risks, unrated (DuerModule.groupesAutresDuers); null is refused with the spec's message. */
  groupeAutreDuerId?: string | null | undefined;
  /** The module's id (DuerModule.id). */
  moduleId: string;
};

/** A new operation holding a new risk. */
export type AddDuerGroupeEtRisqueInput = {
  /** The module's id (DuerModule.id). */
  moduleId: string;
  /** The operation's name (at most 128 characters). */
  nomGroupe: string;
  /** The risk's name (at most 128 characters). */
  nomRisque: string;
};

/** A new operation of a module: an empty one by its name, or a base operation the module does not use. */
export type AddDuerGroupeInput = {
  /** The base operation added with the risks it proposes (DuerElementDeBase.id); null with nom. */
  baseGroupeId?: string | null | undefined;
  /** The module's id (DuerModule.id). */
  moduleId: string;
  /** An empty operation's name (at most 128 characters, not a base operation's name); null with baseGroupeId. */
  nom?: string | null | undefined;
};

/** A module added to a work unit: a base module it does not use, or (advisers) another DUER's module. */
export type AddDuerModuleExistantInput = {
  /** The base module added with the firm's model's operations and risks (DuerCategorie.modulesDeBase); null otherwise. */
  baseModuleId?: string | null | undefined;
  /** The unit's id (DuerCategorie.id). */
  categorieId: string;
  /** Advisers only: another DUER's module copied with its operations and risks, unrated (DuerElementAutreDuer.id). */
  moduleAutreDuerId?: string | null | undefined;
};

/** A new module of a work unit. */
export type AddDuerModuleInput = {
  /** The unit's id (DuerCategorie.id). */
  categorieId: string;
  /** The module's name (at most 128 characters, not a base module's name). */
  nom: string;
};

/** A page added to a DUER: a new page (label and file) or a base page it does not use. */
export type AddDuerPageInput = {
  /** A base page the DUER does not use (DuerBasePage.id). */
  basePageId?: string | null | undefined;
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** A new page's file, .doc, .docx or .pdf; null with basePageId. */
  fichier?: File | null | undefined;
  /** A new page's label, at most 128 characters, unique among the base pages; null with basePageId. */
  nom?: string | null | undefined;
};

/** A category added to a DUER's preamble, last (creation right). */
export type AddDuerPreambuleCategorieInput = {
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** The title, not empty, at most 255 characters. */
  titre: string;
};

/** A new risk of an operation: a new one by its name, or a risk its base operation proposes. */
export type AddDuerRisqueInput = {
  /** The proposed risk added (DuerGroupe.risquesDeBase); null with nom. */
  baseRisqueId?: string | null | undefined;
  /** The operation's id (DuerGroupe.id). */
  groupeId: string;
  /** A new risk's name (at most 128 characters); null with baseRisqueId. */
  nom?: string | null | undefined;
};

/** A loan to add to a file. */
export type AddLoanInput = {
  /** The file. */
  codeDossier: string;
  /** Its terms. */
  terms: LoanTermsInput;
};

/** A new shared credential (the add form). */
export type AddSharedCredentialInput = {
  /** The file it is shared for. */
  codeDossier: string;
  /** The password typed again; the gateway checks both are identical. */
  confirmationMotDePasse: string;
  /** The password: sent to the legacy, never answered. */
  motDePasse: string;
  /** The login. */
  nomUtilisateur: string;
  /** The name shown for it. */
  titre: string;
};

/** An invitation's answer. */
export type AgAnswerInput = {
  /** The invitation's id (AgInvitation.id). */
  id: string;
  /** How many people come: a whole number from 0. */
  nbPersonne: number;
  /** Whether the file attends. */
  participe: boolean;
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

/** An appointment request: reason and contact, with up to 4 attachments. */
export type BookAppointmentInput = {
  /** Code of the agent the appointment is asked of (the route's id). */
  codeAgent: string;
  /** The file the request is for. */
  codeDossier: string;
  /** E-mail to be answered at (this or the phone number). */
  email?: string | null | undefined;
  /** Up to 4 files, 25 MB each at most; names already sent are ignored. */
  files?: Array<File> | null | undefined;
  /** Why the client asks for an appointment. */
  reason: string;
  /** Phone number to be called back on (this or the e-mail). */
  telephone?: string | null | undefined;
};

/** A new e-mail (and login) for the signed-in person (spec 000 §2.3, change of e-mail). */
export type ChangeMailInput = {
  /**
   * True to associate the external account signed in with for this form (`linkedExternalAccount`) instead of
   * changing the e-mail: only the code is then read (spec 000 §4).
   */
  external?: boolean | null | undefined;
  /** The new e-mail address. */
  mail: string;
  /** The new e-mail address again. */
  mailConfirmation: string;
  /** For an account of the external sign-in provider: the password it will sign in with (empty otherwise). */
  password: string;
  /** The password again (empty otherwise). */
  passwordConfirmation: string;
  /** The code received by mail or SMS. */
  securecode: string;
};

/** A new password for the signed-in person (spec 000 §2.3, change of password). */
export type ChangePasswordInput = {
  /** The new password: 8 characters at least, with a digit, an upper-case and a lower-case letter and a symbol. */
  password: string;
  /** The new password again. */
  passwordConfirmation: string;
  /** The code received by mail when the page opened. */
  securecode: string;
};

/** A change of a pending sent invitation's files (the e-mail stays). */
export type ChangeSentInvitationInput = {
  /** Each of the viewer's files, checked or not. */
  dossiers: Array<FileChoiceInput>;
  /** The invitation's id. */
  invitationId: string;
};

/** How a confirmation code travels. */
export type CodeMode =
  /** By e-mail, to the account's address. */
  | 'mail'
  /** By SMS, to the account's mobile (change of e-mail only). */
  | 'sms';

/** The first code of an app being added, and its name. */
export type ConfirmAuthenticatorInput = {
  /** The six digits the app shows now. */
  code: string;
  /** `AuthenticatorEnrolment.enrolmentKey`, as given. */
  enrolmentKey: string;
  /** A name to recognise it by, 1 to 60 characters. */
  name: string;
};

/** A finished deposit to report to the file's contributors (spec 001 §7 sendmailconfirmupload). */
export type ConfirmDocumentUploadInput = {
  /** The file the documents went to. */
  codeDossier: string;
  /** The optional comment of the deposit. */
  commentaire?: string | null | undefined;
  /** What the deposit sent. */
  kind: DocumentUploadKind;
  /** How many files were sent (0 to 100). */
  nbDocuments: number;
  /** How many files failed (0 to 100). */
  nbDocumentsEnErreur: number;
};

/** The passkey the browser made, and its name. */
export type ConfirmPasskeyInput = {
  /** A name to recognise it by ('Téléphone de Marie'), 1 to 60 characters. */
  name: string;
  /** The browser's answer (`RegistrationResponseJSON`, as JSON), at most 64 KiB. */
  response: string;
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
  categorieId: string;
  /** The module's id (DuerModule.id). */
  id: string;
};

/** A new personal access token (the 'Accès API' form or GraphiQL). */
export type CreateApiTokenInput = {
  /** Days it works, 1 to 90; 30 when not given. */
  expiresInDays?: number | null | undefined;
  /** The codes of the files it is limited to, among the person's own (50 at most); every file when not given. */
  files?: Array<string> | null | undefined;
  /** A name to recognise it by ('Export du lundi'), 1 to 80 characters. */
  name: string;
  /**
   * The signed-in person's password, confirmed at each creation (as GitHub's sudo mode): it opens the legacy session
   * the person's tokens share, never kept. Required: a creation without it, or with a wrong one, creates nothing.
   */
  password?: string | null | undefined;
  /**
   * What it may do over every area; READ when neither it nor `scopes` is given.
   * @deprecated Lisez `scopes` : un jeton reçoit ses droits domaine par domaine.
   */
  scope?: ApiTokenScope | null | undefined;
  /** The areas it may read or write (one at least); when given, `scope` is not read. */
  scopes?: Array<ApiTokenAreaScopeInput> | null | undefined;
};

/** A new DUER for a file (the creation form of the DUER index). */
export type CreateDuerInput = {
  /** Its year, 2000 to the current year + 10; refused with the spec's message otherwise. */
  annee: number;
  /** The year copied, for mode copie. */
  anneeSource?: number | null | undefined;
  /** The file's code. */
  codeDossier: string;
  /** The other file's DUER copied (DuerAutreDossier.id), for mode autreDossier. */
  duerSourceId?: string | null | undefined;
  /** How it is created. */
  mode: DuerCreationMode;
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

/** What a card of the documentation area opens (spec 001 §2). */
export type DocumentationKind =
  /** Its categories, one level down (/documentations/:categorie/:categorie2?/:categorie3?). */
  | 'categories'
  /** Its document library (/documentations/ged/:codeGed). */
  | 'library'
  /** An address, in a new tab when it is an outside website. */
  | 'link';

/** An annexe's new number. */
export type DuerAnnexeNumeroInput = {
  /** The annexe's id (DuerAnnexe.id). */
  annexeId: string;
  /** Its new number, from 1. */
  numAnnexe: number;
};

/** A question's answer as the audit save sends it. */
export type DuerAuditAnswerInput = {
  /** The question's id (DuerAuditQuestion.id). */
  id: string;
  /** 'Non applicable'; the answer is then saved as Non. */
  nonApplicable: boolean;
  /** Its number within its category. */
  ordre: number;
  /** The remark, at most 2042 characters. */
  remarque: string;
  /** Oui (true) or Non (false). */
  reponse: boolean;
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

/** An operation's or a risk's new place (spec 002 §4: only changed orders are sent, duplicates renumbered from 1). */
export type DuerOrdreInput = {
  /** The operation's or the risk's legacy id (DuerGroupe.legacyId, DuerRisque.legacyId), one of the module's. */
  legacyId: string;
  /** Its new order, from 1. */
  ordre: number;
};

/** A page's new order and place around the risk list. */
export type DuerPagePlaceInput = {
  /** The page's id (DuerPage.id). */
  duerPageId: string;
  /** Whether it now comes before the risk list. */
  estAvantRisques: boolean;
  /** Its new place among the DUER's pages, from 1. */
  ordre: number;
};

/** A pictogram added to a risk. */
export type DuerPictoAjoutInput = {
  /** The catalogue's pictogram (DuerBasePicto.id). */
  basePictoId: string;
  /** Its description on the risk (at most 255 characters). */
  description: string;
};

/** A placed pictogram's new description. */
export type DuerPictoModificationInput = {
  /** Its new description (at most 255 characters). */
  description: string;
  /** The placed pictogram (DuerRisquePicto.legacyId), one of the risk's. */
  legacyId: string;
};

/** A category's content as the preamble save sends it. */
export type DuerPreambuleContenuInput = {
  /** Its content, at most 65535 characters. */
  contenu: string;
  /** The category's id (DuerPreambuleCategorie.id). */
  id: string;
};

/** A risk's changed fields (only changed risks are sent, spec 002 §4); ratings as stored. */
export type DuerRisqueInput = {
  /** Whether the risk is assessed. */
  estActif: boolean;
  /** Fréquence as stored. */
  frequence?: number | null | undefined;
  /** Gravité as stored (see DuerRisque.gravite). */
  gravite?: number | null | undefined;
  /** The risk's legacy id (DuerRisque.legacyId), one of the module's. */
  legacyId: string;
  /** Maîtrise as stored (old scale only). */
  maitrise?: number | null | undefined;
  /** Measures to take (at most 2042 characters). */
  mesureAFaire?: string | null | undefined;
  /** By when (at most 2042 characters). */
  mesureDelai?: string | null | undefined;
  /** Existing measures (at most 2042 characters). */
  mesureExistante?: string | null | undefined;
  /** Who takes them (at most 2042 characters). */
  mesureQui?: string | null | undefined;
};

/** New reason and contact of a future appointment. */
export type EditAppointmentInput = {
  /** E-mail to be answered at (this or the phone number). */
  email?: string | null | undefined;
  /** The appointment's id (Appointment.id). */
  id: string;
  /** The new reason. */
  reason: string;
  /** Phone number to be called back on (this or the e-mail). */
  telephone?: string | null | undefined;
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

/** A participant as the registration form sends it: new ones without legacyId. */
export type EventParticipantInput = {
  /** True to remove the participant. */
  deleted: boolean;
  /** E-mail the firm writes to about the event. */
  email: string;
  /** Legacy id of a participant already registered; absent for a new one. */
  legacyId?: string | null | undefined;
  /** Last name. */
  nom: string;
  /** True to validate the participant; null leaves them pending. */
  participe?: boolean | null | undefined;
  /** First name. */
  prenom: string;
  /** Phone number (optional). */
  tel?: string | null | undefined;
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
  categories: Array<string>;
  /** True when the file is given. */
  checked: boolean;
  /** The file's code: a file the viewer owns. */
  codeDossier: string;
  /** The role given; -1 for none. */
  idRole: number;
};

/** A Telepac declaration to import into a year (spec 001 §5). */
export type ImportTelepacAssolementInput = {
  /** The year's id (Assolement.id). */
  assolementId: string;
  /**
   * The declaration's XML text, decoded from the encoding its prolog declares (scripts). A JSON request body holds
   * 1 MB at most: a large farm's declaration goes as `file`.
   */
  content?: string | null | undefined;
  /**
   * The declaration file as Telepac exports it (.xml, 25 MB at most), in a GraphQL multipart request: what the web
   * app sends. One of `content` and `file` is required, else 'Paramètre manquant'.
   */
  file?: File | null | undefined;
};

/** Step 1 of the invitation sign-up (spec 000 §2.3): the login method. The passwords are write-only. */
export type InvitationLoginInput = {
  /** The e-mail address, which becomes the login. */
  email: string;
  /** The e-mail address typed again. */
  emailConfirmation: string;
  /**
   * True to sign up with the external account signed in with for this form (`linkedExternalAccount`): its e-mail
   * becomes the login, and the e-mails and passwords are neither asked nor sent.
   */
  external?: boolean | null | undefined;
  /** The password (8 characters at least, with a digit, an upper-case and a lower-case letter and a symbol). */
  password: string;
  /** The password typed again. */
  passwordConfirmation: string;
};

/** A new invitation to share files (spec 000 §2.3 partagerDroitsInviter). */
export type InviteToShareInput = {
  /** Each of the viewer's files, checked or not. */
  dossiers: Array<FileChoiceInput>;
  /** The e-mail invited. */
  email: string;
  /** The e-mail typed again. */
  emailConfirmation: string;
};

/** The state of an invoice as its icon shows it (spec 001 §4). */
export type InvoiceProgress =
  /** A facturer or A prélever: a timer icon. */
  | 'EnAttente'
  /** Facturée, Archivée, Emis or Réglée: a check icon. */
  | 'Fait';

/** A loan's terms, as the form sends them: each one checked with the form's alert (spec 001 §5). */
export type LoanTermsInput = {
  /** The number of periods, 0 to 100; required. */
  duree?: number | null | undefined;
  /** The first day (YYYY-MM-DD); required. */
  exerciceDateDebut?: string | null | undefined;
  /** Its label; required. */
  libelle?: string | null | undefined;
  /** ANC or AMC; required. */
  modeRemboursement?: string | null | undefined;
  /** Mensuelle, Bimensuelle, Trimestrielle, Semestrielle or Annuelle; required. */
  periodicite?: string | null | undefined;
  /** The annual rate in %, 0.01 to 100, 3 decimals at most; required. */
  taux?: number | null | undefined;
  /** The capital in euros; required. */
  valeurEntree?: number | null | undefined;
};

/** The change-password form reached from the reset mail. */
export type RecoverAccountInput = {
  /** The code of one of the account's files. */
  codedossier: string;
  /** The new password (12 characters at least, with a digit, an upper-case and a lower-case letter and a symbol). */
  password: string;
  /** The new password typed again. */
  passwordConfirmation: string;
  /** The uid of the reset link. */
  uid: string;
};

/** The answers to a file's invitations, each checked against the others (spec 001 §5). */
export type RegisterAgAttendanceInput = {
  /** The file's answers, one per invitation. */
  answers: Array<AgAnswerInput>;
};

/**
 * The registration form (spec 000 §2.3). The password is write-only. Without a link code the gateway looks it up by
 * e-mail.
 */
export type RegisterInput = {
  /** True once the person accepted the terms of use (CGU). */
  cgu: boolean;
  /** The code of one of the person's files. */
  codedossier: string;
  /** The link code (the person's guid) from the invitation link; empty to look it up by e-mail. */
  codeliaison: string;
  /** The e-mail address, which becomes the login. */
  email: string;
  /**
   * True to register with the external account signed in with for this form (`linkedExternalAccount`): the passwords
   * are then neither asked nor sent, and the account is linked to it.
   */
  external?: boolean | null | undefined;
  /** The password (8 characters at least, with a digit, an upper-case and a lower-case letter and a symbol). */
  password: string;
  /** The password typed again. */
  passwordConfirmation: string;
};

/** A second factor to remove. */
export type RemoveSecondFactorInput = {
  /** The account's password, required to remove the last factor (checked by the firm's login service). */
  password?: string | null | undefined;
  /** `SecondFactor.id`. */
  secondFactorId: string;
};

/** An operation's or a risk's new name. */
export type RenameDuerElementInput = {
  /** The operation's (DuerGroupe.id) or the risk's (DuerRisque.id) id. */
  id: string;
  /** Its new name (at most 128 characters). */
  nom: string;
};

/** A preamble category renamed (edit right); its content is kept. */
export type RenameDuerPreambuleCategorieInput = {
  /** The category's id (DuerPreambuleCategorie.id). */
  preambuleCategorieId: string;
  /** The new title, not empty, at most 255 characters. */
  titre: string;
};

/** A new name for a second factor. */
export type RenameSecondFactorInput = {
  /** The new name, 1 to 60 characters. */
  name: string;
  /** `SecondFactor.id`. */
  secondFactorId: string;
};

/** An annexe's new file. */
export type ReplaceDuerAnnexeInput = {
  /** The annexe's id (DuerAnnexe.id). */
  annexeId: string;
  /** The new file, .doc, .docx or .pdf. */
  fichier: File;
};

/** A page's new file. */
export type ReplaceDuerPageInput = {
  /** The page's id (DuerPage.id). */
  duerPageId: string;
  /** The new file, .doc, .docx or .pdf. */
  fichier: File;
};

/** The forgot-password form: an e-mail and the solved captcha. */
export type RequestAccountRecoveryInput = {
  /** The Altcha widget's payload (base64), proof that the captcha was solved; empty when it was not. */
  captcha: string;
  /** The account's e-mail address. */
  email: string;
};

/** A callback request about a service, for a file. */
export type RequestServiceCallbackInput = {
  /** The file the request is for. */
  codeDossier: string;
  /** The service's id (Service.id). */
  serviceId: string;
};

/** The billing settings a member saves (spec 001 §2); the payment mode and the automatic debit are the firm's. */
export type SaveBillingSettingsInput = {
  /** The billing e-mail, required and valid with electronic invoicing; ignored without it or while it is locked. */
  emailPlateformeFacturation: string;
  /** The subscription's id (DossierSubscription.id). */
  id: string;
  /** How the association's information reaches the file: '0' on paper, '1' by e-mail. */
  receptionCderInfo: string;
  /** Whether the file receives its invoices electronically. */
  receptionFactureElectronique: boolean;
};

/** A file's contact details as the owner saves them; an empty text clears the field. */
export type SaveCommunicationInput = {
  /** The file whose contact details change (its owner only). */
  codeDossier: string;
  /** Billing e-mail, at most 255 characters, or empty; ignored while it is locked or electronic invoicing is off. */
  emailFacturation: string;
  /** Main e-mail, at most 64 characters, or empty. */
  emailPrincipal: string;
  /** Country id of the mobile's indicator. */
  indicatifPortable: number;
  /** Country id of the phone's indicator. */
  indicatifTelephone: number;
  /** Mobile phone: 6 to 10 digits, or empty. */
  portable: string;
  /** Landline phone: 6 to 10 digits, or empty. */
  telephone: string;
};

/** The Annexes screen's changes, sent on save: the annexes renumbered and the annexes removed. */
export type SaveDuerAnnexesInput = {
  /** The annexes' id (DuerAnnexes.id). */
  annexesId: string;
  /** The annexes whose number changed (an adviser, DUER not finished). */
  numeros: Array<DuerAnnexeNumeroInput>;
  /** The annexes removed (DuerAnnexe.id; creation right, DUER not finished). */
  supprimees: Array<string>;
};

/** The audit's answers saved (edit right). */
export type SaveDuerAuditInput = {
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** The questions changed; a question of another DUER is refused. */
  questions: Array<DuerAuditAnswerInput>;
};

/** The general information saved whole (edit right; each field at most 128 characters). */
export type SaveDuerInformationsGeneralesInput = {
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** Informations générales: the nature of the activity. */
  natureActivite: string;
  /** Accident de travail / maladie professionnelle: the number of accidents. */
  nombreAccidents: string;
  /** Accident de travail / maladie professionnelle: the number of occupational diseases. */
  nombreMaladiesProfessionnelles: string;
  /** Informations générales: the number of employees (a text, §5). */
  nombreSalaries: string;
  /** Organisation des secours: whether a first-aider is present. */
  presenceDeSecouriste: string;
  /** Organisation des secours: the safety officer. */
  referentSecurite: string;
  /** Organisation des secours: who keeps the first-aid kit. */
  responsableTrousseDeSecours: string;
  /** Accident de travail / maladie professionnelle: the file's contribution rate. */
  tauxCotisationAtMp: string;
  /** Organisation des secours: the first-aid kit. */
  trousseDeSecours: string;
};

/** The changed orders of a work unit's modules (the category screen's move mode). */
export type SaveDuerModuleOrdresInput = {
  /** The unit's id (DuerCategorie.id). */
  categorieId: string;
  /** Each moved module's legacy id (DuerModule.legacyId) and its new order; only changed orders are sent. */
  ordres: Array<DuerOrdreInput>;
};

/** A module's remark (spec 002 §2, Module screen). */
export type SaveDuerModuleRemarqueInput = {
  /** The module's id (DuerModule.id). */
  moduleId: string;
  /** The remark, at most 2048 characters; null or blank removes it. */
  remarque?: string | null | undefined;
};

/** The cover page saved whole (edit right; Rédacteur at most 128 characters; empty fields saved empty). */
export type SaveDuerPageDeGardeInput = {
  /** Ligne 1. */
  champ1: string;
  /** Ligne 2. */
  champ2: string;
  /** Ligne 3. */
  champ3: string;
  /** Ligne 4. */
  champ4: string;
  /** Date de mise à jour, a free text. */
  dateMiseAJour: string;
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** Rédacteur, at most 128 characters. */
  ingenieurConseil: string;
};

/** The Pages screen's changes, sent on save: the pages moved and the pages removed. */
export type SaveDuerPagesInput = {
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** The pages whose order or place changed (edit right). */
  pages: Array<DuerPagePlaceInput>;
  /** The pages removed from the DUER (DuerPage.id; creation right). */
  supprimees: Array<string>;
};

/** The preamble saved whole (edit right; each text at most 65535 characters; an empty one saved as a single space). */
export type SaveDuerPreambuleInput = {
  /** The categories' contents; a category of another DUER is refused. */
  categories: Array<DuerPreambuleContenuInput>;
  /** The farm's description. */
  descriptifExploitation: string;
  /** The DUER's id (Duer.id). */
  duerId: string;
  /** The services provided. */
  prestationsServices: string;
  /** The human resources. */
  ressourcesHumaines: string;
};

/** The changed risks of a module, saved together. */
export type SaveDuerRisquesInput = {
  /** The module's id (DuerModule.id). */
  moduleId: string;
  /** The operations whose order changed since the module was loaded (droitModifs). */
  ordresGroupes?: Array<DuerOrdreInput> | null | undefined;
  /** The risks whose order changed since the module was loaded (droitModifs). */
  ordresRisques?: Array<DuerOrdreInput> | null | undefined;
  /** The risks changed since the module was loaded. */
  risques: Array<DuerRisqueInput>;
};

/** The choices of the preferences page (spec 000 §2.3). */
export type SavePreferencesInput = {
  /** The ids of the mail themes to receive; every other theme is dropped. */
  mailThemeIds: Array<string>;
  /** Send an e-mail when a notification arrives. */
  sendMailWhenNotify: boolean;
};

/** A shortcut to add (no shortcutId) or change. */
export type SaveShortcutInput = {
  /** Its label; required. */
  libelle: string;
  /** The shortcut to change (Shortcut.id); absent to add one. */
  shortcutId?: string | null | undefined;
  /** Its address; required; 'http://' is put before one without '//'. */
  url: string;
};

/** What proves a person's identity after the password (issue 47). */
export type SecondFactorKind =
  /** An authenticator app giving a six-digit code every 30 seconds (TOTP, RFC 6238). */
  | 'AUTHENTICATOR_APP'
  /** A passkey (WebAuthn): the phone's or computer's fingerprint, face or PIN unlock, bound to the portal's address. */
  | 'PASSKEY';

/** The filter of the upload history (spec 001 §2 ged-histo-envoi). */
export type SentDocumentFilter =
  /** Documents and payroll elements (AUTRESDOCS and PAIE). */
  | 'Documents'
  /** Invoices (FACTURES). */
  | 'Factures'
  /** Every document sent. */
  | 'Tous';

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

/** The kind of a service's resource (spec 001 §3). */
export type ServiceResourceType =
  /** A pdf document to open. */
  | 'pdf'
  /** A video on the video platform, played in its privacy-enhanced embed. */
  | 'video';

/** A change of a person's rights on each of the viewer's files (spec 000 §2.3 partagerDroitsEdit). */
export type SetPersonRightsInput = {
  /** Each of the viewer's files: unchecked ones are withdrawn, checked ones set. */
  dossiers: Array<FileChoiceInput>;
  /** The person's guid. */
  guidPersonne: string;
};

/** Stars or unstars a figure. */
export type SetStatFavoriteInput = {
  /** True to star it, false to unstar it. */
  favorite: boolean;
  /** The figure's id (Stat.id). */
  id: string;
};

/** Stars or unstars a tool. */
export type SetToolFavoriteInput = {
  /** True to star it, false to unstar it. */
  favorite: boolean;
  /** The tool's id (Tool.id). */
  id: string;
};

/** Credentials typed on the sign-in page. The password is write-only: no output type ever carries it. */
export type SignInInput = {
  /** The account's login: an e-mail address for clients, an AD login for collaborators. */
  login: string;
  /** The account's password. */
  password: string;
};

/** Both steps of the invitation sign-up: the login method, then the identity and the terms. */
export type SignUpWithInvitationInput = {
  /** True once the person accepted the terms of use (CGU). */
  cgu: boolean;
  /** The civility: M., MME or MLLE. */
  codeCivilite: string;
  /** Step 1, checked again. */
  login: InvitationLoginInput;
  /** The last name. */
  nom: string;
  /** The first name. */
  prenom: string;
};

/** Administrative status of a file in the firm. */
export type StatutDossier =
  /** Active client. */
  | 'Bon'
  /** Former client: cannot be selected. */
  | 'Demissionne'
  /** Client without a portal account yet. */
  | 'PasInscrit';

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
  eventId: string;
  /** Every participant of the file, kept, changed, added or removed. */
  participants: Array<EventParticipantInput>;
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
  culture?: number | null | undefined;
  /** Whether it is a secondary crop (dérobée). */
  estDerobee: boolean;
  /** The line's id. */
  id: string;
  /** The line's own name; kept only when the culture's name may change. */
  libellePerso?: string | null | undefined;
  /** Yield in t/ha, at least −1000 and not above the culture's rendementMax. */
  rendement?: number | null | undefined;
  /** Surface in hectares (1 to 999999, in tenths); null is refused with the spec's message. */
  surface?: number | null | undefined;
};

/** A risk's pictograms update, in one call (spec 002 §7). */
export type UpdateDuerRisquePictosInput = {
  /** The pictograms added. */
  ajouts: Array<DuerPictoAjoutInput>;
  /** The placed pictograms whose description changed. */
  modifications: Array<DuerPictoModificationInput>;
  /** The risk (DuerRisque.id); its base risk must carry pictograms. */
  risqueId: string;
  /** The placed pictograms removed (DuerRisquePicto.legacyId), the risk's. */
  suppressions: Array<string>;
};

/** A loan to change. */
export type UpdateLoanInput = {
  /** The loan (Loan.id). */
  id: string;
  /** Its new terms. */
  terms: LoanTermsInput;
};

/** A change of a shared credential (the edit modal). */
export type UpdateSharedCredentialInput = {
  /** The modal's 'Modifier le mot de passe' toggle: false keeps the password and ignores the two fields below. */
  changesPassword: boolean;
  /** The new password typed again, when changesPassword. */
  confirmationMotDePasse?: string | null | undefined;
  /** The credential's id. */
  id: string;
  /** The new password, when changesPassword. */
  motDePasse?: string | null | undefined;
  /** The login. */
  nomUtilisateur: string;
  /** The name shown for it. */
  titre: string;
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
  codeDossier: string;
  /** The person's guid. */
  guidPersonne: string;
};

/** The kind of agricultural zone the yield map draws (spec 001 §7, the groupBy of the averages). */
export type ZoneType =
  /** Communes. */
  | 'commune'
  /** Grandes régions. */
  | 'grandeRegion'
  /** Petites régions agricoles. */
  | 'petiteRegion';

export type ContractNodeDocumentsQueryVariables = Exact<{
  legacyId: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContractNodeDocumentsQuery = { dossier: { id: string, storeNode: { id: string, documents: { totalCount: number, edges: Array<{ cursor: string }>, nodes: Array<{ id: string, folderPath: Array<string> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null } | null };

export type ContractLibraryDocumentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContractLibraryDocumentsQuery = { dossier: { id: string, documentationLibrary: { id: string, documents: { totalCount: number, nodes: Array<{ id: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null } | null };

export type ContractDocumentTreeQueryVariables = Exact<{
  codeDossier: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContractDocumentTreeQuery = { dossier: { id: string, documentTree: { totalCount: number, nodes: Array<{ id: string, name: string, folderPath: Array<string>, downloadUrl: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type ContractPortfolioCanOpenQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractPortfolioCanOpenQuery = { viewer: { id: string, dossiers: Array<{ id: string, codeDossier: string, canOpen: boolean }> | null, dossierConnection: { nodes: Array<{ id: string, codeDossier: string, canOpen: boolean }> } | null } | null };

export type ContractCreateWalkTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ContractCreateWalkTokenMutation = { createApiToken: { plainTextToken: string | null, errors: Array<{ message: string }> } };

export type PagingWholeListsQueryVariables = Exact<{
  codeDossier: string;
}>;


export type PagingWholeListsQuery = { viewer: { id: string, notifications: Array<{ id: string }> | null } | null, dossier: { id: string, appointments: { nodes: Array<{ id: string }> } | null, events: { nodes: Array<{ id: string }> } | null } | null };

export type PagingPagesQueryVariables = Exact<{
  codeDossier: string;
  notificationsAfter?: string | null | undefined;
  appointmentsAfter?: string | null | undefined;
  eventsAfter?: string | null | undefined;
}>;


export type PagingPagesQuery = { viewer: { id: string, notificationConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string } }>, nodes: Array<{ id: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null, dossier: { id: string, appointments: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null, events: { edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type RecipeCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type RecipeCreateApiTokenMutation = { createApiToken: { plainTextToken: string | null, apiToken: { id: string } | null } };

export type RecipeRevokeApiTokenMutationVariables = Exact<{
  apiTokenId: string;
}>;


export type RecipeRevokeApiTokenMutation = { revokeApiToken: { revokedId: string | null } };

export type RecipePortalFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type RecipePortalFiguresQuery = { viewer: { id: string, dossiers: Array<{ codeDossier: string, raisonSociale: string, keyFigures: Array<{ slug: string, libelle: string, valeur: number | null, unite: string, dateFinExercice: string | null }> | null }> | null } | null };

export type RecipePortalTreeQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type RecipePortalTreeQuery = { dossier: { id: string, documentTree: { totalCount: number, nodes: Array<{ id: string, name: string, folderPath: Array<string>, downloadUrl: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type ContractViewerApiTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractViewerApiTokenQuery = { viewer: { id: string, apiToken: { id: string } | null } | null };

export type ContractCreateScopedApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ContractCreateScopedApiTokenMutation = { createApiToken: { plainTextToken: string | null, apiToken: { id: string, files: Array<string> | null, scopes: Array<{ area: ApiArea, access: ApiTokenScope }> } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractScopedApiTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractScopedApiTokenQuery = { viewer: { id: string, apiToken: { id: string, name: string, files: Array<string> | null, expiresAt: string, scopes: Array<{ area: ApiArea, access: ApiTokenScope }> } | null } | null };

export type ContractRenewApiTokenSessionMutationVariables = Exact<{
  password: string;
}>;


export type ContractRenewApiTokenSessionMutation = { renewApiTokenSession: { renewed: boolean, errors: Array<{ field: string | null, message: string }> } };

export type ContractApiTokenSessionEndedQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractApiTokenSessionEndedQuery = { viewer: { id: string, apiTokenSessionEnded: boolean } | null };

export type ContractCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ContractCreateApiTokenMutation = { createApiToken: { plainTextToken: string | null, apiToken: { id: string, name: string, scope: ApiTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractApiTokensQuery = { viewer: { id: string, apiTokens: Array<{ id: string, name: string, lastUsedAt: string | null, paused: boolean }> } | null };

export type ContractConfirmApiTokenMutationVariables = Exact<{
  apiTokenId: string;
}>;


export type ContractConfirmApiTokenMutation = { confirmApiToken: { apiToken: { id: string, paused: boolean } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRevokeApiTokenMutationVariables = Exact<{
  apiTokenId: string;
}>;


export type ContractRevokeApiTokenMutation = { revokeApiToken: { revokedId: string | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRateLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractRateLimitQuery = { rateLimit: { limit: number, remaining: number, cost: number, restoreRatePerMinute: number, resetAt: string } | null };

export type ContractDossierPagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ContractDossierPagesQuery = { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null, dossierConnection: { totalCount: number, edges: Array<{ cursor: string, node: { codeDossier: string } }>, nodes: Array<{ codeDossier: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type BookAppointmentMutationVariables = Exact<{
  input: BookAppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { appointmentRequest: { id: string, legacyId: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type DossierAppointmentsQueryVariables = Exact<{
  codeDossier: string;
}>;


export type DossierAppointmentsQuery = { dossier: { appointments: { nodes: Array<{ id: string, legacyId: string, editable: boolean, reason: string | null }> } | null } | null };

export type EditAppointmentMutationVariables = Exact<{
  input: EditAppointmentInput;
}>;


export type EditAppointmentMutation = { editAppointment: { appointment: { legacyId: string, reason: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type AppointmentDetailQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type AppointmentDetailQuery = { dossier: { appointment: { legacyId: string, reason: string | null, editable: boolean } | null } | null };

export type DossierEventsQueryVariables = Exact<{
  codeDossier: string;
}>;


export type DossierEventsQuery = { dossier: { events: { nodes: Array<{ id: string, legacyId: string, availability: EventAvailability, placesRestantes: number | null, idcampagne: string | null, registred: boolean | null }> } | null } | null };

export type EventDetailQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type EventDetailQuery = { dossier: { event: { legacyId: string, availability: EventAvailability, placesRestantes: number | null, registred: boolean | null, imageUrl: string, dates: Array<string>, linkedEvents: Array<{ legacyId: string }> | null, subscriptions: Array<{ id: string, legacyId: string, nom: string, prenom: string, email: string | null, tel: string | null, participe: boolean | null, deleted: boolean, estDossierMembre: boolean, guidPersonne: string | null, commentaire: string | null }> | null } | null } | null };

export type SubscribeToEventMutationVariables = Exact<{
  input: SubscribeToEventInput;
}>;


export type SubscribeToEventMutation = { subscribeToEvent: { event: { legacyId: string, nbInscrits: number, placesRestantes: number | null, registred: boolean | null, subscriptions: Array<{ nom: string, deleted: boolean, participe: boolean | null }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type DeclineEventMutationVariables = Exact<{
  id: string;
}>;


export type DeclineEventMutation = { declineEvent: { event: { legacyId: string, registred: boolean | null, subscriptions: Array<{ deleted: boolean }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractBillingQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractBillingQuery = { dossier: { id: string, abonnement: { id: string, mandatUrl: string, creanceEnCours: number | null, parametresDossier: { receptionCderInfo: string, receptionFactureElectronique: boolean, emailPlateformeFacturation: string, emailPlateformeFacturationVerrouille: boolean, modeReglement: string | null, estPrelevementAuto: boolean }, cotisationMillesime: { millesime: number, cotisation: number | null, compta: number | null, conseil: number | null, juridique: number | null } | null, factures: Array<{ id: string, libelle: string, dateFacture: string | null, etat: string, progress: InvoiceProgress | null, montant: number | null, numeroFacture: string | null, lienConsultationGed: string | null }> } | null } | null };

export type ContractSaveBillingSettingsMutationVariables = Exact<{
  input: SaveBillingSettingsInput;
}>;


export type ContractSaveBillingSettingsMutation = { saveBillingSettings: { abonnement: { id: string, parametresDossier: { receptionCderInfo: string, receptionFactureElectronique: boolean, emailPlateformeFacturation: string } } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractBoardDocumentsQueryVariables = Exact<{
  workspaceId: string;
}>;


export type ContractBoardDocumentsQuery = { viewer: { id: string, boardWorkspaces: Array<{ id: string, title: string, color: string | null }> | null, boardWorkspace: { id: string, title: string, documents: Array<{ id: string, name: string, taille: number | null, dateModification: string | null, downloadUrl: string, previewUrl: string | null }> | null } | null } | null };

export type ContractContactsQueryVariables = Exact<{
  codeDossier: string;
  codeAgent: string;
}>;


export type ContractContactsQuery = { dossier: { id: string, siteInfo: { adresseL1: string | null, adresseL2: string | null, telephone: string | null, mailPilote: string | null } | null, contacts: Array<{ id: string, codeAgent: string, prenom: string, nom: string, fonction: string, nomAgence: string | null, telephone: string | null, mail: string | null, droitImage: boolean, avatar: ContactAvatar, photoUrl: string | null }> | null, contact: { id: string, fonction: string, mission: string | null } | null } | null };

export type CredentialFieldsFragment = { id: string, legacyId: string, titre: string, nomUtilisateur: string, dateCreation: string | null, auteurCreation: string | null, dateModificationAgent: string | null, agentModification: string | null, dateModificationAdherent: string | null, adherentModification: string | null, tooltip: string | null };

export type ContractAddSharedCredentialMutationVariables = Exact<{
  input: AddSharedCredentialInput;
}>;


export type ContractAddSharedCredentialMutation = { addSharedCredential: { sharedCredential: { id: string, legacyId: string, titre: string, nomUtilisateur: string, dateCreation: string | null, auteurCreation: string | null, dateModificationAgent: string | null, agentModification: string | null, dateModificationAdherent: string | null, adherentModification: string | null, tooltip: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractUpdateSharedCredentialMutationVariables = Exact<{
  input: UpdateSharedCredentialInput;
}>;


export type ContractUpdateSharedCredentialMutation = { updateSharedCredential: { sharedCredential: { id: string, legacyId: string, titre: string, nomUtilisateur: string, dateCreation: string | null, auteurCreation: string | null, dateModificationAgent: string | null, agentModification: string | null, dateModificationAdherent: string | null, adherentModification: string | null, tooltip: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDeleteSharedCredentialMutationVariables = Exact<{
  id: string;
}>;


export type ContractDeleteSharedCredentialMutation = { deleteSharedCredential: { sharedCredential: { id: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractVaultQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractVaultQuery = { dossier: { id: string, managesCredentials: boolean, sharedCredentials: Array<{ id: string, legacyId: string, titre: string, nomUtilisateur: string, dateCreation: string | null, auteurCreation: string | null, dateModificationAgent: string | null, agentModification: string | null, dateModificationAdherent: string | null, adherentModification: string | null, tooltip: string | null }> | null } | null };

export type ContractAssolementQueryVariables = Exact<{
  codeDossier: string;
  millesime: number;
}>;


export type ContractAssolementQuery = { dossier: { id: string, assolementYears: Array<number>, cultures: Array<{ id: string, idtCultureTypeTRAME: number, intitule: string, rendementMax: number | null, estIntituleModifiable: boolean }> | null, assolement: { id: string, codeDossier: string, millesime: number, surfaceTotale: number, estAssolementDefinitif: boolean, editable: boolean, cultures: Array<{ id: string, legacyId: string, libellePerso: string | null, surface: number, rendement: number | null, estDerobee: boolean, culture: { id: string, intitule: string } }> } | null } | null };

export type ContractAssolementFieldsFragment = { id: string, codeDossier: string, millesime: number, surfaceTotale: number, estAssolementDefinitif: boolean, editable: boolean, cultures: Array<{ id: string, legacyId: string, libellePerso: string | null, surface: number, rendement: number | null, estDerobee: boolean, culture: { id: string, intitule: string } }> };

export type ContractAssolementRotationQueryVariables = Exact<{
  codeDossier: string;
  millesime: number;
}>;


export type ContractAssolementRotationQuery = { dossier: { id: string, assolement: { id: string, rotation: { arableSurface: number, changedShare: number | null, meetsAnnualCriterion: boolean | null, exemptSmallFarm: boolean, repeatedCrops: Array<{ surface: number, culture: { id: string, intitule: string } }> | null } | null } | null } | null };

export type ContractAddAssolementCultureMutationVariables = Exact<{
  input: AddAssolementCultureInput;
}>;


export type ContractAddAssolementCultureMutation = { addAssolementCulture: { assolement: { id: string, codeDossier: string, millesime: number, surfaceTotale: number, estAssolementDefinitif: boolean, editable: boolean, cultures: Array<{ id: string, legacyId: string, libellePerso: string | null, surface: number, rendement: number | null, estDerobee: boolean, culture: { id: string, intitule: string } }> } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractUpdateAssolementCultureMutationVariables = Exact<{
  input: UpdateAssolementCultureInput;
}>;


export type ContractUpdateAssolementCultureMutation = { updateAssolementCulture: { assolement: { id: string, codeDossier: string, millesime: number, surfaceTotale: number, estAssolementDefinitif: boolean, editable: boolean, cultures: Array<{ id: string, legacyId: string, libellePerso: string | null, surface: number, rendement: number | null, estDerobee: boolean, culture: { id: string, intitule: string } }> } | null, errors: Array<{ message: string }> } };

export type ContractAssolementYearChangesMutationVariables = Exact<{
  year: string;
  line: string;
}>;


export type ContractAssolementYearChangesMutation = { deleteAssolementCulture: { assolement: { surfaceTotale: number } | null, errors: Array<{ message: string }> }, importPreviousAssolement: { assolement: { surfaceTotale: number } | null, errors: Array<{ message: string }> }, emptyAssolement: { assolement: { surfaceTotale: number } | null, errors: Array<{ message: string }> } };

export type ContractImportTelepacAssolementMutationVariables = Exact<{
  input: ImportTelepacAssolementInput;
}>;


export type ContractImportTelepacAssolementMutation = { importTelepacAssolement: { codesInconnus: Array<string>, assolement: { id: string, codeDossier: string, millesime: number, surfaceTotale: number, estAssolementDefinitif: boolean, editable: boolean, cultures: Array<{ id: string, legacyId: string, libellePerso: string | null, surface: number, rendement: number | null, estDerobee: boolean, culture: { id: string, intitule: string } }> } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractDevicesQuery = { viewer: { id: string, devices: Array<{ id: string, kind: DeviceKind, name: string, signedInAt: string, lastUsedAt: string | null, current: boolean }> | null } | null };

export type ContractSignOutDeviceMutationVariables = Exact<{
  deviceId: string;
}>;


export type ContractSignOutDeviceMutation = { signOutDevice: { signedOutId: string | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDevicesCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ContractDevicesCreateApiTokenMutation = { createApiToken: { plainTextToken: string | null, apiToken: { id: string } | null, errors: Array<{ message: string }> } };

export type ContractDocumentStoreQueryVariables = Exact<{
  code: string;
  legacyId?: string | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  waitingKind?: WaitingKind | null | undefined;
}>;


export type ContractDocumentStoreQuery = { dossier: { id: string, storeNode: { id: string, legacyId: string, nodeParent: string | null, title: string, icon: string | null, color: string | null, order: number, template: StoreTemplate, searchPlaceholder: string | null, isPayroll: boolean, payrollZipUrl: string | null, unavailable: boolean, waitingKinds: Array<WaitingKind>, nodes: Array<{ id: string, legacyId: string }>, documents: { edges: Array<{ cursor: string, node: { id: string } }>, nodes: Array<{ id: string, legacyId: string, name: string, type: string, nbPages: number, nomFournisseur: string | null, dateFacture: string | null, numeroFacture: string | null, totalTTC: number | null, downloadUrl: string, previewUrl: string, pageUrls: Array<string> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null } | null };

export type ContractDuerAdditionsCreateMutationVariables = Exact<{
  input: CreateDuerInput;
}>;


export type ContractDuerAdditionsCreateMutation = { createDuer: { errors: Array<{ message: string }> } };

export type ContractDuerAdditionsYearsQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractDuerAdditionsYearsQuery = { dossier: { id: string, duers: Array<{ annee: number, legacyId: string, categories: Array<{ legacyId: string }> | null }> | null } | null };

export type ContractDuerAdditionsUnitQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
  idCategorie: string;
}>;


export type ContractDuerAdditionsUnitQuery = { dossier: { id: string, duer: { categorie: { id: string, modulesDeBase: Array<{ id: string, nom: string }> | null, modulesAutresDuers: Array<{ id: string, nom: string, codeDossier: string, annee: number }> | null, modules: Array<{ id: string, nom: string, groupesAutresDuers: Array<{ id: string, nom: string, codeDossier: string, annee: number }> | null, groupes: Array<{ nom: string, risques: Array<{ nom: string, gravite: number | null }> }> | null }> | null } | null } | null } | null };

export type ContractDuerAdditionsAddModuleMutationVariables = Exact<{
  input: AddDuerModuleExistantInput;
}>;


export type ContractDuerAdditionsAddModuleMutation = { addDuerModuleExistant: { module: { nom: string, etape: number, totalEtapes: number, groupes: Array<{ nom: string }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerAdditionsAddGroupeMutationVariables = Exact<{
  input: AddDuerGroupeAutreDuerInput;
}>;


export type ContractDuerAdditionsAddGroupeMutation = { addDuerGroupeAutreDuer: { module: { groupes: Array<{ nom: string, risques: Array<{ nom: string, gravite: number | null }> }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerAnnexesQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerAnnexesQuery = { dossier: { id: string, duer: { id: string, annexes: { id: string, estModule: boolean, peutAjouter: boolean, peutCreer: boolean, annexes: Array<{ id: string, legacyId: string, baseAnnexeId: string, nom: string, numAnnexe: number, nomFichier: string | null, fichierUrl: string, apercuUrl: string, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean }> | null, annexesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null }, categories: Array<{ id: string, modules: Array<{ id: string, legacyId: string, nom: string, baseModuleLegacyId: string, annexes: { id: string, estModule: boolean, peutAjouter: boolean, peutCreer: boolean, annexes: Array<{ id: string, legacyId: string, baseAnnexeId: string, nom: string, numAnnexe: number, nomFichier: string | null, fichierUrl: string, apercuUrl: string, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean }> | null, annexesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } }> | null }> | null } | null } | null };

export type ContractDuerAnnexesFieldsFragment = { id: string, estModule: boolean, peutAjouter: boolean, peutCreer: boolean, annexes: Array<{ id: string, legacyId: string, baseAnnexeId: string, nom: string, numAnnexe: number, nomFichier: string | null, fichierUrl: string, apercuUrl: string, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean }> | null, annexesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null };

export type ContractSaveDuerAnnexesMutationVariables = Exact<{
  input: SaveDuerAnnexesInput;
}>;


export type ContractSaveDuerAnnexesMutation = { saveDuerAnnexes: { annexes: { id: string, estModule: boolean, peutAjouter: boolean, peutCreer: boolean, annexes: Array<{ id: string, legacyId: string, baseAnnexeId: string, nom: string, numAnnexe: number, nomFichier: string | null, fichierUrl: string, apercuUrl: string, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean }> | null, annexesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAddDuerAnnexeMutationVariables = Exact<{
  input: AddDuerAnnexeInput;
}>;


export type ContractAddDuerAnnexeMutation = { addDuerAnnexe: { annexes: { id: string, estModule: boolean, peutAjouter: boolean, peutCreer: boolean, annexes: Array<{ id: string, legacyId: string, baseAnnexeId: string, nom: string, numAnnexe: number, nomFichier: string | null, fichierUrl: string, apercuUrl: string, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean }> | null, annexesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractReplaceDuerAnnexeMutationVariables = Exact<{
  input: ReplaceDuerAnnexeInput;
}>;


export type ContractReplaceDuerAnnexeMutation = { replaceDuerAnnexe: { annexes: { id: string, estModule: boolean, peutAjouter: boolean, peutCreer: boolean, annexes: Array<{ id: string, legacyId: string, baseAnnexeId: string, nom: string, numAnnexe: number, nomFichier: string | null, fichierUrl: string, apercuUrl: string, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean }> | null, annexesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerAuditQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerAuditQuery = { dossier: { id: string, duer: { id: string, audit: { categories: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string, legacyId: string, ordre: number, nom: string, reponse: boolean, nonApplicable: boolean, remarque: string }> }>, categoriesRestantes: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string }> }> } | null } | null } | null };

export type ContractDuerAuditFieldsFragment = { id: string, audit: { categories: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string, legacyId: string, ordre: number, nom: string, reponse: boolean, nonApplicable: boolean, remarque: string }> }>, categoriesRestantes: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string }> }> } | null };

export type ContractSaveDuerAuditMutationVariables = Exact<{
  input: SaveDuerAuditInput;
}>;


export type ContractSaveDuerAuditMutation = { saveDuerAudit: { duer: { id: string, audit: { categories: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string, legacyId: string, ordre: number, nom: string, reponse: boolean, nonApplicable: boolean, remarque: string }> }>, categoriesRestantes: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string }> }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAddDuerAuditQuestionMutationVariables = Exact<{
  input: AddDuerAuditQuestionInput;
}>;


export type ContractAddDuerAuditQuestionMutation = { addDuerAuditQuestion: { duer: { id: string, audit: { categories: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string, legacyId: string, ordre: number, nom: string, reponse: boolean, nonApplicable: boolean, remarque: string }> }>, categoriesRestantes: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string }> }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAddDuerAuditCategorieMutationVariables = Exact<{
  input: AddDuerAuditCategorieInput;
}>;


export type ContractAddDuerAuditCategorieMutation = { addDuerAuditCategorie: { duer: { id: string, audit: { categories: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string, legacyId: string, ordre: number, nom: string, reponse: boolean, nonApplicable: boolean, remarque: string }> }>, categoriesRestantes: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string }> }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDeleteDuerAuditQuestionMutationVariables = Exact<{
  id: string;
}>;


export type ContractDeleteDuerAuditQuestionMutation = { deleteDuerAuditQuestion: { duer: { id: string, audit: { categories: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string, legacyId: string, ordre: number, nom: string, reponse: boolean, nonApplicable: boolean, remarque: string }> }>, categoriesRestantes: Array<{ id: string, legacyId: string, nom: string, questions: Array<{ id: string }> }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerFormsQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerFormsQuery = { dossier: { id: string, duer: { id: string, informationsGenerales: { natureActivite: string, nombreSalaries: string, trousseDeSecours: string, responsableTrousseDeSecours: string, presenceDeSecouriste: string, referentSecurite: string, tauxCotisationAtMp: string, nombreAccidents: string, nombreMaladiesProfessionnelles: string } | null, pageDeGarde: { champ1: string, champ2: string, champ3: string, champ4: string, dateMiseAJour: string, ingenieurConseil: string, gerants: Array<string>, ingenieurConseilParDefaut: string | null } | null } | null } | null };

export type ContractDuerFormsFieldsFragment = { id: string, informationsGenerales: { natureActivite: string, nombreSalaries: string, trousseDeSecours: string, responsableTrousseDeSecours: string, presenceDeSecouriste: string, referentSecurite: string, tauxCotisationAtMp: string, nombreAccidents: string, nombreMaladiesProfessionnelles: string } | null, pageDeGarde: { champ1: string, champ2: string, champ3: string, champ4: string, dateMiseAJour: string, ingenieurConseil: string, gerants: Array<string>, ingenieurConseilParDefaut: string | null } | null };

export type ContractSaveDuerInformationsGeneralesMutationVariables = Exact<{
  input: SaveDuerInformationsGeneralesInput;
}>;


export type ContractSaveDuerInformationsGeneralesMutation = { saveDuerInformationsGenerales: { duer: { id: string, informationsGenerales: { natureActivite: string, nombreSalaries: string, trousseDeSecours: string, responsableTrousseDeSecours: string, presenceDeSecouriste: string, referentSecurite: string, tauxCotisationAtMp: string, nombreAccidents: string, nombreMaladiesProfessionnelles: string } | null, pageDeGarde: { champ1: string, champ2: string, champ3: string, champ4: string, dateMiseAJour: string, ingenieurConseil: string, gerants: Array<string>, ingenieurConseilParDefaut: string | null } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractSaveDuerPageDeGardeMutationVariables = Exact<{
  input: SaveDuerPageDeGardeInput;
}>;


export type ContractSaveDuerPageDeGardeMutation = { saveDuerPageDeGarde: { duer: { id: string, informationsGenerales: { natureActivite: string, nombreSalaries: string, trousseDeSecours: string, responsableTrousseDeSecours: string, presenceDeSecouriste: string, referentSecurite: string, tauxCotisationAtMp: string, nombreAccidents: string, nombreMaladiesProfessionnelles: string } | null, pageDeGarde: { champ1: string, champ2: string, champ3: string, champ4: string, dateMiseAJour: string, ingenieurConseil: string, gerants: Array<string>, ingenieurConseilParDefaut: string | null } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerGroupesDuersQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractDuerGroupesDuersQuery = { dossier: { id: string, duers: Array<{ legacyId: string, annee: number }> | null } | null };

export type ContractDuerGroupesCreateMutationVariables = Exact<{
  input: CreateDuerInput;
}>;


export type ContractDuerGroupesCreateMutation = { createDuer: { duer: { legacyId: string, categories: Array<{ id: string, legacyId: string, modules: Array<{ legacyId: string }> | null }> | null } | null } };

export type ContractDuerGroupesModuleQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
  idCategorie: string;
  idModule: string;
}>;


export type ContractDuerGroupesModuleQuery = { dossier: { id: string, duer: { id: string, categorie: { id: string, module: { id: string, groupesDeBase: Array<{ id: string, nom: string }> | null, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risquesDeBase: Array<{ id: string, nom: string }>, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number }> }> | null } | null } | null } | null } | null };

export type ContractDuerGroupesFieldsFragment = { id: string, groupesDeBase: Array<{ id: string, nom: string }> | null, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risquesDeBase: Array<{ id: string, nom: string }>, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number }> }> | null };

export type ContractDuerGroupesAddMutationVariables = Exact<{
  groupe: AddDuerGroupeInput;
  risque: AddDuerRisqueInput;
}>;


export type ContractDuerGroupesAddMutation = { addDuerGroupe: { module: { id: string } | null, errors: Array<{ field: string | null, message: string }> }, addDuerRisque: { module: { id: string, groupesDeBase: Array<{ id: string, nom: string }> | null, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risquesDeBase: Array<{ id: string, nom: string }>, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number }> }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerGroupesChangeMutationVariables = Exact<{
  groupe: RenameDuerElementInput;
  risque: RenameDuerElementInput;
  groupeSupprime: string;
  risqueSupprime: string;
}>;


export type ContractDuerGroupesChangeMutation = { renameDuerGroupe: { errors: Array<{ message: string }> }, renameDuerRisque: { errors: Array<{ message: string }> }, deleteDuerGroupe: { errors: Array<{ message: string }> }, deleteDuerRisque: { module: { id: string, groupesDeBase: Array<{ id: string, nom: string }> | null, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risquesDeBase: Array<{ id: string, nom: string }>, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number }> }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerGroupesSaveMutationVariables = Exact<{
  input: SaveDuerRisquesInput;
}>;


export type ContractDuerGroupesSaveMutation = { saveDuerRisques: { module: { id: string, groupesDeBase: Array<{ id: string, nom: string }> | null, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risquesDeBase: Array<{ id: string, nom: string }>, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number }> }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerGroupesModuleOrdresMutationVariables = Exact<{
  input: SaveDuerModuleOrdresInput;
}>;


export type ContractDuerGroupesModuleOrdresMutation = { saveDuerModuleOrdres: { duer: { id: string } | null, categorie: { modules: Array<{ nom: string, ordre: number }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerPagesQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerPagesQuery = { dossier: { id: string, duer: { id: string, legacyId: string, peutAjouterPage: boolean, pages: Array<{ id: string, legacyId: string, basePageId: string, nom: string, ordre: number, estAvantRisques: boolean, ecran: DuerEcranPage | null, nomFichier: string | null, fichierUrl: string | null, apercuUrl: string | null, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean, peutModifier: boolean }> | null, pagesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null } | null };

export type ContractDuerPagesFieldsFragment = { id: string, legacyId: string, peutAjouterPage: boolean, pages: Array<{ id: string, legacyId: string, basePageId: string, nom: string, ordre: number, estAvantRisques: boolean, ecran: DuerEcranPage | null, nomFichier: string | null, fichierUrl: string | null, apercuUrl: string | null, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean, peutModifier: boolean }> | null, pagesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null };

export type ContractSaveDuerPagesMutationVariables = Exact<{
  input: SaveDuerPagesInput;
}>;


export type ContractSaveDuerPagesMutation = { saveDuerPages: { duer: { id: string, legacyId: string, peutAjouterPage: boolean, pages: Array<{ id: string, legacyId: string, basePageId: string, nom: string, ordre: number, estAvantRisques: boolean, ecran: DuerEcranPage | null, nomFichier: string | null, fichierUrl: string | null, apercuUrl: string | null, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean, peutModifier: boolean }> | null, pagesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAddDuerPageMutationVariables = Exact<{
  input: AddDuerPageInput;
}>;


export type ContractAddDuerPageMutation = { addDuerPage: { duer: { id: string, legacyId: string, peutAjouterPage: boolean, pages: Array<{ id: string, legacyId: string, basePageId: string, nom: string, ordre: number, estAvantRisques: boolean, ecran: DuerEcranPage | null, nomFichier: string | null, fichierUrl: string | null, apercuUrl: string | null, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean, peutModifier: boolean }> | null, pagesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractReplaceDuerPageMutationVariables = Exact<{
  input: ReplaceDuerPageInput;
}>;


export type ContractReplaceDuerPageMutation = { replaceDuerPage: { duer: { id: string, legacyId: string, peutAjouterPage: boolean, pages: Array<{ id: string, legacyId: string, basePageId: string, nom: string, ordre: number, estAvantRisques: boolean, ecran: DuerEcranPage | null, nomFichier: string | null, fichierUrl: string | null, apercuUrl: string | null, peutDeplacer: boolean, peutRemplacer: boolean, peutSupprimer: boolean, peutModifier: boolean }> | null, pagesExistantes: Array<{ id: string, legacyId: string, nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerPictosQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerPictosQuery = { dossier: { id: string, duer: { id: string, pictosDeBase: Array<{ id: string, legacyId: string, nom: string, description: string, imageUrl: string }> | null, categories: Array<{ id: string, modules: Array<{ id: string, groupes: Array<{ id: string, risques: Array<{ id: string, nom: string, avecPictos: boolean, pictos: Array<{ id: string, legacyId: string, description: string, basePictoId: string, nom: string, imageUrl: string }> }> }> | null }> | null }> | null } | null } | null };

export type ContractDuerRisquePictosFragment = { id: string, nom: string, avecPictos: boolean, pictos: Array<{ id: string, legacyId: string, description: string, basePictoId: string, nom: string, imageUrl: string }> };

export type ContractDuersForPictosQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractDuersForPictosQuery = { dossier: { id: string, duers: Array<{ id: string, legacyId: string, estFini: boolean }> | null } | null };

export type ContractUpdateDuerRisquePictosMutationVariables = Exact<{
  input: UpdateDuerRisquePictosInput;
}>;


export type ContractUpdateDuerRisquePictosMutation = { updateDuerRisquePictos: { module: { id: string, groupes: Array<{ id: string, risques: Array<{ id: string, nom: string, avecPictos: boolean, pictos: Array<{ id: string, legacyId: string, description: string, basePictoId: string, nom: string, imageUrl: string }> }> }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerPreambleQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerPreambleQuery = { dossier: { id: string, duer: { id: string, preambule: { descriptifExploitation: string, ressourcesHumaines: string, prestationsServices: string, categories: Array<{ id: string, legacyId: string, titre: string, contenu: string, ordre: number }> } | null } | null } | null };

export type ContractDuerPreambleFieldsFragment = { id: string, preambule: { descriptifExploitation: string, ressourcesHumaines: string, prestationsServices: string, categories: Array<{ id: string, legacyId: string, titre: string, contenu: string, ordre: number }> } | null };

export type ContractSaveDuerPreambuleMutationVariables = Exact<{
  input: SaveDuerPreambuleInput;
}>;


export type ContractSaveDuerPreambuleMutation = { saveDuerPreambule: { duer: { id: string, preambule: { descriptifExploitation: string, ressourcesHumaines: string, prestationsServices: string, categories: Array<{ id: string, legacyId: string, titre: string, contenu: string, ordre: number }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAddDuerPreambuleCategorieMutationVariables = Exact<{
  input: AddDuerPreambuleCategorieInput;
}>;


export type ContractAddDuerPreambuleCategorieMutation = { addDuerPreambuleCategorie: { duer: { id: string, preambule: { descriptifExploitation: string, ressourcesHumaines: string, prestationsServices: string, categories: Array<{ id: string, legacyId: string, titre: string, contenu: string, ordre: number }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRenameDuerPreambuleCategorieMutationVariables = Exact<{
  input: RenameDuerPreambuleCategorieInput;
}>;


export type ContractRenameDuerPreambuleCategorieMutation = { renameDuerPreambuleCategorie: { duer: { id: string, preambule: { descriptifExploitation: string, ressourcesHumaines: string, prestationsServices: string, categories: Array<{ id: string, legacyId: string, titre: string, contenu: string, ordre: number }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDeleteDuerPreambuleCategorieMutationVariables = Exact<{
  id: string;
}>;


export type ContractDeleteDuerPreambuleCategorieMutation = { deleteDuerPreambuleCategorie: { duer: { id: string, preambule: { descriptifExploitation: string, ressourcesHumaines: string, prestationsServices: string, categories: Array<{ id: string, legacyId: string, titre: string, contenu: string, ordre: number }> } | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractCreateDuerForPrintMutationVariables = Exact<{
  input: CreateDuerInput;
}>;


export type ContractCreateDuerForPrintMutation = { createDuer: { duer: { id: string, legacyId: string, planActionUrl: string, impressionUrl: string, duerDefinitifUrl: string | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerPrintRisksQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerPrintRisksQuery = { dossier: { id: string, duer: { id: string, categories: Array<{ id: string, legacyId: string, modules: Array<{ id: string, nom: string, groupes: Array<{ id: string, nom: string, risques: Array<{ legacyId: string, nom: string }> }> | null }> | null }> | null } | null } | null };

export type ContractRateDuerForPrintMutationVariables = Exact<{
  input: SaveDuerRisquesInput;
}>;


export type ContractRateDuerForPrintMutation = { saveDuerRisques: { errors: Array<{ message: string }> } };

export type ContractPrintDuerDefinitiveMutationVariables = Exact<{
  duerId: string;
}>;


export type ContractPrintDuerDefinitiveMutation = { imprimerDuerDefinitif: { duer: { id: string, estFini: boolean, duerDefinitifUrl: string | null } | null, errors: Array<{ message: string }> } };

export type ContractCoverForPrintMutationVariables = Exact<{
  input: SaveDuerPageDeGardeInput;
}>;


export type ContractCoverForPrintMutation = { saveDuerPageDeGarde: { errors: Array<{ message: string }> } };

export type ContractFreshDuerMutationVariables = Exact<{
  input: CreateDuerInput;
}>;


export type ContractFreshDuerMutation = { createDuer: { duer: { id: string, legacyId: string } | null } };

export type ContractDuerStructureQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractDuerStructureQuery = { dossier: { id: string, duers: Array<{ annee: number, categories: Array<{ id: string, legacyId: string, nom: string, modules: Array<{ id: string, legacyId: string, nom: string }> | null }> | null }> | null } | null };

export type ContractDuerStructureCreateMutationVariables = Exact<{
  input: CreateDuerInput;
}>;


export type ContractDuerStructureCreateMutation = { createDuer: { errors: Array<{ message: string }> } };

export type ContractDuerStructureRenameMutationVariables = Exact<{
  unit: RenameDuerElementInput;
  module: RenameDuerElementInput;
}>;


export type ContractDuerStructureRenameMutation = { renameDuerModule: { module: { id: string, nom: string } | null, errors: Array<{ field: string | null, message: string }> }, renameDuerCategorie: { duer: { id: string } | null, categorie: { legacyId: string, nom: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerStructureCopyDeleteMutationVariables = Exact<{
  copy: CopyDuerModuleInput;
  deleted: string;
}>;


export type ContractDuerStructureCopyDeleteMutation = { copyDuerModule: { module: { nom: string, groupes: Array<{ nom: string }> | null } | null, errors: Array<{ message: string }> }, deleteDuerModule: { duer: { id: string } | null, categorie: { modules: Array<{ nom: string }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerStructureRemarkMutationVariables = Exact<{
  input: SaveDuerModuleRemarqueInput;
}>;


export type ContractDuerStructureRemarkMutation = { saveDuerModuleRemarque: { module: { remarque: string | null, etape: number } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDuerIndexQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractDuerIndexQuery = { dossier: { id: string, duers: Array<{ id: string, legacyId: string, codeDossier: string, annee: number, estFini: boolean, estValide: boolean, dateFini: string | null, versionCalculRisque: number, couleur: string, droitModifs: boolean, droitCreation: boolean }> | null, duerCreation: { allowed: boolean, modes: Array<DuerCreationMode>, anneeMin: number, anneeMax: number }, duersAutresDossiers: Array<{ id: string, codeDossier: string, raisonSociale: string, annee: number }> | null } | null };

export type ContractDuerFieldsFragment = { id: string, legacyId: string, codeDossier: string, annee: number, estFini: boolean, estValide: boolean, dateFini: string | null, versionCalculRisque: number, couleur: string, droitModifs: boolean, droitCreation: boolean };

export type ContractDuerHomeQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractDuerHomeQuery = { dossier: { id: string, duer: { id: string, annee: number, peutAjouterCategorie: boolean, categories: Array<{ id: string, legacyId: string, ordre: number, estValide: boolean, nom: string, tailleTexte: string }> | null, categoriesDeBase: Array<{ id: string, legacyId: string, nom: string, propreAuDossier: boolean }> | null } | null } | null };

export type ContractCreateDuerMutationVariables = Exact<{
  input: CreateDuerInput;
}>;


export type ContractCreateDuerMutation = { createDuer: { duer: { id: string, legacyId: string, annee: number, versionCalculRisque: number, categories: Array<{ nom: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAddDuerCategorieMutationVariables = Exact<{
  input: AddDuerCategorieInput;
}>;


export type ContractAddDuerCategorieMutation = { addDuerCategorie: { duer: { id: string } | null, categorie: { id: string, nom: string, ordre: number } | null, errors: Array<{ message: string }> } };

export type ContractDeleteDuerCategorieMutationVariables = Exact<{
  id: string;
}>;


export type ContractDeleteDuerCategorieMutation = { deleteDuerCategorie: { duer: { categories: Array<{ id: string }> | null } | null, errors: Array<{ message: string }> } };

export type ContractDuerModuleQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
  idCategorie: string;
  idModule: string;
}>;


export type ContractDuerModuleQuery = { dossier: { id: string, duer: { id: string, categorie: { id: string, modules: Array<{ id: string, legacyId: string }> | null, module: { id: string, legacyId: string, nom: string, ordre: number, remarque: string | null, estValide: boolean, forcerValidation: boolean, etape: number, totalEtapes: number, suivant: { id: string, nom: string } | null, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number, estActif: boolean, gravite: number | null, frequence: number | null, maitrise: number | null, mesureExistante: string | null, mesureAFaire: string | null, mesureQui: string | null, mesureDelai: string | null, historique: { dateModification: string, parAdherent: boolean, dateCollaborateur: string | null } | null }> }> | null } | null } | null } | null } | null };

export type ContractDuerModuleFieldsFragment = { id: string, legacyId: string, nom: string, ordre: number, remarque: string | null, estValide: boolean, forcerValidation: boolean, etape: number, totalEtapes: number, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number, estActif: boolean, gravite: number | null, frequence: number | null, maitrise: number | null, mesureExistante: string | null, mesureAFaire: string | null, mesureQui: string | null, mesureDelai: string | null, historique: { dateModification: string, parAdherent: boolean, dateCollaborateur: string | null } | null }> }> | null };

export type ContractDuerModuleChangesMutationVariables = Exact<{
  save: SaveDuerRisquesInput;
  module: string;
}>;


export type ContractDuerModuleChangesMutation = { saveDuerRisques: { module: { id: string, legacyId: string, nom: string, ordre: number, remarque: string | null, estValide: boolean, forcerValidation: boolean, etape: number, totalEtapes: number, groupes: Array<{ id: string, legacyId: string, nom: string, ordre: number, risques: Array<{ id: string, legacyId: string, nom: string, ordre: number, estActif: boolean, gravite: number | null, frequence: number | null, maitrise: number | null, mesureExistante: string | null, mesureAFaire: string | null, mesureQui: string | null, mesureDelai: string | null, historique: { dateModification: string, parAdherent: boolean, dateCollaborateur: string | null } | null }> }> | null } | null, errors: Array<{ message: string }> }, switchDuerModuleValidation: { module: { forcerValidation: boolean } | null, errors: Array<{ message: string }> } };

export type ContractDuerModuleAddsMutationVariables = Exact<{
  module: AddDuerModuleInput;
  groupe: AddDuerGroupeEtRisqueInput;
}>;


export type ContractDuerModuleAddsMutation = { addDuerModule: { module: { nom: string, etape: number, totalEtapes: number } | null, errors: Array<{ message: string }> }, addDuerGroupeEtRisque: { module: { groupes: Array<{ nom: string }> | null } | null, errors: Array<{ message: string }> } };

export type ContractFigureQueryVariables = Exact<{
  codeDossier: string;
  slug: string;
}>;


export type ContractFigureQuery = { dossier: { opensFigures: boolean, stats: Array<{ id: string, slug: string, name: string, favorite: boolean, display: string | null, monthly: boolean }> | null, stat: { id: string, unit: FigureUnit, decimals: number, updatedAt: string | null, exerciceStartMonth: number | null, closedYears: Array<{ dateDebut: string, dateFin: string, value: number | null }> | null, months: Array<{ year: number, month: number, recettes: number | null, depenses: number | null }> | null } | null } | null };

export type ContractSetStatFavoriteMutationVariables = Exact<{
  input: SetStatFavoriteInput;
}>;


export type ContractSetStatFavoriteMutation = { setStatFavorite: { stat: { id: string, favorite: boolean } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractGeneralAssemblyQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractGeneralAssemblyQuery = { dossier: { id: string, assembleeGenerale: { id: string, annee: number, etat: AgRegistrationState, dateFin: string | null, showsForums: boolean, pouvoirUrl: string, invitations: Array<{ id: string, participe: boolean, nbPersonne: number | null, poids: number | null, libelleUserModification: string | null, dateModification: string | null, selected: boolean }> } | null } | null };

export type ContractRegisterAgAttendanceMutationVariables = Exact<{
  input: RegisterAgAttendanceInput;
}>;


export type ContractRegisterAgAttendanceMutation = { registerAgAttendance: { assembleeGenerale: { id: string, invitations: Array<{ id: string, participe: boolean, nbPersonne: number | null, libelleUserModification: string | null }> } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractLoansQueryVariables = Exact<{
  codeDossier: string;
  legacyId: string;
}>;


export type ContractLoansQuery = { dossier: { loans: Array<{ id: string, legacyId: string, libelle: string, valeurEntree: number, taux: number, periodicite: string, modeRemboursement: string, nombrePeriodes: number, duree: number, dureeAnnee: number, echeance: number, interetRetour: number, exerciceDateDebut: string, echeances: Array<{ annuite: number, interets: number, amortissement: number }> }> | null, loan: { id: string } | null } | null };

export type ContractAddLoanMutationVariables = Exact<{
  input: AddLoanInput;
}>;


export type ContractAddLoanMutation = { addLoan: { loan: { id: string, legacyId: string, echeances: Array<{ annuite: number }> } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractUpdateLoanMutationVariables = Exact<{
  input: UpdateLoanInput;
}>;


export type ContractUpdateLoanMutation = { updateLoan: { loan: { id: string, libelle: string } | null, errors: Array<{ message: string }> } };

export type ContractDeleteLoanMutationVariables = Exact<{
  id: string;
}>;


export type ContractDeleteLoanMutation = { deleteLoan: { loan: { id: string } | null, errors: Array<{ message: string }> } };

export type ContractRecentDocumentsQueryVariables = Exact<{
  code: string;
}>;


export type ContractRecentDocumentsQuery = { dossier: { id: string, documentStoreAvailable: boolean | null, recentDocuments: { viewerCanConsultInvoices: boolean, viewerCanConsultDocuments: boolean, invoices: Array<{ id: string, nomFichier: string, typeFichier: string }> | null, documents: Array<{ id: string, nomFichier: string, typeFichier: string, dateEnvoi: string }> } | null } | null };

export type ContractNodeSourcesQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractNodeSourcesQuery = { viewer: { notifications: Array<{ id: string, nodeId: string }> | null, apiTokens: Array<{ id: string, nodeId: string }>, devices: Array<{ id: string, nodeId: string }> | null } | null, dossier: { id: string, nodeId: string, appointments: { nodes: Array<{ id: string, nodeId: string }> } | null, events: { nodes: Array<{ id: string, nodeId: string }> } | null, contacts: Array<{ id: string, nodeId: string }> | null, duers: Array<{ id: string, nodeId: string }> | null, loans: Array<{ id: string, nodeId: string }> | null, storeNode: { id: string, nodeId: string } | null } | null };

export type ContractNodeQueryVariables = Exact<{
  nodeId: string;
}>;


export type ContractNodeQuery = { node:
    | { __typename: 'ApiToken', id: string, nodeId: string }
    | { __typename: 'Appointment', id: string, nodeId: string }
    | { __typename: 'Contact', id: string, nodeId: string }
    | { __typename: 'Device', id: string, nodeId: string }
    | { __typename: 'Dossier', id: string, nodeId: string }
    | { __typename: 'Duer', id: string, nodeId: string }
    | { __typename: 'Event', id: string, nodeId: string }
    | { __typename: 'Loan', id: string, nodeId: string }
    | { __typename: 'Notification', id: string, nodeId: string }
    | { __typename: 'StoreNode', id: string, nodeId: string }
   | null };

export type ContractNodesQueryVariables = Exact<{
  nodeIds: Array<string> | string;
}>;


export type ContractNodesQuery = { nodes: Array<
    | { __typename: 'ApiToken', nodeId: string }
    | { __typename: 'Appointment', nodeId: string }
    | { __typename: 'Contact', nodeId: string }
    | { __typename: 'Device', nodeId: string }
    | { __typename: 'Dossier', nodeId: string }
    | { __typename: 'Duer', nodeId: string }
    | { __typename: 'Event', nodeId: string }
    | { __typename: 'Loan', nodeId: string }
    | { __typename: 'Notification', nodeId: string }
    | { __typename: 'StoreNode', nodeId: string }
   | null> };

export type ContractNodeApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ContractNodeApiTokenMutation = { createApiToken: { plainTextToken: string | null, errors: Array<{ message: string }> } };

export type PageInfoFieldsFragment = { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null };

export type EverythingQueryVariables = Exact<{
  codeDossier?: string | null | undefined;
}>;


export type EverythingQuery = { theme: { code: string, platformName: string, entityName: string, supportPhone: string, primaryColor: string, chartColors: Array<string>, links: { home: string, legalNotice: string, loginService: string, api: string, webmail: string, adminBoard: string, documentLibrary: string } }, viewer: { id: string, login: string, typeUtilisateur: string, isCollaborateur: boolean, fonctionsUtilisateur: Array<string> | null, droitsUtilisateur: Array<string> | null, hiringSimulatorScriptUrl: string, pendingInvitationCount: number, unreadNotificationCount: number, user: { id: string, nom: string, prenom: string, mail: string | null, tel: string | null, port: string | null, adresse: string | null, canalPrefere: string | null, guidPersonne: string | null, hasForum: boolean, compteExterne: boolean, estTesteur: boolean, preferences: { sendMailWhenNotify: boolean } }, dossiers: Array<{ id: string, codeDossier: string, codeEntite: string, raisonSociale: string, guidPersonne: string | null, idRole: number | null, estFavoris: boolean, statut: StatutDossier, typeActivite: TypeActivite, modulesEffectifs: Array<string>, legacyId: string | null }> | null, selectedDossier: { permissions: Array<string> | null, showsKeyFigures: boolean, showsNextAppointment: boolean, showsNextEvent: boolean, id: string, codeDossier: string, codeEntite: string, raisonSociale: string, guidPersonne: string | null, idRole: number | null, estFavoris: boolean, statut: StatutDossier, typeActivite: TypeActivite, modulesEffectifs: Array<string>, legacyId: string | null, respondent: { id: string, nom: string, prenom: string, mail: string | null, tel: string | null, locked: boolean } | null, keyFigures: Array<{ id: string, slug: string, libelle: string, valeur: number | null, unite: string, decimales: number, dateFinExercice: string | null }> | null, appointments: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string } }>, nodes: Array<{ id: string, legacyId: string, date: string, dateFin: string | null, title: string, description: string | null, location: string | null, typeCommunication: string | null, reason: string | null, isEvent: boolean, upcoming: boolean, editable: boolean, codeAgent: string | null, address: { adresse: string | null, cp: string | null, ville: string | null } | null, participants: Array<{ id: string, codeagent: string | null, prenom: string, nom: string, fonction: string | null }> | null }> } | null, nextAppointment: { id: string, legacyId: string, date: string, title: string, upcoming: boolean } | null, events: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string } }>, nodes: Array<{ id: string, legacyId: string, title: string, date: string, dateDebut: string | null, dateFin: string | null, dates: Array<string>, location: string | null, ville: string | null, type: string | null, typeLibelle: string | null, url: string | null, registrationRequired: boolean, estAnnule: boolean, nbMaxInscription: number, nbInscrits: number, placesRestantes: number | null, availability: EventAvailability, canAnswer: boolean, idcampagne: string | null, nbevent: number | null, registred: boolean | null, upcoming: boolean, iconUrl: string, imageUrl: string }> } | null, nextEvent: { id: string, legacyId: string, title: string, date: string, upcoming: boolean, iconUrl: string } | null } | null, homeSections: Array<{ id: string, title: string, subtitle: string | null, url: string, estPrioritaire: boolean, imageUrl: string }> | null, notifications: Array<{ id: string, date: string, message: string, url: string | null, category: string, lu: boolean, imageUrl: string }> | null, mailThemes: Array<{ id: string, libelle: string, subscribed: boolean }> | null, communications: Array<{ id: string, codeDossier: string, raisonSociale: string, viewerCanEdit: boolean, telephone: string, indicatifTelephone: string, portable: string, indicatifPortable: string, emailPrincipal: string, emailFacturation: string, facturationElectronique: boolean, emailFacturationVerrouille: boolean, modifications: { telephone: { date: string, auteur: string, parAgent: boolean } | null, portable: { date: string } | null, emailPrincipal: { date: string } | null, emailFacturation: { date: string } | null } }> | null, countries: Array<{ id: string, code: string, indicatif: string }> | null, tourInProgress: { id: string, code: string, routeName: string, etapes: string, dejaFait: boolean } | null, galleryImages: Array<{ id: string, sm: string, lg: string, description: string }> | null, genericPage: { id: string, title: string, url: string | null, content: string | null } | null } | null };

export type DossierFieldsFragment = { id: string, codeDossier: string, codeEntite: string, raisonSociale: string, guidPersonne: string | null, idRole: number | null, estFavoris: boolean, statut: StatutDossier, typeActivite: TypeActivite, modulesEffectifs: Array<string>, legacyId: string | null };

export type HomeQueryVariables = Exact<{
  codeDossier?: string | null | undefined;
}>;


export type HomeQuery = { viewer: { id: string, login: string, isCollaborateur: boolean, unreadNotificationCount: number, dossiers: Array<{ id: string, codeDossier: string, raisonSociale: string, idRole: number | null, estFavoris: boolean }> | null, selectedDossier: { id: string, codeDossier: string, codeEntite: string, permissions: Array<string> | null, keyFigures: Array<{ id: string, libelle: string, valeur: number | null, unite: string, decimales: number }> | null, nextAppointment: { id: string, title: string, date: string } | null, nextEvent: { id: string, title: string, date: string, iconUrl: string } | null } | null, homeSections: Array<{ id: string, title: string, imageUrl: string }> | null, notifications: Array<{ id: string, message: string, imageUrl: string }> | null } | null };

export type CancelAppointmentMutationVariables = Exact<{
  id: string;
}>;


export type CancelAppointmentMutation = { cancelAppointment: { appointment: { legacyId: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { email: string | null, errors: Array<{ field: string | null, message: string }> } };

export type RequestAccountRecoveryMutationVariables = Exact<{
  input: RequestAccountRecoveryInput;
}>;


export type RequestAccountRecoveryMutation = { requestAccountRecovery: { sent: boolean, errors: Array<{ field: string | null, message: string }> } };

export type RecoverAccountMutationVariables = Exact<{
  input: RecoverAccountInput;
}>;


export type RecoverAccountMutation = { recoverAccount: { done: boolean, errors: Array<{ field: string | null, message: string }> } };

export type BreachRangeQueryVariables = Exact<{
  prefix: string;
}>;


export type BreachRangeQuery = { breachRange: Array<{ suffix: string, count: number }> };

export type LinkedExternalAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedExternalAccountQuery = { linkedExternalAccount: { email: string | null } | null };

export type ForgetLinkedExternalAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type ForgetLinkedExternalAccountMutation = { forgetLinkedExternalAccount: { linkedExternalAccount: { email: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type InvitationQueryVariables = Exact<{
  invitationId: string;
}>;


export type InvitationQuery = { invitation: { id: string, inviter: string | null, refusal: string | null, dossiers: Array<{ codeDossier: string, raisonSociale: string }> } | null };

export type AcceptInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { accepted: boolean, errors: Array<{ field: string | null, message: string }> } };

export type CheckInvitationLoginMutationVariables = Exact<{
  input: InvitationLoginInput;
}>;


export type CheckInvitationLoginMutation = { checkInvitationLogin: { ok: boolean, errors: Array<{ field: string | null, message: string }> } };

export type SignUpWithInvitationMutationVariables = Exact<{
  invitationId: string;
  input: SignUpWithInvitationInput;
}>;


export type SignUpWithInvitationMutation = { signUpWithInvitation: { secondStepRequired: boolean, viewer: { id: string, login: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type SavePreferencesMutationVariables = Exact<{
  input: SavePreferencesInput;
}>;


export type SavePreferencesMutation = { savePreferences: { user: { id: string, preferences: { sendMailWhenNotify: boolean } } | null, mailThemes: Array<{ id: string, subscribed: boolean }> | null, errors: Array<{ field: string | null, message: string }> } };

export type SaveCommunicationMutationVariables = Exact<{
  input: SaveCommunicationInput;
}>;


export type SaveCommunicationMutation = { saveCommunication: { communication: { id: string, telephone: string, modifications: { telephone: { auteur: string, parAgent: boolean } | null } } | null, errors: Array<{ field: string | null, message: string }> } };

export type SendPasswordChangeCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendPasswordChangeCodeMutation = { sendPasswordChangeCode: { sent: boolean, errors: Array<{ field: string | null, message: string }> } };

export type SendMailChangeCodeMutationVariables = Exact<{
  mode: CodeMode;
}>;


export type SendMailChangeCodeMutation = { sendMailChangeCode: { sent: boolean, errors: Array<{ field: string | null, message: string }> } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { changed: boolean, errors: Array<{ field: string | null, message: string }> } };

export type ChangeMailMutationVariables = Exact<{
  input: ChangeMailInput;
}>;


export type ChangeMailMutation = { changeMail: { sent: boolean, errors: Array<{ field: string | null, message: string }> } };

export type ContractMarkTourDoneMutationVariables = Exact<{
  routeName: string;
}>;


export type ContractMarkTourDoneMutation = { markTourDone: { tour: { id: string, dejaFait: boolean } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRestartTourMutationVariables = Exact<{
  routeName: string;
}>;


export type ContractRestartTourMutation = { restartTour: { tour: { id: string, routeName: string, dejaFait: boolean } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractViewerLoginQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractViewerLoginQuery = { viewer: { id: string, login: string } | null };

export type ContractDocumentUploadKindsQueryVariables = Exact<{
  code: string;
}>;


export type ContractDocumentUploadKindsQuery = { dossier: { id: string, documentUploadKinds: Array<DocumentUploadKind> } | null };

export type ContractUploadHistoryQueryVariables = Exact<{
  code: string;
  filter?: SentDocumentFilter | null | undefined;
}>;


export type ContractUploadHistoryQuery = { dossier: { id: string, sentDocuments: Array<{ id: string, nomFichier: string, dateEnvoi: string, typeFichier: string }> | null } | null };

export type ContractConfirmDocumentUploadMutationVariables = Exact<{
  input: ConfirmDocumentUploadInput;
}>;


export type ContractConfirmDocumentUploadMutation = { confirmDocumentUpload: { sent: boolean, errors: Array<{ field: string | null, message: string }> } };

export type AgreementEventsQueryVariables = Exact<{
  codeDossier: string;
}>;


export type AgreementEventsQuery = { dossier: { events: { nodes: Array<{ id: string, legacyId: string, availability: EventAvailability, placesRestantes: number | null, registred: boolean | null }> } | null, appointments: { nodes: Array<{ id: string, legacyId: string, editable: boolean }> } | null } | null };

export type AgreementEditAppointmentMutationVariables = Exact<{
  input: EditAppointmentInput;
}>;


export type AgreementEditAppointmentMutation = { editAppointment: { errors: Array<{ message: string }> } };

export type AgreementSubscribeToEventMutationVariables = Exact<{
  input: SubscribeToEventInput;
}>;


export type AgreementSubscribeToEventMutation = { subscribeToEvent: { errors: Array<{ message: string }> } };

export type DossierCodeQueryVariables = Exact<{
  codeDossier: string;
}>;


export type DossierCodeQuery = { dossier: { codeDossier: string } | null };

export type ContractDocumentationQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractDocumentationQuery = { dossier: { id: string, documentations: Array<{ id: string, code: string, title: string, kind: DocumentationKind, url: string | null, estSiteInternet: boolean, codeGed: string | null, iconUrl: string, categories: Array<{ id: string }> }> | null, documentation: { id: string, title: string, categories: Array<{ code: string, kind: DocumentationKind, codeGed: string | null }> } | null, documentationLibrary: { id: string, title: string, gedDispo: boolean, documents: { edges: Array<{ cursor: string, node: { id: string, name: string, url: string | null, taille: number | null, dateModification: string | null } }>, nodes: Array<{ id: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null } | null };

export type ContractCreatorsProgrammeQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractCreatorsProgrammeQuery = { viewer: { id: string, elearnings: Array<{ id: string, title: string, description: string, url: string | null, iconUrl: string }> | null, oicContacts: Array<{ id: string, codeAgent: string }> | null, oicSiteInfo: { adresseL1: string | null } | null } | null, dossier: { id: string, tutorials: Array<{ id: string, title: string, description: string, url: string | null, iconUrl: string }> | null } | null };

export type PortfolioSearchQueryVariables = Exact<{
  term: string;
}>;


export type PortfolioSearchQuery = { viewer: { portfolioSearch: Array<{ id: string, codeDossier: string, raisonSociale: string, statut: StatutDossier, legacyId: string | null, selectionnable: boolean, carto: boolean }> } | null };

export type SetFavoriteDossierMutationVariables = Exact<{
  codeDossier: string;
}>;


export type SetFavoriteDossierMutation = { setFavoriteDossier: { dossiers: Array<{ codeDossier: string, estFavoris: boolean }>, errors: Array<{ field: string | null, message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { ok: boolean } };

export type ViewerIdQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerIdQuery = { viewer: { id: string } | null };

export type ContractPasskeyFirstStartEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type ContractPasskeyFirstStartEnrolmentMutation = { startPasskeyEnrolment: { options: string | null } };

export type ContractPasskeyFirstConfirmMutationVariables = Exact<{
  input: ConfirmPasskeyInput;
}>;


export type ContractPasskeyFirstConfirmMutation = { confirmPasskey: { errors: Array<{ message: string }> } };

export type ContractStartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type ContractStartPasskeySignInMutation = { startPasskeySignIn: { options: string | null, errors: Array<{ message: string }> } };

export type ContractIdentifyPasskeyMutationVariables = Exact<{
  response: string;
}>;


export type ContractIdentifyPasskeyMutation = { identifyPasskey: { login: string | null, errors: Array<{ message: string }> } };

export type ContractPasskeyFirstSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type ContractPasskeyFirstSignInMutation = { signIn: { secondStepRequired: boolean, viewer: { id: string } | null, errors: Array<{ message: string }> } };

export type ContractStartPasskeyEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type ContractStartPasskeyEnrolmentMutation = { startPasskeyEnrolment: { options: string | null, errors: Array<{ message: string }> } };

export type ContractConfirmPasskeyMutationVariables = Exact<{
  input: ConfirmPasskeyInput;
}>;


export type ContractConfirmPasskeyMutation = { confirmPasskey: { secondFactor: { id: string, kind: SecondFactorKind, name: string, lastUsedAt: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractPasskeyPasswordStepMutationVariables = Exact<{
  input: SignInInput;
}>;


export type ContractPasskeyPasswordStepMutation = { signIn: { secondStepRequired: boolean, viewer: { id: string } | null, errors: Array<{ message: string }> } };

export type ContractStartSecondStepMutationVariables = Exact<{ [key: string]: never; }>;


export type ContractStartSecondStepMutation = { startSecondStep: { passkeyOptions: string | null, codeAccepted: boolean, errors: Array<{ message: string }> } };

export type ContractVerifyPasskeyMutationVariables = Exact<{
  response: string;
  rememberDevice?: boolean | null | undefined;
}>;


export type ContractVerifyPasskeyMutation = { verifyPasskey: { secondStepRequired: boolean, viewer: { id: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRemovePasskeyMutationVariables = Exact<{
  input: RemoveSecondFactorInput;
}>;


export type ContractRemovePasskeyMutation = { removeSecondFactor: { removedId: string | null, errors: Array<{ message: string }> } };

export type ContractRequiredViewerFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractRequiredViewerFilesQuery = { viewer: { id: string, isCollaborateur: boolean, dossiers: Array<{ codeDossier: string }> | null } | null };

export type ContractRequiredEnrolmentViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractRequiredEnrolmentViewerQuery = { theme: { code: string }, viewer: { id: string, recoveryCodesLeft: number, secondFactors: Array<{ id: string }> } | null };

export type ContractRequiredCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ContractRequiredCreateTokenMutation = { createApiToken: { errors: Array<{ message: string }> } };

export type ContractRequiredStartEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type ContractRequiredStartEnrolmentMutation = { startAuthenticatorEnrolment: { enrolment: { enrolmentKey: string, secret: string } | null } };

export type ContractRequiredConfirmMutationVariables = Exact<{
  input: ConfirmAuthenticatorInput;
}>;


export type ContractRequiredConfirmMutation = { confirmAuthenticator: { secondFactor: { kind: SecondFactorKind } | null, errors: Array<{ message: string }> } };

export type ContractStartAuthenticatorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type ContractStartAuthenticatorEnrolmentMutation = { startAuthenticatorEnrolment: { enrolment: { enrolmentKey: string, secret: string, otpauthUri: string, qrCodeSvg: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractConfirmAuthenticatorMutationVariables = Exact<{
  input: ConfirmAuthenticatorInput;
}>;


export type ContractConfirmAuthenticatorMutation = { confirmAuthenticator: { recoveryCodes: Array<string> | null, secondFactor: { id: string, kind: SecondFactorKind, name: string, createdAt: string, lastUsedAt: string | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractSecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractSecondFactorsQuery = { viewer: { id: string, recoveryCodesLeft: number, secondFactors: Array<{ id: string, name: string, lastUsedAt: string | null }> } | null };

export type ContractRenameSecondFactorMutationVariables = Exact<{
  input: RenameSecondFactorInput;
}>;


export type ContractRenameSecondFactorMutation = { renameSecondFactor: { secondFactor: { id: string, name: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRemoveSecondFactorMutationVariables = Exact<{
  input: RemoveSecondFactorInput;
}>;


export type ContractRemoveSecondFactorMutation = { removeSecondFactor: { removedId: string | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractSignInSecondStepMutationVariables = Exact<{
  input: SignInInput;
}>;


export type ContractSignInSecondStepMutation = { signIn: { secondStepRequired: boolean, viewer: { id: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractVerifySecondFactorMutationVariables = Exact<{
  code: string;
}>;


export type ContractVerifySecondFactorMutation = { verifySecondFactor: { secondStepRequired: boolean, viewer: { id: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractServicesQueryVariables = Exact<{
  codeDossier: string;
}>;


export type ContractServicesQuery = { dossier: { id: string, services: Array<{ id: string, slug: string, titre: string, description: string, categories: Array<string>, tags: Array<string>, dateCreation: string | null, isStarred: boolean, presentation: string | null, accompagnement: string | null, expertise: string | null, ressources: Array<{ type: ServiceResourceType, nom: string, lien: string | null, embedUrl: string | null, thumbnailUrl: string | null }> }> | null, service: { id: string } | null, serviceCallbackContact: { codeAgent: string, fonction: string } | null } | null };

export type ContractRequestServiceCallbackMutationVariables = Exact<{
  input: RequestServiceCallbackInput;
}>;


export type ContractRequestServiceCallbackMutation = { requestServiceCallback: { service: { id: string, titre: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractSharedFileFragment = { codeDossier: string, raisonSociale: string, idRole: number, nomRole: string | null, categories: Array<{ id: string, libelle: string }> };

export type ContractSentInvitationFragment = { id: string, emailInvitee: string, dateExpiration: string, state: SentInvitationState, editable: boolean, dossiers: Array<{ codeDossier: string, raisonSociale: string, idRole: number, nomRole: string | null, categories: Array<{ id: string, libelle: string }> }> };

export type ContractSharingQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractSharingQuery = { viewer: { id: string, canShare: boolean, invitationsReceived: Array<{ id: string, dateExpiration: string | null }> | null, acquiredAccesses: Array<{ id: string, codeDossier: string, raisonSociale: string, idRole: number, nomRole: string | null, categories: Array<{ id: string, libelle: string }> }> | null, sentInvitations: Array<{ id: string, emailInvitee: string, dateExpiration: string, state: SentInvitationState, editable: boolean, dossiers: Array<{ codeDossier: string, raisonSociale: string, idRole: number, nomRole: string | null, categories: Array<{ id: string, libelle: string }> }> }> | null, sharedWith: Array<{ id: string, guidPersonne: string, personne: string, emailPersonne: string | null, dossiers: Array<{ codeDossier: string, raisonSociale: string, idRole: number, nomRole: string | null, categories: Array<{ id: string, libelle: string }> }> }> | null, sharingRoles: Array<{ id: string, idRole: number, nomRole: string, categoriesPredefinies: Array<string> }> | null, rightsCategories: Array<{ id: string, libelle: string, souscategories: Array<{ id: string, libelle: string, souscategories: Array<{ id: string, libelle: string, souscategories: Array<{ id: string }> }> }> }> | null } | null };

export type ContractInviteToShareMutationVariables = Exact<{
  input: InviteToShareInput;
}>;


export type ContractInviteToShareMutation = { inviteToShare: { invitation: { id: string, emailInvitee: string, dateExpiration: string, state: SentInvitationState, editable: boolean, dossiers: Array<{ codeDossier: string, raisonSociale: string, idRole: number, nomRole: string | null, categories: Array<{ id: string, libelle: string }> }> } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractChangeSentInvitationMutationVariables = Exact<{
  input: ChangeSentInvitationInput;
}>;


export type ContractChangeSentInvitationMutation = { changeSentInvitation: { invitation: { id: string, dossiers: Array<{ codeDossier: string, idRole: number }> } | null, errors: Array<{ message: string }> } };

export type ContractSharingChangeFragment = { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ field: string | null, message: string }> };

export type ContractDeleteSentInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type ContractDeleteSentInvitationMutation = { deleteSentInvitation: { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractSetPersonRightsMutationVariables = Exact<{
  input: SetPersonRightsInput;
}>;


export type ContractSetPersonRightsMutation = { setPersonRights: { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractWithdrawAccessMutationVariables = Exact<{
  input: WithdrawAccessInput;
}>;


export type ContractWithdrawAccessMutation = { withdrawAccess: { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractAcceptReceivedMutationVariables = Exact<{
  invitationId: string;
}>;


export type ContractAcceptReceivedMutation = { acceptInvitation: { accepted: boolean, viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ message: string }> } };

export type ContractRefuseInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type ContractRefuseInvitationMutation = { refuseInvitation: { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractRemoveDossierAccessMutationVariables = Exact<{
  codeDossier: string;
}>;


export type ContractRemoveDossierAccessMutation = { removeDossierAccess: { viewer: { id: string, dossiers: Array<{ codeDossier: string }> | null } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractShortcutsQueryVariables = Exact<{
  shortcutId: string;
}>;


export type ContractShortcutsQuery = { viewer: { id: string, shortcuts: Array<{ id: string, libelle: string, url: string }> | null, shortcut: { id: string } | null } | null };

export type ContractSaveShortcutMutationVariables = Exact<{
  input: SaveShortcutInput;
}>;


export type ContractSaveShortcutMutation = { saveShortcut: { shortcut: { id: string, libelle: string, url: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type ContractDeleteShortcutMutationVariables = Exact<{
  shortcutId: string;
}>;


export type ContractDeleteShortcutMutation = { deleteShortcut: { shortcut: { id: string } | null, errors: Array<{ message: string }> } };

export type ContractToolsQueryVariables = Exact<{
  codeDossier: string;
  categorie?: string | null | undefined;
}>;


export type ContractToolsQuery = { dossier: { tools: Array<{ id: string, slug: string, name: string, link: string, linkOpenNewTab: boolean, favorite: boolean, categorie: string | null }> | null, toolCategory: { id: string, name: string } | null } | null };

export type ContractSetToolFavoriteMutationVariables = Exact<{
  input: SetToolFavoriteInput;
}>;


export type ContractSetToolFavoriteMutation = { setToolFavorite: { tool: { id: string, favorite: boolean } | null, errors: Array<{ message: string }> } };

export type PartialQueryVariables = Exact<{ [key: string]: never; }>;


export type PartialQuery = { viewer: { unreadNotificationCount: number, notifications: Array<{ id: string }> | null } | null, dossier: { appointments: { nodes: Array<{ legacyId: string, upcoming: boolean }> } | null, keyFigures: Array<{ id: string }> | null } | null };

export type ContractYieldMapZonesQueryVariables = Exact<{
  millesime: number;
}>;


export type ContractYieldMapZonesQuery = { dossier: { id: string, yieldMap: { id: string, quartiles: { q1: number } | null, zones: Array<{ id: string, grade: number | null }> } | null } | null };

export type ContractYieldMapQueryVariables = Exact<{
  zoneType: ZoneType;
  culture: number;
  millesime: number;
}>;


export type ContractYieldMapQuery = { viewer: { id: string, mapTilesUrl: string | null } | null, dossier: { id: string, yieldMap: { id: string, zoneType: ZoneType, culture: number, millesime: number, quartiles: { q1: number, q2: number, q3: number } | null, zones: Array<{ id: string, key: string, libelle: string, area: string, rendement: number | null, grade: number | null }> } | null } | null };

export type TestkitSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type TestkitSignInMutation = { signIn: { viewer: { id: string, login: string } | null, errors: Array<{ field: string | null, message: string }> } };

export type TestkitSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type TestkitSignOutMutation = { signOut: { ok: boolean } };

export const CredentialFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredentialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedCredential"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"nomUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreation"}},{"kind":"Field","name":{"kind":"Name","value":"auteurCreation"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAgent"}},{"kind":"Field","name":{"kind":"Name","value":"agentModification"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"adherentModification"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}}]}}]} as unknown as DocumentNode<CredentialFieldsFragment, unknown>;
export const ContractAssolementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssolementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assolement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}},{"kind":"Field","name":{"kind":"Name","value":"estAssolementDefinitif"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"culture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libellePerso"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"rendement"}},{"kind":"Field","name":{"kind":"Name","value":"estDerobee"}}]}}]}}]} as unknown as DocumentNode<ContractAssolementFieldsFragment, unknown>;
export const ContractDuerAnnexesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAnnexesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerAnnexes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"estModule"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouter"}},{"kind":"Field","name":{"kind":"Name","value":"peutCreer"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"baseAnnexeId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"numAnnexe"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annexesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractDuerAnnexesFieldsFragment, unknown>;
export const ContractDuerAuditFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAuditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"reponse"}},{"kind":"Field","name":{"kind":"Name","value":"nonApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesRestantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAuditFieldsFragment, unknown>;
export const ContractDuerFormsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerFormsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"informationsGenerales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natureActivite"}},{"kind":"Field","name":{"kind":"Name","value":"nombreSalaries"}},{"kind":"Field","name":{"kind":"Name","value":"trousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"responsableTrousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"presenceDeSecouriste"}},{"kind":"Field","name":{"kind":"Name","value":"referentSecurite"}},{"kind":"Field","name":{"kind":"Name","value":"tauxCotisationAtMp"}},{"kind":"Field","name":{"kind":"Name","value":"nombreAccidents"}},{"kind":"Field","name":{"kind":"Name","value":"nombreMaladiesProfessionnelles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageDeGarde"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"champ1"}},{"kind":"Field","name":{"kind":"Name","value":"champ2"}},{"kind":"Field","name":{"kind":"Name","value":"champ3"}},{"kind":"Field","name":{"kind":"Name","value":"champ4"}},{"kind":"Field","name":{"kind":"Name","value":"dateMiseAJour"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseil"}},{"kind":"Field","name":{"kind":"Name","value":"gerants"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseilParDefaut"}}]}}]}}]} as unknown as DocumentNode<ContractDuerFormsFieldsFragment, unknown>;
export const ContractDuerGroupesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerGroupesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risquesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesFieldsFragment, unknown>;
export const ContractDuerPagesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouterPage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"basePageId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estAvantRisques"}},{"kind":"Field","name":{"kind":"Name","value":"ecran"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}},{"kind":"Field","name":{"kind":"Name","value":"peutModifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractDuerPagesFieldsFragment, unknown>;
export const ContractDuerRisquePictosFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerRisquePictos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerRisque"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"avecPictos"}},{"kind":"Field","name":{"kind":"Name","value":"pictos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"basePictoId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<ContractDuerRisquePictosFragment, unknown>;
export const ContractDuerPreambleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPreambleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preambule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptifExploitation"}},{"kind":"Field","name":{"kind":"Name","value":"ressourcesHumaines"}},{"kind":"Field","name":{"kind":"Name","value":"prestationsServices"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"contenu"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerPreambleFieldsFragment, unknown>;
export const ContractDuerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"estFini"}},{"kind":"Field","name":{"kind":"Name","value":"estValide"}},{"kind":"Field","name":{"kind":"Name","value":"dateFini"}},{"kind":"Field","name":{"kind":"Name","value":"versionCalculRisque"}},{"kind":"Field","name":{"kind":"Name","value":"couleur"}},{"kind":"Field","name":{"kind":"Name","value":"droitModifs"}},{"kind":"Field","name":{"kind":"Name","value":"droitCreation"}}]}}]} as unknown as DocumentNode<ContractDuerFieldsFragment, unknown>;
export const ContractDuerModuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}},{"kind":"Field","name":{"kind":"Name","value":"estValide"}},{"kind":"Field","name":{"kind":"Name","value":"forcerValidation"}},{"kind":"Field","name":{"kind":"Name","value":"etape"}},{"kind":"Field","name":{"kind":"Name","value":"totalEtapes"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estActif"}},{"kind":"Field","name":{"kind":"Name","value":"gravite"}},{"kind":"Field","name":{"kind":"Name","value":"frequence"}},{"kind":"Field","name":{"kind":"Name","value":"maitrise"}},{"kind":"Field","name":{"kind":"Name","value":"mesureExistante"}},{"kind":"Field","name":{"kind":"Name","value":"mesureAFaire"}},{"kind":"Field","name":{"kind":"Name","value":"mesureQui"}},{"kind":"Field","name":{"kind":"Name","value":"mesureDelai"}},{"kind":"Field","name":{"kind":"Name","value":"historique"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateModification"}},{"kind":"Field","name":{"kind":"Name","value":"parAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"dateCollaborateur"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerModuleFieldsFragment, unknown>;
export const PageInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<PageInfoFieldsFragment, unknown>;
export const DossierFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DossierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dossier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"codeEntite"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"guidPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"estFavoris"}},{"kind":"Field","name":{"kind":"Name","value":"statut"}},{"kind":"Field","name":{"kind":"Name","value":"typeActivite"}},{"kind":"Field","name":{"kind":"Name","value":"modulesEffectifs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}}]} as unknown as DocumentNode<DossierFieldsFragment, unknown>;
export const ContractSharedFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"nomRole"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}}]}}]}}]} as unknown as DocumentNode<ContractSharedFileFragment, unknown>;
export const ContractSentInvitationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSentInvitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SentInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailInvitee"}},{"kind":"Field","name":{"kind":"Name","value":"dateExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharedFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"nomRole"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}}]}}]}}]} as unknown as DocumentNode<ContractSentInvitationFragment, unknown>;
export const ContractSharingChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharingChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractSharingChangeFragment, unknown>;
export const ContractNodeDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractNodeDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"StringValue","value":"AGR001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractNodeDocumentsQuery, ContractNodeDocumentsQueryVariables>;
export const ContractLibraryDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractLibraryDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"StringValue","value":"AGR001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentationLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeGed"},"value":{"kind":"StringValue","value":"DOC-TVA","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractLibraryDocumentsQuery, ContractLibraryDocumentsQueryVariables>;
export const ContractDocumentTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDocumentTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folderPath"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDocumentTreeQuery, ContractDocumentTreeQueryVariables>;
export const ContractPortfolioCanOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPortfolioCanOpen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"canOpen"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossierConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"canOpen"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractPortfolioCanOpenQuery, ContractPortfolioCanOpenQueryVariables>;
export const ContractCreateWalkTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractCreateWalkToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plainTextToken"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCreateWalkTokenMutation, ContractCreateWalkTokenMutationVariables>;
export const PagingWholeListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagingWholeLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagingWholeListsQuery, PagingWholeListsQueryVariables>;
export const PagingPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagingPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notificationsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appointmentsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notificationsAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appointmentsAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventsAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagingPagesQuery, PagingPagesQueryVariables>;
export const RecipeCreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecipeCreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plainTextToken"}}]}}]}}]} as unknown as DocumentNode<RecipeCreateApiTokenMutation, RecipeCreateApiTokenMutationVariables>;
export const RecipeRevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecipeRevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiTokenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiTokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiTokenId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedId"}}]}}]}}]} as unknown as DocumentNode<RecipeRevokeApiTokenMutation, RecipeRevokeApiTokenMutationVariables>;
export const RecipePortalFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipePortalFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"keyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"valeur"}},{"kind":"Field","name":{"kind":"Name","value":"unite"}},{"kind":"Field","name":{"kind":"Name","value":"dateFinExercice"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecipePortalFiguresQuery, RecipePortalFiguresQueryVariables>;
export const RecipePortalTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecipePortalTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"StringValue","value":"AGR001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"folderPath"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecipePortalTreeQuery, RecipePortalTreeQueryVariables>;
export const ContractViewerApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractViewerApiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContractViewerApiTokenQuery, ContractViewerApiTokenQueryVariables>;
export const ContractCreateScopedApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractCreateScopedApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plainTextToken"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCreateScopedApiTokenMutation, ContractCreateScopedApiTokenMutationVariables>;
export const ContractScopedApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractScopedApiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ContractScopedApiTokenQuery, ContractScopedApiTokenQueryVariables>;
export const ContractRenewApiTokenSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRenewApiTokenSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewApiTokenSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewed"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRenewApiTokenSessionMutation, ContractRenewApiTokenSessionMutationVariables>;
export const ContractApiTokenSessionEndedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractApiTokenSessionEnded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenSessionEnded"}}]}}]}}]} as unknown as DocumentNode<ContractApiTokenSessionEndedQuery, ContractApiTokenSessionEndedQueryVariables>;
export const ContractCreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractCreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plainTextToken"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCreateApiTokenMutation, ContractCreateApiTokenMutationVariables>;
export const ContractApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}}]}}]}}]} as unknown as DocumentNode<ContractApiTokensQuery, ContractApiTokensQueryVariables>;
export const ContractConfirmApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractConfirmApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiTokenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiTokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiTokenId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractConfirmApiTokenMutation, ContractConfirmApiTokenMutationVariables>;
export const ContractRevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiTokenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiTokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiTokenId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRevokeApiTokenMutation, ContractRevokeApiTokenMutationVariables>;
export const ContractRateLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractRateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"restoreRatePerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"resetAt"}}]}}]}}]} as unknown as DocumentNode<ContractRateLimitQuery, ContractRateLimitQueryVariables>;
export const ContractDossierPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDossierPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossierConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDossierPagesQuery, ContractDossierPagesQueryVariables>;
export const BookAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const DossierAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DossierAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DossierAppointmentsQuery, DossierAppointmentsQueryVariables>;
export const EditAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<EditAppointmentMutation, EditAppointmentMutationVariables>;
export const AppointmentDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppointmentDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]}}]} as unknown as DocumentNode<AppointmentDetailQuery, AppointmentDetailQueryVariables>;
export const DossierEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DossierEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"placesRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"idcampagne"}},{"kind":"Field","name":{"kind":"Name","value":"registred"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DossierEventsQuery, DossierEventsQueryVariables>;
export const EventDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"placesRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"registred"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"prenom"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"participe"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"estDossierMembre"}},{"kind":"Field","name":{"kind":"Name","value":"guidPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"commentaire"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventDetailQuery, EventDetailQueryVariables>;
export const SubscribeToEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeToEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeToEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nbInscrits"}},{"kind":"Field","name":{"kind":"Name","value":"placesRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"registred"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"participe"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeToEventMutation, SubscribeToEventMutationVariables>;
export const DeclineEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"registred"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeclineEventMutation, DeclineEventMutationVariables>;
export const ContractBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abonnement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mandatUrl"}},{"kind":"Field","name":{"kind":"Name","value":"creanceEnCours"}},{"kind":"Field","name":{"kind":"Name","value":"parametresDossier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receptionCderInfo"}},{"kind":"Field","name":{"kind":"Name","value":"receptionFactureElectronique"}},{"kind":"Field","name":{"kind":"Name","value":"emailPlateformeFacturation"}},{"kind":"Field","name":{"kind":"Name","value":"emailPlateformeFacturationVerrouille"}},{"kind":"Field","name":{"kind":"Name","value":"modeReglement"}},{"kind":"Field","name":{"kind":"Name","value":"estPrelevementAuto"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cotisationMillesime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"cotisation"}},{"kind":"Field","name":{"kind":"Name","value":"compta"}},{"kind":"Field","name":{"kind":"Name","value":"conseil"}},{"kind":"Field","name":{"kind":"Name","value":"juridique"}}]}},{"kind":"Field","name":{"kind":"Name","value":"factures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"dateFacture"}},{"kind":"Field","name":{"kind":"Name","value":"etat"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"montant"}},{"kind":"Field","name":{"kind":"Name","value":"numeroFacture"}},{"kind":"Field","name":{"kind":"Name","value":"lienConsultationGed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractBillingQuery, ContractBillingQueryVariables>;
export const ContractSaveBillingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveBillingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBillingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBillingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abonnement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parametresDossier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receptionCderInfo"}},{"kind":"Field","name":{"kind":"Name","value":"receptionFactureElectronique"}},{"kind":"Field","name":{"kind":"Name","value":"emailPlateformeFacturation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSaveBillingSettingsMutation, ContractSaveBillingSettingsMutationVariables>;
export const ContractBoardDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractBoardDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"boardWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boardWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taille"}},{"kind":"Field","name":{"kind":"Name","value":"dateModification"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractBoardDocumentsQuery, ContractBoardDocumentsQueryVariables>;
export const ContractContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeAgent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adresseL1"}},{"kind":"Field","name":{"kind":"Name","value":"adresseL2"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"mailPilote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeAgent"}},{"kind":"Field","name":{"kind":"Name","value":"prenom"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"fonction"}},{"kind":"Field","name":{"kind":"Name","value":"nomAgence"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"droitImage"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fonction"}},{"kind":"Field","name":{"kind":"Name","value":"mission"}}]}}]}}]}}]} as unknown as DocumentNode<ContractContactsQuery, ContractContactsQueryVariables>;
export const ContractAddSharedCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddSharedCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSharedCredentialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSharedCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedCredential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CredentialFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredentialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedCredential"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"nomUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreation"}},{"kind":"Field","name":{"kind":"Name","value":"auteurCreation"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAgent"}},{"kind":"Field","name":{"kind":"Name","value":"agentModification"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"adherentModification"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}}]}}]} as unknown as DocumentNode<ContractAddSharedCredentialMutation, ContractAddSharedCredentialMutationVariables>;
export const ContractUpdateSharedCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractUpdateSharedCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSharedCredentialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSharedCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedCredential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CredentialFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredentialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedCredential"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"nomUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreation"}},{"kind":"Field","name":{"kind":"Name","value":"auteurCreation"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAgent"}},{"kind":"Field","name":{"kind":"Name","value":"agentModification"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"adherentModification"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}}]}}]} as unknown as DocumentNode<ContractUpdateSharedCredentialMutation, ContractUpdateSharedCredentialMutationVariables>;
export const ContractDeleteSharedCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteSharedCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSharedCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedCredential"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDeleteSharedCredentialMutation, ContractDeleteSharedCredentialMutationVariables>;
export const ContractVaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractVault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"managesCredentials"}},{"kind":"Field","name":{"kind":"Name","value":"sharedCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CredentialFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CredentialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedCredential"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"nomUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreation"}},{"kind":"Field","name":{"kind":"Name","value":"auteurCreation"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAgent"}},{"kind":"Field","name":{"kind":"Name","value":"agentModification"}},{"kind":"Field","name":{"kind":"Name","value":"dateModificationAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"adherentModification"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}}]}}]} as unknown as DocumentNode<ContractVaultQuery, ContractVaultQueryVariables>;
export const ContractAssolementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractAssolement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assolementYears"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idtCultureTypeTRAME"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}},{"kind":"Field","name":{"kind":"Name","value":"rendementMax"}},{"kind":"Field","name":{"kind":"Name","value":"estIntituleModifiable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assolement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"millesime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssolementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssolementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assolement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}},{"kind":"Field","name":{"kind":"Name","value":"estAssolementDefinitif"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"culture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libellePerso"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"rendement"}},{"kind":"Field","name":{"kind":"Name","value":"estDerobee"}}]}}]}}]} as unknown as DocumentNode<ContractAssolementQuery, ContractAssolementQueryVariables>;
export const ContractAssolementRotationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractAssolementRotation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assolement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"millesime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rotation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arableSurface"}},{"kind":"Field","name":{"kind":"Name","value":"changedShare"}},{"kind":"Field","name":{"kind":"Name","value":"meetsAnnualCriterion"}},{"kind":"Field","name":{"kind":"Name","value":"exemptSmallFarm"}},{"kind":"Field","name":{"kind":"Name","value":"repeatedCrops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"culture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surface"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractAssolementRotationQuery, ContractAssolementRotationQueryVariables>;
export const ContractAddAssolementCultureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddAssolementCulture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAssolementCultureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAssolementCulture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assolement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssolementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssolementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assolement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}},{"kind":"Field","name":{"kind":"Name","value":"estAssolementDefinitif"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"culture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libellePerso"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"rendement"}},{"kind":"Field","name":{"kind":"Name","value":"estDerobee"}}]}}]}}]} as unknown as DocumentNode<ContractAddAssolementCultureMutation, ContractAddAssolementCultureMutationVariables>;
export const ContractUpdateAssolementCultureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractUpdateAssolementCulture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAssolementCultureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAssolementCulture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assolement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssolementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssolementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assolement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}},{"kind":"Field","name":{"kind":"Name","value":"estAssolementDefinitif"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"culture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libellePerso"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"rendement"}},{"kind":"Field","name":{"kind":"Name","value":"estDerobee"}}]}}]}}]} as unknown as DocumentNode<ContractUpdateAssolementCultureMutation, ContractUpdateAssolementCultureMutationVariables>;
export const ContractAssolementYearChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAssolementYearChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"line"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAssolementCulture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"line"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assolement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"importPreviousAssolement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assolement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"emptyAssolement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assolement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractAssolementYearChangesMutation, ContractAssolementYearChangesMutationVariables>;
export const ContractImportTelepacAssolementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractImportTelepacAssolement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportTelepacAssolementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTelepacAssolement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assolement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssolementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codesInconnus"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssolementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Assolement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceTotale"}},{"kind":"Field","name":{"kind":"Name","value":"estAssolementDefinitif"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"culture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intitule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"libellePerso"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"rendement"}},{"kind":"Field","name":{"kind":"Name","value":"estDerobee"}}]}}]}}]} as unknown as DocumentNode<ContractImportTelepacAssolementMutation, ContractImportTelepacAssolementMutationVariables>;
export const ContractDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDevicesQuery, ContractDevicesQueryVariables>;
export const ContractSignOutDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSignOutDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deviceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOutId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSignOutDeviceMutation, ContractSignOutDeviceMutationVariables>;
export const ContractDevicesCreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDevicesCreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plainTextToken"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDevicesCreateApiTokenMutation, ContractDevicesCreateApiTokenMutationVariables>;
export const ContractDocumentStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDocumentStore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitingKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WaitingKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nodeParent"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"searchPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"isPayroll"}},{"kind":"Field","name":{"kind":"Name","value":"payrollZipUrl"}},{"kind":"Field","name":{"kind":"Name","value":"unavailable"}},{"kind":"Field","name":{"kind":"Name","value":"waitingKinds"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"invoiceKind"},"value":{"kind":"EnumValue","value":"All"}},{"kind":"Argument","name":{"kind":"Name","value":"waitingKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitingKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nbPages"}},{"kind":"Field","name":{"kind":"Name","value":"nomFournisseur"}},{"kind":"Field","name":{"kind":"Name","value":"dateFacture"}},{"kind":"Field","name":{"kind":"Name","value":"numeroFacture"}},{"kind":"Field","name":{"kind":"Name","value":"totalTTC"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageUrls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDocumentStoreQuery, ContractDocumentStoreQueryVariables>;
export const ContractDuerAdditionsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerAdditionsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAdditionsCreateMutation, ContractDuerAdditionsCreateMutationVariables>;
export const ContractDuerAdditionsYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerAdditionsYears"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAdditionsYearsQuery, ContractDuerAdditionsYearsQueryVariables>;
export const ContractDuerAdditionsUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerAdditionsUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idCategorie"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idCategorie"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modulesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modulesAutresDuers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"groupesAutresDuers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"gravite"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAdditionsUnitQuery, ContractDuerAdditionsUnitQueryVariables>;
export const ContractDuerAdditionsAddModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerAdditionsAddModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerModuleExistantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerModuleExistant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"etape"}},{"kind":"Field","name":{"kind":"Name","value":"totalEtapes"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAdditionsAddModuleMutation, ContractDuerAdditionsAddModuleMutationVariables>;
export const ContractDuerAdditionsAddGroupeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerAdditionsAddGroupe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerGroupeAutreDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerGroupeAutreDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"gravite"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAdditionsAddGroupeMutation, ContractDuerAdditionsAddGroupeMutationVariables>;
export const ContractDuerAnnexesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerAnnexes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAnnexesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"baseModuleLegacyId"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAnnexesFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAnnexesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerAnnexes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"estModule"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouter"}},{"kind":"Field","name":{"kind":"Name","value":"peutCreer"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"baseAnnexeId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"numAnnexe"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annexesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractDuerAnnexesQuery, ContractDuerAnnexesQueryVariables>;
export const ContractSaveDuerAnnexesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveDuerAnnexes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerAnnexesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerAnnexes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAnnexesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAnnexesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerAnnexes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"estModule"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouter"}},{"kind":"Field","name":{"kind":"Name","value":"peutCreer"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"baseAnnexeId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"numAnnexe"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annexesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractSaveDuerAnnexesMutation, ContractSaveDuerAnnexesMutationVariables>;
export const ContractAddDuerAnnexeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddDuerAnnexe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerAnnexeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerAnnexe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAnnexesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAnnexesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerAnnexes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"estModule"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouter"}},{"kind":"Field","name":{"kind":"Name","value":"peutCreer"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"baseAnnexeId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"numAnnexe"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annexesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractAddDuerAnnexeMutation, ContractAddDuerAnnexeMutationVariables>;
export const ContractReplaceDuerAnnexeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractReplaceDuerAnnexe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplaceDuerAnnexeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceDuerAnnexe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAnnexesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAnnexesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerAnnexes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"estModule"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouter"}},{"kind":"Field","name":{"kind":"Name","value":"peutCreer"}},{"kind":"Field","name":{"kind":"Name","value":"annexes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"baseAnnexeId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"numAnnexe"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annexesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractReplaceDuerAnnexeMutation, ContractReplaceDuerAnnexeMutationVariables>;
export const ContractDuerAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAuditFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAuditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"reponse"}},{"kind":"Field","name":{"kind":"Name","value":"nonApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesRestantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerAuditQuery, ContractDuerAuditQueryVariables>;
export const ContractSaveDuerAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveDuerAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerAuditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAuditFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAuditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"reponse"}},{"kind":"Field","name":{"kind":"Name","value":"nonApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesRestantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractSaveDuerAuditMutation, ContractSaveDuerAuditMutationVariables>;
export const ContractAddDuerAuditQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddDuerAuditQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerAuditQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerAuditQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAuditFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAuditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"reponse"}},{"kind":"Field","name":{"kind":"Name","value":"nonApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesRestantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractAddDuerAuditQuestionMutation, ContractAddDuerAuditQuestionMutationVariables>;
export const ContractAddDuerAuditCategorieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddDuerAuditCategorie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerAuditCategorieInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerAuditCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAuditFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAuditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"reponse"}},{"kind":"Field","name":{"kind":"Name","value":"nonApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesRestantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractAddDuerAuditCategorieMutation, ContractAddDuerAuditCategorieMutationVariables>;
export const ContractDeleteDuerAuditQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteDuerAuditQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDuerAuditQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auditQuestionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerAuditFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerAuditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"reponse"}},{"kind":"Field","name":{"kind":"Name","value":"nonApplicable"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesRestantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDeleteDuerAuditQuestionMutation, ContractDeleteDuerAuditQuestionMutationVariables>;
export const ContractDuerFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerFormsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerFormsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"informationsGenerales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natureActivite"}},{"kind":"Field","name":{"kind":"Name","value":"nombreSalaries"}},{"kind":"Field","name":{"kind":"Name","value":"trousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"responsableTrousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"presenceDeSecouriste"}},{"kind":"Field","name":{"kind":"Name","value":"referentSecurite"}},{"kind":"Field","name":{"kind":"Name","value":"tauxCotisationAtMp"}},{"kind":"Field","name":{"kind":"Name","value":"nombreAccidents"}},{"kind":"Field","name":{"kind":"Name","value":"nombreMaladiesProfessionnelles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageDeGarde"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"champ1"}},{"kind":"Field","name":{"kind":"Name","value":"champ2"}},{"kind":"Field","name":{"kind":"Name","value":"champ3"}},{"kind":"Field","name":{"kind":"Name","value":"champ4"}},{"kind":"Field","name":{"kind":"Name","value":"dateMiseAJour"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseil"}},{"kind":"Field","name":{"kind":"Name","value":"gerants"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseilParDefaut"}}]}}]}}]} as unknown as DocumentNode<ContractDuerFormsQuery, ContractDuerFormsQueryVariables>;
export const ContractSaveDuerInformationsGeneralesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveDuerInformationsGenerales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerInformationsGeneralesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerInformationsGenerales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerFormsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerFormsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"informationsGenerales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natureActivite"}},{"kind":"Field","name":{"kind":"Name","value":"nombreSalaries"}},{"kind":"Field","name":{"kind":"Name","value":"trousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"responsableTrousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"presenceDeSecouriste"}},{"kind":"Field","name":{"kind":"Name","value":"referentSecurite"}},{"kind":"Field","name":{"kind":"Name","value":"tauxCotisationAtMp"}},{"kind":"Field","name":{"kind":"Name","value":"nombreAccidents"}},{"kind":"Field","name":{"kind":"Name","value":"nombreMaladiesProfessionnelles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageDeGarde"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"champ1"}},{"kind":"Field","name":{"kind":"Name","value":"champ2"}},{"kind":"Field","name":{"kind":"Name","value":"champ3"}},{"kind":"Field","name":{"kind":"Name","value":"champ4"}},{"kind":"Field","name":{"kind":"Name","value":"dateMiseAJour"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseil"}},{"kind":"Field","name":{"kind":"Name","value":"gerants"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseilParDefaut"}}]}}]}}]} as unknown as DocumentNode<ContractSaveDuerInformationsGeneralesMutation, ContractSaveDuerInformationsGeneralesMutationVariables>;
export const ContractSaveDuerPageDeGardeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveDuerPageDeGarde"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerPageDeGardeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerPageDeGarde"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerFormsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerFormsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"informationsGenerales"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"natureActivite"}},{"kind":"Field","name":{"kind":"Name","value":"nombreSalaries"}},{"kind":"Field","name":{"kind":"Name","value":"trousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"responsableTrousseDeSecours"}},{"kind":"Field","name":{"kind":"Name","value":"presenceDeSecouriste"}},{"kind":"Field","name":{"kind":"Name","value":"referentSecurite"}},{"kind":"Field","name":{"kind":"Name","value":"tauxCotisationAtMp"}},{"kind":"Field","name":{"kind":"Name","value":"nombreAccidents"}},{"kind":"Field","name":{"kind":"Name","value":"nombreMaladiesProfessionnelles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageDeGarde"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"champ1"}},{"kind":"Field","name":{"kind":"Name","value":"champ2"}},{"kind":"Field","name":{"kind":"Name","value":"champ3"}},{"kind":"Field","name":{"kind":"Name","value":"champ4"}},{"kind":"Field","name":{"kind":"Name","value":"dateMiseAJour"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseil"}},{"kind":"Field","name":{"kind":"Name","value":"gerants"}},{"kind":"Field","name":{"kind":"Name","value":"ingenieurConseilParDefaut"}}]}}]}}]} as unknown as DocumentNode<ContractSaveDuerPageDeGardeMutation, ContractSaveDuerPageDeGardeMutationVariables>;
export const ContractDuerGroupesDuersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerGroupesDuers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesDuersQuery, ContractDuerGroupesDuersQueryVariables>;
export const ContractDuerGroupesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerGroupesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesCreateMutation, ContractDuerGroupesCreateMutationVariables>;
export const ContractDuerGroupesModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerGroupesModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idCategorie"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idModule"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idCategorie"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idModule"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerGroupesFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerGroupesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risquesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesModuleQuery, ContractDuerGroupesModuleQueryVariables>;
export const ContractDuerGroupesAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerGroupesAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerGroupeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"risque"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerRisqueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerGroupe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"addDuerRisque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"risque"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerGroupesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerGroupesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risquesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesAddMutation, ContractDuerGroupesAddMutationVariables>;
export const ContractDuerGroupesChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerGroupesChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameDuerElementInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"risque"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameDuerElementInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupeSupprime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"risqueSupprime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameDuerGroupe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"renameDuerRisque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"risque"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleteDuerGroupe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupeSupprime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleteDuerRisque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"risqueSupprime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerGroupesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerGroupesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risquesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesChangeMutation, ContractDuerGroupesChangeMutationVariables>;
export const ContractDuerGroupesSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerGroupesSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerRisquesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerRisques"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerGroupesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerGroupesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risquesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesSaveMutation, ContractDuerGroupesSaveMutationVariables>;
export const ContractDuerGroupesModuleOrdresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerGroupesModuleOrdres"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerModuleOrdresInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerModuleOrdres"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categorie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerGroupesModuleOrdresMutation, ContractDuerGroupesModuleOrdresMutationVariables>;
export const ContractDuerPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPagesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouterPage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"basePageId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estAvantRisques"}},{"kind":"Field","name":{"kind":"Name","value":"ecran"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}},{"kind":"Field","name":{"kind":"Name","value":"peutModifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractDuerPagesQuery, ContractDuerPagesQueryVariables>;
export const ContractSaveDuerPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveDuerPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerPagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPagesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouterPage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"basePageId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estAvantRisques"}},{"kind":"Field","name":{"kind":"Name","value":"ecran"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}},{"kind":"Field","name":{"kind":"Name","value":"peutModifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractSaveDuerPagesMutation, ContractSaveDuerPagesMutationVariables>;
export const ContractAddDuerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddDuerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPagesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouterPage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"basePageId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estAvantRisques"}},{"kind":"Field","name":{"kind":"Name","value":"ecran"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}},{"kind":"Field","name":{"kind":"Name","value":"peutModifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractAddDuerPageMutation, ContractAddDuerPageMutationVariables>;
export const ContractReplaceDuerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractReplaceDuerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplaceDuerPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replaceDuerPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPagesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouterPage"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"basePageId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estAvantRisques"}},{"kind":"Field","name":{"kind":"Name","value":"ecran"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"fichierUrl"}},{"kind":"Field","name":{"kind":"Name","value":"apercuUrl"}},{"kind":"Field","name":{"kind":"Name","value":"peutDeplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutRemplacer"}},{"kind":"Field","name":{"kind":"Name","value":"peutSupprimer"}},{"kind":"Field","name":{"kind":"Name","value":"peutModifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagesExistantes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]} as unknown as DocumentNode<ContractReplaceDuerPageMutation, ContractReplaceDuerPageMutationVariables>;
export const ContractDuerPictosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerPictos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pictosDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerRisquePictos"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerRisquePictos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerRisque"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"avecPictos"}},{"kind":"Field","name":{"kind":"Name","value":"pictos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"basePictoId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<ContractDuerPictosQuery, ContractDuerPictosQueryVariables>;
export const ContractDuersForPictosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuersForPictos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"estFini"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuersForPictosQuery, ContractDuersForPictosQueryVariables>;
export const ContractUpdateDuerRisquePictosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractUpdateDuerRisquePictos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDuerRisquePictosInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDuerRisquePictos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerRisquePictos"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerRisquePictos"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerRisque"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"avecPictos"}},{"kind":"Field","name":{"kind":"Name","value":"pictos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"basePictoId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<ContractUpdateDuerRisquePictosMutation, ContractUpdateDuerRisquePictosMutationVariables>;
export const ContractDuerPreambleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerPreamble"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPreambleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPreambleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preambule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptifExploitation"}},{"kind":"Field","name":{"kind":"Name","value":"ressourcesHumaines"}},{"kind":"Field","name":{"kind":"Name","value":"prestationsServices"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"contenu"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerPreambleQuery, ContractDuerPreambleQueryVariables>;
export const ContractSaveDuerPreambuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveDuerPreambule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerPreambuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerPreambule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPreambleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPreambleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preambule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptifExploitation"}},{"kind":"Field","name":{"kind":"Name","value":"ressourcesHumaines"}},{"kind":"Field","name":{"kind":"Name","value":"prestationsServices"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"contenu"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSaveDuerPreambuleMutation, ContractSaveDuerPreambuleMutationVariables>;
export const ContractAddDuerPreambuleCategorieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddDuerPreambuleCategorie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerPreambuleCategorieInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerPreambuleCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPreambleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPreambleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preambule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptifExploitation"}},{"kind":"Field","name":{"kind":"Name","value":"ressourcesHumaines"}},{"kind":"Field","name":{"kind":"Name","value":"prestationsServices"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"contenu"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractAddDuerPreambuleCategorieMutation, ContractAddDuerPreambuleCategorieMutationVariables>;
export const ContractRenameDuerPreambuleCategorieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRenameDuerPreambuleCategorie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameDuerPreambuleCategorieInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameDuerPreambuleCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPreambleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPreambleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preambule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptifExploitation"}},{"kind":"Field","name":{"kind":"Name","value":"ressourcesHumaines"}},{"kind":"Field","name":{"kind":"Name","value":"prestationsServices"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"contenu"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRenameDuerPreambuleCategorieMutation, ContractRenameDuerPreambuleCategorieMutationVariables>;
export const ContractDeleteDuerPreambuleCategorieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteDuerPreambuleCategorie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDuerPreambuleCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preambuleCategorieId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerPreambleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerPreambleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preambule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptifExploitation"}},{"kind":"Field","name":{"kind":"Name","value":"ressourcesHumaines"}},{"kind":"Field","name":{"kind":"Name","value":"prestationsServices"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"contenu"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDeleteDuerPreambuleCategorieMutation, ContractDeleteDuerPreambuleCategorieMutationVariables>;
export const ContractCreateDuerForPrintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractCreateDuerForPrint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"planActionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"impressionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"duerDefinitifUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCreateDuerForPrintMutation, ContractCreateDuerForPrintMutationVariables>;
export const ContractDuerPrintRisksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerPrintRisks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerPrintRisksQuery, ContractDuerPrintRisksQueryVariables>;
export const ContractRateDuerForPrintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRateDuerForPrint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerRisquesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerRisques"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRateDuerForPrintMutation, ContractRateDuerForPrintMutationVariables>;
export const ContractPrintDuerDefinitiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractPrintDuerDefinitive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imprimerDuerDefinitif"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"duerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"estFini"}},{"kind":"Field","name":{"kind":"Name","value":"duerDefinitifUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPrintDuerDefinitiveMutation, ContractPrintDuerDefinitiveMutationVariables>;
export const ContractCoverForPrintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractCoverForPrint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerPageDeGardeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerPageDeGarde"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCoverForPrintMutation, ContractCoverForPrintMutationVariables>;
export const ContractFreshDuerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractFreshDuer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}}]}}]}}]} as unknown as DocumentNode<ContractFreshDuerMutation, ContractFreshDuerMutationVariables>;
export const ContractDuerStructureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerStructure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerStructureQuery, ContractDuerStructureQueryVariables>;
export const ContractDuerStructureCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerStructureCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerStructureCreateMutation, ContractDuerStructureCreateMutationVariables>;
export const ContractDuerStructureRenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerStructureRename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameDuerElementInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameDuerElementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameDuerModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"renameDuerCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categorie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerStructureRenameMutation, ContractDuerStructureRenameMutationVariables>;
export const ContractDuerStructureCopyDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerStructureCopyDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"copy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyDuerModuleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyDuerModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"copy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleteDuerModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deleted"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categorie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerStructureCopyDeleteMutation, ContractDuerStructureCopyDeleteMutationVariables>;
export const ContractDuerStructureRemarkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerStructureRemark"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerModuleRemarqueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerModuleRemarque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remarque"}},{"kind":"Field","name":{"kind":"Name","value":"etape"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerStructureRemarkMutation, ContractDuerStructureRemarkMutationVariables>;
export const ContractDuerIndexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerIndex"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duerCreation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"anneeMin"}},{"kind":"Field","name":{"kind":"Name","value":"anneeMax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duersAutresDossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"estFini"}},{"kind":"Field","name":{"kind":"Name","value":"estValide"}},{"kind":"Field","name":{"kind":"Name","value":"dateFini"}},{"kind":"Field","name":{"kind":"Name","value":"versionCalculRisque"}},{"kind":"Field","name":{"kind":"Name","value":"couleur"}},{"kind":"Field","name":{"kind":"Name","value":"droitModifs"}},{"kind":"Field","name":{"kind":"Name","value":"droitCreation"}}]}}]} as unknown as DocumentNode<ContractDuerIndexQuery, ContractDuerIndexQueryVariables>;
export const ContractDuerHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"peutAjouterCategorie"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estValide"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"tailleTexte"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriesDeBase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"propreAuDossier"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerHomeQuery, ContractDuerHomeQueryVariables>;
export const ContractCreateDuerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractCreateDuer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDuerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDuer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"versionCalculRisque"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCreateDuerMutation, ContractCreateDuerMutationVariables>;
export const ContractAddDuerCategorieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddDuerCategorie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerCategorieInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categorie"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractAddDuerCategorieMutation, ContractAddDuerCategorieMutationVariables>;
export const ContractDeleteDuerCategorieDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteDuerCategorie"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDuerCategorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDeleteDuerCategorieMutation, ContractDeleteDuerCategorieMutationVariables>;
export const ContractDuerModuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDuerModule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idCategorie"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idModule"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categorie"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idCategorie"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"modules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"module"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idModule"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerModuleFields"}},{"kind":"Field","name":{"kind":"Name","value":"suivant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}},{"kind":"Field","name":{"kind":"Name","value":"estValide"}},{"kind":"Field","name":{"kind":"Name","value":"forcerValidation"}},{"kind":"Field","name":{"kind":"Name","value":"etape"}},{"kind":"Field","name":{"kind":"Name","value":"totalEtapes"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estActif"}},{"kind":"Field","name":{"kind":"Name","value":"gravite"}},{"kind":"Field","name":{"kind":"Name","value":"frequence"}},{"kind":"Field","name":{"kind":"Name","value":"maitrise"}},{"kind":"Field","name":{"kind":"Name","value":"mesureExistante"}},{"kind":"Field","name":{"kind":"Name","value":"mesureAFaire"}},{"kind":"Field","name":{"kind":"Name","value":"mesureQui"}},{"kind":"Field","name":{"kind":"Name","value":"mesureDelai"}},{"kind":"Field","name":{"kind":"Name","value":"historique"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateModification"}},{"kind":"Field","name":{"kind":"Name","value":"parAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"dateCollaborateur"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerModuleQuery, ContractDuerModuleQueryVariables>;
export const ContractDuerModuleChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerModuleChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"save"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDuerRisquesInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDuerRisques"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"save"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractDuerModuleFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"switchDuerModuleValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forcerValidation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractDuerModuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DuerModule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"remarque"}},{"kind":"Field","name":{"kind":"Name","value":"estValide"}},{"kind":"Field","name":{"kind":"Name","value":"forcerValidation"}},{"kind":"Field","name":{"kind":"Name","value":"etape"}},{"kind":"Field","name":{"kind":"Name","value":"totalEtapes"}},{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"risques"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"ordre"}},{"kind":"Field","name":{"kind":"Name","value":"estActif"}},{"kind":"Field","name":{"kind":"Name","value":"gravite"}},{"kind":"Field","name":{"kind":"Name","value":"frequence"}},{"kind":"Field","name":{"kind":"Name","value":"maitrise"}},{"kind":"Field","name":{"kind":"Name","value":"mesureExistante"}},{"kind":"Field","name":{"kind":"Name","value":"mesureAFaire"}},{"kind":"Field","name":{"kind":"Name","value":"mesureQui"}},{"kind":"Field","name":{"kind":"Name","value":"mesureDelai"}},{"kind":"Field","name":{"kind":"Name","value":"historique"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateModification"}},{"kind":"Field","name":{"kind":"Name","value":"parAdherent"}},{"kind":"Field","name":{"kind":"Name","value":"dateCollaborateur"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerModuleChangesMutation, ContractDuerModuleChangesMutationVariables>;
export const ContractDuerModuleAddsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDuerModuleAdds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerModuleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDuerGroupeEtRisqueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDuerModule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"etape"}},{"kind":"Field","name":{"kind":"Name","value":"totalEtapes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"addDuerGroupeEtRisque"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nom"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDuerModuleAddsMutation, ContractDuerModuleAddsMutationVariables>;
export const ContractFigureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractFigure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opensFigures"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exerciceStartMonth"}},{"kind":"Field","name":{"kind":"Name","value":"closedYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateDebut"}},{"kind":"Field","name":{"kind":"Name","value":"dateFin"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"recettes"}},{"kind":"Field","name":{"kind":"Name","value":"depenses"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractFigureQuery, ContractFigureQueryVariables>;
export const ContractSetStatFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSetStatFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetStatFavoriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStatFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSetStatFavoriteMutation, ContractSetStatFavoriteMutationVariables>;
export const ContractGeneralAssemblyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractGeneralAssembly"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assembleeGenerale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"annee"}},{"kind":"Field","name":{"kind":"Name","value":"etat"}},{"kind":"Field","name":{"kind":"Name","value":"dateFin"}},{"kind":"Field","name":{"kind":"Name","value":"showsForums"}},{"kind":"Field","name":{"kind":"Name","value":"pouvoirUrl"}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participe"}},{"kind":"Field","name":{"kind":"Name","value":"nbPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"poids"}},{"kind":"Field","name":{"kind":"Name","value":"libelleUserModification"}},{"kind":"Field","name":{"kind":"Name","value":"dateModification"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractGeneralAssemblyQuery, ContractGeneralAssemblyQueryVariables>;
export const ContractRegisterAgAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRegisterAgAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterAgAttendanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerAgAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assembleeGenerale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participe"}},{"kind":"Field","name":{"kind":"Name","value":"nbPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"libelleUserModification"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRegisterAgAttendanceMutation, ContractRegisterAgAttendanceMutationVariables>;
export const ContractLoansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractLoans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"valeurEntree"}},{"kind":"Field","name":{"kind":"Name","value":"taux"}},{"kind":"Field","name":{"kind":"Name","value":"periodicite"}},{"kind":"Field","name":{"kind":"Name","value":"modeRemboursement"}},{"kind":"Field","name":{"kind":"Name","value":"nombrePeriodes"}},{"kind":"Field","name":{"kind":"Name","value":"duree"}},{"kind":"Field","name":{"kind":"Name","value":"dureeAnnee"}},{"kind":"Field","name":{"kind":"Name","value":"echeance"}},{"kind":"Field","name":{"kind":"Name","value":"interetRetour"}},{"kind":"Field","name":{"kind":"Name","value":"exerciceDateDebut"}},{"kind":"Field","name":{"kind":"Name","value":"echeances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annuite"}},{"kind":"Field","name":{"kind":"Name","value":"interets"}},{"kind":"Field","name":{"kind":"Name","value":"amortissement"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"loan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"legacyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legacyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContractLoansQuery, ContractLoansQueryVariables>;
export const ContractAddLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAddLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddLoanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"echeances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"annuite"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractAddLoanMutation, ContractAddLoanMutationVariables>;
export const ContractUpdateLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractUpdateLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLoanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractUpdateLoanMutation, ContractUpdateLoanMutationVariables>;
export const ContractDeleteLoanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteLoan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLoan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDeleteLoanMutation, ContractDeleteLoanMutationVariables>;
export const ContractRecentDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractRecentDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentStoreAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"recentDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"typeFichier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"typeFichier"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnvoi"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanConsultInvoices"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanConsultDocuments"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRecentDocumentsQuery, ContractRecentDocumentsQueryVariables>;
export const ContractNodeSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractNodeSources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeNode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}}]}}]}}]} as unknown as DocumentNode<ContractNodeSourcesQuery, ContractNodeSourcesQueryVariables>;
export const ContractNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nodeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nodeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dossier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Duer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Loan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Device"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContractNodeQuery, ContractNodeQueryVariables>;
export const ContractNodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nodeIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nodeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nodeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}}]}}]}}]} as unknown as DocumentNode<ContractNodesQuery, ContractNodesQueryVariables>;
export const ContractNodeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractNodeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plainTextToken"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractNodeApiTokenMutation, ContractNodeApiTokenMutationVariables>;
export const EverythingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Everything"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"chartColors"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotice"}},{"kind":"Field","name":{"kind":"Name","value":"loginService"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"webmail"}},{"kind":"Field","name":{"kind":"Name","value":"adminBoard"}},{"kind":"Field","name":{"kind":"Name","value":"documentLibrary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"typeUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"isCollaborateur"}},{"kind":"Field","name":{"kind":"Name","value":"fonctionsUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"droitsUtilisateur"}},{"kind":"Field","name":{"kind":"Name","value":"hiringSimulatorScriptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"prenom"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"adresse"}},{"kind":"Field","name":{"kind":"Name","value":"canalPrefere"}},{"kind":"Field","name":{"kind":"Name","value":"guidPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"hasForum"}},{"kind":"Field","name":{"kind":"Name","value":"compteExterne"}},{"kind":"Field","name":{"kind":"Name","value":"estTesteur"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailWhenNotify"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DossierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedDossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DossierFields"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"respondent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"prenom"}},{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"tel"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"showsKeyFigures"}},{"kind":"Field","name":{"kind":"Name","value":"showsNextAppointment"}},{"kind":"Field","name":{"kind":"Name","value":"showsNextEvent"}},{"kind":"Field","name":{"kind":"Name","value":"keyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"valeur"}},{"kind":"Field","name":{"kind":"Name","value":"unite"}},{"kind":"Field","name":{"kind":"Name","value":"decimales"}},{"kind":"Field","name":{"kind":"Name","value":"dateFinExercice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"dateFin"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adresse"}},{"kind":"Field","name":{"kind":"Name","value":"cp"}},{"kind":"Field","name":{"kind":"Name","value":"ville"}}]}},{"kind":"Field","name":{"kind":"Name","value":"typeCommunication"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"isEvent"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"codeAgent"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeagent"}},{"kind":"Field","name":{"kind":"Name","value":"prenom"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"fonction"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextAppointment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"dateDebut"}},{"kind":"Field","name":{"kind":"Name","value":"dateFin"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"ville"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLibelle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"registrationRequired"}},{"kind":"Field","name":{"kind":"Name","value":"estAnnule"}},{"kind":"Field","name":{"kind":"Name","value":"nbMaxInscription"}},{"kind":"Field","name":{"kind":"Name","value":"nbInscrits"}},{"kind":"Field","name":{"kind":"Name","value":"placesRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"canAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"idcampagne"}},{"kind":"Field","name":{"kind":"Name","value":"nbevent"}},{"kind":"Field","name":{"kind":"Name","value":"registred"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingInvitationCount"}},{"kind":"Field","name":{"kind":"Name","value":"homeSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"estPrioritaire"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"lu"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"mailThemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"indicatifTelephone"}},{"kind":"Field","name":{"kind":"Name","value":"portable"}},{"kind":"Field","name":{"kind":"Name","value":"indicatifPortable"}},{"kind":"Field","name":{"kind":"Name","value":"emailPrincipal"}},{"kind":"Field","name":{"kind":"Name","value":"emailFacturation"}},{"kind":"Field","name":{"kind":"Name","value":"facturationElectronique"}},{"kind":"Field","name":{"kind":"Name","value":"emailFacturationVerrouille"}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telephone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"auteur"}},{"kind":"Field","name":{"kind":"Name","value":"parAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"portable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailPrincipal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailFacturation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"indicatif"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tourInProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"routeName"},"value":{"kind":"StringValue","value":"home","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"etapes"}},{"kind":"Field","name":{"kind":"Name","value":"dejaFait"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sm"}},{"kind":"Field","name":{"kind":"Name","value":"lg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genericPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageId"},"value":{"kind":"StringValue","value":"charte-utilisation","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DossierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dossier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"codeEntite"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"guidPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"estFavoris"}},{"kind":"Field","name":{"kind":"Name","value":"statut"}},{"kind":"Field","name":{"kind":"Name","value":"typeActivite"}},{"kind":"Field","name":{"kind":"Name","value":"modulesEffectifs"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<EverythingQuery, EverythingQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"isCollaborateur"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"estFavoris"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedDossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"codeEntite"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"keyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"valeur"}},{"kind":"Field","name":{"kind":"Name","value":"unite"}},{"kind":"Field","name":{"kind":"Name","value":"decimales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextAppointment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const CancelAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestAccountRecoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccountRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestAccountRecoveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccountRecovery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestAccountRecoveryMutation, RequestAccountRecoveryMutationVariables>;
export const RecoverAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoverAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoverAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoverAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecoverAccountMutation, RecoverAccountMutationVariables>;
export const BreachRangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BreachRange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breachRange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prefix"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prefix"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<BreachRangeQuery, BreachRangeQueryVariables>;
export const LinkedExternalAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedExternalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedExternalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<LinkedExternalAccountQuery, LinkedExternalAccountQueryVariables>;
export const ForgetLinkedExternalAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetLinkedExternalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetLinkedExternalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedExternalAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ForgetLinkedExternalAccountMutation, ForgetLinkedExternalAccountMutationVariables>;
export const InvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviter"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}}]}}]}}]}}]} as unknown as DocumentNode<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const CheckInvitationLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInvitationLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInvitationLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInvitationLoginMutation, CheckInvitationLoginMutationVariables>;
export const SignUpWithInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpWithInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpWithInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpWithInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondStepRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignUpWithInvitationMutation, SignUpWithInvitationMutationVariables>;
export const SavePreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailWhenNotify"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mailThemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SavePreferencesMutation, SavePreferencesMutationVariables>;
export const SaveCommunicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCommunication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCommunicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCommunication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telephone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auteur"}},{"kind":"Field","name":{"kind":"Name","value":"parAgent"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveCommunicationMutation, SaveCommunicationMutationVariables>;
export const SendPasswordChangeCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPasswordChangeCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordChangeCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendPasswordChangeCodeMutation, SendPasswordChangeCodeMutationVariables>;
export const SendMailChangeCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMailChangeCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CodeMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailChangeCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendMailChangeCodeMutation, SendMailChangeCodeMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ChangeMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeMailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeMailMutation, ChangeMailMutationVariables>;
export const ContractMarkTourDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractMarkTourDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"routeName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markTourDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"routeName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"routeName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dejaFait"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractMarkTourDoneMutation, ContractMarkTourDoneMutationVariables>;
export const ContractRestartTourDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRestartTour"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"routeName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restartTour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"routeName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"routeName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"dejaFait"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRestartTourMutation, ContractRestartTourMutationVariables>;
export const ContractViewerLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractViewerLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]} as unknown as DocumentNode<ContractViewerLoginQuery, ContractViewerLoginQueryVariables>;
export const ContractDocumentUploadKindsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDocumentUploadKinds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentUploadKinds"}}]}}]}}]} as unknown as DocumentNode<ContractDocumentUploadKindsQuery, ContractDocumentUploadKindsQueryVariables>;
export const ContractUploadHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractUploadHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SentDocumentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sentDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nomFichier"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnvoi"}},{"kind":"Field","name":{"kind":"Name","value":"typeFichier"}}]}}]}}]}}]} as unknown as DocumentNode<ContractUploadHistoryQuery, ContractUploadHistoryQueryVariables>;
export const ContractConfirmDocumentUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractConfirmDocumentUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmDocumentUploadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmDocumentUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractConfirmDocumentUploadMutation, ContractConfirmDocumentUploadMutationVariables>;
export const AgreementEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgreementEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"placesRestantes"}},{"kind":"Field","name":{"kind":"Name","value":"registred"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgreementEventsQuery, AgreementEventsQueryVariables>;
export const AgreementEditAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgreementEditAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgreementEditAppointmentMutation, AgreementEditAppointmentMutationVariables>;
export const AgreementSubscribeToEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AgreementSubscribeToEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeToEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AgreementSubscribeToEventMutation, AgreementSubscribeToEventMutationVariables>;
export const DossierCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DossierCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}}]} as unknown as DocumentNode<DossierCodeQuery, DossierCodeQueryVariables>;
export const ContractDocumentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDocumentation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"estSiteInternet"}},{"kind":"Field","name":{"kind":"Name","value":"codeGed"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codes"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"fiscalite","block":false},{"kind":"StringValue","value":"fiscalite-entreprise","block":false},{"kind":"StringValue","value":"fiscalite-tva","block":false}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"codeGed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentationLibrary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeGed"},"value":{"kind":"StringValue","value":"DOC-TVA","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gedDispo"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"StringValue","value":"20","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"taille"}},{"kind":"Field","name":{"kind":"Name","value":"dateModification"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractDocumentationQuery, ContractDocumentationQueryVariables>;
export const ContractCreatorsProgrammeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractCreatorsProgramme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"elearnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oicContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oicSiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adresseL1"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tutorials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ContractCreatorsProgrammeQuery, ContractCreatorsProgrammeQueryVariables>;
export const PortfolioSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortfolioSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"statut"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"selectionnable"}},{"kind":"Field","name":{"kind":"Name","value":"carto"}}]}}]}}]}}]} as unknown as DocumentNode<PortfolioSearchQuery, PortfolioSearchQueryVariables>;
export const SetFavoriteDossierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFavoriteDossier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavoriteDossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"estFavoris"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetFavoriteDossierMutation, SetFavoriteDossierMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const ViewerIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ViewerIdQuery, ViewerIdQueryVariables>;
export const ContractPasskeyFirstStartEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractPasskeyFirstStartEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<ContractPasskeyFirstStartEnrolmentMutation, ContractPasskeyFirstStartEnrolmentMutationVariables>;
export const ContractPasskeyFirstConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractPasskeyFirstConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPasskeyFirstConfirmMutation, ContractPasskeyFirstConfirmMutationVariables>;
export const ContractStartPasskeySignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractStartPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractStartPasskeySignInMutation, ContractStartPasskeySignInMutationVariables>;
export const ContractIdentifyPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractIdentifyPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifyPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractIdentifyPasskeyMutation, ContractIdentifyPasskeyMutationVariables>;
export const ContractPasskeyFirstSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractPasskeyFirstSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondStepRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPasskeyFirstSignInMutation, ContractPasskeyFirstSignInMutationVariables>;
export const ContractStartPasskeyEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractStartPasskeyEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractStartPasskeyEnrolmentMutation, ContractStartPasskeyEnrolmentMutationVariables>;
export const ContractConfirmPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractConfirmPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractConfirmPasskeyMutation, ContractConfirmPasskeyMutationVariables>;
export const ContractPasskeyPasswordStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractPasskeyPasswordStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondStepRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPasskeyPasswordStepMutation, ContractPasskeyPasswordStepMutationVariables>;
export const ContractStartSecondStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractStartSecondStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSecondStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyOptions"}},{"kind":"Field","name":{"kind":"Name","value":"codeAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractStartSecondStepMutation, ContractStartSecondStepMutationVariables>;
export const ContractVerifyPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractVerifyPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rememberDevice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}},{"kind":"Argument","name":{"kind":"Name","value":"rememberDevice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rememberDevice"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondStepRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractVerifyPasskeyMutation, ContractVerifyPasskeyMutationVariables>;
export const ContractRemovePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRemovePasskeyMutation, ContractRemovePasskeyMutationVariables>;
export const ContractRequiredViewerFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractRequiredViewerFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCollaborateur"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRequiredViewerFilesQuery, ContractRequiredViewerFilesQueryVariables>;
export const ContractRequiredEnrolmentViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractRequiredEnrolmentViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<ContractRequiredEnrolmentViewerQuery, ContractRequiredEnrolmentViewerQueryVariables>;
export const ContractRequiredCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRequiredCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRequiredCreateTokenMutation, ContractRequiredCreateTokenMutationVariables>;
export const ContractRequiredStartEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRequiredStartEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAuthenticatorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolmentKey"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRequiredStartEnrolmentMutation, ContractRequiredStartEnrolmentMutationVariables>;
export const ContractRequiredConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRequiredConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmAuthenticatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRequiredConfirmMutation, ContractRequiredConfirmMutationVariables>;
export const ContractStartAuthenticatorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractStartAuthenticatorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAuthenticatorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolmentKey"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractStartAuthenticatorEnrolmentMutation, ContractStartAuthenticatorEnrolmentMutationVariables>;
export const ContractConfirmAuthenticatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractConfirmAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmAuthenticatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractConfirmAuthenticatorMutation, ContractConfirmAuthenticatorMutationVariables>;
export const ContractSecondFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractSecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<ContractSecondFactorsQuery, ContractSecondFactorsQueryVariables>;
export const ContractRenameSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRenameSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameSecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRenameSecondFactorMutation, ContractRenameSecondFactorMutationVariables>;
export const ContractRemoveSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRemoveSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRemoveSecondFactorMutation, ContractRemoveSecondFactorMutationVariables>;
export const ContractSignInSecondStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSignInSecondStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondStepRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSignInSecondStepMutation, ContractSignInSecondStepMutationVariables>;
export const ContractVerifySecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractVerifySecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondStepRequired"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractVerifySecondFactorMutation, ContractVerifySecondFactorMutationVariables>;
export const ContractServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreation"}},{"kind":"Field","name":{"kind":"Name","value":"isStarred"}},{"kind":"Field","name":{"kind":"Name","value":"presentation"}},{"kind":"Field","name":{"kind":"Name","value":"accompagnement"}},{"kind":"Field","name":{"kind":"Name","value":"expertise"}},{"kind":"Field","name":{"kind":"Name","value":"ressources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"nom"}},{"kind":"Field","name":{"kind":"Name","value":"lien"}},{"kind":"Field","name":{"kind":"Name","value":"embedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"StringValue","value":"transmission","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceCallbackContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeAgent"}},{"kind":"Field","name":{"kind":"Name","value":"fonction"}}]}}]}}]}}]} as unknown as DocumentNode<ContractServicesQuery, ContractServicesQueryVariables>;
export const ContractRequestServiceCallbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRequestServiceCallback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestServiceCallbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestServiceCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titre"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractRequestServiceCallbackMutation, ContractRequestServiceCallbackMutationVariables>;
export const ContractSharingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractSharing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"invitationsReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateExpiration"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acquiredAccesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"nomRole"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSentInvitation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guidPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"personne"}},{"kind":"Field","name":{"kind":"Name","value":"emailPersonne"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharedFile"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharingRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"nomRole"}},{"kind":"Field","name":{"kind":"Name","value":"categoriesPredefinies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightsCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"souscategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"souscategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"souscategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"nomRole"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSentInvitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SentInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailInvitee"}},{"kind":"Field","name":{"kind":"Name","value":"dateExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharedFile"}}]}}]}}]} as unknown as DocumentNode<ContractSharingQuery, ContractSharingQueryVariables>;
export const ContractInviteToShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractInviteToShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToShareInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSentInvitation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"raisonSociale"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}},{"kind":"Field","name":{"kind":"Name","value":"nomRole"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSentInvitation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SentInvitation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailInvitee"}},{"kind":"Field","name":{"kind":"Name","value":"dateExpiration"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharedFile"}}]}}]}}]} as unknown as DocumentNode<ContractInviteToShareMutation, ContractInviteToShareMutationVariables>;
export const ContractChangeSentInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractChangeSentInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeSentInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeSentInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}},{"kind":"Field","name":{"kind":"Name","value":"idRole"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractChangeSentInvitationMutation, ContractChangeSentInvitationMutationVariables>;
export const ContractDeleteSentInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteSentInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSentInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharingChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharingChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractDeleteSentInvitationMutation, ContractDeleteSentInvitationMutationVariables>;
export const ContractSetPersonRightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSetPersonRights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPersonRightsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPersonRights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharingChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharingChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractSetPersonRightsMutation, ContractSetPersonRightsMutationVariables>;
export const ContractWithdrawAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractWithdrawAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharingChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharingChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractWithdrawAccessMutation, ContractWithdrawAccessMutationVariables>;
export const ContractAcceptReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractAcceptReceived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractAcceptReceivedMutation, ContractAcceptReceivedMutationVariables>;
export const ContractRefuseInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRefuseInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invitationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invitationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharingChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharingChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractRefuseInvitationMutation, ContractRefuseInvitationMutationVariables>;
export const ContractRemoveDossierAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractRemoveDossierAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDossierAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractSharingChange"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractSharingChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharingChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dossiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeDossier"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContractRemoveDossierAccessMutation, ContractRemoveDossierAccessMutationVariables>;
export const ContractShortcutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractShortcuts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortcutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortcuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortcut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shortcutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortcutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContractShortcutsQuery, ContractShortcutsQueryVariables>;
export const ContractSaveShortcutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSaveShortcut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveShortcutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveShortcut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortcut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSaveShortcutMutation, ContractSaveShortcutMutationVariables>;
export const ContractDeleteShortcutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractDeleteShortcut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortcutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteShortcut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shortcutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortcutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortcut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractDeleteShortcutMutation, ContractDeleteShortcutMutationVariables>;
export const ContractToolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractTools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categorie"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codeDossier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"categorie"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categorie"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkOpenNewTab"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"categorie"}}]}},{"kind":"Field","name":{"kind":"Name","value":"toolCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"StringValue","value":"sites-utiles","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ContractToolsQuery, ContractToolsQueryVariables>;
export const ContractSetToolFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContractSetToolFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetToolFavoriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setToolFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ContractSetToolFavoriteMutation, ContractSetToolFavoriteMutationVariables>;
export const PartialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Partial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"StringValue","value":"AGR001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PartialQuery, PartialQueryVariables>;
export const ContractYieldMapZonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractYieldMapZones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"StringValue","value":"AGR001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yieldMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"millesime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quartiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"q1"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractYieldMapZonesQuery, ContractYieldMapZonesQueryVariables>;
export const ContractYieldMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractYieldMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoneType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZoneType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"culture"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mapTilesUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"codeDossier"},"value":{"kind":"StringValue","value":"AGR001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"yieldMap"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zoneType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoneType"}}},{"kind":"Argument","name":{"kind":"Name","value":"culture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"culture"}}},{"kind":"Argument","name":{"kind":"Name","value":"millesime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"millesime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zoneType"}},{"kind":"Field","name":{"kind":"Name","value":"culture"}},{"kind":"Field","name":{"kind":"Name","value":"millesime"}},{"kind":"Field","name":{"kind":"Name","value":"quartiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"q1"}},{"kind":"Field","name":{"kind":"Name","value":"q2"}},{"kind":"Field","name":{"kind":"Name","value":"q3"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"libelle"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"rendement"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractYieldMapQuery, ContractYieldMapQueryVariables>;
export const TestkitSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestkitSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestkitSignInMutation, TestkitSignInMutationVariables>;
export const TestkitSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestkitSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<TestkitSignOutMutation, TestkitSignOutMutationVariables>;