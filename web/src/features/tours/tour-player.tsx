import { useMutation, useQuery } from '@apollo/client/react';
import { startsByItself, TOUR_ROUTE_NAMES } from '@portal/schema/rules/tours';
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { graphql } from '../../gql/index.ts';
import { isRouteHandle } from '../../lib/route-handle.ts';
import type { TourControls } from './play-tour.ts';
import styles from './tour-player.module.css';

const TourInProgressQuery = graphql(`
  query TourInProgress($routeName: String!) {
    viewer {
      id
      tourInProgress(routeName: $routeName) {
        id
        routeName
        etapes
        dejaFait
      }
    }
  }
`);

const MarkTourDoneMutation = graphql(`
  mutation MarkTourDone($routeName: String!) {
    markTourDone(routeName: $routeName) {
      tour {
        id
        dejaFait
      }
      errors {
        message
      }
    }
  }
`);

const RestartTourMutation = graphql(`
  mutation RestartTour($routeName: String!) {
    restartTour(routeName: $routeName) {
      tour {
        id
        dejaFait
      }
      errors {
        message
      }
    }
  }
`);

/** The legacy's route name of the screen shown, when the screen may have a tour. */
function useTourRouteName(): string | null {
  const key = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.path;
  return key && key in TOUR_ROUTE_NAMES ? TOUR_ROUTE_NAMES[key as keyof typeof TOUR_ROUTE_NAMES] : null;
}

/**
 * The tour of the screen shown, for the screens that may have one. Mounted again (keyed) for each screen and
 * file, so that switching file reloads the tour in progress.
 */
export function ScreenTour({ codeDossier, controls }: { codeDossier: string; controls: TourControls }) {
  const routeName = useTourRouteName();
  return routeName ? (
    <TourPlayer key={`${codeDossier}:${routeName}`} routeName={routeName} controls={controls} />
  ) : null;
}

/**
 * Spec 000 §4 (Guided tour): the screen's tour starts by itself when it is pending and not done, and is then
 * recorded as done; 'Revoir la visite guidée' removes that mark and plays it again.
 */
function TourPlayer({ routeName, controls }: { routeName: string; controls: TourControls }) {
  const { data } = useQuery(TourInProgressQuery, { variables: { routeName }, fetchPolicy: 'network-only' });
  const [markDone] = useMutation(MarkTourDoneMutation, { variables: { routeName } });
  const [restart] = useMutation(RestartTourMutation, { variables: { routeName } });
  const tour = data?.viewer?.tourInProgress ?? null;
  const stop = useRef<(() => void) | null>(null);
  // The tour reads the menu's state when a step shows, long after this render.
  const controlsRef = useRef(controls);
  useEffect(() => {
    controlsRef.current = controls;
  });

  const play = async (etapes: string) => {
    // The steps' check (zod) and driver.js load when a tour plays, not with every screen.
    const [{ tourSteps }, { playTour }] = await Promise.all([
      import('@portal/schema/rules/tour-steps'),
      import('./play-tour.ts'),
    ]);
    const steps = tourSteps(etapes);
    if (steps.length === 0) return;
    stop.current?.();
    stop.current = playTour(steps, {
      showNavigation: (open) => controlsRef.current.showNavigation(open),
      navigationWasOpen: controlsRef.current.navigationWasOpen,
    });
    await markDone();
  };

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!tour || autoStarted.current || !startsByItself(tour, routeName)) return;
    autoStarted.current = true;
    void play(tour.etapes);
    // Started once per mount: the mark it records changes `tour`, which must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tour, routeName]);

  useEffect(() => () => stop.current?.(), []);

  if (!tour) return null;
  return (
    <button
      type="button"
      className={styles.restart}
      onClick={() => {
        // The mark removed makes the tour pending again: it must not also start by itself.
        autoStarted.current = true;
        void restart().then(() => play(tour.etapes));
      }}
    >
      Revoir la visite guidée
    </button>
  );
}
