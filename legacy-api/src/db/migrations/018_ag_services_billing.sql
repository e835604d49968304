-- Billing ('Ma facturation', spec 001 §2, §3): each file's billing settings, its yearly membership fee, its
-- outstanding receivable and its invoices.

CREATE TABLE abonnement_dossiers (
  code_dossier text PRIMARY KEY REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  -- '0' on paper, '1' by e-mail.
  reception_cder_info text NOT NULL DEFAULT '0' CHECK (reception_cder_info IN ('0', '1')),
  reception_facture_electronique boolean NOT NULL DEFAULT false,
  email_plateforme_facturation text,
  -- The firm's: set once it holds a signed mandate, never by the member.
  mode_reglement text NOT NULL,
  est_prelevement_auto boolean NOT NULL DEFAULT false,
  creance_en_cours numeric(12, 2) NOT NULL DEFAULT 0
);

CREATE TABLE abonnement_cotisations (
  code_dossier text NOT NULL REFERENCES abonnement_dossiers (code_dossier) ON DELETE CASCADE,
  millesime integer NOT NULL,
  cotisation numeric(12, 2) NOT NULL,
  compta numeric(12, 2) NOT NULL,
  conseil numeric(12, 2) NOT NULL,
  juridique numeric(12, 2) NOT NULL,
  PRIMARY KEY (code_dossier, millesime)
);

CREATE TABLE factures (
  id serial PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES abonnement_dossiers (code_dossier) ON DELETE CASCADE,
  libelle text NOT NULL,
  date_facture timestamptz NOT NULL,
  etat text NOT NULL,
  montant numeric(12, 2) NOT NULL,
  numero_facture text NOT NULL,
  -- The invoice's page in the document store.
  lien_consultation_ged text
);

-- The services directory (spec 001 §2, §3): the firm's services, their resources, and the callback requests.
CREATE TABLE services (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  titre text NOT NULL,
  description text NOT NULL,
  categories text[] NOT NULL,
  tags text[] NOT NULL,
  date_creation timestamptz NOT NULL,
  -- Recommended by the firm: the directory's recommended section.
  is_starred boolean NOT NULL DEFAULT false,
  -- html written by the firm
  presentation text,
  accompagnement text,
  expertise text
);

CREATE TABLE service_ressources (
  service_id text NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('video', 'pdf')),
  id_video text,
  nom text NOT NULL,
  lien text,
  PRIMARY KEY (service_id, position)
);

CREATE TABLE service_rappels (
  id serial PRIMARY KEY,
  service_id text NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  code_agent text NOT NULL REFERENCES agents (code_agent),
  date_demande timestamptz NOT NULL
);

-- The general assembly (spec 001 §2, §3): its registration period per entity, and each file's invitations by year.
CREATE TABLE ag_dates (
  code_entite text PRIMARY KEY,
  date_debut timestamptz,
  date_fin timestamptz
);

CREATE TABLE ag_invitations (
  id serial PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  annee integer NOT NULL,
  nb_personne integer NOT NULL DEFAULT 0,
  participe boolean NOT NULL DEFAULT false,
  poids numeric(6, 2) NOT NULL DEFAULT 0,
  pouvoir_president boolean NOT NULL DEFAULT false,
  -- The person who last answered (guid), their name, and the proxy record the legacy keeps.
  user_modification text,
  libelle_user_modification text,
  id_ag_dossier_pouvoir integer,
  date_reponse timestamptz,
  date_modification timestamptz,
  adresse_ip text
);
