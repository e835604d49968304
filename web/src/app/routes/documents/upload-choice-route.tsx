import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { UPLOAD_KIND_LABELS } from '@portal/schema/rules/document-uploads';
import { Link, Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../../../features/documents/documents.module.css';
import type { DocumentUploadKindsQuery as Data } from '../../../gql/graphql.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import tiles from '../../../ui/tiles.module.css';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { DocumentUploadKindsQuery } from './upload-kinds-query.ts';

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DocumentUploadKindsQuery, {});
}

export const Component = loadingScreen(UploadChoice);

/** Spec 001 §2 ged-adddocument: one button per kind the file receives; none at all sends the person home. */
function UploadChoice() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>);
  const kinds = data?.viewer?.selectedDossier?.documentUploadKinds ?? [];
  if (kinds.length === 0) return <Navigate to={paths.home.href()} replace />;
  return (
    <Stack>
      <div className={styles.header}>
        <Link to={paths.store.href()} className={styles.back} aria-label="Retour">
          ←
        </Link>
        <PageTitle>Envoyer des documents</PageTitle>
      </div>
      <ul className={`${styles.list} ${styles.choices}`} aria-label="Que souhaitez-vous envoyer ?">
        {kinds.map((kind) => (
          <li key={kind}>
            <Link to={paths.uploader.href(kind)} className={`${tiles.tile} ${styles.tile}`}>
              {UPLOAD_KIND_LABELS[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
