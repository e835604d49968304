import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js quotes the offending value in its parse, validation and variable messages ("Variable "$input" got
 * invalid value { password: … }", "String cannot represent a non string value: …"). A password sent the wrong
 * way would come back in the answer (ARCHITECTURE rule 7). In every mode, development included (a developer's
 * gateway may face real passwords too), these messages keep their kind and location but lose the value. The
 * gateway's own errors (with an `extensions.code` of ours) are left alone.
 */
export function useNoEchoedInput(): Plugin {
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Symbol.asyncIterator in result) return;
      const clean = (one: ExecutionResult): ExecutionResult =>
        one.errors ? { ...one, errors: one.errors.map(withoutEcho) } : one;
      payload.setResult(Array.isArray(result) ? result.map(clean) : clean(result as ExecutionResult));
    },
  };
}

// Messages of graphql-js 16 that print a value after their kind: the value part is cut.
const VALUE_ECHOES: [RegExp, string][] = [
  [/^(Expected value of type "[^"]+"), found [\s\S]*$/, '$1.'],
  [/^((?:String|Int|Float|Boolean|ID) cannot represent [^:]*value): [\s\S]*$/, '$1.'],
  [/^(Enum "[^"]+" cannot represent [^:]*value): [\s\S]*$/, '$1.'],
  [/^Value "[\s\S]*" does not exist in ("[^"]+" enum\.)[\s\S]*$/, 'Value does not exist in $1'],
  [/^(Syntax Error: [\s\S]*\b(?:String|BlockString)) "[\s\S]*"\.$/, '$1.'],
];

// What may follow a variable's printed value, naming only types and fields (coerceInputValue's messages).
const VARIABLE_REASONS = [
  /^Expected type "[\w![\]]+" to be an object\.$/,
  /^Field "\w+" of required type "[\w![\]]+" was not provided\.$/,
  /^Field "\w+" is not defined by type "\w+"\.(?: Did you mean "\w+"(?:, "\w+")*(?:, or "\w+")?\?)?$/,
  /^Expected non-nullable type "[\w![\]]+" not to be null\.$/,
];

const VARIABLE_ECHO = /^(Variable "\$\w+" got invalid value) [\s\S]*$/;

function cutValue(message: string): string {
  const variable = VARIABLE_ECHO.exec(message);
  if (variable) {
    // The reason comes last; a scalar's reason quotes the value again and is cut like the others.
    const reason = message.slice(message.lastIndexOf('; ') + 2);
    const shown = cutValue(reason);
    const safe = shown !== reason || VARIABLE_REASONS.some((known) => known.test(reason));
    return safe ? `${variable[1]}; ${shown}` : `${variable[1]}.`;
  }
  return VALUE_ECHOES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), message);
}

function withoutEcho(error: GraphQLError): GraphQLError {
  // Not `instanceof`: graphql can be loaded twice (ESM and CommonJS), its errors come from either copy.
  const code: unknown = error.extensions?.code;
  if (typeof code === 'string' && !code.startsWith('GRAPHQL_')) return error;
  const message = cutValue(error.message);
  if (message === error.message) return error;
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}
