import { Suspense, useState } from 'react';
import { Navigate, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { appointmentContact } from '@portal/schema/rules/appointment-contact';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ContactFields, contactField } from './contact-fields.tsx';
import { APPOINTMENTS_LIST_PATH } from './paths.ts';
import { useEditAppointmentMutation } from './use-edit-appointment-mutation.ts';
import styles from './news.module.css';

const AppointmentEditQuery = graphql(`
  query AppointmentEdit($codeDossier: String, $legacyId: String!) {
    viewer {
      id
      user {
        id
        mail
        tel
      }
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        appointment(legacyId: $legacyId) {
          id
          legacyId
          title
          date
          reason
          editable
        }
      }
    }
  }
`);

export function loader({ params }: LoaderFunctionArgs) {
  return preloadQuery(AppointmentEditQuery, {
    variables: { codeDossier: getWantedCodeDossier(), legacyId: params.id ?? '' },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <>
      <PageTitle>Modifier le rendez-vous</PageTitle>
      <Suspense fallback={<Spinner />}>
        <AppointmentEdit />
      </Suspense>
    </>
  );
}

function AppointmentEdit() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  const appointment = dossier?.appointment;
  // Spec 000 §2.3: without the appointment the edit goes back to the list, and a past one to its detail.
  if (!viewer || !dossier || !appointment) return <Navigate to={APPOINTMENTS_LIST_PATH} replace />;
  if (!appointment.editable) return <Navigate to={`/rendez-vous/${appointment.legacyId}`} replace />;
  return (
    <EditForm
      codeDossier={dossier.codeDossier}
      appointment={appointment}
      defaults={{
        reason: appointment.reason ?? '',
        telephone: viewer.user.tel ?? '',
        email: viewer.user.mail ?? '',
      }}
    />
  );
}

interface EditFormProps {
  codeDossier: string;
  appointment: { legacyId: string; title: string; date: string };
  defaults: { reason: string; telephone: string; email: string };
}

function EditForm({ codeDossier, appointment, defaults }: EditFormProps) {
  const navigate = useNavigate();
  const [edit] = useEditAppointmentMutation();
  const [leaving, setLeaving] = useState(false);
  const [sent, setSent] = useState(false);
  const detailPath = `/rendez-vous/${appointment.legacyId}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(appointmentContact), defaultValues: defaults, mode: 'onTouched' });

  const submit = handleSubmit(async (values) => {
    const failures = await edit({ codeDossier, legacyId: appointment.legacyId, ...values });
    for (const failure of failures) {
      setError(contactField(failure.field) ?? 'root.server', { message: failure.message });
    }
    if (failures.length === 0) setSent(true);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        {appointment.title}, le {formatDate(appointment.date)} à {formatTime(appointment.date)}
      </p>
      {errors.root?.server ? (
        <p className={styles.error} role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <ContactFields register={register} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          Enregistrer
        </Button>
        <Button variant="secondary" onClick={() => setLeaving(true)}>
          Annuler
        </Button>
      </div>
      <Dialog
        open={leaving}
        title="Annuler la modification"
        onClose={() => setLeaving(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setLeaving(false)}>
              Non
            </Button>
            <Button onClick={() => void navigate(detailPath)}>Oui, abandonner</Button>
          </>
        }
      >
        <p>Voulez-vous vraiment abandonner vos modifications ?</p>
      </Dialog>
      <Dialog
        open={sent}
        title="Modification envoyée"
        onClose={() => void navigate(detailPath)}
        actions={<Button onClick={() => void navigate(detailPath)}>Fermer</Button>}
      >
        <p>Votre modification a bien été envoyée par mail au responsable du rendez-vous.</p>
      </Dialog>
    </form>
  );
}
