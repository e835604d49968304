-- Tools page (spec 001 §2, §3 Tool): the firm's catalogue, grouped in categories shown at /outils/:slug, and each
-- account's favourites.
CREATE TABLE tools (
  slug text PRIMARY KEY,
  name text NOT NULL,
  link text NOT NULL,
  link_open_new_tab boolean NOT NULL,
  -- The slug of the category tool it is listed under; null on the tools page itself.
  categorie text REFERENCES tools (slug),
  position int NOT NULL
);

CREATE TABLE tool_favorites (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  slug text NOT NULL REFERENCES tools (slug) ON DELETE CASCADE,
  PRIMARY KEY (account_id, slug)
);

-- Web shortcuts (spec 001 §3 Shortcut): each account's own links.
CREATE TABLE shortcuts (
  id serial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  libelle text NOT NULL,
  url text NOT NULL
);

-- Loan simulator (spec 001 §3 Loan): a file's simulated loans; the schedule is computed on reading
-- (schema/rules/loans.ts). `duree` is the number of periods the form takes.
CREATE TABLE emprunts (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id int NOT NULL,
  libelle text NOT NULL,
  valeur_entree double precision NOT NULL,
  taux double precision NOT NULL,
  periodicite text NOT NULL,
  mode_remboursement text NOT NULL CHECK (mode_remboursement IN ('ANC', 'AMC')),
  duree int NOT NULL,
  exercice_date_debut date NOT NULL,
  PRIMARY KEY (code_dossier, id)
);
