import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { DOCUMENTATIONS_LOAD_FAILED } from '@portal/schema/rules/documentation';
import {
  Link,
  Navigate,
  useLoaderData,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { DocumentationCards } from '../../../features/documentation/documentation-cards.tsx';
import styles from '../../../features/documents/documents.module.css';
import { graphql } from '../../../gql/index.ts';
import type { DocumentationsQuery as Data } from '../../../gql/graphql.ts';
import { failedAt, useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

// One query for the top and the levels below: both fields read the same legacy call.
const DocumentationsQuery = graphql(`
  query Documentations($codeDossier: String, $codes: [String!]!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        documentations {
          id
          ...DocumentationCards_entry
        }
        documentation(codes: $codes) {
          id
          title
          categories {
            id
            ...DocumentationCards_entry
          }
        }
      }
    }
  }
`);

/** Spec 001 §2: the entries of the legacy's tree that have a page of their own (rgpd, webserie), by code. */
const OWN_PAGES: Readonly<Record<string, { href: () => string }>> = {
  rgpd: paths.rgpd,
  webserie: paths.webSeries,
};

/** The card of an entry at the top: its own page, or its categories one level down. */
const topHrefOf = (code: string): string => OWN_PAGES[code]?.href() ?? paths.documentationCategory.href(code);

/** The entry codes of the address, from the top down (none on /documentations; the entry's own on its page). */
function codesOf(params: Params, pathname: string): string[] {
  const own = Object.keys(OWN_PAGES).find((code) => OWN_PAGES[code]?.href() === pathname.replace(/\/$/, ''));
  if (own) return [own];
  return [params.categorie, params.categorie2, params.categorie3].filter((code): code is string => !!code);
}

export function loader({ context, params, request }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DocumentationsQuery, {
    codes: codesOf(params, new URL(request.url).pathname),
  });
}

export const Component = loadingScreen(Documentations);

/**
 * Spec 001 §2 (documentations): the area's entries as cards; below an entry, its categories up to three levels,
 * its title with the way back one level up. The data-protection page (/rgpd: five resources) and the web series
 * (/webserie: five episodes) are entries of the tree shown the same way, their cards opening outside links.
 */
function Documentations() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>);
  const codes = codesOf(useParams(), useLocation().pathname);
  useLoadErrorsFlash(error, {
    documentations: DOCUMENTATIONS_LOAD_FAILED,
    documentation: DOCUMENTATIONS_LOAD_FAILED,
  });
  const file = data?.viewer?.selectedDossier;
  if (codes.length === 0)
    return (
      <Stack>
        <PageTitle>Documentations</PageTitle>
        {file?.documentations ? (
          <DocumentationCards entries={file.documentations} hrefOf={topHrefOf} />
        ) : (
          <EmptyState>{DOCUMENTATIONS_LOAD_FAILED}</EmptyState>
        )}
      </Stack>
    );
  const entry = file?.documentation;
  if (!entry) {
    // An address no entry answers goes back to the area's top; a failed load says so.
    return failedAt(error, 'documentation') ? (
      <EmptyState>{DOCUMENTATIONS_LOAD_FAILED}</EmptyState>
    ) : (
      <Navigate to={paths.documentation.href()} replace />
    );
  }
  const parent = codes.slice(0, -1);
  return (
    <Stack>
      <div className={styles.header}>
        <Link
          to={parent.length > 0 ? paths.documentationCategory.href(...parent) : paths.documentation.href()}
          className={styles.back}
          aria-label="Retour"
        >
          ←
        </Link>
        <PageTitle>{entry.title}</PageTitle>
      </div>
      <DocumentationCards
        entries={entry.categories}
        hrefOf={(code) => paths.documentationCategory.href(...codes, code)}
      />
    </Stack>
  );
}
