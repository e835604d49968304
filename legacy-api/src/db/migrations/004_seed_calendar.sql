-- The day (UTC midnight) the demo seed's dates hang on. When the emulator starts on a later day (or under another
-- LEGACY_NOW), the seeded dates move by the difference, so upcoming items stay upcoming on an old database.
CREATE TABLE seed_calendar (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  anchor timestamptz NOT NULL
);
