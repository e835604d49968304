import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { LOAD_ERRORS } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { ItemCard } from '../../ui/card.tsx';
import { ItemLink } from '../../ui/item-link.tsx';
import { appointmentPlace } from './place.ts';

export const NextAppointmentCard_appointment = graphql(`
  fragment NextAppointmentCard_appointment on Appointment {
    legacyId
    date
    title
    location
    address {
      adresse
      cp
      ville
    }
  }
`);

interface NextAppointmentCardProps {
  appointment: FragmentType<typeof NextAppointmentCard_appointment> | null | undefined;
  /** The appointments could not be loaded: the card says so instead of claiming there are none. */
  failed: boolean;
}

/** The home card of the file's next appointment (spec 000 §2.3, module mod_rdv). */
export function NextAppointmentCard({ failed, ...props }: NextAppointmentCardProps) {
  const appointment = getFragmentData(NextAppointmentCard_appointment, props.appointment);
  const place = appointment ? appointmentPlace(appointment) : '';
  return (
    <ItemCard
      title="Prochain rendez-vous"
      failed={failed}
      failure={LOAD_ERRORS.appointments}
      empty="Aucun rendez-vous à venir"
    >
      {appointment ? (
        <ItemLink to={paths.appointment.href(appointment.legacyId)} title={appointment.title}>
          <span>
            Le {formatDate(appointment.date)} à {formatTime(appointment.date)}
          </span>
          {place ? <span>{place}</span> : null}
        </ItemLink>
      ) : null}
    </ItemCard>
  );
}
