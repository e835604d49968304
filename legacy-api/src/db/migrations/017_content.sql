-- Help and content areas (spec 000 §2.3, spec 001 §2).

-- Generic pages (/api/genericpage/{x}): a title and either the address of a page shown in a frame or html written
-- by the firm (not sanitized: the portal does it).
CREATE TABLE generic_pages (
  id text PRIMARY KEY,
  title text NOT NULL,
  url text,
  content text
);

-- The brand's external document library, which /ged-view/:guid sends the browser to.
ALTER TABLE themes ADD COLUMN link_document_library text NOT NULL DEFAULT '';

-- One Day's photo gallery (spec 000 §2.3, spec 001 §3 Gallery image): the pictures are drawn from their number.
CREATE TABLE gallery_images (
  id integer PRIMARY KEY,
  description text NOT NULL
);
