// Codegen binds GraphQL types to these legacy shapes (codegen.ts `mappers`): resolvers receive them as parents,
// fields named as in the legacy resolve by themselves, and only computed fields have a resolver.
import type { ConnectionParent } from './connection.ts';
import type { Identity } from './legacy/auth.ts';
import type {
  LegacyAssolementLine,
  LegacyAssolementYear,
  LegacyCulture,
  LegacyAppointment,
  LegacyContact,
  LegacyDossier,
  LegacyEvent,
  LegacyIdentifiant,
  LegacyHomeSection,
  LegacyKeyFigure,
  LegacyStat,
  LegacyTool,
  LegacyShortcut,
  LegacyLoan,
  LegacyNotification,
  LegacyParticipant,
  LegacySubscription,
  LegacyUser,
} from './legacy/shapes.ts';

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

/** A Culture is the legacy's culture. */
export type CultureParent = LegacyCulture;

/** A page of the files the person sees (`Viewer.dossierConnection`). */
export type DossierConnectionParent = ConnectionParent<DossierParent>;
