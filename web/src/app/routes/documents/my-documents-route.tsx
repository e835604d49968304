import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { INVOICES_NODE, NO_DOCUMENT_FOUND } from '@portal/schema/rules/documents';
import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import styles from '../../../features/documents/documents.module.css';
import {
  SentDocumentList,
  type SentDocumentList_document,
} from '../../../features/documents/sent-document-list.tsx';
import { graphql, type FragmentType } from '../../../gql/index.ts';
import type { MyDocumentsQuery as Data } from '../../../gql/graphql.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Card, CardNote } from '../../../ui/card.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const MyDocumentsQuery = graphql(`
  query MyDocuments($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        recentDocuments {
          invoices {
            id
            ...SentDocumentList_document
          }
          documents {
            id
            ...SentDocumentList_document
          }
          viewerCanConsultInvoices
          viewerCanConsultDocuments
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, MyDocumentsQuery, {});
}

export const Component = loadingScreen(MyDocuments);

/** A box of 'Mes documents': the documents sent last, or why there are none, and the link to the store. */
function RecentBox(props: {
  title: string;
  documents: readonly FragmentType<typeof SentDocumentList_document>[] | null;
  consult: ReactNode;
}) {
  return (
    <Card title={props.title} className={styles.box}>
      {props.documents === null ? (
        <CardNote>{LOAD_ERRORS.documents}</CardNote>
      ) : props.documents.length === 0 ? (
        <CardNote>{NO_DOCUMENT_FOUND}</CardNote>
      ) : (
        <SentDocumentList documents={props.documents} label={props.title} />
      )}
      {props.consult}
    </Card>
  );
}

/**
 * Spec 001 §2 documents: the Factures and Documents boxes, the 5 sent last each, with links to consult them in the
 * store (mod_factures, mod_documents); a private individual's file (0016) has no invoice box.
 */
function MyDocuments() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>() as QueryRef<Data>);
  useLoadErrorsFlash(error, { recentDocuments: LOAD_ERRORS.documents });
  const recent = data?.viewer?.selectedDossier?.recentDocuments ?? null;
  const consult = (allowed: boolean | undefined, to: string, label: string) =>
    allowed ? (
      <Link to={to} className={styles.consult}>
        {label}
      </Link>
    ) : null;
  return (
    <Stack>
      <PageTitle>Mes documents</PageTitle>
      <div className={styles.boxes}>
        {recent && recent.invoices === null ? null : (
          <RecentBox
            title="Factures"
            documents={recent?.invoices ?? null}
            consult={consult(
              recent?.viewerCanConsultInvoices,
              paths.store.href(INVOICES_NODE),
              'Consulter mes factures',
            )}
          />
        )}
        <RecentBox
          title="Documents"
          documents={recent?.documents ?? null}
          consult={consult(recent?.viewerCanConsultDocuments, paths.store.href(), 'Consulter mes documents')}
        />
      </div>
    </Stack>
  );
}
