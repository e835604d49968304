import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';

export const EventWhen_event = graphql(`
  fragment EventWhen_event on Event {
    date
    dateDebut
    dateFin
  }
`);

/**
 * When an event takes place: 'Le 12/01/2027 à 09h00'; with its end, 'Le 12/01/2027 de 09h00 à 12h00', or
 * 'Du 12/01/2027 à 09h00 au 13/01/2027 à 17h00' when it ends another day.
 */
export function EventWhen(props: { event: FragmentType<typeof EventWhen_event>; withEnd?: boolean }) {
  const event = getFragmentData(EventWhen_event, props.event);
  const start = event.dateDebut ?? event.date;
  const end = props.withEnd ? event.dateFin : null;
  if (!end) return <span>{`Le ${formatDate(start)} à ${formatTime(start)}`}</span>;
  if (formatDate(end) === formatDate(start))
    return <span>{`Le ${formatDate(start)} de ${formatTime(start)} à ${formatTime(end)}`}</span>;
  return (
    <span>{`Du ${formatDate(start)} à ${formatTime(start)} au ${formatDate(end)} à ${formatTime(end)}`}</span>
  );
}

/** Where an event takes place: its place and town, or '' when neither is known. */
export function eventPlace(event: { location?: string | null; ville?: string | null }): string {
  return [event.location, event.ville].filter(Boolean).join(', ');
}
