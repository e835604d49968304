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
