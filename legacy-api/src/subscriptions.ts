import { randomUUID } from 'node:crypto';
import {
  newPlaces,
  placesLeftMessage,
  registrationIssues,
  type SentParticipant,
} from '@portal/schema/rules/event-participants';
import { EVENT_CANCELLED, EVENT_PAST, placesLeft } from '@portal/schema/rules/events';
import type { Clock } from './clock.ts';
import type { Db } from './db/db.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { filled, refusal } from './rule-checks.ts';
import type { Subscription, SubscriptionInput } from './schemas.ts';

// The emulator's own: the web never sends an id it did not read.
const unknownParticipant = (id: string) => `Le participant « ${id} » n'est pas inscrit à cet événement.`;

interface SubscriptionRow {
  id: string;
  position: number;
  nom: string;
  prenom: string;
  email: string;
  tel: string | null;
  participe: boolean | null;
  deleted: boolean;
  guid_personne: string | null;
  est_dossier_membre: boolean;
  idcampagne: string | null;
  commentaire: string | null;
}

const SUBSCRIPTION_COLUMNS = `s.id, s.position, s.nom, s.prenom, s.email, s.tel, s.participe, s.deleted,
  s.guid_personne, s.est_dossier_membre, e.idcampagne, s.commentaire`;

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    i: row.position,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    tel: row.tel,
    participe: row.participe,
    deleted: row.deleted,
    guidPersonne: row.guid_personne,
    estDossierMembre: row.est_dossier_membre,
    idCampagne: row.idcampagne,
    commentaire: row.commentaire,
  };
}

