-- The mail themes a person may subscribe to (spec 000 §7, /api/pelemail: payloads not shown, designed here).

CREATE TABLE mail_themes (
  id integer PRIMARY KEY,
  libelle text NOT NULL,
  ordre integer NOT NULL
);

CREATE TABLE mail_theme_subscriptions (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  theme_id integer NOT NULL REFERENCES mail_themes (id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, theme_id)
);
