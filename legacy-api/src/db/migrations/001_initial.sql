-- The legacy server's data as the emulator keeps it. Codes and logins are the natural keys the API speaks.

CREATE TABLE accounts (
  id text PRIMARY KEY,                       -- legacy numeric user id, as a string
  login text NOT NULL UNIQUE,
  password_hash text NOT NULL,               -- scrypt$<salt hex>$<hash hex>
  type_utilisateur text NOT NULL CHECK (type_utilisateur IN ('collab', 'client')),
  guid_personne text NOT NULL UNIQUE,
  nom text NOT NULL,
  prenom text NOT NULL,
  adresse text,
  tel text,
  port text,
  canal_prefere text,
  mail text,
  has_forum boolean NOT NULL DEFAULT false,
  est_testeur boolean NOT NULL DEFAULT false,
  send_mail_when_notify boolean NOT NULL DEFAULT true
);

CREATE TABLE account_rights (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  droit text NOT NULL,
  PRIMARY KEY (account_id, droit)
);

CREATE TABLE account_functions (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  fonction text NOT NULL CHECK (fonction IN ('CE', 'SEC', 'SE')),
  PRIMARY KEY (account_id, fonction)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,               -- sha256 of the cookie value; the value itself is never stored
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE dossiers (
  code_dossier text PRIMARY KEY,
  id text NOT NULL,                          -- legacy id; '' for PasInscrit files without one
  code_entite text NOT NULL,
  guid_personne text NOT NULL,
  raison_sociale text NOT NULL,
  statut text NOT NULL CHECK (statut IN ('Bon', 'PasInscrit', 'Demissionne')),
  type_activite text NOT NULL CHECK (type_activite IN ('AGRI', 'VITI', 'ACS', 'AGRIVITI')),
  -- lowercase, accent-free copies for the staff search and its ordering (PGlite has no unaccent)
  code_normalise text NOT NULL,
  raison_sociale_normalisee text NOT NULL,
  chiffres_mis_a_jour timestamptz NOT NULL
);

CREATE TABLE dossier_modules (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  module text NOT NULL,
  position int NOT NULL,
  PRIMARY KEY (code_dossier, module)
);

CREATE TABLE account_dossiers (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id_role int NOT NULL CHECK (id_role IN (1, 2, 3, 4)),
  est_favoris boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account_id, code_dossier)
);
CREATE UNIQUE INDEX account_dossiers_one_favourite ON account_dossiers (account_id) WHERE est_favoris;

CREATE TABLE account_dossier_modules (
  account_id text NOT NULL,
  code_dossier text NOT NULL,
  module text NOT NULL,
  position int NOT NULL,
  PRIMARY KEY (account_id, code_dossier, module),
  FOREIGN KEY (account_id, code_dossier) REFERENCES account_dossiers (account_id, code_dossier) ON DELETE CASCADE
);

CREATE TABLE collaborator_portfolio (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  PRIMARY KEY (account_id, code_dossier)
);

CREATE TABLE invitations (
  id text PRIMARY KEY,
  createur_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  mail_invite text NOT NULL,
  nom_invite text,
  prenom_invite text,
  date_creation timestamptz NOT NULL,
  date_expiration timestamptz NOT NULL,
  date_acceptation timestamptz,
  date_refus timestamptz
);

CREATE TABLE invitation_dossiers (
  invitation_id text NOT NULL REFERENCES invitations (id) ON DELETE CASCADE,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id_role int NOT NULL,
  PRIMARY KEY (invitation_id, code_dossier)
);

CREATE TABLE notifications (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  date timestamptz NOT NULL,
  message text NOT NULL,
  url text,
  category text NOT NULL,
  lu boolean NOT NULL DEFAULT false
);
CREATE INDEX notifications_by_account ON notifications (account_id, date DESC);

CREATE TABLE home_sections (
  id text PRIMARY KEY,
  title text NOT NULL,
  subtitle text,
  url text NOT NULL,
  est_prioritaire boolean NOT NULL,
  position int NOT NULL,
  picture_color text NOT NULL
);

CREATE TABLE agents (
  code_agent text PRIMARY KEY,
  prenom text NOT NULL,
  nom text NOT NULL,
  fonction text NOT NULL
);

CREATE TABLE appointments (
  id text PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  date timestamptz NOT NULL,
  date_fin timestamptz,
  title text NOT NULL,
  description text,
  location text,
  adresse text,
  cp text,
  ville text,
  type_communication text,
  reason text,
  is_event boolean NOT NULL DEFAULT false,
  code_agent text REFERENCES agents (code_agent)
);
CREATE INDEX appointments_by_dossier ON appointments (code_dossier, date);

CREATE TABLE events (
  id text PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  title text NOT NULL,
  date_debut timestamptz NOT NULL,
  date_fin timestamptz,
  dates timestamptz[] NOT NULL,
  location text,
  ville text,
  type text,
  url text,
  registration_required boolean NOT NULL,
  est_annule boolean NOT NULL DEFAULT false,
  nb_max_inscription int NOT NULL,           -- 0 = unlimited
  nb_inscrits int NOT NULL,
  idcampagne text,
  nbevent int,
  registred boolean
);
CREATE INDEX events_by_dossier ON events (code_dossier, date_debut);

CREATE TABLE key_figures (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  slug text NOT NULL,
  libelle text NOT NULL,
  valeur numeric,
  unite text NOT NULL CHECK (unite IN ('€', '%', '€/ha', 'ha')),
  decimales int NOT NULL,
  date_fin_exercice timestamptz,
  position int NOT NULL,
  PRIMARY KEY (code_dossier, slug)
);

CREATE TABLE parcours (
  code text PRIMARY KEY,
  route_name text NOT NULL,
  etapes text NOT NULL                       -- JSON text of the steps, as the legacy stores it
);

CREATE TABLE account_parcours (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  parcours_code text NOT NULL REFERENCES parcours (code) ON DELETE CASCADE,
  deja_fait boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account_id, parcours_code)
);

CREATE TABLE themes (
  code text PRIMARY KEY,
  platform_name text NOT NULL,
  entity_name text NOT NULL,
  support_phone text NOT NULL,
  primary_color text NOT NULL,
  chart_colors text[] NOT NULL,
  link_home text NOT NULL,
  link_legal_notice text NOT NULL,
  link_login_service text NOT NULL,
  link_api text NOT NULL,
  link_webmail text NOT NULL,
  link_admin_board text NOT NULL
);
