import { useEffect, useState } from 'react';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { NextAppointmentCard } from '../../../features/appointments/next-appointment-card.tsx';
import { NextEventCard } from '../../../features/events/next-event-card.tsx';
import { HomeSectionTiles } from '../../../features/home-sections/home-section-tiles.tsx';
import { KeyFiguresCarousel } from '../../../features/key-figures/key-figures-carousel.tsx';
import { NotificationsCard } from '../../../features/notifications/notifications-card.tsx';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { INTERNAL_ERROR, LOAD_ERRORS } from '../../../lib/messages.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { clearRedirectTo, getRedirectTo } from '../../../lib/wanted-dossier.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { homeRedirect } from './home-redirect.ts';
import { HomeQuery } from './home-query.ts';
import styles from './home.module.css';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

// Spec 000 §8: the message of each home card whose data failed, by the field that carries it.
const CARD_ERRORS = {
  keyFigures: LOAD_ERRORS.keyFigures,
  nextAppointment: LOAD_ERRORS.appointments,
  nextEvent: LOAD_ERRORS.events,
  homeSections: LOAD_ERRORS.homeSections,
  notifications: LOAD_ERRORS.notifications,
};

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, HomeQuery, {});
}

export const Component = loadingScreen(HomePage);

/**
 * Spec 000 §2.3 Home, designed for phones first: the key figures, then the cards people come for (next
 * appointment, next event, latest notifications), then the highlighted tiles.
 */
function HomePage() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  // The signed-in middleware remembered the target of the path or the query; this visit consumes it.
  const [redirectTo] = useState(getRedirectTo);
  useLoadErrorsFlash(error, CARD_ERRORS);

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
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;

  return (
    <div className={styles.home}>
      {/* The home's cards speak for themselves; its title is for those who move by headings (WCAG 1.3.1). */}
      <h1 className="visually-hidden">Accueil</h1>
      {dossier ? <KeyFiguresCarousel dossier={dossier} /> : null}
      <div className={styles.cards}>
        {dossier?.showsNextAppointment ? (
          <NextAppointmentCard
            appointment={dossier.nextAppointment}
            failed={failedAt(error, 'nextAppointment')}
          />
        ) : null}
        {dossier?.showsNextEvent ? (
          <NextEventCard event={dossier.nextEvent} failed={failedAt(error, 'nextEvent')} />
        ) : null}
        <NotificationsCard
          notifications={viewer.notifications ?? []}
          failed={failedAt(error, 'notifications')}
        />
      </div>
      <HomeSectionTiles sections={viewer.homeSections ?? []} />
    </div>
  );
}
