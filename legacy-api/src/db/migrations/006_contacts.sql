-- The firm's people as the contacts directory shows them, each file's contacts and its site.

ALTER TABLE agents
  ADD COLUMN nom_agence text,
  ADD COLUMN telephone text,
  ADD COLUMN mail text,
  ADD COLUMN mission text,                   -- html written by the firm
  ADD COLUMN sexe text,                      -- M man, A assistant, anything else woman
  ADD COLUMN droit_image boolean NOT NULL DEFAULT false,
  ADD COLUMN has_photo boolean NOT NULL DEFAULT false;

CREATE TABLE dossier_contacts (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  code_agent text NOT NULL REFERENCES agents (code_agent),
  position int NOT NULL,
  PRIMARY KEY (code_dossier, code_agent)
);

CREATE TABLE dossier_sites (
  code_dossier text PRIMARY KEY REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  adresse_l1 text,
  adresse_l2 text,
  telephone text,
  mail_pilote text
);
