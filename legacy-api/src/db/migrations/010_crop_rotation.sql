-- Crop rotation (assolement, spec 001 §3): the cultures catalogue, the Telepac codes that map onto it, each
-- file's year and its crop lines; and the agricultural zones with their yields for the yield map.

CREATE TABLE cultures (
  id_culture int PRIMARY KEY,                -- idtCultureTypeTRAME
  intitule text NOT NULL,
  rendement_max numeric,                     -- t/ha; null: no ceiling
  est_intitule_modifiable boolean NOT NULL DEFAULT false
);

-- PUT /api/assolement/cultures/correspondances: a Telepac crop code and the culture it becomes.
CREATE TABLE culture_correspondances (
  code_telepac text PRIMARY KEY,
  id_culture int NOT NULL REFERENCES cultures (id_culture)
);

CREATE TABLE assolement_dossiers (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  millesime int NOT NULL,
  est_assolement_definitif int NOT NULL DEFAULT 0,  -- 1: validated by the association, read-only
  commune_id text,
  PRIMARY KEY (code_dossier, millesime)
);

CREATE TABLE assolement_cultures (
  id serial PRIMARY KEY,                     -- idAssolementCulture
  code_dossier text NOT NULL,
  millesime int NOT NULL,
  id_culture int NOT NULL REFERENCES cultures (id_culture),
  libelle_perso text,
  surface numeric NOT NULL,                  -- ha
  rendement numeric,                         -- t/ha
  est_derobee boolean NOT NULL DEFAULT false,
  position serial,
  FOREIGN KEY (code_dossier, millesime) REFERENCES assolement_dossiers (code_dossier, millesime)
    ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX assolement_cultures_year ON assolement_cultures (code_dossier, millesime);
