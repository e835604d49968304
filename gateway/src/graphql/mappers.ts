// Codegen binds GraphQL types to these legacy shapes (codegen.ts `mappers`): resolvers receive them as parents,
// fields named as in the legacy resolve by themselves, and only computed fields have a resolver.
import type { LegacySentDocument } from '../domains/document-uploads/document-uploads-api.ts';
import type { DuerRights, DuerViewer } from '@portal/schema/rules/duer';
import type {
  LegacyBaseCategorie,
  LegacyDuer,
  LegacyDuerCategorie,
  LegacyDuerGroupe,
  LegacyDuerModule,
  LegacyDuerRisque,
  LegacyOtherFileDuer,
} from '../domains/duer/duer-shapes.ts';
import type { LegacyDuerBasePage, LegacyDuerPage } from '../domains/duer/pages/duer-page-shapes.ts';
import type { LegacyDuerAnnexe, LegacyDuerBaseAnnexe } from '../domains/duer/annexes/duer-annexe-shapes.ts';
import type { LegacyDuerBasePicto, LegacyDuerRisquePicto } from '../domains/duer/pictos/duer-picto-shapes.ts';
import type { ApiToken, Device, YieldMap, YieldZone } from '../__generated__/resolvers-types.ts';
import type { ConnectionParent } from './connection.ts';
import type { CountedLaterPage } from '../domains/documents/document-pages.ts';
import type { Identity } from '../transport/legacy-identity.ts';
import type { LegacyDocumentation } from '../domains/documentation/documentation-shapes.ts';
import type { LegacyLibraryDocument, LegacyDossier } from '../domains/legacy-shapes.ts';
import type {
  LegacyAssolementLine,
  LegacyAssolementYear,
  LegacyCulture,
} from '../domains/crop-rotation/crop-rotation-shapes.ts';
import type { LegacyAppointment, LegacyParticipant } from '../domains/appointments/appointments-shapes.ts';
import type { LegacyContact } from '../domains/tutorials/tutorials-shapes.ts';
import type { LegacyEvent, LegacySubscription } from '../domains/events/events-shapes.ts';
import type { LegacyIdentifiant } from '../domains/credentials/credentials-shapes.ts';
import type { LegacyHomeSection, LegacyKeyFigure } from '../domains/home/home-shapes.ts';
import type { LegacyStat } from '../domains/figures/figures-shapes.ts';
import type { LegacyTool } from '../domains/tools/tools-shapes.ts';
import type { LegacyShortcut } from '../domains/shortcuts/shortcuts-shapes.ts';
import type { LegacyStoreDocument, LegacyStoreNode } from '../domains/documents/documents-shapes.ts';
import type { LegacyLoan } from '../domains/loans/loans-shapes.ts';
import type { LegacyNotification } from '../domains/notifications/notifications-shapes.ts';
import type { LegacyUser } from '../domains/auth/auth-shapes.ts';

/** A Viewer is the identity the legacy session check answers; its fields load the rest. */
export type ViewerParent = Identity;

/** A Dossier (or a PortfolioDossier) is the legacy file; a Dossier always one the viewer's rights were checked for. */
export type DossierParent = LegacyDossier;

/** A User is the legacy profile. */
export type UserParent = LegacyUser;

/** A HomeSection is the legacy's tile. */
export type HomeSectionParent = LegacyHomeSection;

/** A Notification is the legacy's. */
export type NotificationParent = LegacyNotification;

/** A KeyFigure is the legacy's, with the file it was read for (its global id). */
export interface KeyFigureParent extends LegacyKeyFigure {
  codeDossier: string;
}

/** A Stat is the legacy's, with the file it was read for (its global id and its unit). */
export interface StatParent extends LegacyStat {
  dossier: LegacyDossier;
}

/** A Tool is the legacy's, with the file it was read for (its global id). */
export interface ToolParent extends LegacyTool {
  codeDossier: string;
}

/** A Loan is the legacy's, which names its file. */
export type LoanParent = LegacyLoan;

/** A Shortcut is the legacy's. */
export type ShortcutParent = LegacyShortcut;

/** An Appointment is the legacy's, with the file it was read for (its global id). */
export interface AppointmentParent extends LegacyAppointment {
  codeDossier: string;
}

/** A person attending an appointment, with the appointment's global id and their position (their id). */
export interface ParticipantParent extends LegacyParticipant {
  appointmentId: string;
  position: number;
}

/** An Event keeps the file it was read for: its campaign and participants are the file's. */
export interface EventParent extends LegacyEvent {
  codeDossier: string;
  /** The participants as an answer just left them, so the payload need not read them again. */
  subscriptionsNow?: LegacySubscription[];
}

/** An event's participant (the legacy's subscription), with the event's global id. */
export interface EventParticipantParent extends LegacySubscription {
  eventId: string;
}

/** A Contact is the legacy's, with the file it was read for (its global id). */
export interface ContactParent extends LegacyContact {
  codeDossier: string;
}

/** A SharedCredential is the legacy's identifiant, which carries its file's code. */
export type SharedCredentialParent = LegacyIdentifiant;

export type AppointmentConnectionParent = ConnectionParent<AppointmentParent>;
export type EventConnectionParent = ConnectionParent<EventParent>;

