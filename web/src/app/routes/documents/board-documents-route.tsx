import { useReadQuery, type QueryRef } from '@apollo/client/react';
import {
  BOARD_LOADING,
  containsFilter,
  matchesFilter,
  NO_DOCUMENT_FOUND,
} from '@portal/schema/rules/documents';
import { Suspense, useState } from 'react';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import {
  BoardDocumentTable,
  BoardDocumentTable_document,
} from '../../../features/documents/board-document-table.tsx';
import styles from '../../../features/documents/documents.module.css';
import { getFragmentData, graphql } from '../../../gql/index.ts';
import type {
  BoardWorkspaceQuery as BoardWorkspaceData,
  BoardWorkspacesQuery as BoardWorkspacesData,
} from '../../../gql/graphql.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import tiles from '../../../ui/tiles.module.css';

const BoardWorkspacesQuery = graphql(`
  query BoardWorkspaces {
    viewer {
      id
      boardWorkspaces {
        id
        title
        color
      }
    }
  }
`);

const BoardWorkspaceQuery = graphql(`
  query BoardWorkspace($workspaceId: ID!) {
    viewer {
      id
      boardWorkspace(workspaceId: $workspaceId) {
        id
        title
        documents {
          id
          ...BoardDocumentTable_document
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  return params.workspace
    ? preloadScreenQuery(context, BoardWorkspaceQuery, { workspaceId: params.workspace })
    : preloadScreenQuery(context, BoardWorkspacesQuery, {});
}

/** The screen, saying 'Chargement en cours...' (spec 001 §2) until its query answers. */
export function Component() {
  return (
    <Suspense fallback={<EmptyState>{BOARD_LOADING}</EmptyState>}>
      <BoardDocuments />
    </Suspense>
  );
}

const TITLE = "Conseil d'administration";

/**
 * Spec 001 §2 ged-documents-administration: the board's workspaces as tiles, then a workspace's documents with a
 * case-insensitive name search, each downloaded or (PDF or picture) previewed in a new tab.
 */
function BoardDocuments() {
  return useParams().workspace ? <Workspace /> : <Workspaces />;
}

function Workspaces() {
  const queryRef = useLoaderData<ReturnType<typeof loader>>() as QueryRef<BoardWorkspacesData>;
  const { data, error } = useReadQuery(queryRef);
  useLoadErrorsFlash(error, { boardWorkspaces: LOAD_ERRORS.documentCategories });
  const workspaces = data?.viewer?.boardWorkspaces ?? [];
  return (
    <Stack>
      <PageTitle>{TITLE}</PageTitle>
      {workspaces.length === 0 ? (
        <EmptyState>{NO_DOCUMENT_FOUND}</EmptyState>
      ) : (
        <ul className={tiles.grid} aria-label="Espaces">
          {workspaces.map((w) => (
            <li key={w.id}>
              <Link
                to={paths.boardDocuments.href(w.id)}
                className={`${tiles.tile} ${styles.tile}`}
                style={{ '--tile-colour': w.color ?? undefined } as React.CSSProperties}
              >
                {w.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function Workspace() {
  const queryRef = useLoaderData<ReturnType<typeof loader>>() as QueryRef<BoardWorkspaceData>;
  const { data, error } = useReadQuery(queryRef);
  useLoadErrorsFlash(error, { boardWorkspace: LOAD_ERRORS.documents });
  const workspace = data?.viewer?.boardWorkspace ?? null;
  const [search, setSearch] = useState('');
  const filter = containsFilter(search);
  const documents = (workspace?.documents ?? []).filter((doc) =>
    matchesFilter(getFragmentData(BoardDocumentTable_document, doc).name, filter),
  );
  return (
    <Stack>
      <div className={styles.header}>
        <Link to={paths.boardDocuments.href()} className={styles.back} aria-label="Retour">
          ←
        </Link>
        <PageTitle>{workspace?.title ?? TITLE}</PageTitle>
      </div>
      {workspace ? (
        <TextField
          label="Rechercher"
          type="search"
          value={search}
          onInput={(event) => setSearch(event.currentTarget.value)}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      ) : null}
      {documents.length === 0 ? (
        <EmptyState>{NO_DOCUMENT_FOUND}</EmptyState>
      ) : (
        <BoardDocumentTable documents={documents} />
      )}
    </Stack>
  );
}
