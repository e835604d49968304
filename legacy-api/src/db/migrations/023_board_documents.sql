-- The board's documents (spec 001 §2 ged-documents-administration, §3 Workspace node and library document, §7
-- /api/documents/ged/administration/*): the workspaces of the firm's board and the documents of each, the same for
-- every administrator (right administrateur_cder), whatever the file.

CREATE TABLE board_workspaces (
  id text PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  title text NOT NULL,
  color text NOT NULL,
  icon text NOT NULL,
  position int NOT NULL
);

CREATE TABLE board_documents (
  id text PRIMARY KEY,
  workspace_uuid text NOT NULL REFERENCES board_workspaces (uuid) ON DELETE CASCADE,
  name text NOT NULL,
  taille bigint NOT NULL,
  date_creation timestamptz NOT NULL,
  date_modification timestamptz NOT NULL,
  millesime int,
  est_site_internet boolean NOT NULL DEFAULT false
);

CREATE INDEX board_documents_by_workspace ON board_documents (workspace_uuid, date_modification DESC);