/** An Assolement is a file's year as the legacy answers it, with the file and the year it was asked for. */
export interface AssolementParent {
  codeDossier: string;
  millesime: number;
  year: LegacyAssolementYear;
}

/** An AssolementCulture is the legacy's crop line, with its file and year (its id names both). */
export type AssolementCultureParent = LegacyAssolementLine & { codeDossier: string; millesime: number };

/**
 * A YieldMap's zones are the answer of a call of their own, so that its failure lies at the zones' field and the
 * screen names it (spec 001 §8: 'des zones de la carte', beside 'des rendements moyens pour ce millésime').
 */
export type YieldMapParent = Omit<YieldMap, '__typename' | 'zones'> & { zones: Promise<YieldZone[]> };

/** A Culture is the legacy's culture. */
export type CultureParent = LegacyCulture;

/** A Duer is the legacy's DUER with its file and the viewer's §6 rights and role on it. */
export interface DuerParent {
  duer: LegacyDuer;
  dossier: LegacyDossier;
  rights: DuerRights;
  viewer: DuerViewer;
}

/** A DuerCategorie is the legacy's work unit, with its DUER (its global id names the file and the DUER). */
export type DuerCategorieParent = LegacyDuerCategorie & {
  codeDossier: string;
  idDuer: string;
  duer: DuerParent;
};

/** A DuerModule is the legacy's module, with its unit and its place among the unit's modules. */
export interface DuerModuleParent {
  module: LegacyDuerModule;
  categorie: DuerCategorieParent;
  siblings: LegacyDuerModule[];
}

/** A DuerGroupe or a DuerRisque is the legacy's, with its module. */
export type DuerGroupeParent = LegacyDuerGroupe & { parent: DuerModuleParent };
export type DuerRisqueParent = LegacyDuerRisque & { parent: DuerModuleParent };

/** A DuerBaseCategorie is the legacy's base unit, with the file it is offered on. */
export type DuerBaseCategorieParent = LegacyBaseCategorie & { fileCode: string };

/** A DuerAutreDossier is another file's DUER as DuersToutDossierFetch lists it. */
export type DuerAutreDossierParent = LegacyOtherFileDuer;
/** A StoreNode is the legacy's node, as the viewer's categories prune it, with its file's code. */
export interface StoreNodeParent extends LegacyStoreNode {
  codeDossier: string;
  /** The viewer's permissions on the file: its maintenance flags. */
  permissions: readonly string[];
  /** The titles of the nodes from the main node down to this one. */
  folderPath: readonly string[];
}

/** A StoreDocument is the legacy's, with the file and the node it was listed under (its file routes). */
export interface StoreDocumentParent extends LegacyStoreDocument {
  codeDossier: string;
  nodeId: string;
  /** Whether it waits to be filed (a waitingDocuments node): its pages show as pictures. */
  waiting: boolean;
  /** The titles of the nodes from the main node down to the one it was listed under. */
  folderPath: readonly string[];
}

/** A page of a node's documents or of a file's whole store, counted only when asked (the legacy counts nothing). */
export type StoreDocumentConnectionParent = CountedLaterPage<StoreDocumentParent>;
/** A page of the files the person sees (`Viewer.dossierConnection`). */
export type DossierConnectionParent = ConnectionParent<DossierParent>;
/** A page of the person's notifications (`Viewer.notificationConnection`). */
export type NotificationConnectionParent = ConnectionParent<NotificationParent>;

/** A library of the documentation area: the entry that opens it (its codeGed set). */
export type DocumentationLibraryParent = LegacyDocumentation & { codeGed: string };
/** A document of a documentation library, with the library it was listed in (its id names both). */
export type LibraryDocumentParent = LegacyLibraryDocument & { codeGed: string };
export type LibraryDocumentConnectionParent = CountedLaterPage<LibraryDocumentParent>;

/** A SentDocument is the legacy's, with the file it was sent to (its global id). */
export interface SentDocumentParent extends LegacySentDocument {
  codeDossier: string;
}

/** A DuerPage or a DuerBasePage is the legacy's, with the DUER it is (or may be) placed in. */
export type DuerPageParent = LegacyDuerPage & { duer: DuerParent };
export type DuerBasePageParent = LegacyDuerBasePage & { duer: DuerParent };

/** DuerAnnexes are a DUER's own annexes (idModule null) or one of its modules'. */
export interface DuerAnnexesParent {
  duer: DuerParent;
  idModule: string | null;
  idBaseModule: string | null;
}
export type DuerAnnexeParent = LegacyDuerAnnexe & { holder: DuerAnnexesParent };
export type DuerBaseAnnexeParent = LegacyDuerBaseAnnexe & { holder: DuerAnnexesParent };
/** A DuerBasePicto is the legacy's catalogue pictogram, with the file it is offered to (its image's route). */
export type DuerBasePictoParent = LegacyDuerBasePicto & { codeDossier: string };
/** A DuerRisquePicto is the legacy's placed pictogram, with its risk. */
export type DuerRisquePictoParent = LegacyDuerRisquePicto & { risque: DuerRisqueParent };

/** A token or a device as its service answers it: `nodeId` is computed from its `id` (domains/node). */
export type ApiTokenParent = Omit<ApiToken, 'nodeId'>;
export type DeviceParent = Omit<Device, 'nodeId'>;
