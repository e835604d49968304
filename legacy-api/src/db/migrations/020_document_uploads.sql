-- Documents sent to a file's store (spec 001 §3 Document, §7 POST /api/documents/upload): one row per file, its
-- bytes on disk under files/documents/<code>/, and the confirmation mails of each deposit.

CREATE TABLE document_uploads (
  id text PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  nom_fichier text NOT NULL,
  type_fichier text NOT NULL CHECK (type_fichier IN ('AUTRESDOCS', 'PAIE', 'FACTURES')),
  size bigint NOT NULL,
  sha256 text NOT NULL,
  path text NOT NULL,
  date_envoi timestamptz NOT NULL
);

CREATE INDEX document_uploads_by_file ON document_uploads (code_dossier, date_envoi DESC);

CREATE TABLE document_upload_confirmations (
  id serial PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  type_fichier text NOT NULL,
  nb_documents int NOT NULL,
  nb_documents_en_erreur int NOT NULL,
  commentaire text,
  sent_at timestamptz NOT NULL
);
