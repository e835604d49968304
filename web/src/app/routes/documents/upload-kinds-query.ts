import { graphql } from '../../../gql/index.ts';

/** The kinds of documents the selected file receives: the upload choice's and the uploader's one query. */
export const DocumentUploadKindsQuery = graphql(`
  query DocumentUploadKinds($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        documentUploadKinds
      }
    }
  }
`);
