import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { SendButton } from '../../offline/send-button.tsx';
import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import type { AppointmentContact } from '@portal/schema/rules/appointment-contact';
import { ConfirmDialog, NoticeDialog } from '../../ui/dialog.tsx';
import { ContactForm, useContactForm } from './contact-form.tsx';
import { useEditAppointmentMutation } from './use-edit-appointment-mutation.ts';
import styles from './appointments.module.css';

export const AppointmentEditForm_appointment = graphql(`
  fragment AppointmentEditForm_appointment on Appointment {
    id
    legacyId
    title
    date
    reason
  }
`);

export const AppointmentEditForm_user = graphql(`
  fragment AppointmentEditForm_user on User {
    mail
    tel
  }
`);

interface AppointmentEditFormProps {
  appointment: FragmentType<typeof AppointmentEditForm_appointment>;
  /** The person's account, whose phone and e-mail come filled in. */
  user: FragmentType<typeof AppointmentEditForm_user>;
}

/**
 * Spec 000 §2.3 (editrdv): the reason, phone and e-mail of a future appointment. Leaving asks first; once sent,
 * a modal says the change went by mail to the appointment's manager, then the detail shows again.
 */
export function AppointmentEditForm(props: AppointmentEditFormProps) {
  const appointment = getFragmentData(AppointmentEditForm_appointment, props.appointment);
  const user = getFragmentData(AppointmentEditForm_user, props.user);
  const navigate = useNavigate();
  const [edit] = useEditAppointmentMutation();
  const [leaving, setLeaving] = useState(false);
  // Issue 23: a change typed in the field stays on this device until sent or abandoned.
  const draft = useFormDraft<AppointmentContact>(`rendez-vous-modification:${appointment.id}`);
  const contact = useContactForm(
    draft.restore({ reason: appointment.reason ?? '', telephone: user.tel ?? '', email: user.mail ?? '' }),
    async (values) => draft.settle(await edit({ input: { id: appointment.id, ...values } })),
  );
  useFollowedDraft(draft, contact.form);
  const backToDetail = () => void navigate(paths.appointment.href(appointment.legacyId));

  return (
    <ContactForm
      contact={contact}
      intro={
        <p className={styles.intro}>
          {appointment.title}, le {formatDate(appointment.date)} à {formatTime(appointment.date)}
        </p>
      }
    >
      <Actions>
        <SendButton busy={contact.form.formState.isSubmitting} kept>
          Enregistrer
        </SendButton>
        <Button variant="secondary" onClick={() => setLeaving(true)}>
          Annuler
        </Button>
      </Actions>
      <ConfirmDialog
        open={leaving}
        title="Annuler la modification"
        question="Voulez-vous vraiment abandonner vos modifications ?"
        yes="Oui, abandonner"
        local
        onYes={() => {
          draft.discard();
          backToDetail();
        }}
        onNo={() => setLeaving(false)}
      />
      <NoticeDialog
        open={contact.sent}
        title="Modification envoyée"
        message="Votre modification a bien été envoyée par mail au responsable du rendez-vous."
        onClose={backToDetail}
      />
    </ContactForm>
  );
}
