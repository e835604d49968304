-- Yield map (rendementcarto, spec 001 §2, §3): agricultural zones with their outline, and the average yield of
-- each culture by zone and year.

-- GET /api/assolement/zonesagricoles?type: a commune (INSEE code), a petite région agricole or a grande région.
CREATE TABLE zones_agricoles (
  type text NOT NULL CHECK (type IN ('commune', 'petiteRegion', 'grandeRegion')),
  key text NOT NULL,
  libelle text NOT NULL,
  latitude numeric NOT NULL,                 -- the zone's centre
  longitude numeric NOT NULL,
  area jsonb NOT NULL,                       -- GeoJSON geometry (Polygon), WGS 84
  PRIMARY KEY (type, key)
);

-- GET /api/assolement/rendement/{millesime}?groupBy and /quartiles/{culture}/{year}.
CREATE TABLE rendements_moyens (
  id serial PRIMARY KEY,
  millesime int NOT NULL,
  type text NOT NULL,
  key text NOT NULL,
  id_culture int NOT NULL REFERENCES cultures (id_culture),
  rendement numeric NOT NULL,                -- t/ha
  UNIQUE (millesime, type, key, id_culture),
  FOREIGN KEY (type, key) REFERENCES zones_agricoles (type, key)
);
