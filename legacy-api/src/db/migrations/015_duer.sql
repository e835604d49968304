-- The risk assessment (DUER, spec 002 §3), part 1: the base catalogue (work units, modules, operations, risks,
-- pictograms) shared by every DUER, each file's DUERs per year and their work units, modules, operations and
-- risks with their orders, and the history of every rated or measured risk field. A default model per activity
-- type is a DUER without file (code_dossier null): creating from the model copies it as a copy copies a year.
-- Annexes, pages, audit, preamble, general information and cover page (part 2) hang on duers (id) too.

CREATE TABLE duer_base_categories (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE  -- null: the firm's catalogue
);

CREATE TABLE duer_base_modules (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE
);

CREATE TABLE duer_base_groupes (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE
);

CREATE TABLE duer_base_risques (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  est_avec_picto boolean NOT NULL DEFAULT false,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE
);

-- The risks a base operation proposes (duerBaseGroupe.duerBaseRisques).
CREATE TABLE duer_base_groupe_risques (
  id_base_groupe int NOT NULL REFERENCES duer_base_groupes (id) ON DELETE CASCADE,
  id_base_risque int NOT NULL REFERENCES duer_base_risques (id) ON DELETE CASCADE,
  PRIMARY KEY (id_base_groupe, id_base_risque)
);

CREATE TABLE duer_base_pictos (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  type_mime text NOT NULL,
  image_base64 text NOT NULL,
  description text NOT NULL DEFAULT ''
);

CREATE TABLE duers (
  id serial PRIMARY KEY,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE,  -- null: the default model
  annee int,                                                                -- null for a model
  id_base_type int NOT NULL,                                                -- AGRI 1, VITI 2, ACS 3, AGRIVITI 4
  est_fini boolean NOT NULL DEFAULT false,
  est_valide boolean NOT NULL DEFAULT false,
  date_fini timestamptz,
  id_ged_duer_definitif text,
  version_calcul_risque int NOT NULL DEFAULT 1,                             -- 1: new scale, else the old one
  UNIQUE (code_dossier, annee)
);
CREATE UNIQUE INDEX duers_model ON duers (id_base_type) WHERE code_dossier IS NULL;

CREATE TABLE duer_categories (
  id serial PRIMARY KEY,
  id_duer int NOT NULL REFERENCES duers (id) ON DELETE CASCADE,
  id_base_categorie int NOT NULL REFERENCES duer_base_categories (id),
  ordre int NOT NULL
);
CREATE INDEX duer_categories_duer ON duer_categories (id_duer);

CREATE TABLE duer_modules (
  id serial PRIMARY KEY,
  id_duer_categorie int NOT NULL REFERENCES duer_categories (id) ON DELETE CASCADE,
  id_base_module int NOT NULL REFERENCES duer_base_modules (id),
  ordre int NOT NULL,
  remarque text,
  forcer_validation boolean NOT NULL DEFAULT false
);
CREATE INDEX duer_modules_categorie ON duer_modules (id_duer_categorie);

CREATE TABLE duer_groupes (
  id serial PRIMARY KEY,
  id_duer_module int NOT NULL REFERENCES duer_modules (id) ON DELETE CASCADE,
  id_base_groupe int NOT NULL REFERENCES duer_base_groupes (id),
  ordre int NOT NULL
);
CREATE INDEX duer_groupes_module ON duer_groupes (id_duer_module);

-- Ratings as stored: 1..5 on the new scale, the §9 table's values on the old one (gravité 7, maîtrise 0.5).
CREATE TABLE duer_risques (
  id serial PRIMARY KEY,
  id_duer_groupe int NOT NULL REFERENCES duer_groupes (id) ON DELETE CASCADE,
  id_base_risque int NOT NULL REFERENCES duer_base_risques (id),
  ordre int NOT NULL,
  est_actif boolean NOT NULL DEFAULT true,
  gravite numeric,
  frequence numeric,
  maitrise numeric,
  mesure_existante text,
  mesure_a_faire text,
  mesure_qui text,
  mesure_delai text
);
CREATE INDEX duer_risques_groupe ON duer_risques (id_duer_groupe);

CREATE TABLE duer_risque_pictos (
  id serial PRIMARY KEY,
  id_duer_risque int NOT NULL REFERENCES duer_risques (id) ON DELETE CASCADE,
  id_base_picto int NOT NULL REFERENCES duer_base_pictos (id),
  description text NOT NULL DEFAULT ''
);

-- One row per changed field of a risk: who changed it (an adherent or a collaborator, by login) and when.
CREATE TABLE duer_historique (
  id serial PRIMARY KEY,
  id_duer_risque int NOT NULL REFERENCES duer_risques (id) ON DELETE CASCADE,
  nom_colonne text NOT NULL,
  valeur text,
  date_modification timestamptz NOT NULL,
  par_collaborateur boolean NOT NULL,
  login text NOT NULL
);
CREATE INDEX duer_historique_risque ON duer_historique (id_duer_risque);
