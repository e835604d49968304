-- Key figures pages (spec 001 §2, §3): the catalogue of figures, each account's favourites, and each file's
-- financial years with their monthly receipts and expenses (null for a month not yet booked).
CREATE TABLE stats (
  slug text PRIMARY KEY,
  name text NOT NULL,
  display text NOT NULL CHECK (display IN ('line', 'column')),
  position int NOT NULL
);

CREATE TABLE stat_favorites (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  slug text NOT NULL REFERENCES stats (slug) ON DELETE CASCADE,
  PRIMARY KEY (account_id, slug)
);

CREATE TABLE exercices (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  date_debut date NOT NULL,
  date_fin date NOT NULL,
  clos boolean NOT NULL,
  type_dossier text NOT NULL,
  mis_a_jour timestamptz NOT NULL,
  recettes double precision[] NOT NULL CHECK (cardinality(recettes) = 12),
  depenses double precision[] NOT NULL CHECK (cardinality(depenses) = 12),
  endettement_agri double precision,
  endettement_bic double precision,
  investissement_agri double precision,
  investissement_bic double precision,
  capacite_remboursement double precision,
  PRIMARY KEY (code_dossier, date_debut)
);
