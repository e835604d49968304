import { useReadQuery } from '@apollo/client/react';
import { SERVICE_UNAVAILABLE, SERVICES_LOAD_FAILED } from '@portal/schema/rules/services';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ServiceCallbackCard } from '../../../features/services/service-callback-card.tsx';
import { ServiceDetail } from '../../../features/services/service-detail.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import styles from './service-route.module.css';

const ServiceQuery = graphql(`
  query Service($codeDossier: String, $slug: String!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        service(slug: $slug) {
          id
          titre
          ...ServiceDetail_service
        }
        serviceCallbackContact {
          id
          ...ServiceCallbackCard_contact
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ServiceQuery, { slug: params.serviceSlug ?? '' });
}

export const Component = loadingScreen(ServiceScreen);

/** 'visualiser-service' (spec 001 §2): the service, and beside it the contact who calls back. */
function ServiceScreen() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { service: SERVICES_LOAD_FAILED, serviceCallbackContact: LOAD_ERRORS.contacts });
  const dossier = data?.viewer?.selectedDossier;
  const service = dossier?.service;
  const back = <Link to={paths.servicesDirectory.href()}>Retour à l'annuaire des services</Link>;
  if (!dossier || !service)
    return <NotFound title={paths.servicesDirectory.title} message={SERVICE_UNAVAILABLE} action={back} />;
  return (
    <Stack>
      <p>{back}</p>
      <PageTitle>{service.titre}</PageTitle>
      <div className={styles.detail}>
        <ServiceDetail service={service} />
        <ServiceCallbackCard
          codeDossier={dossier.codeDossier}
          serviceId={service.id}
          contact={dossier.serviceCallbackContact}
        />
      </div>
    </Stack>
  );
}
