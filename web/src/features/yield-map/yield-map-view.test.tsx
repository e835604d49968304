import { GRADE_COLOURS, NO_YIELD_COLOUR } from '@portal/schema/rules/yield-map';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql/index.ts';
import { YieldMapFrame, YieldMapView_map, YieldZonesLayer } from './yield-map-view.tsx';

afterEach(cleanup);

const square = (x: number) =>
  JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [x, 49.1],
        [x + 0.05, 49.1],
        [x + 0.05, 49.15],
        [x, 49.15],
        [x, 49.1],
      ],
    ],
  });

const mapOf = (id: string, grades: (number | null)[]) =>
  makeFragmentData(
    {
      __typename: 'YieldMap' as const,
      id,
      zones: grades.map((grade, i) => ({
        __typename: 'YieldZone' as const,
        id: `commune:${i}`,
        libelle: `Commune ${i}`,
        area: square(3.8 + i * 0.05),
        rendement: grade === null ? null : 6 + grade,
        grade,
      })),
    },
    YieldMapView_map,
  );

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-overlay-pane path')].map((p) => p.getAttribute('fill'));

describe('YieldZonesLayer', () => {
  it('draws each zone filled with its grade’s colour through react-leaflet, and redraws a new map', async () => {
    const { container, rerender } = render(
      <YieldMapFrame>
        <YieldZonesLayer map={mapOf('commune:1015:2025', [1, 4, null])} tilesUrl={null} />
      </YieldMapFrame>,
    );
    await waitFor(() =>
      expect(fills(container)).toEqual([GRADE_COLOURS[0], GRADE_COLOURS[3], NO_YIELD_COLOUR]),
    );
    expect(container.querySelectorAll('.leaflet-tile-pane img')).toHaveLength(0);

    rerender(
      <YieldMapFrame>
        <YieldZonesLayer map={mapOf('commune:1040:2025', [2, 3])} tilesUrl={null} />
      </YieldMapFrame>,
    );
    await waitFor(() => expect(fills(container)).toEqual([GRADE_COLOURS[1], GRADE_COLOURS[2]]));
  });
});
