import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { DEFAULT_MAP_CULTURE, isZoneType, type ZoneType } from '@portal/schema/rules/yield-map';
import { Suspense } from 'react';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { millesimeOf } from '../../../features/crop-rotation/millesime-param.ts';
import { YearSelector } from '../../../features/crop-rotation/year-selector.tsx';
import { MapSelectors } from '../../../features/yield-map/map-selectors.tsx';
import { YieldLegend } from '../../../features/yield-map/yield-legend.tsx';
import { YieldMapFrame, YieldZonesLayer } from '../../../features/yield-map/yield-map-view.tsx';
import styles from '../../../features/yield-map/yield-map.module.css';
import { graphql } from '../../../gql/index.ts';
import type { YieldMapQuery as YieldMapData } from '../../../gql/graphql.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stack } from '../../../ui/stack.tsx';

const YieldMapQuery = graphql(`
  query YieldMap($codeDossier: String, $zoneType: ZoneType!, $culture: Int!, $millesime: Int!) {
    viewer {
      id
      mapTilesUrl
      selectedDossier(codeDossier: $codeDossier) {
        id
        assolementYears
        cultures {
          id
          ...MapSelectors_culture
        }
        yieldMap(zoneType: $zoneType, culture: $culture, millesime: $millesime) {
          id
          ...YieldMapView_map
          ...YieldLegend_map
        }
      }
    }
  }
`);

/** The map an address names: `?zoneType=`, `?culture=`, `?millesime=`, each with its default (spec 001 §9). */
function mapOf(search: URLSearchParams): { zoneType: ZoneType; culture: number; millesime: number } {
  const zoneType = search.get('zoneType');
  const culture = Number.parseInt(search.get('culture') ?? '', 10);
  return {
    zoneType: isZoneType(zoneType) ? zoneType : 'commune',
    culture: Number.isInteger(culture) && culture > 0 ? culture : DEFAULT_MAP_CULTURE,
    millesime: millesimeOf(search),
  };
}

export function loader({ context, request }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, YieldMapQuery, mapOf(new URL(request.url).searchParams));
}

type Ref = QueryRef<YieldMapData>;

/**
 * The map's failure, by the field it lies at: the zones' own call (under the map's field, which it empties), or
 * the averages and quartiles (the map's field).
 */
function mapFailure(error: unknown): { field: string; message: string } | null {
  if (failedAt(error, 'zones')) return { field: 'zones', message: LOAD_ERRORS.mapZones };
  return failedAt(error, 'yieldMap') ? { field: 'yieldMap', message: LOAD_ERRORS.rendements } : null;
}

/**
 * Spec 001 §2 (rendementcarto): the year, zone type and culture chosen, then the map and its legend. A new choice
 * is a new address, so the route's query runs again; each part reading it waits in its own Suspense, the map
 * itself staying mounted while its layers are drawn anew.
 */
export function Component() {
  const queryRef = useLoaderData<ReturnType<typeof loader>>() as Ref;
  return (
    <>
      <PageTitle>Carte des rendements</PageTitle>
      <Stack>
        <Suspense fallback={<Spinner />}>
          <Choices queryRef={queryRef} />
        </Suspense>
        <YieldMapFrame>
          <Suspense fallback={null}>
            <Layers queryRef={queryRef} />
          </Suspense>
        </YieldMapFrame>
        <Suspense fallback={null}>
          <Legend queryRef={queryRef} />
        </Suspense>
      </Stack>
    </>
  );
}

function Choices({ queryRef }: { queryRef: Ref }) {
  const { data, error } = useReadQuery(queryRef);
  const navigate = useNavigate();
  const shown = mapOf(useSearchParams()[0]);
  const failure = mapFailure(error);
  useLoadErrorsFlash(error, {
    ...(failure && { [failure.field]: failure.message }),
    cultures: LOAD_ERRORS.cultures,
  });
  const dossier = data?.viewer?.selectedDossier;
  const go = (change: Partial<typeof shown>) =>
    void navigate(paths.yieldMap.href({ ...shown, ...change }), { replace: true });
  return (
    <div className={styles.selectors}>
      <YearSelector
        years={dossier?.assolementYears ?? []}
        value={shown.millesime}
        onChange={(millesime) => go({ millesime })}
      />
      <MapSelectors
        cultures={dossier?.cultures ?? []}
        zoneType={shown.zoneType}
        culture={shown.culture}
        onZoneType={(zoneType) => go({ zoneType })}
        onCulture={(culture) => go({ culture })}
      />
    </div>
  );
}

function Layers({ queryRef }: { queryRef: Ref }) {
  const { data, error } = useReadQuery(queryRef);
  const map = data?.viewer?.selectedDossier?.yieldMap;
  return map && !mapFailure(error) ? (
    <YieldZonesLayer map={map} tilesUrl={data.viewer?.mapTilesUrl ?? null} />
  ) : null;
}

function Legend({ queryRef }: { queryRef: Ref }) {
  const { data, error } = useReadQuery(queryRef);
  const map = data?.viewer?.selectedDossier?.yieldMap;
  const failure = mapFailure(error);
  return map && !failure ? (
    <YieldLegend map={map} />
  ) : (
    <EmptyState>{failure?.message ?? LOAD_ERRORS.rendements}</EmptyState>
  );
}
