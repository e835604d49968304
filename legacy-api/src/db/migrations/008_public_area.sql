-- The public area: people the firm knows who may register, confirmation and reset codes, external accounts and
-- the mails the legacy would send.

-- A person of a file without an account yet: the link code (codeliaison) is their guid.
CREATE TABLE prospects (
  guid_personne text PRIMARY KEY,
  mail text NOT NULL UNIQUE,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  id_role int NOT NULL CHECK (id_role IN (1, 2, 3, 4))
);

-- A registered account signs in once it has followed its confirmation link.
ALTER TABLE accounts ADD COLUMN confirmed boolean NOT NULL DEFAULT true;
-- The subject of the linked external (OpenID Connect) account, if any.
ALTER TABLE accounts ADD COLUMN external_subject text UNIQUE;

CREATE TABLE account_codes (
  code_hash text PRIMARY KEY,                -- sha256 of the code sent by mail; the code itself is never stored
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirmation', 'reset')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  sent_at timestamptz NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  link text
);
CREATE INDEX outbox_by_recipient ON outbox (lower(recipient), id DESC);
