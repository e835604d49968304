import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { SendButton } from '../../offline/send-button.tsx';
import { useFollowedDraft, useFormDraft } from '../../offline/use-form-draft.ts';
import { Actions } from '../../ui/actions.tsx';
import { NoticeDialog } from '../../ui/dialog.tsx';
import { AttachmentsField } from './attachments-field.tsx';
import type { AppointmentContact } from '@portal/schema/rules/appointment-contact';
import { ContactForm, useContactForm } from './contact-form.tsx';
import { useBookAppointmentMutation } from './use-book-appointment-mutation.ts';

export const AppointmentBookingForm_respondent = graphql(`
  fragment AppointmentBookingForm_respondent on Respondent {
    mail
    tel
  }
`);

interface AppointmentBookingFormProps {
  codeDossier: string;
  /** The agent asked for the appointment (the route's id). */
  codeAgent: string;
  /**
   * Who the booking is for, whose phone and e-mail come filled in: the client, or the file's contact when a
   * collaborator books (null when the file has none).
   */
  respondent: FragmentType<typeof AppointmentBookingForm_respondent> | null | undefined;
}

/**
 * Spec 000 §2.3 (addrdv): reason, phone, e-mail and up to 4 attachments, each with its upload progress. Once
 * sent, a modal says a confirmation mail will come and the collaborator will call back.
 */
export function AppointmentBookingForm({ codeDossier, codeAgent, ...props }: AppointmentBookingFormProps) {
  const respondent = getFragmentData(AppointmentBookingForm_respondent, props.respondent);
  const navigate = useNavigate();
  const [book, { percentages, sending }] = useBookAppointmentMutation();
  const [files, setFiles] = useState<File[]>([]);
  // Issue 23: what is typed stays on this device until sent, offline included; only the click sends it.
  const draft = useFormDraft<AppointmentContact>(`rendez-vous:${codeAgent}`);
  const contact = useContactForm(
    draft.restore({ reason: '', telephone: respondent?.tel ?? '', email: respondent?.mail ?? '' }),
    async (values) => draft.settle(await book({ codeDossier, codeAgent, ...values }, files)),
  );
  useFollowedDraft(draft, contact.form);

  return (
    <ContactForm contact={contact}>
      <AttachmentsField files={files} onChange={setFiles} percentages={percentages} sending={sending} />
      <Actions>
        <SendButton busy={contact.form.formState.isSubmitting} kept>
          Envoyer ma demande
        </SendButton>
      </Actions>
      <NoticeDialog
        open={contact.sent}
        title="Demande de rendez-vous envoyée"
        message="Votre demande de rendez-vous a bien été transmise. Vous allez recevoir un mail de confirmation et votre collaborateur vous contactera."
        onClose={() => void navigate(paths.newsList.href(0))}
      />
    </ContactForm>
  );
}
