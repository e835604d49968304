-- The account area (spec 000 §2.3, §3, §7): each file's contact details with who last changed each field, the
-- countries of the phone indicators, and the codes a person types to change their e-mail or password.

CREATE TABLE countries (
  id integer PRIMARY KEY,
  code text NOT NULL,
  indicatif text NOT NULL
);

CREATE TABLE dossier_communications (
  code_dossier text PRIMARY KEY REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  telephone text,
  indicatif_telephone integer REFERENCES countries (id),
  portable text,
  indicatif_portable integer REFERENCES countries (id),
  email_principal text,
  email_facturation text,
  -- Whether the file receives its invoices electronically: the billing e-mail shows only then.
  facturation_electronique boolean NOT NULL DEFAULT false
);

-- Per field (telephone, portable, emailPrincipal, emailFacturation): when it last changed, and by which member
-- (utilisateur) or agent of the firm (agent); one of the two is set.
CREATE TABLE dossier_communication_changes (
  code_dossier text NOT NULL REFERENCES dossier_communications (code_dossier) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('telephone', 'portable', 'emailPrincipal', 'emailFacturation')),
  changed_at timestamptz NOT NULL,
  utilisateur text,
  agent text,
  PRIMARY KEY (code_dossier, field),
  CHECK ((utilisateur IS NULL) <> (agent IS NULL))
);

-- The 6-digit codes of a change of e-mail or password: bound to their account (the hash is salted with its id),
-- and refused after a few wrong tries.
ALTER TABLE account_codes DROP CONSTRAINT account_codes_purpose_check;
ALTER TABLE account_codes
  ADD CONSTRAINT account_codes_purpose_check CHECK (purpose IN ('confirmation', 'reset', 'mail', 'pwd'));
ALTER TABLE account_codes ADD COLUMN failed_tries integer NOT NULL DEFAULT 0;

-- A code sent by mail or SMS, for the development outbox (a mail carries a link or a code).
ALTER TABLE outbox ADD COLUMN code text;