/** A file's subscriptions, all events or one, by event date then position; `live` leaves deleted ones out. */
export async function fileSubscriptions(
  db: Db,
  codeDossier: string,
  options: { eventId?: string; live?: boolean } = {},
): Promise<Subscription[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS}
       FROM event_subscriptions s JOIN events e ON e.id = s.event_id
      WHERE s.code_dossier = $1 AND ($2::text IS NULL OR s.event_id = $2) AND NOT ($3 AND s.deleted)
      ORDER BY e.date_debut, e.id, s.position`,
    [codeDossier, options.eventId ?? null, options.live ?? false],
  );
  return rows.map(toSubscription);
}

interface Participant {
  nom: string;
  prenom: string;
  email: string;
  tel: string | null;
  participe: boolean | null;
  commentaire: string | null;
}

/** The payload's participants as the portal's registration rule reads them. */
const sentParticipant = (input: SubscriptionInput): SentParticipant => ({
  id: filled(input.id),
  nom: input.nom ?? '',
  prenom: input.prenom ?? '',
  email: input.email ?? '',
  tel: input.tel ?? null,
  participe: input.participe ?? null,
  deleted: input.deleted === true,
});

/** A checked input as stored: trimmed, validated. */
const participantOf = (input: SubscriptionInput): Participant => ({
  nom: filled(input.nom) ?? '',
  prenom: filled(input.prenom) ?? '',
  email: filled(input.email) ?? '',
  tel: filled(input.tel),
  participe: true,
  commentaire: filled(input.commentaire),
});

interface EventLock {
  nb_max_inscription: number;
  est_annule: boolean;
  date_debut: Date;
}

/** The file's event, locked until the transaction ends so registrations to it run one after the other. */
async function lockEvent(tx: Db, clock: Clock, codeDossier: string, eventId: string): Promise<EventLock> {
  const { rows } = await tx.query<EventLock>(
    `SELECT nb_max_inscription, est_annule, date_debut FROM events
      WHERE id = $1 AND code_dossier = $2 FOR UPDATE`,
    [eventId, codeDossier],
  );
  const event = rows[0];
  if (!event) throw notFound();
  if (event.est_annule) throw conflict(EVENT_CANCELLED);
  if (new Date(event.date_debut).getTime() <= clock.now().getTime()) throw conflict(EVENT_PAST);
  return event;
}

/**
 * POST /api/events/subscribe: additions, updates and deletions of the file's participants, the file's answer set
 * to yes. The event row is locked first and the places are counted inside the same transaction, so two
 * registrations racing for the last place cannot both get it.
 */
export async function subscribe(
  db: Db,
  clock: Clock,
  target: { codeDossier: string; eventId: string },
  inputs: SubscriptionInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, clock, target.codeDossier, target.eventId);
    const { rows: existing } = await tx.query<{
      id: string;
      position: number;
      participe: boolean | null;
      deleted: boolean;
    }>(
      `SELECT id, position, participe, deleted FROM event_subscriptions
        WHERE event_id = $1 AND code_dossier = $2`,
      [target.eventId, target.codeDossier],
    );
    const known = new Map(existing.map((row) => [row.id, row]));
    const updates = new Map<string, Participant>();
    const deletions = new Set<string>();
    const additions: Participant[] = [];
    const sent = inputs.map(sentParticipant);
    const issues = registrationIssues(sent, existing, null);
    if (issues.length > 0) throw refusal(issues);
    for (const input of inputs) {
      const id = filled(input.id);
      if (id !== null && !known.has(id)) throw badRequest(unknownParticipant(id));
      // a new participant removed before saving is simply not added
      if (input.deleted === true) {
        if (id !== null) deletions.add(id);
      } else if (id === null) additions.push(participantOf(input));
      else updates.set(id, participantOf(input));
    }

    const taking = newPlaces(sent, existing);
    if (event.nb_max_inscription > 0 && taking > 0) {
      const { rows } = await tx.query<{ taken: number }>(
        `SELECT count(*)::int AS taken FROM event_subscriptions
          WHERE event_id = $1 AND participe AND NOT deleted`,
        [target.eventId],
      );
      const left = placesLeft({
        nbMaxInscription: event.nb_max_inscription,
        nbInscrits: rows[0]?.taken ?? 0,
      });
      if (left !== null && taking > left) throw conflict(placesLeftMessage(left));
    }

    for (const [id, p] of updates) {
      await tx.query(
        `UPDATE event_subscriptions
            SET nom = $2, prenom = $3, email = $4, tel = $5, participe = $6, commentaire = $7, deleted = false
          WHERE id = $1`,
        [id, p.nom, p.prenom, p.email, p.tel, p.participe, p.commentaire],
      );
    }
    if (deletions.size > 0) {
      await tx.query('UPDATE event_subscriptions SET deleted = true WHERE id = ANY($1::text[])', [
        [...deletions],
      ]);
    }
    let position = Math.max(-1, ...existing.map((row) => row.position));
    for (const p of additions) {
      position += 1;
      // people with an account on the file are recognised by their e-mail
      await tx.query(
        `INSERT INTO event_subscriptions
           (id, event_id, code_dossier, position, nom, prenom, email, tel, participe, deleted, guid_personne,
            est_dossier_membre, commentaire)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, false, member.guid_personne, member.guid_personne IS NOT NULL, $10
           FROM (SELECT (SELECT a.guid_personne FROM accounts a JOIN account_dossiers ad ON ad.account_id = a.id
                          WHERE ad.code_dossier = $3 AND lower(a.mail) = lower($7) LIMIT 1) AS guid_personne) member`,
        [
          randomUUID(),
          target.eventId,
          target.codeDossier,
          position,
          p.nom,
          p.prenom,
          p.email,
          p.tel,
          p.participe,
          p.commentaire,
        ],
      );
    }
    await tx.query('UPDATE events SET registred = true WHERE id = $1', [target.eventId]);
  });
}

/** POST /api/events/subscribeNo: the file declines; its participants are flagged deleted. */
export async function decline(
  db: Db,
  clock: Clock,
  target: { codeDossier: string; eventId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, clock, target.codeDossier, target.eventId);
    await tx.query('UPDATE events SET registred = false WHERE id = $1', [target.eventId]);
    await tx.query(
      'UPDATE event_subscriptions SET deleted = true WHERE event_id = $1 AND code_dossier = $2',
      [target.eventId, target.codeDossier],
    );
  });
}
