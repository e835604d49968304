-- Appointment participants, booking requests with their attachments, edits and cancellations; event subscriptions.

ALTER TABLE appointments
  ADD COLUMN telephone text,                 -- contact left by the client on the last edit
  ADD COLUMN email text,
  ADD COLUMN cancelled_at timestamptz;       -- a cancelled appointment leaves the file's list

CREATE TABLE appointment_participants (
  appointment_id text NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  position int NOT NULL,
  code_agent text REFERENCES agents (code_agent),   -- NULL for the client's own people
  prenom text NOT NULL,
  nom text NOT NULL,
  fonction text NOT NULL,
  PRIMARY KEY (appointment_id, position)
);

CREATE TABLE appointment_requests (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  code_agent text NOT NULL REFERENCES agents (code_agent),
  raison_sociale text NOT NULL,
  reason text NOT NULL,
  tel text,
  email text,
  created_at timestamptz NOT NULL
);

CREATE TABLE appointment_request_files (
  request_id text NOT NULL REFERENCES appointment_requests (id) ON DELETE CASCADE,
  position int NOT NULL,
  file_name text NOT NULL,                   -- as the client sent it
  size bigint NOT NULL,
  sha256 text NOT NULL,
  path text NOT NULL,                        -- relative to the files folder
  PRIMARY KEY (request_id, position)
);

-- Registrations are counted from the subscriptions; people of files the emulator does not model have no file.
ALTER TABLE events
  DROP COLUMN nb_inscrits,
  ADD COLUMN livestorm_guid text UNIQUE;

CREATE TABLE event_subscriptions (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  position int NOT NULL,
  nom text NOT NULL,
  prenom text NOT NULL,
  email text NOT NULL,
  tel text,
  participe boolean,                         -- NULL pending, true validated
  deleted boolean NOT NULL DEFAULT false,
  guid_personne text,
  est_dossier_membre boolean NOT NULL DEFAULT false,
  commentaire text
);
CREATE INDEX event_subscriptions_by_event ON event_subscriptions (event_id, code_dossier);
