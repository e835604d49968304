-- The risk assessment (DUER, spec 002 §3 Audit question row), part 2: the prior audit, printed as the DUER's
-- special page 10: base categories (type 99, the firm's or a file's own) and questions, and each DUER's answers.

CREATE TABLE duer_base_categories_audit (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  id_base_type int NOT NULL DEFAULT 99,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE
);

CREATE TABLE duer_base_questions (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  id_base_categorie_audit int NOT NULL REFERENCES duer_base_categories_audit (id) ON DELETE CASCADE,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE
);

-- A DUER's audit is made from the firm's questions of its base type on its first read.
CREATE TABLE duer_audits (
  id_duer int PRIMARY KEY REFERENCES duers (id) ON DELETE CASCADE,
  id_base_type int NOT NULL DEFAULT 99
);

CREATE TABLE duer_questions (
  id serial PRIMARY KEY,
  id_duer int NOT NULL REFERENCES duers (id) ON DELETE CASCADE,
  id_base_question int NOT NULL REFERENCES duer_base_questions (id) ON DELETE CASCADE,
  ordre int NOT NULL,
  reponse boolean NOT NULL DEFAULT false,
  non_applicable boolean NOT NULL DEFAULT false,
  remarque text NOT NULL DEFAULT ''
);
