import { graphql } from '../../gql/index.ts';

/** What every change of a year answers: the year as it became (its lines and total), or the refusals. */
export const AssolementPayload_fields = graphql(`
  fragment AssolementPayload_fields on AssolementPayload {
    assolement {
      id
      surfaceTotale
      editable
      estAssolementDefinitif
      cultures {
        id
        ...AssolementLines_line
      }
      ...RotationCheck_assolement
    }
    errors {
      field
      message
    }
  }
`);
