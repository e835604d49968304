import { readFileSync } from 'node:fs';
import { buildGateway } from '@portal/gateway';
import type { UpstreamCall } from '@portal/gateway';
import { loadConfig } from '@portal/gateway/config';
import { Kind, parse } from 'graphql';
import type { OperationDefinitionNode } from 'graphql';
import { freePort, repoRoot } from '../support/emulator.ts';
import { prefixedLatin1Declaration } from '../fixtures/telepac-samples.ts';
import { lastCodeTo, lastLinkTo, solvedCaptcha } from '../testkit/public-area.ts';

const DEMO_PASSWORD = 'Portail-Demo-2026!';

const CODE_DOSSIER = 'AGR001';

/** Values for the web app's operation variables, by variable name, when the operation has none of its own. */
// `first`: the news summary's 2 upcoming items (spec 000 §9), as its loader asks.
// The crop rotation's year: the gateway's and the seed's current year.
const YEAR = new Date().getFullYear();

const VARIABLES: Record<string, unknown> = {
  codeDossier: CODE_DOSSIER,
  wanted: CODE_DOSSIER,
  term: 'vign',
  first: 2,
  slug: 'recettes',
  millesime: YEAR,
};

/** Appointments and events of the owner's file that the detail screens and the mutations act on. */
interface DemoData {
  /** Personal access tokens of the owner's, made for RevokeApiToken and ConfirmApiToken. */
  apiTokenToRevoke: string;
  apiTokenToConfirm: string;
  appointment: { legacyId: string; codeAgent: string };
  appointmentToCancel: string;
  event: string;
  eventToDecline: string;
  /** A solved captcha for the reset request, and the uid of a reset link mailed before (to RESET_LOGIN). */
  captcha: string;
  resetUid: string;
  /** Two crop lines of the file's current year: one changed, one removed. */
  assolementLines: [string, string];
  /** The guid of the partner with access to the owner's AGR001, whose rights the sharing mutations change. */
  partnerGuid: string;
}

/** The account every operation but the staff's runs as. */
const OWNER_LOGIN = 'proprietaire@demo.fr';

/** The account whose password the reset operations change: its file is ACS003 (legacy-api's seed). */
const RESET_LOGIN = 'mdp.oublie@demo.fr';

const DEMO_DATA_QUERY = `{ dossier(codeDossier: "${CODE_DOSSIER}") {
  appointments { nodes { legacyId codeAgent editable } }
  events { nodes { legacyId availability placesRestantes registred } }
  assolement(millesime: ${YEAR}) { cultures { id } }
} }`;

const REQUEST_RESET =
  'mutation ($input: RequestAccountRecoveryInput!) { requestAccountRecovery(input: $input) { sent } }';
/** Step 1 of the invitation sign-up for inv-0007's invitee (legacy-api/src/db/seed/invitations.ts). */
const INVITATION_LOGIN = {
  email: 'invite.contrat.inscription@demo.fr',
  emailConfirmation: 'invite.contrat.inscription@demo.fr',
  password: 'Invitation-Budget-2026!',
  passwordConfirmation: 'Invitation-Budget-2026!',
};

/** A loan's terms the simulator's mutations send (schema/rules/loans.ts). */
const LOAN_TERMS = {
  libelle: 'Semoir',
  valeurEntree: 40_000,
  taux: 2.5,
  periodicite: 'Annuelle',
  modeRemboursement: 'ANC',
  duree: 7,
  exerciceDateDebut: '2026-07-01',
};

/** The global id mutations take for an appointment or an event of the file. */
const globalId = (legacyId: string) => `${CODE_DOSSIER}:${legacyId}`;

