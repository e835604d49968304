import {
  type ApiArea,
  type ApiAreaScope,
  type ApiTokenScope,
  everyArea,
} from '@portal/schema/rules/api-tokens';
import type { NodeType } from '@portal/schema/rules/global-ids';
import type { ApiTokenRecord } from './token-store.ts';

/**
 * Where a field's file code is among its arguments: the argument, or a field of its `input`; for `node` and
 * `nodes`, in each global id (the file of a file's item, read from its key).
 */
type FileArgument = 'codeDossier' | 'input.codeDossier' | 'nodeId' | 'nodeIds';

/** What a token needs to run a field: an area (read for a field, write for a mutation), and where its file is named. */
export interface FieldScope {
  area?: ApiArea;
  file?: FileArgument;
}

const area = (name: ApiArea, file?: FileArgument): FieldScope =>
  file ? { area: name, file } : { area: name };

/**
 * The one table of what a token needs (issue 46), keyed `Type.field`: every field of a file and every mutation a
 * token may run belongs to one area. A mutation needs its area written, any other field its area read. A token
 * limited to files runs only the mutations whose file is named here (the others reach their file through an
 * entity's id, known to the legacy alone), and reads a file only through a field naming it.
 * `token-areas.test.ts` holds that no field of `Dossier` nor mutation is left out of it.
 */
export const FIELD_SCOPES: Readonly<Record<string, FieldScope>> = {
  // The entries to a file: no area of their own, the file checked against the token's.
  'Query.dossier': { file: 'codeDossier' },
  // Each global id is given what the field reading its type is given (NODE_FIELDS below): its area, its file.
  'Query.node': { file: 'nodeId' },
  'Query.nodes': { file: 'nodeIds' },
  'Viewer.selectedDossier': { file: 'codeDossier' },

  'Dossier.keyFigures': area('KEY_FIGURES'),
  'Dossier.showsKeyFigures': area('KEY_FIGURES'),
  'Dossier.opensFigures': area('KEY_FIGURES'),
  'Dossier.stat': area('KEY_FIGURES'),
  'Dossier.stats': area('KEY_FIGURES'),
  'Dossier.loan': area('KEY_FIGURES'),
  'Dossier.loans': area('KEY_FIGURES'),
  'Mutation.setStatFavorite': area('KEY_FIGURES'),
  'Mutation.addLoan': area('KEY_FIGURES', 'input.codeDossier'),
  'Mutation.updateLoan': area('KEY_FIGURES'),
  'Mutation.deleteLoan': area('KEY_FIGURES'),

  'Dossier.storeNode': area('DOCUMENTS'),
  'Dossier.documentTree': area('DOCUMENTS'),
  'Dossier.documentStoreAvailable': area('DOCUMENTS'),
  'Dossier.documentUploadKinds': area('DOCUMENTS'),
  'Dossier.sentDocuments': area('DOCUMENTS'),
  'Dossier.recentDocuments': area('DOCUMENTS'),
  'Dossier.documentations': area('DOCUMENTS'),
  'Dossier.documentation': area('DOCUMENTS'),
  'Dossier.documentationLibrary': area('DOCUMENTS'),
  'Mutation.confirmDocumentUpload': area('DOCUMENTS', 'input.codeDossier'),

  'Dossier.appointments': area('APPOINTMENTS_EVENTS'),
  'Dossier.appointment': area('APPOINTMENTS_EVENTS'),
  'Dossier.nextAppointment': area('APPOINTMENTS_EVENTS'),
  'Dossier.showsNextAppointment': area('APPOINTMENTS_EVENTS'),
  'Dossier.events': area('APPOINTMENTS_EVENTS'),
  'Dossier.event': area('APPOINTMENTS_EVENTS'),
  'Dossier.nextEvent': area('APPOINTMENTS_EVENTS'),
  'Dossier.showsNextEvent': area('APPOINTMENTS_EVENTS'),
  'Dossier.assembleeGenerale': area('APPOINTMENTS_EVENTS'),
  'Mutation.bookAppointment': area('APPOINTMENTS_EVENTS', 'input.codeDossier'),
  'Mutation.editAppointment': area('APPOINTMENTS_EVENTS'),
  'Mutation.cancelAppointment': area('APPOINTMENTS_EVENTS'),
  'Mutation.subscribeToEvent': area('APPOINTMENTS_EVENTS'),
  'Mutation.declineEvent': area('APPOINTMENTS_EVENTS'),
  'Mutation.registerAgAttendance': area('APPOINTMENTS_EVENTS'),

  'Dossier.duers': area('DUER'),
  'Dossier.duer': area('DUER'),
  'Dossier.duerCreation': area('DUER'),
  'Dossier.duersAutresDossiers': area('DUER'),
  'Mutation.createDuer': area('DUER', 'input.codeDossier'),
  'Mutation.addDuerAnnexe': area('DUER'),
  'Mutation.addDuerAuditCategorie': area('DUER'),
  'Mutation.addDuerAuditQuestion': area('DUER'),
  'Mutation.addDuerCategorie': area('DUER'),
  'Mutation.addDuerGroupe': area('DUER'),
  'Mutation.addDuerGroupeAutreDuer': area('DUER'),
  'Mutation.addDuerGroupeEtRisque': area('DUER'),
  'Mutation.addDuerModule': area('DUER'),
  'Mutation.addDuerModuleExistant': area('DUER'),
  'Mutation.addDuerPage': area('DUER'),
  'Mutation.addDuerPreambuleCategorie': area('DUER'),
  'Mutation.addDuerRisque': area('DUER'),
  'Mutation.copyDuerModule': area('DUER'),
  'Mutation.deleteDuerAuditQuestion': area('DUER'),
  'Mutation.deleteDuerCategorie': area('DUER'),
  'Mutation.deleteDuerGroupe': area('DUER'),
  'Mutation.deleteDuerModule': area('DUER'),
  'Mutation.deleteDuerPreambuleCategorie': area('DUER'),
  'Mutation.deleteDuerRisque': area('DUER'),
  'Mutation.imprimerDuerDefinitif': area('DUER'),
  'Mutation.renameDuerCategorie': area('DUER'),
  'Mutation.renameDuerGroupe': area('DUER'),
  'Mutation.renameDuerModule': area('DUER'),
  'Mutation.renameDuerPreambuleCategorie': area('DUER'),
  'Mutation.renameDuerRisque': area('DUER'),
  'Mutation.replaceDuerAnnexe': area('DUER'),
  'Mutation.replaceDuerPage': area('DUER'),
  'Mutation.saveDuerAnnexes': area('DUER'),
  'Mutation.saveDuerAudit': area('DUER'),
  'Mutation.saveDuerInformationsGenerales': area('DUER'),
  'Mutation.saveDuerModuleOrdres': area('DUER'),
  'Mutation.saveDuerModuleRemarque': area('DUER'),
  'Mutation.saveDuerPageDeGarde': area('DUER'),
  'Mutation.saveDuerPages': area('DUER'),
  'Mutation.saveDuerPreambule': area('DUER'),
  'Mutation.saveDuerRisques': area('DUER'),
  'Mutation.switchDuerModuleValidation': area('DUER'),
  'Mutation.updateDuerRisquePictos': area('DUER'),

  'Dossier.assolementYears': area('CROP_ROTATION'),
  'Dossier.assolement': area('CROP_ROTATION'),
  'Dossier.cultures': area('CROP_ROTATION'),
  'Dossier.yieldMap': area('CROP_ROTATION'),
  'Mutation.importTelepacAssolement': area('CROP_ROTATION'),
  'Mutation.addAssolementCulture': area('CROP_ROTATION'),
  'Mutation.updateAssolementCulture': area('CROP_ROTATION'),
  'Mutation.deleteAssolementCulture': area('CROP_ROTATION'),
  'Mutation.importPreviousAssolement': area('CROP_ROTATION'),
  'Mutation.emptyAssolement': area('CROP_ROTATION'),

  'Dossier.abonnement': area('BILLING'),
  'Mutation.saveBillingSettings': area('BILLING'),

  'Dossier.contacts': area('ACCOUNT'),
  'Dossier.contact': area('ACCOUNT'),
  'Dossier.siteInfo': area('ACCOUNT'),
  'Dossier.services': area('ACCOUNT'),
  'Dossier.service': area('ACCOUNT'),
  'Dossier.serviceCallbackContact': area('ACCOUNT'),
  'Dossier.tools': area('ACCOUNT'),
  'Dossier.toolCategory': area('ACCOUNT'),
  'Dossier.tutorials': area('ACCOUNT'),
  'Dossier.managesCredentials': area('ACCOUNT'),
  'Dossier.sharedCredentials': area('ACCOUNT'),
  'Viewer.communications': area('ACCOUNT'),
  'Mutation.saveCommunication': area('ACCOUNT', 'input.codeDossier'),
  'Mutation.requestServiceCallback': area('ACCOUNT', 'input.codeDossier'),
  'Mutation.setToolFavorite': area('ACCOUNT'),
  'Mutation.setFavoriteDossier': area('ACCOUNT', 'codeDossier'),
  'Mutation.saveShortcut': area('ACCOUNT'),
  'Mutation.deleteShortcut': area('ACCOUNT'),
  'Mutation.savePreferences': area('ACCOUNT'),
  'Mutation.markTourDone': area('ACCOUNT'),
  'Mutation.restartTour': area('ACCOUNT'),
};

