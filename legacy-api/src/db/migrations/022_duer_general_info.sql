-- The risk assessment (DUER, spec 002 §3), part 2: the general information and the cover page of a DUER (the
-- special pages 3 and 1 are printed from them), and the file's managers and default adviser the cover page shows.

CREATE TABLE duer_informations_generales (
  id_duer int PRIMARY KEY REFERENCES duers (id) ON DELETE CASCADE,
  nature_activite text,
  nombre_salaries text,
  trousse_de_secours text,
  responsable_trousse_de_secours text,
  presence_de_secouriste text,
  referent_securite text,
  taux_cotisation_at_mp text,
  nombre_accidents text,
  nombre_maladies_professionnelles text
);

CREATE TABLE duer_pages_de_garde (
  id_duer int PRIMARY KEY REFERENCES duers (id) ON DELETE CASCADE,
  champ1 text,
  champ2 text,
  champ3 text,
  champ4 text,
  date_mise_a_jour text,
  ingenieur_conseil text
);

CREATE TABLE dossier_gerants (
  id serial PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  nom text NOT NULL
);

-- The adviser a file's DUER names as its writer unless the cover page says otherwise.
CREATE TABLE dossier_ingenieurs_conseil (
  code_dossier text PRIMARY KEY REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  nom text NOT NULL
);
