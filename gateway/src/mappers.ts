// Codegen binds GraphQL types to these legacy shapes: resolvers receive them as parents (codegen.ts `mappers`).
import type { Event, Subscription } from './__generated__/resolvers-types.ts';
import type { Identity } from './legacy/auth.ts';
import type { LegacySubscription } from './legacy/shapes.ts';
import type { LegacyDossier } from './legacy/shapes.ts';

/** A Viewer is the identity the legacy session check answers; its fields load the rest. */
export type ViewerParent = Identity;

/** A Dossier is the legacy file, always one the viewer's rights were checked for. */
export type DossierParent = LegacyDossier;

/** An Event keeps the file it was read for: its campaign and subscriptions are the file's. */
export type EventParent = Omit<Event, 'linkedEvents' | 'subscriptions'> & {
  codeDossier: string;
  /** The participants as an answer just left them, so the payload need not read them again. */
  subscriptionsNow?: LegacySubscription[];
};

/** An event's participant (the schema's roots are explicit, so this Subscription is a plain object type). */
export type SubscriptionParent = Subscription;