/** Variables of the operations that need more than a file code, valued from the demo data. */
function operationVariables(demo: DemoData): Record<string, Record<string, unknown>> {
  const contact = { telephone: '0326480000', email: 'jeanne.morel@example.fr' };
  return {
    SignIn: { input: { login: 'proprietaire@demo.fr', password: DEMO_PASSWORD } },
    AppointmentDetail: { codeDossier: CODE_DOSSIER, legacyId: demo.appointment.legacyId },
    AppointmentEdit: { codeDossier: CODE_DOSSIER, legacyId: demo.appointment.legacyId },
    EventDetail: { codeDossier: CODE_DOSSIER, legacyId: demo.event },
    // AG101 is one of the demo file's contacts (legacy-api/src/db/seed/contacts.ts).
    ContactDetail: { codeDossier: CODE_DOSSIER, codeAgent: 'AG101' },
    BookAppointment: {
      input: {
        codeDossier: CODE_DOSSIER,
        codeAgent: demo.appointment.codeAgent,
        reason: 'Bilan',
        files: [],
        ...contact,
      },
    },
    EditAppointment: {
      input: {
        id: globalId(demo.appointment.legacyId),
        reason: 'Bilan annuel',
        ...contact,
      },
    },
    CancelAppointment: { id: globalId(demo.appointmentToCancel) },
    SubscribeToEvent: {
      input: {
        eventId: globalId(demo.event),
        participants: [
          { nom: 'Morel', prenom: 'Jeanne', email: contact.email, participe: true, deleted: false },
        ],
      },
    },
    DeclineEvent: { id: globalId(demo.eventToDecline) },
    SetStatFavorite: { input: { id: globalId('endettement'), favorite: true } },
    RequestAccountRecovery: { input: { email: RESET_LOGIN, captcha: demo.captcha } },
    RecoverAccount: {
      input: {
        uid: demo.resetUid,
        password: 'Budget-Mdp-2026!',
        passwordConfirmation: 'Budget-Mdp-2026!',
        codedossier: 'ACS003',
      },
    },
    // Seeded invitations (legacy-api/src/db/seed/invitations.ts): one read, another accepted by its invitee
    // (INVITEES: only the person an invitation is addressed to accepts it).
    InvitationView: { invitationId: 'inv-0001' },
    AcceptInvitation: { invitationId: 'inv-0009' },
    // The invitation sign-up on an invitation of its own, whose invitee has no account yet.
    CheckInvitationLogin: { input: INVITATION_LOGIN },
    SignUpWithInvitation: {
      invitationId: 'inv-0007',
      input: { login: INVITATION_LOGIN, codeCivilite: 'M.', nom: 'Lefort', prenom: 'Hugo', cgu: true },
    },
    // Any 5-character prefix: the gateway asks the range service, not the legacy.
    BreachRange: { prefix: '0A1B2' },
    // The external account signed in with for a form lives in the gateway's cookie: no legacy call either.
    LinkedExternalAccount: {},
    ForgetLinkedExternalAccount: {},
    // A person of the seed who may register (legacy-api/src/db/seed/prospects.ts), link code looked up by e-mail.
    Register: {
      input: {
        email: 'inscription.demo@demo.fr',
        password: 'Vendanges-2026',
        passwordConfirmation: 'Vendanges-2026',
        codeliaison: '',
        codedossier: 'VIT002',
        cgu: true,
      },
    },
    ToolCategory: { codeDossier: CODE_DOSSIER, slug: 'simulateurs' },
    SetToolFavorite: { input: { id: globalId('raccourcis'), favorite: true } },
    ShortcutEdition: { shortcutId: '1', editing: true },
    // A generic page of the seed (legacy-api/src/db/seed/content.ts).
    GenericPageScreen: { pageId: 'charte-utilisation' },
    // The owner's home tour (legacy-api/src/db/seed/tours.ts), already done: marking it again changes nothing.
    TourInProgress: { routeName: 'home' },
    MarkTourDone: { routeName: 'home' },
    RestartTour: { routeName: 'home' },
    SaveShortcut: { input: { libelle: 'MSA', url: 'www.msa.fr' } },
    DeleteShortcut: { shortcutId: '2' },
    CreateApiToken: { input: { name: 'Banc d’essai', expiresInDays: 1, password: DEMO_PASSWORD } },
    RevokeApiToken: { apiTokenId: demo.apiTokenToRevoke },
    ConfirmApiToken: { apiTokenId: demo.apiTokenToConfirm },
    // The owner's tokens have a session: it is replaced by a new one.
    RenewApiTokenSession: { password: DEMO_PASSWORD },
    // The owner has no second factor (MEASURED_ON_REFUSAL).
    ConfirmAuthenticator: { input: { enrolmentKey: 'banc', code: '000000', name: 'Banc d’essai' } },
    RenameSecondFactor: { input: { secondFactorId: 'banc', name: 'Banc d’essai' } },
    RemoveSecondFactor: { input: { secondFactorId: 'banc' } },
    VerifySecondFactor: { code: '000000', rememberDevice: false },
    // No browser of the owner is signed out by the bench: a device no longer signed in (MEASURED_ON_REFUSAL).
    SignOutDevice: { deviceId: 'session:banc' },
    ConfirmPasskey: { input: { response: '{}', name: 'Banc d’essai' } },
    VerifyPasskey: { response: '{}', rememberDevice: false },
    IdentifyPasskey: { response: '{}' },
    LoanEdition: { codeDossier: CODE_DOSSIER, legacyId: '1', editing: true },
    AddLoan: { input: { codeDossier: CODE_DOSSIER, terms: LOAN_TERMS } },
    UpdateLoan: { input: { id: globalId('1'), terms: LOAN_TERMS } },
    DeleteLoan: { id: globalId('2') },
    // Maïs grain (1030) is not among the year's crops (legacy-api/src/db/seed/crop-rotation.ts).
    AddAssolementCulture: {
      input: { assolementId: globalId(String(YEAR)), culture: 1030, surface: 4.5, estDerobee: false },
    },
    UpdateAssolementCulture: {
      input: { id: demo.assolementLines[0], culture: 1015, surface: 42.5, rendement: 8.6, estDerobee: false },
    },
    DeleteAssolementCulture: { id: demo.assolementLines[1] },
    ImportTelepacAssolement: {
      input: {
        assolementId: globalId(String(YEAR)),
        content: new TextDecoder('iso-8859-1').decode(prefixedLatin1Declaration()),
      },
    },
    // The yield map of last year's blé tendre by commune (legacy-api/src/db/seed/yield-map.ts).
    YieldMap: { codeDossier: CODE_DOSSIER, zoneType: 'commune', culture: 1015, millesime: YEAR - 1 },
    // A bank statements node of the document store, its first page (legacy-api/src/db/seed/documents.ts).
    DocumentStore: {
      codeDossier: CODE_DOSSIER,
      legacyId: 'releves',
      search: '',
      invoiceKind: 'All',
      after: null,
    },
    // The documentation area three levels down, and the TVA library (legacy-api/src/db/seed/help.ts).
    Documentations: {
      codeDossier: CODE_DOSSIER,
      codes: ['fiscalite', 'fiscalite-entreprise', 'fiscalite-tva'],
    },
    DocumentationLibrary: { codeDossier: CODE_DOSSIER, codeGed: 'DOC-TVA', search: '', after: null },
    // The upload choice and the report of a finished deposit (legacy-api/src/routes/document-uploads.ts).
    DocumentUploadKinds: { codeDossier: CODE_DOSSIER },
    UploadHistory: { codeDossier: CODE_DOSSIER, filter: 'Tous' },
    MyDocuments: { codeDossier: CODE_DOSSIER },
    // The board's 'Conseil d'administration' workspace (legacy-api/src/db/seed/board-documents.ts).
    BoardWorkspaces: {},
    BoardWorkspace: { workspaceId: '6c1f0e52-2f1c-4d7a-9a61-0c5d1b7e2a01' },
    ConfirmDocumentUpload: {
      input: { codeDossier: CODE_DOSSIER, kind: 'document', nbDocuments: 1, nbDocumentsEnErreur: 0 },
    },
    ImportPreviousAssolement: { id: globalId(String(YEAR)) },
    EmptyAssolement: { id: globalId(String(YEAR)) },
    // The vault's seeded credentials (legacy-api/src/db/seed/credentials.ts): 3 is renamed, 4 revoked.
    AddSharedCredential: {
      input: {
        codeDossier: CODE_DOSSIER,
        titre: 'Banc d’essai',
        nomUtilisateur: 'banc.essai',
        motDePasse: 'Banc-Essai-2026!',
        confirmationMotDePasse: 'Banc-Essai-2026!',
      },
    },
    UpdateSharedCredential: {
      input: { id: globalId('3'), titre: 'MSA', nomUtilisateur: 'jmorel51', changesPassword: false },
    },
    DeleteSharedCredential: { id: globalId('4') },
    SavePreferences: { input: { sendMailWhenNotify: true, mailThemeIds: ['1', '3'] } },
    // The account area (legacy-api/src/db/seed/account.ts): the owner's file as seeded; wrong codes change nothing.
    SaveCommunication: {
      input: {
        codeDossier: CODE_DOSSIER,
        telephone: '0326480112',
        indicatifTelephone: 74,
        portable: '0612457890',
        indicatifPortable: 74,
        emailPrincipal: 'contact@earl-quatrevents.fr',
        emailFacturation: 'compta@earl-quatrevents.fr',
      },
    },
    // Billing (legacy-api/src/db/seed/billing.ts): the owner's file keeps its seeded settings.
    SaveBillingSettings: {
      input: {
        id: `${CODE_DOSSIER}:abonnement`,
        receptionCderInfo: '1',
        receptionFactureElectronique: true,
        emailPlateformeFacturation: 'compta@earl-quatrevents.fr',
      },
    },
    // The services directory (legacy-api/src/db/seed/services.ts): VIT002 has the directors a callback goes to.
    RequestServiceCallback: { input: { codeDossier: 'VIT002', serviceId: 'srv-paie' } },
    // The general assembly (legacy-api/src/db/seed/general-assembly.ts): one of AGR001's invitations (the legacy
    // takes one invitation per call, so two answers are two calls of the same path).
    RegisterAgAttendance: {
      input: { answers: [{ id: `${CODE_DOSSIER}:1`, participe: true, nbPersonne: 2 }] },
    },
    // The owner keeps their password and e-mail: the changes go through (with the code mailed just before, read
    // from the outbox: withSecureCode) and leave the session and the later operations as they were.
    SendMailChangeCode: { mode: 'mail' },
    ChangePassword: { input: { password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD } },
    ChangeMail: {
      input: {
        mail: OWNER_LOGIN,
        mailConfirmation: OWNER_LOGIN,
        password: '',
        passwordConfirmation: '',
      },
    },
    // Access sharing (legacy-api/src/db/seed/sharing.ts, invitations.ts): its invitee accepts inv-0008, the owner
    // refuses the invitation sent to it, leaves its shared access to ACS003, invites to and shares VIT002 and AGR001.
    AcceptReceivedInvitation: { invitationId: 'inv-0008' },
    RefuseInvitation: { invitationId: 'inv-proprietaire-refuser' },
    RemoveDossierAccess: { codeDossier: 'ACS003' },
    InviteToShare: {
      input: {
        email: 'budget.partage@demo.fr',
        emailConfirmation: 'budget.partage@demo.fr',
        dossiers: [{ codeDossier: 'VIT002', checked: true, idRole: 3, categories: ['mesDocs'] }],
      },
    },
    ChangeSentInvitation: {
      input: {
        invitationId: 'inv-0001',
        dossiers: [{ codeDossier: 'VIT002', checked: true, idRole: 4, categories: ['mesFacts'] }],
      },
    },
    DeleteSentInvitation: { invitationId: 'inv-0009' },
    SetPersonRights: {
      input: {
        guidPersonne: demo.partnerGuid,
        dossiers: [{ codeDossier: 'AGR001', checked: true, idRole: 2, categories: ['mesDocs'] }],
      },
    },
    WithdrawAccess: { input: { guidPersonne: demo.partnerGuid, codeDossier: 'AGR001' } },
    // The DUER (legacy-api/src/db/seed/duer.ts): 7 is AGR001's last year, after the four models and its two
    // older years; the owner copies it into a year no seed holds and adds a work unit to it.
    DuerHome: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    CreateDuer: {
      input: { codeDossier: CODE_DOSSIER, mode: 'copie', annee: YEAR + 5, anneeSource: YEAR - 1 },
    },
    AddDuerCategorie: { input: { duerId: globalId('7'), nom: 'Serres du banc d’essai' } },
    // Its first unit (19, after the models' 12 and the two older years' 6) and that unit's first module (31).
    DuerCategory: { codeDossier: CODE_DOSSIER, legacyId: '7', idCategorie: '19' },
    DuerModule: { codeDossier: CODE_DOSSIER, legacyId: '7', idCategorie: '19', idModule: '31' },
    AddDuerModule: { input: { categorieId: globalId('7-19'), nom: 'Module du banc d’essai' } },
    SwitchDuerModuleValidation: { id: globalId('7-19-31') },
    SaveDuerRisques: { input: { moduleId: globalId('7-19-31'), risques: [] } },
    AddDuerGroupeEtRisque: {
      input: { moduleId: globalId('7-19-31'), nomGroupe: 'Opération du banc', nomRisque: 'Risque du banc' },
    },
    // The module's operations 48 and 49, their risks 86 to 89, and the catalogue's base operation 11 (Cueillette).
    AddDuerGroupe: { input: { moduleId: globalId('7-19-31'), baseGroupeId: globalId('11') } },
    AddDuerRisque: { input: { groupeId: globalId('7-19-31-g48'), nom: 'Risque nouveau du banc' } },
    RenameDuerGroupe: { input: { id: globalId('7-19-31-g48'), nom: 'Vidange du banc' } },
    RenameDuerRisque: { input: { id: globalId('7-19-31-r86'), nom: 'Chute du banc' } },
    DeleteDuerGroupe: { id: globalId('7-19-31-g49') },
    DeleteDuerRisque: { id: globalId('7-19-31-r87') },
    SaveDuerModuleOrdres: { input: { categorieId: globalId('7-19'), ordres: [] } },
    // Units 20 (Cultures, modules 33 and 34) and 21 (Stockage, a catalogue unit: renamed, it gets a new id).
    RenameDuerCategorie: { input: { id: globalId('7-21'), nom: 'Stockage du banc' } },
    RenameDuerModule: { input: { id: globalId('7-19-31'), nom: 'Module renommé du banc' } },
    CopyDuerModule: { input: { id: globalId('7-19-32'), categorieId: globalId('7-20') } },
    DeleteDuerModule: { id: globalId('7-20-34') },
    SaveDuerModuleRemarque: { input: { moduleId: globalId('7-19-31'), remarque: 'Remarque du banc' } },
    // Manutention (11), a catalogue module unit 19 does not use; Moisson (base 6) of AGR001's year before (DUER 6).
    AddDuerModuleExistant: { input: { categorieId: globalId('7-19'), baseModuleId: globalId('11') } },
    AddDuerGroupeAutreDuer: { input: { moduleId: globalId('7-19-31'), groupeAutreDuerId: globalId('6-6') } },
    // Intoxication (risk 90, a risk with pictograms) of unit 19's second module (32), and the catalogue's Gants (1).
    UpdateDuerRisquePictos: {
      input: {
        risqueId: globalId('7-19-32-r90'),
        ajouts: [{ basePictoId: globalId('1'), description: 'Gants du banc' }],
        suppressions: [],
        modifications: [],
      },
    },
    // Its pages (legacy-api/src/db/seed/duer-pages.ts): 25 is its seeded 'Consignes générales de sécurité',
    // after the 24 special pages of the six file DUERs; 102 the catalogue's 'Plan de prévention'.
    DuerPages: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    SaveDuerPages: {
      input: {
        duerId: globalId('7'),
        pages: [{ duerPageId: globalId('7-25'), ordre: 5, estAvantRisques: true }],
        supprimees: [],
      },
    },
    AddDuerPage: { input: { duerId: globalId('7'), basePageId: globalId('7-102') } },
    ReplaceDuerPage: {
      input: {
        duerPageId: globalId('7-25'),
        fichier: new File(['%PDF-1.4 banc'], 'banc.pdf', { type: 'application/pdf' }),
      },
    },
    // Its annexes (legacy-api/src/db/seed/duer-annexes.ts): link 1 holds the catalogue's base annexe 1; 2 is
    // another DUER annexe of the catalogue. A DUER's own annexes are its module 0's.
    DuerAnnexes: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    DuerModuleAnnexes: { codeDossier: CODE_DOSSIER, legacyId: '7', idCategorie: '19', idModule: '31' },
    SaveDuerAnnexes: { input: { annexesId: globalId('7-0-0'), numeros: [], supprimees: [] } },
    AddDuerAnnexe: { input: { annexesId: globalId('7-0-0'), baseAnnexeId: globalId('7-0-0-2') } },
    ReplaceDuerAnnexe: {
      input: {
        annexeId: globalId('7-0-0-1-1'),
        fichier: new File(['%PDF-1.4 banc'], 'banc.pdf', { type: 'application/pdf' }),
      },
    },
    // Its general information and cover page (empty until saved).
    DuerGeneralInfo: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    DuerCoverPage: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    SaveDuerInformationsGenerales: {
      input: {
        duerId: globalId('7'),
        natureActivite: 'Banc d’essai',
        nombreSalaries: '3',
        trousseDeSecours: '',
        responsableTrousseDeSecours: '',
        presenceDeSecouriste: '',
        referentSecurite: '',
        tauxCotisationAtMp: '',
        nombreAccidents: '',
        nombreMaladiesProfessionnelles: '',
      },
    },
    SaveDuerPageDeGarde: {
      input: {
        duerId: globalId('7'),
        champ1: 'Banc d’essai',
        champ2: '',
        champ3: '',
        champ4: '',
        dateMiseAJour: '',
        ingenieurConseil: 'Thomas Lefèvre',
      },
    },
    // Staff's definitive print (the seed left some of its risks unrated, which only staff may leave so).
    ImprimerDuerDefinitif: { duerId: globalId('7') },
    // Its preamble (legacy-api/src/db/seed/duer-preamble.ts): 5 and 6 are its two seeded categories.
    DuerPreamble: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    SaveDuerPreambule: {
      input: {
        duerId: globalId('7'),
        descriptifExploitation: 'Banc d’essai',
        ressourcesHumaines: '',
        prestationsServices: '',
        categories: [{ id: globalId('7-5'), contenu: 'Contenu du banc' }],
      },
    },
    AddDuerPreambuleCategorie: { input: { duerId: globalId('7'), titre: 'Catégorie du banc' } },
    RenameDuerPreambuleCategorie: { input: { preambuleCategorieId: globalId('7-5'), titre: 'Méthode' } },
    DeleteDuerPreambuleCategorie: { preambuleCategorieId: globalId('7-6') },
    // Its prior audit (legacy-api/src/db/seed/duer-audit.ts): its first read makes questions 1 to 5, in the firm's
    // categories 1 (three questions) and 2.
    DuerAudit: { codeDossier: CODE_DOSSIER, legacyId: '7' },
    SaveDuerAudit: {
      input: {
        duerId: globalId('7'),
        questions: [{ id: globalId('7-1'), ordre: 1, reponse: true, nonApplicable: false, remarque: 'Banc' }],
      },
    },
    AddDuerAuditQuestion: { input: { auditCategorieId: globalId('7-2'), nom: 'Question du banc' } },
    AddDuerAuditCategorie: {
      input: { duerId: globalId('7'), nom: 'Catégorie du banc', nouvelleQuestion: '' },
    },
    DeleteDuerAuditQuestion: { auditQuestionId: globalId('7-3') },
  };
}

