-- The document store (spec 001 §3 Store node, Store document; §7 /api/documents/ged/*): a tree of nodes per file,
-- each node under a rights category of the sharing model (014), and the documents filed under the nodes.

CREATE TABLE ged_nodes (
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id text NOT NULL,
  parent_id text,
  title text NOT NULL,
  icon text NOT NULL,
  color text NOT NULL,
  position int NOT NULL,
  template text NOT NULL,
  search_placeholder text,
  cder_particulier boolean NOT NULL DEFAULT false,
  category_id text NOT NULL REFERENCES rights_categories (id),
  PRIMARY KEY (code_dossier, id),
  FOREIGN KEY (code_dossier, parent_id) REFERENCES ged_nodes (code_dossier, id) ON DELETE CASCADE
);

CREATE TABLE ged_documents (
  id text PRIMARY KEY,
  code_dossier text NOT NULL,
  node_id text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('document', 'facture')),
  nb_pages int NOT NULL DEFAULT 1,
  nom_fournisseur text,
  date_facture date,
  numero_facture text,
  total_ttc numeric(12, 2),
  type_facture text CHECK (type_facture IN ('Achat', 'Vente', 'Immobilisation')),
  date_creation timestamptz NOT NULL,
  FOREIGN KEY (code_dossier, node_id) REFERENCES ged_nodes (code_dossier, id) ON DELETE CASCADE
);

CREATE INDEX ged_documents_node ON ged_documents (code_dossier, node_id, date_creation DESC);