/**
 * The field that reads each Node type by its key (issue 46): `node(nodeId:)` resolves through it, and a token is
 * given, and refused, exactly what that field would give it. A field of `Dossier` takes the key's legacy part as
 * its one argument, under the file `Query.dossier` opens with the key's file code; a field of `Viewer` lists the
 * viewer's, among which the key is looked for.
 */
export const NODE_FIELDS: Readonly<Record<NodeType, string>> = {
  Dossier: 'Query.dossier',
  Appointment: 'Dossier.appointment',
  Event: 'Dossier.event',
  Contact: 'Dossier.contact',
  Duer: 'Dossier.duer',
  Loan: 'Dossier.loan',
  StoreNode: 'Dossier.storeNode',
  Notification: 'Viewer.notifications',
  ApiToken: 'Viewer.apiTokens',
  Device: 'Viewer.devices',
};

/** The areas a token may reach: its own list, or for a token made before issue 46 every area at its one scope. */
export const scopesOf = (token: ApiTokenRecord): ApiAreaScope[] => token.scopes ?? everyArea(token.scope);

/** What the token may do in `area`: null when nothing. */
export const accessIn = (token: ApiTokenRecord, name: ApiArea): ApiTokenScope | null =>
  scopesOf(token).find((scope) => scope.area === name)?.access ?? null;

/** Whether the token reaches the file: every file unless it names some. */
export const reachesFile = (token: ApiTokenRecord | null | undefined, codeDossier: string): boolean =>
  !token?.files || token.files.includes(codeDossier);