/** The operations a cold load of /accueil sends together. */
const COLD_LOAD = ['Shell', 'Home'];

/** The operation's variables, valued for the demo data. */
export const variablesOf = (operation: WebOperation, demo?: DemoData): Record<string, unknown> =>
  (demo && operationVariables(demo)[operation.name]) ??
  Object.fromEntries(operation.variables.map((name) => [name, VARIABLES[name]]));

/** The changes that take the code the operation before them mailed to the owner. */
const TAKES_MAILED_CODE = new Set(['ChangePassword', 'ChangeMail']);

/** The variables with the owner's last mailed code as `input.securecode`, for the operations that take one. */
async function withSecureCode(
  operation: WebOperation,
  variables: Record<string, unknown>,
  legacyApiUrl: string,
): Promise<Record<string, unknown>> {
  if (!TAKES_MAILED_CODE.has(operation.name)) return variables;
  const securecode = await lastCodeTo(legacyApiUrl, OWNER_LOGIN);
  return { ...variables, input: { ...(variables.input as object), securecode } };
}

/** The operations run by the person an invitation is addressed to (legacy-api/src/db/seed/invitations.ts). */
const INVITEES: Readonly<Record<string, string>> = {
  AcceptInvitation: 'invitation.bureau@demo.fr',
  AcceptReceivedInvitation: 'invitation.telephone@demo.fr',
};

