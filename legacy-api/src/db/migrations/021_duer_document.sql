-- The risk assessment (DUER, spec 002 §3), part 2: the pages placed before or after a DUER's risk list. A base
-- page is a document of the firm's catalogue (code_dossier null) or of one file, shared by that file's DUERs;
-- replacing its file replaces it in all of them. The special pages (ids 1, 3, 4 and 10, §9) have no file: the
-- printed DUER generates them from their screens, and every file's DUER holds them from its creation.

CREATE TABLE duer_fichiers (
  id serial PRIMARY KEY,
  nom_fichier text NOT NULL,
  type_mime text NOT NULL,
  contenu bytea NOT NULL
);

CREATE TABLE duer_base_pages (
  id serial PRIMARY KEY,
  nom text NOT NULL,
  est_fixe boolean NOT NULL DEFAULT false,
  est_avant_risques boolean NOT NULL DEFAULT false,
  ordre int NOT NULL,
  code_dossier text REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id_fichier int REFERENCES duer_fichiers (id)
);

CREATE TABLE duer_pages (
  id serial PRIMARY KEY,
  id_duer int NOT NULL REFERENCES duers (id) ON DELETE CASCADE,
  id_base_page int NOT NULL REFERENCES duer_base_pages (id) ON DELETE CASCADE,
  ordre int NOT NULL,
  est_avant_risques boolean NOT NULL,
  UNIQUE (id_duer, id_base_page)
);

INSERT INTO duer_base_pages (id, nom, est_fixe, est_avant_risques, ordre) VALUES
  (1, 'Page de garde', true, true, 1),
  (3, 'Informations générales', true, true, 2),
  (4, 'Préambule', true, true, 3),
  (10, 'Audit préalable', true, true, 4);
SELECT setval('duer_base_pages_id_seq', 100);

CREATE FUNCTION duer_fixed_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO duer_pages (id_duer, id_base_page, ordre, est_avant_risques)
    SELECT NEW.id, b.id, b.ordre, b.est_avant_risques FROM duer_base_pages b WHERE b.est_fixe;
  RETURN NEW;
END;
$$;

CREATE TRIGGER duers_fixed_pages AFTER INSERT ON duers
  FOR EACH ROW WHEN (NEW.code_dossier IS NOT NULL) EXECUTE FUNCTION duer_fixed_pages();

-- The DUERs created before this migration get their special pages too.
INSERT INTO duer_pages (id_duer, id_base_page, ordre, est_avant_risques)
  SELECT d.id, b.id, b.ordre, b.est_avant_risques FROM duers d CROSS JOIN duer_base_pages b
   WHERE d.code_dossier IS NOT NULL AND b.est_fixe;
