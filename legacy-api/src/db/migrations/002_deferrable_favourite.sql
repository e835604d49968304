-- One favourite per account, checked at the end of the statement rather than row by row: switching the favourite
-- in one UPDATE sets the new one and clears the old one, in whatever order the rows come.
DROP INDEX account_dossiers_one_favourite;
ALTER TABLE account_dossiers
  ADD CONSTRAINT account_dossiers_one_favourite
  EXCLUDE USING btree (account_id WITH =) WHERE (est_favoris) DEFERRABLE INITIALLY DEFERRED;