/** Queries first, then mutations, the ones that end something last (a cancellation, the session). */
const ORDER_LAST = [
  // Each code, then the change that takes it.
  'SendPasswordChangeCode',
  'ChangePassword',
  'SendMailChangeCode',
  'ChangeMail',
  'ImportTelepacAssolement',
  'ImportPreviousAssolement',
  'EmptyAssolement',
  'CancelAppointment',
  // Finishes the DUER the other DUER changes work on.
  'ImprimerDuerDefinitif',
  'SignOut',
];
const runOrder = (operation: WebOperation) =>
  ORDER_LAST.includes(operation.name)
    ? 2 + ORDER_LAST.indexOf(operation.name)
    : Number(operation.kind === 'mutation');

/**
 * Operations that only make sense for the firm's staff: the definitive print of a DUER with unrated risks, and
 * replacing an annexe's file, which changes every DUER holding it (spec 002 §6).
 */
const STAFF_OPERATIONS = /portfolio|AutreDuer|ImprimerDuerDefinitif|^ReplaceDuerAnnexe$/i;

export interface OperationBudget {
  operation: string;
  kind: 'query' | 'mutation';
  /** Errors and user errors the operation answered: a budget is only meaningful when there are none. */
  failures?: string[];
  account: string;
  calls: number;
  duplicates: number;
  criticalPathDepth: number;
  /** Each legacy call with its start and end in ms from the operation's first call. */
  upstream: { call: string; startMs: number; endMs: number }[];
  /** What the gateway charged the operation (`extensions.cost`, issue 22); absent for a batch. */
  cost?: OperationCost | null;
}

