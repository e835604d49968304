-- The risk assessment (DUER, spec 002 §3), part 2: the annexes. A base annexe is a document of the firm's
-- catalogue (code_dossier null) or of one file, attached to DUERs (duer_annexes) or, when it belongs to a base
-- module, to that module in DUERs (duer_annexe_modules). Its number and its file are the base annexe's: an
-- adviser's reorder or replacement changes every DUER that holds it (§6).

CREATE TABLE duer_base_annexes (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  num_annexe int NOT NULL,
  est_obligatoire boolean NOT NULL DEFAULT false,
  id_base_module int REFERENCES duer_base_modules (id) ON DELETE CASCADE,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id_fichier int REFERENCES duer_fichiers (id)
);

CREATE TABLE duer_annexes (
  id serial PRIMARY KEY,
  id_duer int NOT NULL REFERENCES duers (id) ON DELETE CASCADE,
  id_base_annexe int NOT NULL REFERENCES duer_base_annexes (id) ON DELETE CASCADE,
  UNIQUE (id_duer, id_base_annexe)
);

CREATE TABLE duer_annexe_modules (
  id serial PRIMARY KEY,
  id_duer_module int NOT NULL REFERENCES duer_modules (id) ON DELETE CASCADE,
  id_base_annexe int NOT NULL REFERENCES duer_base_annexes (id) ON DELETE CASCADE,
  UNIQUE (id_duer_module, id_base_annexe)
);
