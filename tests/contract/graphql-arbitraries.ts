import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType, GraphQLObjectType, GraphQLSchema } from 'graphql';

/** Values a well-behaved client sends, by argument or input field name, so that fuzzed input also gets deep. */
export type Samples = Readonly<Record<string, readonly [string, ...string[]]>>;

/** One operation that reaches a field taking arguments, every argument a variable, and its random variables. */
export interface FuzzTarget {
  /** `Mutation.bookAppointment`, `Dossier.event`... */
  coordinate: string;
  document: string;
  variables: fc.Arbitrary<unknown>;
}

const ANY_TEXT: readonly [string, ...string[]] = ['texte'];

// C0 and C1 controls and both halves of a surrogate pair, alone.
const nastyCharacter = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
  )
  .map((code) => String.fromCharCode(code));

const nastyPiece = fc.constantFrom(
  '<b>',
  '</p>',
  '<script>alert(1)</script>',
  '< 5 ha',
  '..',
  '/',
  '?x=1&y=2',
  '#',
  '%00',
  '%2e%2e',
  '\\',
  '"',
  '\r\n',
);

/** Strings from a sample, pieced with controls, lone surrogates, markup, path syntax and any Unicode; or huge. */
function texts(samples: readonly [string, ...string[]]): fc.Arbitrary<string> {
  const sample = fc.constantFrom(...samples);
  const piece = fc.oneof(
    sample,
    nastyCharacter,
    nastyPiece,
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: sample },
    { weight: 6, arbitrary: fc.array(piece, { minLength: 1, maxLength: 6 }).map((p) => p.join('')) },
    // Huge, yet a whole input of them stays under the gateway's 1 MiB body limit.
    {
      weight: 1,
      arbitrary: fc
        .tuple(sample, fc.integer({ min: 1_000, max: 20_000 }))
        .map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n)),
    },
  );
}

/** Any JSON, as a careless or hostile client sends it where something else is expected. */
const junk: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue({ maxDepth: 3 }), texts(ANY_TEXT));

/** Values of the type, or of a wrong type, or null. */
function values(type: GraphQLInputType, name: string, samples: Samples): fc.Arbitrary<unknown> {
  // A JSON request cannot carry a file. Refusing other values for an Upload (finding 7 of issue 7) belongs to
  // the Upload scalar and its multipart fuzz, so here an upload is always left out.
  if (getNamedType(type).name === 'Upload') return fc.constant(null);
  return fc.oneof(
    { weight: 8, arbitrary: rightValues(type, name, samples) },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function rightValues(type: GraphQLInputType, name: string, samples: Samples): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightValues(type.ofType, name, samples);
  if (isListType(type)) return fc.array(values(type.ofType, name, samples), { maxLength: 4 });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, values(f.type, f.name, samples)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type.name === 'Boolean') return fc.boolean();
  if (type.name === 'Int') return fc.integer();
  if (type.name === 'Float') return fc.double({ noNaN: true, noDefaultInfinity: true });
  return texts(samples[name] ?? ANY_TEXT);
}

type AnyField = GraphQLField<unknown, unknown>;

/** An operation through these fields (outermost first), each argument a variable, selecting `__typename` last. */
function target(kind: 'query' | 'mutation', path: readonly AnyField[], samples: Samples): FuzzTarget {
  const definitions: string[] = [];
  const variables: Record<string, fc.Arbitrary<unknown>> = {};
  let selection = '';
  for (let depth = path.length - 1; depth >= 0; depth -= 1) {
    const field = path[depth] as AnyField;
    const args = field.args.map((arg) => {
      const variable = `v${depth}_${arg.name}`;
      definitions.push(`$${variable}: ${String(arg.type)}`);
      variables[variable] = values(arg.type, arg.name, samples);
      return `${arg.name}: $${variable}`;
    });
    const inner =
      depth < path.length - 1
        ? ` { ${selection} }`
        : isLeafType(getNamedType(field.type))
          ? ''
          : ' { __typename }';
    selection = `${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${inner}`;
  }
  const last = path[path.length - 1] as AnyField;
  const parent =
    path.length > 1
      ? getNamedType((path[path.length - 2] as AnyField).type).name
      : kind === 'query'
        ? 'Query'
        : 'Mutation';
  return {
    coordinate: `${parent}.${last.name}`,
    document: `${kind} Fuzz${definitions.length > 0 ? `(${definitions.join(', ')})` : ''} { ${selection} }`,
    variables: fc.oneof(
      { weight: 19, arbitrary: fc.record(variables) },
      // Not even an object of variables.
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
  };
}

/**
 * Every mutation of the schema, and every field taking arguments that a query reaches (through the shortest
 * path from Query), each as an operation with random variables: a new one is fuzzed without being listed.
 */
export function fuzzTargets(schema: GraphQLSchema, samples: Samples): FuzzTarget[] {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) =>
    target('mutation', [field], samples),
  );
  const queries: FuzzTarget[] = [];
  const query = schema.getQueryType();
  const seen = new Set<string>();
  let level: { type: GraphQLObjectType; path: AnyField[] }[] = query ? [{ type: query, path: [] }] : [];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { type, path } of level) {
      if (seen.has(type.name)) continue;
      seen.add(type.name);
      for (const field of Object.values(type.getFields())) {
        const through = [...path, field];
        if (field.args.length > 0) queries.push(target('query', through, samples));
        const named = getNamedType(field.type);
        if (isObjectType(named)) next.push({ type: named, path: through });
      }
    }
    level = next;
  }
  return [...mutations, ...queries];
}