/** An answer's `extensions.cost`: legacy calls estimated and made, and the points charged to the budget. */
export interface OperationCost {
  requestedLegacyCalls: number;
  actualLegacyCalls: number;
  points: number;
}

/** The cost the gateway reports in every answer (`extensions.cost`). */
export function costOf(answer: unknown): OperationCost | null {
  const cost = (answer as { extensions?: { cost?: OperationCost } }).extensions?.cost;
  return cost
    ? {
        requestedLegacyCalls: cost.requestedLegacyCalls,
        actualLegacyCalls: cost.actualLegacyCalls,
        points: cost.points,
      }
    : null;
}

interface DemoDossier {
  appointments: { nodes: { legacyId: string; codeAgent: string | null; editable: boolean }[] };
  assolement: { cultures: { id: string }[] };
  events: {
    nodes: {
      legacyId: string;
      availability: string;
      placesRestantes: number | null;
      registred: boolean | null;
    }[];
  };
}

/**
 * The second factor's steps, run for a person with none enrolled: each answers its refusal in its payload without
 * calling the legacy, which is also what they cost when they succeed (the factors live in the gateway, decision 011).
 */
const MEASURED_ON_REFUSAL = new Set([
  'SignOutDevice',
  'ConfirmAuthenticator',
  'RenameSecondFactor',
  'RemoveSecondFactor',
  'VerifySecondFactor',
  'StartSecondStep',
  'ConfirmPasskey',
  'VerifyPasskey',
  'IdentifyPasskey',
]);

