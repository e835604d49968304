import { zodResolver } from '@hookform/resolvers/zod';
import { appointmentContact } from '@portal/schema/rules/appointment-contact';

/** What the booking and edit forms check at submit: the shared rule, as react-hook-form runs it. */
export const contactResolver = zodResolver(appointmentContact);
