import 'leaflet/dist/leaflet.css';
import { GRADE_COLOURS, MAP_CENTRE, MAP_ZOOM, NO_YIELD_COLOUR } from '@portal/schema/rules/yield-map';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useMemo, type ReactNode } from 'react';
import { GeoJSON, MapContainer, TileLayer } from 'react-leaflet';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { formatNumber } from '../../lib/format.ts';
import styles from './yield-map.module.css';

export const YieldMapView_map = graphql(`
  fragment YieldMapView_map on YieldMap {
    id
    zones {
      id
      libelle
      area
      rendement
      grade
    }
  }
`);

interface ZoneProperties {
  libelle: string;
  rendement: number | null;
  grade: number | null;
}

const fillOf = (grade: number | null): string =>
  grade === null ? NO_YIELD_COLOUR : (GRADE_COLOURS[grade - 1] ?? NO_YIELD_COLOUR);

/**
 * The Leaflet map (spec 001 §2, rendementcarto): start centre fixed, zoom 10. It stays mounted while its layers
 * load: a layer that suspends on a new choice, outside a transition, must not take the map down with it.
 */
export function YieldMapFrame({ children }: { children: ReactNode }) {
  return (
    <MapContainer center={[...MAP_CENTRE]} zoom={MAP_ZOOM} className={styles.map}>
      {children}
    </MapContainer>
  );
}

/**
 * The zones filled by their grade, with a tooltip naming each zone and its yield. Tiles only when the gateway
 * names a tile server: without one (offline, tests) the zones stand on a plain background and nothing is fetched.
 */
export function YieldZonesLayer({
  map: masked,
  tilesUrl,
}: {
  map: FragmentType<typeof YieldMapView_map>;
  tilesUrl: string | null;
}) {
  const map = getFragmentData(YieldMapView_map, masked);
  const zones = useMemo<FeatureCollection<Geometry, ZoneProperties>>(
    () => ({
      type: 'FeatureCollection',
      features: map.zones.map((zone): Feature<Geometry, ZoneProperties> => ({
        type: 'Feature',
        id: zone.id,
        geometry: JSON.parse(zone.area) as Geometry,
        properties: { libelle: zone.libelle, rendement: zone.rendement ?? null, grade: zone.grade ?? null },
      })),
    }),
    [map.zones],
  );
  return (
    <>
      {tilesUrl ? <TileLayer url={tilesUrl} /> : null}
      {/* A new culture, zone type or year is a new layer: react-leaflet does not redraw a GeoJSON's data. */}
      <GeoJSON
        key={map.id}
        data={zones}
        style={(feature) => ({
          fillColor: fillOf((feature?.properties as ZoneProperties | undefined)?.grade ?? null),
          fillOpacity: 0.85,
          color: '#4d4d4d',
          weight: 1,
        })}
        onEachFeature={(feature: Feature<Geometry, ZoneProperties>, layer) => {
          const { libelle, rendement } = feature.properties;
          layer.bindTooltip(
            `${libelle} : ${rendement === null ? 'pas de rendement connu' : formatNumber(rendement, 1, 't/ha')}`,
          );
        }}
      />
    </>
  );
}
