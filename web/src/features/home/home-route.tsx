import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { failedAt, useLoadErrorsFlash } from '../../lib/load-errors.ts';
import { clearRedirectTo, getRedirectTo, getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { HomeNotifications } from './home-notifications.tsx';
import { homeRedirect } from './home-redirect.ts';
import { HomeSectionTiles } from './home-section-tiles.tsx';
import { KeyFiguresCarousel } from './key-figures-carousel.tsx';
import { NextAppointmentCard } from './next-appointment-card.tsx';
import { NextEventCard } from './next-event-card.tsx';
import styles from './home.module.css';

const HomeQuery = graphql(`
  query Home($codeDossier: String) {
    viewer {
      id
      isCollaborateur
      dossiers {
        id
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        codeEntite
        permissions
        ...KeyFiguresCarousel_dossier
        nextAppointment {
          id
          ...NextAppointmentCard_appointment
        }
        nextEvent {
          id
          ...NextEventCard_event
        }
      }
      homeSections {
        id
        ...HomeSectionTiles_section
      }
      notifications {
        id
        ...NotificationItem_notification
      }
    }
  }
`);

// Spec 000 §8: the message of each home card whose data failed, by the field that carries it.
const LOAD_ERRORS = {
  nextAppointment: 'Une erreur est survenue lors du chargement des rendez-vous',
  nextEvent: 'Une erreur est survenue lors du chargement des événements',
  homeSections: 'Une erreur est survenue lors du chargement de la section New',
  notifications: 'Une erreur est survenue lors du chargement des notifications',
};

// The signed-in route's loader has already remembered the path's file and redirect target.
export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery(HomeQuery, {
    variables: { codeDossier: params.codeDossier ?? getWantedCodeDossier() },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <Suspense fallback={<Spinner />}>
      <HomePage />
    </Suspense>
  );
}

function HomePage() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const params = useParams();
  // Read once: the stored target is consumed by this visit.
  const [redirectTo] = useState(() => params.redirectTo ?? getRedirectTo());
  useLoadErrorsFlash(error, LOAD_ERRORS);

  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const target = viewer
    ? homeRedirect(
        {
          isCollaborateur: viewer.isCollaborateur,
          dossierCount: viewer.dossiers?.length ?? null,
          hasSelectedDossier: !!dossier,
        },
        redirectTo,
      )
    : null;

  useEffect(() => {
    if (viewer) clearRedirectTo();
  }, [viewer]);

  if (target) return <Navigate to={target} replace />;
  if (!viewer) return <EmptyState>Une erreur interne s'est produite</EmptyState>;

  const permissions = new Set(dossier?.permissions ?? []);
  return (
    <div className={styles.home}>
      {dossier ? <KeyFiguresCarousel dossier={dossier} /> : null}
      <HomeSectionTiles sections={viewer.homeSections ?? []} />
      <div className={styles.cards}>
        {dossier && permissions.has('mod_rdv') ? (
          <NextAppointmentCard
            appointment={dossier.nextAppointment}
            failed={failedAt(error, 'nextAppointment')}
          />
        ) : null}
        {dossier && permissions.has('mod_events') ? (
          <NextEventCard event={dossier.nextEvent} failed={failedAt(error, 'nextEvent')} />
        ) : null}
        <HomeNotifications
          notifications={viewer.notifications ?? []}
          failed={failedAt(error, 'notifications')}
        />
      </div>
    </div>
  );
}
