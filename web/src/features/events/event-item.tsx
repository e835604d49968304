import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { ItemLink } from '../../ui/item-link.tsx';
import { AvailabilityBadge } from './availability-badge.tsx';
import { eventPlace, EventWhen } from './event-when.tsx';

export const EventItem_event = graphql(`
  fragment EventItem_event on Event {
    legacyId
    title
    upcoming
    location
    ville
    availability
    ...EventWhen_event
  }
`);

/** One event of the news lists: its title, date, place and state, opening its detail. */
export function EventItem(props: { event: FragmentType<typeof EventItem_event> }) {
  const event = getFragmentData(EventItem_event, props.event);
  const place = eventPlace(event);
  return (
    <ItemLink to={paths.event.href(event.legacyId)} title={event.title} past={!event.upcoming}>
      <EventWhen event={event} />
      {place ? <span>{place}</span> : null}
      <AvailabilityBadge availability={event.availability} />
    </ItemLink>
  );
}
