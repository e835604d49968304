import { Suspense, useId, useState, type ChangeEvent } from 'react';
import { Navigate, useLoaderData, useNavigate, useParams } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { appointmentContact } from '@portal/schema/rules/appointment-contact';
import { addAttachments, MAX_ATTACHMENTS } from '@portal/schema/rules/attachments';
import { graphql } from '../../gql/index.ts';
import { preloadQuery } from '../../lib/apollo.ts';
import { formatSize } from '../../lib/format.ts';
import { getWantedCodeDossier } from '../../lib/wanted-dossier.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ContactFields, contactField } from './contact-fields.tsx';
import { APPOINTMENTS_LIST_PATH } from './paths.ts';
import { useBookAppointmentMutation } from './use-book-appointment-mutation.ts';
import styles from './news.module.css';

const AppointmentBookingQuery = graphql(`
  query AppointmentBooking($codeDossier: String) {
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
      }
    }
  }
`);

export function loader() {
  return preloadQuery(AppointmentBookingQuery, {
    variables: { codeDossier: getWantedCodeDossier() },
    errorPolicy: 'all',
  });
}

export function Component() {
  return (
    <>
      <PageTitle>Prendre rendez-vous</PageTitle>
      <Suspense fallback={<Spinner />}>
        <AppointmentBooking />
      </Suspense>
    </>
  );
}

function AppointmentBooking() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const { id: codeAgent = '' } = useParams();
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  if (!viewer || !dossier) return <Navigate to="/accueil" replace />;
  return (
    <BookingForm
      dossier={dossier}
      codeAgent={codeAgent}
      defaults={{ reason: '', telephone: viewer.user.tel ?? '', email: viewer.user.mail ?? '' }}
    />
  );
}

interface BookingFormProps {
  dossier: { id: string; codeDossier: string };
  codeAgent: string;
  defaults: { reason: string; telephone: string; email: string };
}

/** Spec 000 §2.3 (addrdv): reason, phone, e-mail and up to 4 attachments, each with its upload progress. */
export function BookingForm({ dossier, codeAgent, defaults }: BookingFormProps) {
  const navigate = useNavigate();
  const filesId = useId();
  const [book, { percentages, sending }] = useBookAppointmentMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [booked, setBooked] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(appointmentContact), defaultValues: defaults, mode: 'onTouched' });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const result = addAttachments(files, [...(event.target.files ?? [])]);
    setFiles(result.files);
    setFileErrors(result.errors);
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  const submit = handleSubmit(async (values) => {
    const failures = await book(
      dossier.id,
      { codeDossier: dossier.codeDossier, codeAgent, ...values },
      files,
    );
    for (const failure of failures) {
      setError(contactField(failure.field) ?? 'root.server', { message: failure.message });
    }
    if (failures.length === 0) setBooked(true);
  });

  const leave = () => void navigate(APPOINTMENTS_LIST_PATH);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.root?.server ? (
        <p className={styles.error} role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <ContactFields register={register} errors={errors} />
      <div className={styles.textarea}>
        <label htmlFor={filesId}>Pièces jointes ({MAX_ATTACHMENTS} maximum)</label>
        <input id={filesId} type="file" multiple onChange={choose} disabled={sending} />
        {fileErrors.map((message) => (
          <p key={message} className={styles.error} role="alert">
            {message}
          </p>
        ))}
      </div>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label="Fichiers joints">
          {files.map((file, i) => (
            <li key={file.name} className={styles.file}>
              <span>
                {file.name} ({formatSize(file.size)})
              </span>
              {sending || percentages.length === files.length ? (
                <progress max={100} value={percentages[i] ?? 0} aria-label={`Envoi de ${file.name}`}>
                  {percentages[i] ?? 0} %
                </progress>
              ) : null}
              <Button
                variant="link"
                onClick={() => setFiles(files.filter((f) => f !== file))}
                disabled={sending}
                aria-label={`Retirer ${file.name}`}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          Envoyer ma demande
        </Button>
      </div>
      <Dialog
        open={booked}
        title="Demande de rendez-vous envoyée"
        onClose={leave}
        actions={<Button onClick={leave}>Fermer</Button>}
      >
        <p>
          Votre demande de rendez-vous a bien été transmise. Vous allez recevoir un mail de confirmation et
          votre collaborateur vous contactera.
        </p>
      </Dialog>
    </form>
  );
}
