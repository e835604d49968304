import type { HoldsModule } from '@portal/schema/rules/modules';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../../gql/index.ts';
import { holdsModules, type NewsType } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';

/**
 * The file's appointments and events, read by both screens of this area (the summary and the paged list): one
 * query, so that going from one to the other shows at once.
 */
const NewsQuery = graphql(`
  query News($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        appointments {
          id
          upcoming
          ...AppointmentItem_appointment
        }
        events {
          id
          upcoming
          ...EventItem_event
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, NewsQuery, {});
}

/**
 * The news types the selected file can open (spec 000 §6: page_rdv for the appointments' pages, page_events
 * for the events'), read from the modules of their detail screens: a type the file cannot open is not
 * offered, since each of its links would end on module-interdit.
 */
export function openableNewsTypes(hasPermission: HoldsModule): NewsType[] {
  const types: NewsType[] = [];
  if (holdsModules('appointment', hasPermission)) types.push(0);
  if (holdsModules('event', hasPermission)) types.push(1);
  return types;
}