/** The GraphQL errors' codes and the payloads' user errors of an answer. */
function failuresOf(answer: unknown): string[] {
  const { data, errors } = answer as {
    data?: Record<string, { errors?: { message: string }[] } | null>;
    errors?: { extensions?: { code?: string }; message: string }[];
  };
  const userErrors = Object.values(data ?? {}).flatMap((payload) => payload?.errors ?? []);
  return [...(errors ?? []).map((e) => e.extensions?.code ?? e.message), ...userErrors.map((e) => e.message)];
}

/**
 * The body of an operation: JSON, or a GraphQL multipart request when its input holds files (the web app's
 * uploads, lib/upload.ts), each file in place of its input field.
 */
function requestBody(payload: unknown): { body: string | FormData; contentType?: string } {
  const { variables = {}, ...operation } = payload as { variables?: { input?: Record<string, unknown> } };
  const files = Object.entries(variables.input ?? {}).filter(
    (entry): entry is [string, File] => entry[1] instanceof File,
  );
  if (files.length === 0) return { body: JSON.stringify(payload), contentType: 'application/json' };
  const input = { ...variables.input, ...Object.fromEntries(files.map(([field]) => [field, null])) };
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables: { ...variables, input } }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([field], n) => [n, [`variables.input.${field}`]]))),
  );
  files.forEach(([, file], n) => form.append(String(n), file, file.name));
  return { body: form };
}

