import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { NO_DOCUMENT_FOUND } from '@portal/schema/rules/documents';
import { SENT_FILTER_LABELS, SENT_FILTERS, type SentFilter } from '@portal/schema/rules/document-uploads';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import styles from '../../../features/documents/documents.module.css';
import { KindFilter } from '../../../features/documents/kind-filter.tsx';
import { SentDocumentList } from '../../../features/documents/sent-document-list.tsx';
import { graphql } from '../../../gql/index.ts';
import type { UploadHistoryQuery as Data } from '../../../gql/graphql.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const UploadHistoryQuery = graphql(`
  query UploadHistory($codeDossier: String, $filter: SentDocumentFilter) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        sentDocuments(filter: $filter) {
          id
          ...SentDocumentList_document
        }
      }
    }
  }
`);

const filterOf = (search: URLSearchParams): SentFilter => {
  const filter = search.get('filtre');
  return (SENT_FILTERS as readonly (string | null)[]).includes(filter) ? (filter as SentFilter) : 'Tous';
};

export function loader({ context, request }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, UploadHistoryQuery, {
    filter: filterOf(new URL(request.url).searchParams),
  });
}

export const Component = loadingScreen(UploadHistory);

/** Spec 001 §2 ged-histo-envoi: the documents sent to the file, filtered Tous, Documents or Factures. */
function UploadHistory() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useLoadErrorsFlash(error, { sentDocuments: LOAD_ERRORS.documents });
  const sent = data?.viewer?.selectedDossier?.sentDocuments;
  return (
    <Stack>
      <div className={styles.header}>
        <Link to={paths.store.href()} className={styles.back} aria-label="Retour">
          ←
        </Link>
        <PageTitle>Historique des envois</PageTitle>
      </div>
      <KindFilter
        legend="Type de document envoyé"
        name="type-envoi"
        options={SENT_FILTERS}
        labels={SENT_FILTER_LABELS}
        value={filterOf(search)}
        onChange={(filter) =>
          navigate(paths.uploadHistory.href(filter === 'Tous' ? null : filter), { replace: true })
        }
      />
      {!sent ? null : sent.length === 0 ? (
        <EmptyState>{NO_DOCUMENT_FOUND}</EmptyState>
      ) : (
        <SentDocumentList documents={sent} />
      )}
    </Stack>
  );
}
