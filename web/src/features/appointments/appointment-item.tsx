import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { ItemLink } from '../../ui/item-link.tsx';
import { appointmentPlace } from './place.ts';

export const AppointmentItem_appointment = graphql(`
  fragment AppointmentItem_appointment on Appointment {
    legacyId
    date
    title
    upcoming
    location
    address {
      adresse
      cp
      ville
    }
  }
`);

/** One appointment of the news lists: its title, date and place, opening its detail. */
export function AppointmentItem(props: { appointment: FragmentType<typeof AppointmentItem_appointment> }) {
  const appointment = getFragmentData(AppointmentItem_appointment, props.appointment);
  const place = appointmentPlace(appointment);
  return (
    <ItemLink
      to={paths.appointment.href(appointment.legacyId)}
      title={appointment.title}
      past={!appointment.upcoming}
    >
      <span>
        Le {formatDate(appointment.date)} à {formatTime(appointment.date)}
      </span>
      {place ? <span>{place}</span> : null}
    </ItemLink>
  );
}
