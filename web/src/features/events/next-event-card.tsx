import { graphql, getFragmentData, type FragmentType } from '../../gql/index.ts';
import { LOAD_ERRORS } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { ItemCard } from '../../ui/card.tsx';
import { ItemLink } from '../../ui/item-link.tsx';
import { eventPlace, EventWhen } from './event-when.tsx';

export const NextEventCard_event = graphql(`
  fragment NextEventCard_event on Event {
    legacyId
    title
    location
    ville
    ...EventWhen_event
  }
`);

interface NextEventCardProps {
  event: FragmentType<typeof NextEventCard_event> | null | undefined;
  /** The events could not be loaded: the card says so instead of claiming there are none. */
  failed: boolean;
}

/** The home card of the file's next event (spec 000 §2.3, module mod_events). */
export function NextEventCard({ failed, ...props }: NextEventCardProps) {
  const event = getFragmentData(NextEventCard_event, props.event);
  const place = event ? eventPlace(event) : '';
  return (
    <ItemCard
      title="Prochain événement"
      failed={failed}
      failure={LOAD_ERRORS.events}
      empty="Aucun événement à venir"
    >
      {event ? (
        <ItemLink to={paths.event.href(event.legacyId)} title={event.title}>
          <EventWhen event={event} />
          {place ? <span>{place}</span> : null}
        </ItemLink>
      ) : null}
    </ItemCard>
  );
}
