import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  type appointmentContact,
  appointmentContactFields,
  isValidEmail,
  isValidPhone,
  PHONE_INVALID,
  type AppointmentContact,
} from '@portal/schema/rules/appointment-contact';
import type { z } from 'zod';
import type { UserErrorLike } from '../../lib/use-user-error-mutation.ts';
import { FormError } from '../../ui/actions.tsx';
import { SchemaFields, type FieldSpecs } from '../../ui/schema-fields.tsx';
import { contactResolver } from './contact-resolver.ts';
import styles from './appointments.module.css';

const FIELDS: FieldSpecs<AppointmentContact> = {
  reason: { label: 'Motif', multiline: true },
  telephone: { label: 'Téléphone', type: 'tel', autoComplete: 'tel' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email' },
};

/** Maps a server error's dot path (`input.telephone`) to the form field it names, if it names one. */
function contactField(path: string | null | undefined): keyof AppointmentContact | null {
  const name = path?.split('.').pop();
  return name && Object.hasOwn(FIELDS, name) ? (name as keyof AppointmentContact) : null;
}

/**
 * The state of a booking or an edit: the rule's checks as the person types, then `send` with what the rule
 * keeps; the server's refusals land under their field, or above the form. `sent` turns true once it went.
 */
export function useContactForm(
  defaults: AppointmentContact,
  send: (contact: z.output<typeof appointmentContact>) => Promise<UserErrorLike[]>,
) {
  const form = useForm({
    resolver: contactResolver,
    defaultValues: defaults,
    // Checked at submit, then as the person corrects: a message shown when a field loses the focus would
    // push the button being clicked from under the pointer.
    reValidateMode: 'onChange',
  });
  const [sent, setSent] = useState(false);
  const submit = form.handleSubmit(async (contact) => {
    const failures = await send(contact);
    for (const failure of failures) {
      form.setError(contactField(failure.field) ?? 'root.server', { message: failure.message });
    }
    if (failures.length === 0) setSent(true);
  });
  return { form, submit, sent };
}

interface ContactFormProps {
  contact: ReturnType<typeof useContactForm>;
  /** What the form is about, above its fields. */
  intro?: ReactNode;
  /** What follows the contact fields: attachments, buttons, dialogs. */
  children: ReactNode;
}

/**
 * The reason, phone and e-mail of a booking or an edit, driven by the rule (schema/rules/appointment-contact):
 * its messages under each field. A wrong phone beside a valid e-mail does not block (spec 000 §5) and is left
 * out: the field says so.
 */
export function ContactForm({ contact: { form, submit }, intro, children }: ContactFormProps) {
  const { telephone = '', email = '' } = form.watch();
  const phoneLeftOut = telephone.trim() !== '' && !isValidPhone(telephone) && isValidEmail(email);
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {intro}
      {serverError ? <FormError>{serverError}</FormError> : null}
      <SchemaFields
        schema={appointmentContactFields}
        fields={FIELDS}
        register={form.register}
        errors={form.formState.errors}
        notes={{ telephone: phoneLeftOut ? `${PHONE_INVALID} Il ne sera pas transmis.` : null }}
      />
      {children}
    </form>
  );
}
