import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import {
  BOARD_RIGHT,
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  NO_DOCUMENT_FOUND,
  PAYROLL_ZIP_LABEL,
  STORE_DOWN_TITLE,
  STORE_MAINTENANCE,
  type InvoiceKind,
  WAITING_KIND_LABELS,
  WAITING_KINDS,
  type WaitingKind,
} from '@portal/schema/rules/documents';
import { useCallback } from 'react';
import {
  Link,
  useLoaderData,
  useNavigate,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { DocumentList } from '../../../features/documents/document-list.tsx';
import styles from '../../../features/documents/documents.module.css';
import { KindFilter } from '../../../features/documents/kind-filter.tsx';
import { InvoiceTable } from '../../../features/documents/invoice-table.tsx';
import { StoreSearch } from '../../../features/documents/store-search.tsx';
import { StoreTiles } from '../../../features/documents/store-tiles.tsx';
import { useEndOfList } from '../../../features/documents/use-end-of-list.ts';
import { graphql } from '../../../gql/index.ts';
import type { DocumentStoreQuery as DocumentStoreData } from '../../../gql/graphql.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { useSession } from '../../../lib/session.ts';
import { useMorePages } from '../../../lib/use-more-pages.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Stack } from '../../../ui/stack.tsx';
import tiles from '../../../ui/tiles.module.css';

const DocumentStoreQuery = graphql(`
  query DocumentStore(
    $codeDossier: String
    $legacyId: String
    $search: String
    $invoiceKind: InvoiceKind
    $waitingKind: WaitingKind
    $after: String
  ) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        documentStoreAvailable
        storeNode(legacyId: $legacyId) {
          id
          legacyId
          title
          template
          searchPlaceholder
          unavailable
          payrollZipUrl
          waitingKinds
          ...StoreTiles_node
          documents(after: $after, search: $search, invoiceKind: $invoiceKind, waitingKind: $waitingKind) {
            pageInfo {
              hasNextPage
              endCursor
            }
            nodes {
              id
              ...DocumentList_document
              ...InvoiceTable_document
            }
          }
        }
      }
    }
  }
`);

const CATEGORY_PARAMS = ['categorie0', 'categorie1', 'categorie2', 'categorie3', 'categorie4'] as const;

/** The node codes of the address, from the main node down. */
const nodesOf = (params: Params): string[] =>
  CATEGORY_PARAMS.map((name) => params[name]).filter((code): code is string => !!code);

const kindOf = (search: URLSearchParams): InvoiceKind => {
  const kind = search.get('type');
  return (INVOICE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as InvoiceKind) : 'All';
};

/** The waiting documents' filter the address names; none lets the gateway take the first one offered. */
const waitingKindOf = (search: URLSearchParams): WaitingKind | null => {
  const kind = search.get('filtre');
  return (WAITING_KINDS as readonly string[]).includes(kind ?? '') ? (kind as WaitingKind) : null;
};

export function loader({ context, params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  return preloadScreenQuery(context, DocumentStoreQuery, {
    legacyId: nodesOf(params).at(-1) ?? null,
    search: search.get('q') ?? '',
    invoiceKind: kindOf(search),
    waitingKind: waitingKindOf(search),
    after: null,
  });
}

export const Component = loadingScreen(DocumentStore);

type Data = DocumentStoreData;
type Documents = NonNullable<
  NonNullable<NonNullable<NonNullable<Data['viewer']>['selectedDossier']>['storeNode']>['documents']
>;

/** The next page added to the pages read so far (the infinite scroll's merge). */
function withNextPage(previous: Data, next: Data): Data {
  const before = previous.viewer?.selectedDossier?.storeNode?.documents;
  const after = next.viewer?.selectedDossier?.storeNode?.documents;
  if (!before || !after || !previous.viewer?.selectedDossier?.storeNode) return previous;
  const documents: Documents = {
    ...after,
    nodes: [...before.nodes, ...after.nodes],
  };
  return {
    ...previous,
    viewer: {
      ...previous.viewer,
      selectedDossier: {
        ...previous.viewer.selectedDossier,
        storeNode: { ...previous.viewer.selectedDossier.storeNode, documents },
      },
    },
  };
}

/**
 * Spec 001 §2 (ged-documents): a node of the file's store, its title with the way back to its parent, its
 * category tiles, and below a node that lists them its documents: search, invoice filter, infinite scroll.
 */
function DocumentStore() {
  const queryRef = useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>;
  const { data, error } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const nodes = nodesOf(useParams());
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // While the store is down (checkGEDStatus), its calls failing is what the screen says already.
  const down = data?.viewer?.selectedDossier?.documentStoreAvailable === false;
  useLoadErrorsFlash(
    error,
    down ? {} : { storeNode: LOAD_ERRORS.documentCategories, documents: LOAD_ERRORS.documents },
  );
  const node = data?.viewer?.selectedDossier?.storeNode;
  const page = node?.documents;
  const end = page?.pageInfo;
  const { loadingMore, readMore } = useMorePages(end, (after) =>
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => withNextPage(previous, fetchMoreResult),
    }),
  );
  const invoices = node?.template === 'factures' || node?.template === 'factures_annee';
  const sentinel = useEndOfList(!!end?.hasNextPage && !loadingMore, invoices ? 200 : 100, readMore);
  const withQuery = useCallback(
    (change: Record<string, string>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(change)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const query = next.toString();
      return navigate(`${paths.store.href(...nodes)}${query ? `?${query}` : ''}`, { replace: true });
    },
    [navigate, nodes, search],
  );
  const onSearch = useCallback((q: string) => void withQuery({ q }), [withQuery]);
  const session = useSession();

  if (down) {
    return (
      <>
        <PageTitle>{STORE_DOWN_TITLE}</PageTitle>
        <EmptyState>{STORE_MAINTENANCE}</EmptyState>
      </>
    );
  }
  if (!node) {
    return (
      <>
        <PageTitle>Mes documents</PageTitle>
        <EmptyState>{failedAt(error, 'storeNode') ? STORE_MAINTENANCE : NO_DOCUMENT_FOUND}</EmptyState>
      </>
    );
  }
  const lists = node.template !== 'main';
  return (
    <Stack>
      <div className={styles.header}>
        {nodes.length > 0 ? (
          <Link to={paths.store.href(...nodes.slice(0, -1))} className={styles.back} aria-label="Retour">
            ←
          </Link>
        ) : null}
        <PageTitle>{node.title}</PageTitle>
        <nav className={styles.sendLinks} aria-label="Envois">
          <Link
            to={paths.uploadChoice.href()}
            aria-label="Envoyer des documents"
            title="Envoyer des documents"
          >
            ⇪
          </Link>
          <Link
            to={paths.uploadHistory.href()}
            aria-label="Historique des envois"
            title="Historique des envois"
          >
            ↺
          </Link>
        </nav>
      </div>
      <StoreTiles node={node} hrefOf={(child) => paths.store.href(...nodes, child)}>
        {nodes.length === 0 ? (
          <li>
            <Link to={paths.uploadChoice.href()} className={`${tiles.tile} ${styles.tile}`}>
              Envoyer des documents
            </Link>
          </li>
        ) : null}
        {nodes.length === 0 && session.hasPermission(BOARD_RIGHT) ? (
          <li>
            <Link to={paths.boardDocuments.href()} className={`${tiles.tile} ${styles.tile}`}>
              Conseil d'administration
            </Link>
          </li>
        ) : null}
      </StoreTiles>
      {lists && node.unavailable ? <EmptyState>{STORE_MAINTENANCE}</EmptyState> : null}
      {lists && !node.unavailable ? (
        <>
          <StoreSearch
            key={node.id}
            value={search.get('q') ?? ''}
            placeholder={node.searchPlaceholder}
            onSearch={onSearch}
          />
          {node.payrollZipUrl ? (
            <p>
              <a href={node.payrollZipUrl} download className={styles.zip}>
                {PAYROLL_ZIP_LABEL}
              </a>
            </p>
          ) : null}
          {invoices ? (
            <KindFilter
              legend="Type de facture"
              name="type-facture"
              options={INVOICE_KINDS}
              labels={INVOICE_KIND_LABELS}
              value={kindOf(search)}
              onChange={(kind) => withQuery({ type: kind === 'All' ? '' : kind })}
            />
          ) : null}
          {node.waitingKinds.length > 1 ? (
            <KindFilter
              legend="Type de document"
              name="type-document"
              options={node.waitingKinds}
              labels={WAITING_KIND_LABELS}
              value={waitingKindOf(search) ?? node.waitingKinds[0] ?? 'All'}
              onChange={(kind) => withQuery({ filtre: kind })}
            />
          ) : null}
          {!page ? null : page.nodes.length === 0 ? (
            <EmptyState>{NO_DOCUMENT_FOUND}</EmptyState>
          ) : invoices ? (
            <InvoiceTable documents={page.nodes} />
          ) : (
            <DocumentList documents={page.nodes} />
          )}
          <div ref={sentinel} className={styles.sentinel} />
          {loadingMore ? <Spinner /> : null}
        </>
      ) : null}
    </Stack>
  );
}
