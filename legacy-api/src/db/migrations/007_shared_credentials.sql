-- The credentials an owner shares with the firm's accountant, adviser or payroll manager. The password is kept
-- encrypted (AES-256-GCM, credentials-vault.ts): no route answers it.

CREATE TABLE shared_credentials (
  id serial PRIMARY KEY,
  code_dossier text NOT NULL REFERENCES dossiers (code_dossier) ON DELETE CASCADE,
  titre text NOT NULL,
  nom_utilisateur text NOT NULL,
  mot_de_passe_chiffre text NOT NULL,        -- v1:<iv>:<tag>:<ciphertext>, base64
  date_creation timestamptz,
  auteur_creation text,
  date_modification_agent timestamptz,
  agent_modification text,
  date_modification_adherent timestamptz,
  adherent_modification text
);
CREATE INDEX shared_credentials_by_dossier ON shared_credentials (code_dossier, id);
