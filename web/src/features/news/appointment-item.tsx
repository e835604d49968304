import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { appointmentPlace } from './place.ts';
import styles from './news.module.css';

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

/** One appointment of the news lists, linking to its detail; a past one is greyed and says so to screen readers. */
export function AppointmentItem(props: { appointment: FragmentType<typeof AppointmentItem_appointment> }) {
  const appointment = getFragmentData(AppointmentItem_appointment, props.appointment);
  const place = appointmentPlace(appointment);
  return (
    <Link
      to={`/rendez-vous/${appointment.legacyId}`}
      className={[styles.item, appointment.upcoming ? null : styles.past].filter(Boolean).join(' ')}
    >
      <span className={styles.itemTitle}>
        {appointment.title}
        {appointment.upcoming ? null : <span className="visually-hidden"> (passé)</span>}
      </span>
      <span>
        Le {formatDate(appointment.date)} à {formatTime(appointment.date)}
      </span>
      {place ? <span>{place}</span> : null}
    </Link>
  );
}
