-- The risk assessment (DUER, spec 002 §3 Preamble), part 2: a DUER's preamble, printed as its special page 4, with
-- its titled categories; a new preamble opens with the base categories' titles.

CREATE TABLE duer_preambules (
  id serial PRIMARY KEY,
  id_duer int NOT NULL UNIQUE REFERENCES duers (id) ON DELETE CASCADE,
  descriptif_exploitation text NOT NULL DEFAULT ' ',
  ressources_humaines text NOT NULL DEFAULT ' ',
  prestations_services text NOT NULL DEFAULT ' '
);

CREATE TABLE duer_preambule_categories (
  id serial PRIMARY KEY,
  id_preambule int NOT NULL REFERENCES duer_preambules (id) ON DELETE CASCADE,
  titre text NOT NULL,
  contenu text NOT NULL DEFAULT '',
  ordre int NOT NULL
);

CREATE TABLE duer_base_preambule_categories (
  id serial PRIMARY KEY,
  titre text NOT NULL,
  ordre int NOT NULL
);
