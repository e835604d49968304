import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { FILE_TYPE_OF_KIND, isUploadKind, UPLOAD_KIND_LABELS } from '@portal/schema/rules/document-uploads';
import { Link, Navigate, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { DepositForm } from '../../../features/documents/deposit-form.tsx';
import styles from '../../../features/documents/documents.module.css';
import type { DocumentUploadKindsQuery as Data } from '../../../gql/graphql.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DocumentUploadKindsQuery } from './upload-kinds-query.ts';

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DocumentUploadKindsQuery, {});
}

export const Component = loadingScreen(Uploader);

/**
 * Spec 001 §2 adddocument: the uploader of the kind `type` names; a kind the file does not receive (pay without
 * a payroll manager, invoices without non_cder_particulier) sends the person home.
 */
function Uploader() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>);
  const [search] = useSearchParams();
  const type = search.get('type') ?? 'document';
  const dossier = data?.viewer?.selectedDossier;
  if (!dossier || !isUploadKind(type) || !dossier.documentUploadKinds.includes(type))
    return <Navigate to={paths.home.href()} replace />;
  return (
    <Stack>
      <div className={styles.header}>
        <Link to={paths.uploadChoice.href()} className={styles.back} aria-label="Retour">
          ←
        </Link>
        <PageTitle>{UPLOAD_KIND_LABELS[type]}</PageTitle>
      </div>
      <DepositForm key={type} codeDossier={dossier.codeDossier} typeFichier={FILE_TYPE_OF_KIND[type]} />
    </Stack>
  );
}
