import { GraphQLScalarType } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { StreamingUpload } from './streaming-upload.ts';

const notAFile = () =>
  createGraphQLError('Ce champ attend un fichier envoyé dans une requête multipart, pas une valeur JSON.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/**
 * The `Upload` scalar: only a file part of the request's multipart body (a StreamingUpload the parser placed)
 * is one. Any JSON value, or a literal in the document, is refused while the variables are read, before any
 * resolver runs, so no legacy call is made for it.
 */
export const uploadScalar = new GraphQLScalarType<StreamingUpload, never>({
  name: 'Upload',
  // The schema takes the description of the scalar given with the resolvers over the SDL's: the same words.
  description:
    'A file sent with a mutation, following the GraphQL multipart request specification. The gateway streams ' +
    'it to\nthe legacy API as it arrives: it is never held whole in memory.',
  parseValue(value) {
    if (value instanceof StreamingUpload) return value;
    throw notAFile();
  },
  parseLiteral() {
    throw notAFile();
  },
  serialize() {
    throw createGraphQLError('Upload is an input type: a file is never sent back.');
  },
});
