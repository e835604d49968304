import { Suspense, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { failedAt, useLoadErrorsFlash } from '../../lib/load-errors.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { useFlash } from '../../lib/flash.ts';
import { getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PARTICIPANTS_LOAD_ERROR } from './load-errors.ts';
import { APPOINTMENTS_LIST_PATH } from './paths.ts';
import { mapSearchUrl, postalAddress } from './place.ts';
import { withArrivalFlash } from './use-arrival-flash.ts';
import { useCancelAppointmentMutation } from './use-cancel-appointment-mutation.ts';
import styles from './news.module.css';

const AppointmentDetailQuery = graphql(`
  query AppointmentDetail($codeDossier: String, $legacyId: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        appointment(legacyId: $legacyId) {
          id
          legacyId
          date
          dateFin
          title
          description
          location
          address {
            adresse
            cp
            ville
          }
          typeCommunication
          reason
          editable
          participants {
            id
            prenom
            nom
            fonction
          }
        }
      }
    }
  }
`);

const CANCELLED = 'Votre annulation a bien été transmise.';

export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery(AppointmentDetailQuery, {
    variables: { codeDossier: getWantedCodeDossier(), legacyId: params.id ?? '' },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <Suspense fallback={<Spinner />}>
      <AppointmentDetail />
    </Suspense>
  );
}

function AppointmentDetail() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { participants: PARTICIPANTS_LOAD_ERROR });
  const dossier = data?.viewer?.selectedDossier;
  const appointment = dossier?.appointment;
  const navigate = useNavigate();
  const flash = useFlash();
  const [cancel, { loading: cancelling }] = useCancelAppointmentMutation();
  const [confirming, setConfirming] = useState(false);

  if (!dossier || !appointment)
    return (
      <>
        <PageTitle>Rendez-vous</PageTitle>
        <EmptyState action={<Link to={APPOINTMENTS_LIST_PATH}>Voir les rendez-vous</Link>}>
          Rendez-vous introuvable
        </EmptyState>
      </>
    );

  const address = postalAddress(appointment);
  const participants = appointment.participants ?? [];

  async function confirmCancel() {
    if (!dossier || !appointment) return;
    const messages = await cancel(dossier, appointment.legacyId);
    setConfirming(false);
    if (messages.length > 0) flash.show('error', messages.join('\n'));
    else await navigate(APPOINTMENTS_LIST_PATH, withArrivalFlash('success', CANCELLED));
  }

  return (
    <div className={styles.page}>
      <PageTitle>{appointment.title}</PageTitle>
      <Card>
        <dl className={styles.details}>
          <dt>Date</dt>
          <dd>{formatDate(appointment.date)}</dd>
          <dt>Heure</dt>
          <dd>
            {formatTime(appointment.date)}
            {appointment.dateFin ? ` - ${formatTime(appointment.dateFin)}` : null}
          </dd>
          {appointment.typeCommunication ? (
            <>
              <dt>Type</dt>
              <dd>{appointment.typeCommunication}</dd>
            </>
          ) : null}
          {appointment.location || address ? (
            <>
              <dt>Lieu</dt>
              <dd>
                {[appointment.location, address].filter(Boolean).join('\n')}
                {address ? (
                  <>
                    {' '}
                    <a href={mapSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                      Voir sur la carte<span className="visually-hidden"> (nouvel onglet)</span>
                    </a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
          <dt>Participants</dt>
          <dd>
            {failedAt(error, 'participants') ? (
              PARTICIPANTS_LOAD_ERROR
            ) : participants.length === 0 ? (
              'Aucun participant'
            ) : (
              <ul aria-label="Participants">
                {participants.map((p) => (
                  <li key={p.id}>
                    {p.prenom} {p.nom}
                    {p.fonction ? ` (${p.fonction})` : null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          {appointment.description ? (
            <>
              <dt>Description</dt>
              <dd>{appointment.description}</dd>
            </>
          ) : null}
          <dt>Motif</dt>
          <dd>{appointment.reason || '-'}</dd>
        </dl>
      </Card>
      <div className={styles.actions}>
        {appointment.editable ? (
          <>
            <Link to={`/rendez-vous/editer/${appointment.legacyId}`}>Modifier</Link>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Annuler
            </Button>
          </>
        ) : null}
        <Link to={APPOINTMENTS_LIST_PATH}>Retour à la liste</Link>
      </div>
      <Dialog
        open={confirming}
        title="Annuler le rendez-vous"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancelling}>
              Non
            </Button>
            <Button onClick={() => void confirmCancel()} disabled={cancelling}>
              Oui, annuler le rendez-vous
            </Button>
          </>
        }
      >
        <p>Voulez-vous vraiment annuler ce rendez-vous ?</p>
      </Dialog>
    </div>
  );
}
