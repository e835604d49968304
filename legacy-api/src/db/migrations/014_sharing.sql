-- Access sharing (spec 000 §3, §7 /api/droits/*): the rights category tree, the sharing roles with their
-- predefined categories, and the categories each access and each invited file grants.

CREATE TABLE rights_categories (
  id text PRIMARY KEY,
  libelle text NOT NULL,
  parent_id text REFERENCES rights_categories (id) ON DELETE CASCADE,
  position int NOT NULL
);

CREATE TABLE sharing_roles (
  id_role int PRIMARY KEY CHECK (id_role IN (2, 3, 4)),
  nom_role text NOT NULL
);

CREATE TABLE sharing_role_categories (
  id_role int NOT NULL REFERENCES sharing_roles (id_role) ON DELETE CASCADE,
  category_id text NOT NULL REFERENCES rights_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (id_role, category_id)
);

-- The categories of the document store a person's access to a file opens (owners read every category).
CREATE TABLE account_dossier_categories (
  account_id text NOT NULL,
  code_dossier text NOT NULL,
  category_id text NOT NULL REFERENCES rights_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, code_dossier, category_id),
  FOREIGN KEY (account_id, code_dossier) REFERENCES account_dossiers (account_id, code_dossier) ON DELETE CASCADE
);

CREATE TABLE invitation_dossier_categories (
  invitation_id text NOT NULL,
  code_dossier text NOT NULL,
  category_id text NOT NULL REFERENCES rights_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (invitation_id, code_dossier, category_id),
  FOREIGN KEY (invitation_id, code_dossier) REFERENCES invitation_dossiers (invitation_id, code_dossier)
    ON DELETE CASCADE
);