/** The web app's operations as codegen wrote them (persisted documents: hash → document). */
export interface WebOperation {
  name: string;
  kind: string;
  /** The trusted document's hash, which the web app sends instead of the text. */
  hash: string;
  document: string;
  variables: string[];
}

export function webOperations(): WebOperation[] {
  const file = `${repoRoot}web/src/gql/persisted-documents.json`;
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.entries(documents).map(([hash, document]) => {
    const operation = parse(document).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation?.name) throw new Error(`an anonymous operation in ${file}`);
    return {
      name: operation.name.value,
      kind: operation.operation,
      hash,
      document,
      variables: (operation.variableDefinitions ?? []).map((variable) => variable.variable.name.value),
    };
  });
}

/**
 * Longest chain of calls that wait on one another: a call depends on an earlier one when it started after
 * that one ended.
 */
export function criticalPathDepth(calls: readonly Pick<UpstreamCall, 'startedAt' | 'endedAt'>[]): number {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const depth: number[] = [];
  sorted.forEach((call, index) => {
    let deepest = 0;
    for (let before = 0; before < index; before++) {
      if (sorted[before]!.endedAt <= call.startedAt) deepest = Math.max(deepest, depth[before]!);
    }
    depth[index] = deepest + 1;
  });
  return Math.max(0, ...depth);
}

/**
 * The calls an operation made again to no purpose: the same method and path as an earlier call, with no write of
 * the operation's ended in between. A mutation reading again what its own write changed gets new data.
 */
export function repeatedCalls(
  calls: readonly Pick<UpstreamCall, 'method' | 'path' | 'startedAt' | 'endedAt'>[],
): number {
  const sorted = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const writes = sorted.filter((call) => call.method !== 'GET');
  return sorted.filter((call, index) =>
    sorted
      .slice(0, index)
      .some(
        (earlier) =>
          earlier.method === call.method &&
          earlier.path === call.path &&
          !writes.some((write) => write.startedAt >= earlier.startedAt && write.endedAt <= call.startedAt),
      ),
  ).length;
}

