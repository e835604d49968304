import { useReadQuery } from '@apollo/client/react';
import { SERVICES_LOAD_FAILED } from '@portal/schema/rules/services';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ServiceDirectory } from '../../../features/services/service-directory.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ServicesQuery = graphql(`
  query Services($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        services {
          id
          ...ServiceDirectory_service
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ServicesQuery, {});
}

export const Component = loadingScreen(Services, paths.servicesDirectory.title);

/** 'Annuaire des services' (spec 001 §2). */
function Services() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { services: SERVICES_LOAD_FAILED });
  const services = data?.viewer?.selectedDossier?.services;
  return (
    <Stack>
      {services ? <ServiceDirectory services={services} /> : <EmptyState>{SERVICES_LOAD_FAILED}</EmptyState>}
    </Stack>
  );
}
