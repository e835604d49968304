-- Documentation and tutorials (spec 001 §2, §3 Documentation, Tutorial).

-- The documentation tree: top entries (parent null) and their categories, nested up to three levels below them. An
-- entry opens its categories, a document library (code_ged) or an external address (url).
CREATE TABLE documentation_nodes (
  code text PRIMARY KEY,
  parent text REFERENCES documentation_nodes (code),
  title text NOT NULL,
  url text,
  code_ged text,
  ged_dispo boolean NOT NULL DEFAULT true,
  est_site_internet boolean NOT NULL DEFAULT false,
  ord integer NOT NULL
);

-- The documents of each library (GET /api/documentations/ged/{codeGED}).
CREATE TABLE documentation_library_documents (
  id text PRIMARY KEY,
  code_ged text NOT NULL,
  name text NOT NULL,
  url text NOT NULL,
  taille integer NOT NULL,
  date_creation date NOT NULL,
  date_modification date NOT NULL,
  millesime integer
);

-- Tutorials (module page_tutoriels): the same for every file.
CREATE TABLE tutorials (
  code text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  url text NOT NULL,
  ord integer NOT NULL
);

-- The creators programme's e-learnings (rights entry 'oic'): the same for everyone who holds it.
CREATE TABLE elearnings (
  code text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  url text NOT NULL,
  ord integer NOT NULL
);

-- The creators programme's interlocutors (/api/contacts/oic/list) among the firm's agents, and its site.
CREATE TABLE oic_contacts (
  code_agent text PRIMARY KEY REFERENCES agents (code_agent),
  position integer NOT NULL
);
CREATE TABLE oic_site (
  adresse_l1 text,
  adresse_l2 text,
  telephone text,
  mail_pilote text
);
