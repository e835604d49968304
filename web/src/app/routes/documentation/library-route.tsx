import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { DOCUMENTATIONS_LOAD_FAILED } from '@portal/schema/rules/documentation';
import { NO_DOCUMENT_FOUND, STORE_UNAVAILABLE } from '@portal/schema/rules/documents';
import { useCallback } from 'react';
import {
  Link,
  Navigate,
  useLoaderData,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { LibraryDocuments } from '../../../features/documentation/library-documents.tsx';
import styles from '../../../features/documents/documents.module.css';
import { StoreSearch } from '../../../features/documents/store-search.tsx';
import { useEndOfList } from '../../../features/documents/use-end-of-list.ts';
import { graphql } from '../../../gql/index.ts';
import type { DocumentationLibraryQuery as Data } from '../../../gql/graphql.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stack } from '../../../ui/stack.tsx';

const DocumentationLibraryQuery = graphql(`
  query DocumentationLibrary($codeDossier: String, $codeGed: String!, $search: String, $after: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        documentationLibrary(codeGed: $codeGed) {
          id
          title
          gedDispo
          documents(after: $after, search: $search) {
            pageInfo {
              hasNextPage
              endCursor
            }
            nodes {
              id
              ...LibraryDocuments_document
            }
          }
        }
      }
    }
  }
`);

export function loader({ context, params, request }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DocumentationLibraryQuery, {
    codeGed: params.codeGed ?? '',
    search: new URL(request.url).searchParams.get('q') ?? '',
    after: null,
  });
}

export const Component = loadingScreen(DocumentationLibrary);

type Library = NonNullable<
  NonNullable<NonNullable<Data['viewer']>['selectedDossier']>['documentationLibrary']
>;

/** The next page added to the pages read so far (the infinite scroll's merge). */
function withNextPage(previous: Data, next: Data): Data {
  const library = previous.viewer?.selectedDossier?.documentationLibrary;
  const before = library?.documents;
  const after = next.viewer?.selectedDossier?.documentationLibrary?.documents;
  if (!library || !before || !after || !previous.viewer?.selectedDossier) return previous;
  const documentationLibrary: Library = {
    ...library,
    documents: { ...after, nodes: [...before.nodes, ...after.nodes] },
  };
  return {
    ...previous,
    viewer: {
      ...previous.viewer,
      selectedDossier: { ...previous.viewer.selectedDossier, documentationLibrary },
    },
  };
}

/**
 * Spec 001 §2, §5, §9 (documentations/ged/:codeGed): a library's documents with the search box and the endless
 * scroll by pages of 20, from page 1; 'GED indisponible' while it is down.
 */
function DocumentationLibrary() {
  const queryRef = useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>;
  const { data, error } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { codeGed = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useLoadErrorsFlash(error, {
    documentationLibrary: DOCUMENTATIONS_LOAD_FAILED,
    documents: LOAD_ERRORS.documents,
  });
  const library = data?.viewer?.selectedDossier?.documentationLibrary;
  const page = library?.documents;
  const end = page?.pageInfo;
  const { loadingMore, readMore } = useMorePages(end, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => withNextPage(previous, fetchMoreResult),
    }),
  );
  const sentinel = useEndOfList(!!end?.hasNextPage && !loadingMore, 100, readMore);
  const onSearch = useCallback(
    (q: string) => {
      const address = paths.documentationLibrary.href(codeGed);
      void navigate(q ? `${address}?${new URLSearchParams({ q }).toString()}` : address, { replace: true });
    },
    [navigate, codeGed],
  );

  if (!library) {
    return failedAt(error, 'documentationLibrary') ? (
      <EmptyState>{DOCUMENTATIONS_LOAD_FAILED}</EmptyState>
    ) : (
      <Navigate to={paths.documentation.href()} replace />
    );
  }
  return (
    <Stack>
      <div className={styles.header}>
        <Link to={paths.documentation.href()} className={styles.back} aria-label="Retour">
          ←
        </Link>
        <PageTitle>{library.title}</PageTitle>
      </div>
      {!library.gedDispo ? (
        <EmptyState>{STORE_UNAVAILABLE}</EmptyState>
      ) : (
        <>
          <StoreSearch
            key={library.id}
            value={search.get('q') ?? ''}
            placeholder={null}
            onSearch={onSearch}
          />
          {!page ? null : page.nodes.length === 0 ? (
            <EmptyState>{NO_DOCUMENT_FOUND}</EmptyState>
          ) : (
            <LibraryDocuments documents={page.nodes} />
          )}
          <div ref={sentinel} className={styles.sentinel} />
          {loadingMore ? <Spinner /> : null}
        </>
      )}
    </Stack>
  );
}