/** Runs every operation of the web app once against the emulator and counts the legacy calls of each. */
export async function measureUpstreamBudgets(legacyApiUrl: string): Promise<OperationBudget[]> {
  const calls: UpstreamCall[] = [];
  const port = await freePort();
  const config = {
    // A captcha of one iteration: the bench solves two and measures the calls, not the proof of work.
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', CAPTCHA_COST: '1' }),
    port,
    legacyApiUrl,
    // The emulator's offline range service, as the gateway's default does for its own legacy address.
    breachRangeUrl: new URL('/range/', legacyApiUrl).href,
  };
  const app = await buildGateway(config, { onUpstreamCall: (call) => calls.push(call) });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const url = `${origin}/graphql`;

  /** Posts one operation, or several in one HTTP request (a batch, as the web app's BatchHttpLink sends them). */
  async function post(payload: unknown, cookie: string, requestId: string) {
    const { body, contentType } = requestBody(payload);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        'x-graphql-yoga-csrf': '1',
        'x-request-id': requestId,
        cookie,
      },
      body,
    });
    return { response, answer: (await response.json()) as unknown };
  }
  function budget(
    name: string,
    kind: OperationBudget['kind'],
    account: string,
    requestId: string,
  ): OperationBudget {
    const own = calls.filter((call) => call.operationRequestId === requestId);
    const keys = own.map((call) => `${call.method} ${call.path}`);
    return {
      operation: name,
      kind,
      account,
      calls: own.length,
      duplicates: repeatedCalls(own),
      criticalPathDepth: criticalPathDepth(own),
      upstream: own.map((call, index) => ({
        call: keys[index]!,
        startMs: call.startedAt - (own[0]?.startedAt ?? 0),
        endMs: call.endedAt - (own[0]?.startedAt ?? 0),
      })),
    };
  }
  async function signIn(login: string): Promise<string> {
    const response = await post(
      {
        query: 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
        variables: { input: { login, password: DEMO_PASSWORD } },
      },
      '',
      `bench-sign-in-${login}`,
    );
    return (response.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }
  async function demoData(cookie: string): Promise<DemoData> {
    const { answer } = await post({ query: DEMO_DATA_QUERY }, cookie, 'bench-demo-data');
    const dossier = (answer as { data?: { dossier?: DemoDossier | null } }).data?.dossier;
    if (!dossier) throw new Error(`the demo file did not load: ${JSON.stringify(answer)}`);
    const { appointments, events, assolement } = dossier;
    const future = appointments.nodes.filter((a) => a.editable);
    const open = events.nodes.filter((e) => e.availability === 'OUVERT' && e.registred === null);
    const roomy = open.filter((e) => e.placesRestantes === null || e.placesRestantes > 1);
    const [line, lineToDelete] = assolement.cultures;
    if (future.length < 2 || roomy.length < 1 || open.length < 2 || !line || !lineToDelete)
      throw new Error('the demo file lacks data');
    const { answer: shared } = await post(
      { query: '{ viewer { sharedWith { guidPersonne emailPersonne } } }' },
      cookie,
      'bench-demo-shared',
    );
    const people = (
      shared as { data?: { viewer?: { sharedWith?: { guidPersonne: string; emailPersonne: string }[] } } }
    ).data?.viewer?.sharedWith;
    const partnerGuid = people?.find((p) => p.emailPersonne === 'associe@demo.fr')?.guidPersonne;
    if (!partnerGuid) throw new Error('the demo owner shares no file with the partner');
    const reset = { email: RESET_LOGIN, captcha: await solvedCaptcha(origin) };
    await post({ query: REQUEST_RESET, variables: { input: reset } }, '', 'bench-demo-reset');
    const link = new URL(await lastLinkTo(legacyApiUrl, RESET_LOGIN), origin);
    const newToken = async () => {
      const { answer } = await post(
        {
          query:
            'mutation { createApiToken(input: { name: "Banc", password: "Portail-Demo-2026!" }) { apiToken { id } } }',
        },
        cookie,
        'bench-demo-api-token',
      );
      return (
        (answer as { data?: { createApiToken?: { apiToken?: { id: string } } } }).data?.createApiToken
          ?.apiToken?.id ?? ''
      );
    };
    return {
      apiTokenToRevoke: await newToken(),
      apiTokenToConfirm: await newToken(),
      captcha: await solvedCaptcha(origin),
      resetUid: link.searchParams.get('uid') ?? '',
      appointment: { legacyId: future[0]!.legacyId, codeAgent: future[0]!.codeAgent ?? '' },
      appointmentToCancel: future[1]!.legacyId,
      event: roomy[0]!.legacyId,
      eventToDecline: open.find((e) => e.legacyId !== roomy[0]!.legacyId)!.legacyId,
      assolementLines: [line.id, lineToDelete.id],
      partnerGuid,
    };
  }

  try {
    const sessions = { owner: await signIn('proprietaire@demo.fr'), staff: await signIn('collaborateur') };
    const demo = await demoData(sessions.owner);
    const budgets: OperationBudget[] = [];
    const operations = webOperations().sort((a, b) => runOrder(a) - runOrder(b));
    // A cold load of the home page: the shell's query and the screen's query in one HTTP request.
    const coldLoad = operations.filter((operation) => COLD_LOAD.includes(operation.name));
    const batch = coldLoad.map((operation) => ({
      query: operation.document,
      variables: variablesOf(operation),
    }));
    await post(batch, sessions.owner, 'bench-cold-load');
    const coldLoadBudget = budget(
      `${COLD_LOAD.join(' + ')} (one HTTP request)`,
      'query',
      'proprietaire@demo.fr',
      'bench-cold-load',
    );
    const cookies = new Map([
      ['proprietaire@demo.fr', sessions.owner],
      ['collaborateur', sessions.staff],
    ]);
    for (const operation of operations) {
      const account =
        INVITEES[operation.name] ??
        (STAFF_OPERATIONS.test(operation.name) ? 'collaborateur' : 'proprietaire@demo.fr');
      const cookie = cookies.get(account) ?? (await signIn(account));
      const requestId = `bench-${operation.name}`;
      const variables = await withSecureCode(operation, variablesOf(operation, demo), legacyApiUrl);
      const payload = { query: operation.document, variables };
      const { answer, response } = await post(payload, operation.name === 'SignIn' ? '' : cookie, requestId);
      // A password change seals the session again and ends the older ones (issue 42): the browser keeps the new one.
      const renewed = /^portail_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
      if (operation.name === 'ChangePassword' && renewed) cookies.set(account, renewed);
      const kind = operation.kind === 'mutation' ? 'mutation' : 'query';
      budgets.push({
        ...budget(operation.name, kind, account, requestId),
        failures: MEASURED_ON_REFUSAL.has(operation.name) ? [] : failuresOf(answer),
        cost: costOf(answer),
      });
    }
    budgets.push(coldLoadBudget);
    return budgets;
  } finally {
    await app.close();
  }
}
