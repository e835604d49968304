import type { HoldsModule } from '@portal/schema/rules/modules';
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../../gql/index.ts';
import { holdsModules, type NewsType } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';

// Spec 000 §9: the summary shows 2 upcoming appointments and 2 upcoming events, asked as such of the gateway.
const SUMMARY_SIZE = 2;

/** The summary's next appointments and events: the gateway answers only the 2 upcoming of each. */
const NewsSummaryQuery = graphql(`
  query NewsSummary($codeDossier: String, $first: Int!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        appointments(first: $first, upcoming: true) {
          nodes {
            id
            ...AppointmentItem_appointment
          }
        }
        events(first: $first, upcoming: true) {
          nodes {
            id
            ...EventItem_event
          }
        }
      }
    }
  }
`);

/**
 * The file's appointments and events, whole (the legacy's limits), for the list whose window opens on the first
 * upcoming item and moves without asking the gateway again.
 */
const NewsListQuery = graphql(`
  query NewsList($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        appointments {
          nodes {
            id
            upcoming
            ...AppointmentItem_appointment
          }
        }
        events {
          nodes {
            id
            upcoming
            ...EventItem_event
          }
        }
      }
    }
  }
`);

export function summaryLoader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, NewsSummaryQuery, { first: SUMMARY_SIZE });
}

export function listLoader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, NewsListQuery, {});
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
