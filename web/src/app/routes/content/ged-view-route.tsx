import { documentLibraryAddress } from '@portal/schema/rules/document-library';
import { Suspense, useEffect } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../../gql/index.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const DocumentLibraryQuery = graphql(`
  query DocumentLibraryRedirect {
    theme {
      code
      links {
        documentLibrary
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, DocumentLibraryQuery, {});
}

/** Spec 001 §2 (ged-view): 'Redirection en cours...' from the first paint, until the library opens. */
export function Component() {
  return (
    <Stack>
      <PageTitle>Redirection</PageTitle>
      <p role="status">Redirection en cours...</p>
      <Suspense fallback={null}>
        <RedirectToLibrary />
      </Suspense>
    </Stack>
  );
}

/** The brand's external document library, opened on the document's guid (the message shows meanwhile). */
function RedirectToLibrary() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const { guid = '' } = useParams();
  const base = data?.theme.links.documentLibrary;
  useEffect(() => {
    if (base) window.location.assign(documentLibraryAddress(base, guid));
  }, [base, guid]);
  return null;
}
