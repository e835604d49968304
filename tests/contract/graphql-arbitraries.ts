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

// A JSON request cannot carry a file. Refusing other values for an Upload (finding 7 of issue 7) belongs to the
// Upload scalar and its multipart fuzz, so an upload is always left out here.
const sentAsJson = (input: { type: GraphQLInputType }) => getNamedType(input.type).name !== 'Upload';

/** Values of the type, or of a wrong type, or null. */
function values(type: GraphQLInputType, name: string, samples: Samples): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: typed(type, name, samples, 'random') },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** Values of the type: from the samples only (`valid`, what the web app sends), or random. */
function typed(
  type: GraphQLInputType,
  name: string,
  samples: Samples,
  mode: 'valid' | 'random',
): fc.Arbitrary<unknown> {
  const inner = (t: GraphQLInputType, n: string) =>
    mode === 'random' ? values(t, n, samples) : validValues(t, n, samples);
  if (isNonNullType(type)) return typed(type.ofType, name, samples, mode);
  if (isListType(type))
    return fc.array(inner(type.ofType, name), { minLength: mode === 'valid' ? 1 : 0, maxLength: 4 });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(sentAsJson);
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, inner(f.type, f.name)])), {
      requiredKeys: fields.filter((f) => mode === 'valid' || isNonNullType(f.type)).map((f) => f.name),
    });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type.name === 'Boolean') return fc.boolean();
  if (type.name === 'Int') return fc.integer();
  if (type.name === 'Float') return fc.double({ noNaN: true, noDefaultInfinity: true });
  const known = samples[name] ?? ANY_TEXT;
  return mode === 'valid' ? fc.constantFrom(...known) : texts(known);
}

function validValues(type: GraphQLInputType, name: string, samples: Samples): fc.Arbitrary<unknown> {
  const value = typed(type, name, samples, 'valid');
  return isNonNullType(type) ? value : fc.option(value, { nil: null, freq: 4 });
}

type Path = (string | number)[];

/** Where the scalars of a JSON value sit. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

/** A copy of the value with the scalar at `path` changed. */
function changedAt(value: unknown, path: Path, change: (leaf: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value))
    return value.map((item: unknown, i) => (i === head ? changedAt(item, rest, change) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: changedAt(object[head], rest, change) };
}

/** One change that spoils a scalar: a control, a lone surrogate or markup added to it, or another value. */
const corruption: fc.Arbitrary<(leaf: unknown) => unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fc.oneof(nastyCharacter, nastyPiece), fc.boolean()).map(
      ([piece, before]) =>
        (leaf: unknown) =>
          typeof leaf === 'string' ? (before ? piece + leaf : leaf + piece) : piece,
    ),
  },
  { weight: 2, arbitrary: texts(ANY_TEXT).map((text) => () => text) },
  { weight: 1, arbitrary: junk.map((value) => () => value) },
  { weight: 1, arbitrary: fc.constant(() => null) },
);

/** Valid variables with one or two of their scalars spoiled: the rest gets the operation past its first checks. */
function spoiled(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), corruption), { minLength: 1, maxLength: 2 }))
    .map(([variables, changes]) =>
      changes.reduce((current, [index, change]) => {
        const all = leaves(current);
        const path = all[index % Math.max(all.length, 1)];
        return path ? changedAt(current, path, change) : current;
      }, variables),
    );
}

type AnyField = GraphQLField<unknown, unknown>;

/** An operation through these fields (outermost first), each argument a variable, selecting `__typename` last. */
function target(kind: 'query' | 'mutation', path: readonly AnyField[], samples: Samples): FuzzTarget {
  const definitions: string[] = [];
  const variables: Record<string, fc.Arbitrary<unknown>> = {};
  const validVariables: Record<string, fc.Arbitrary<unknown>> = {};
  let selection = '';
  for (let depth = path.length - 1; depth >= 0; depth -= 1) {
    const field = path[depth] as AnyField;
    const args = field.args.filter(sentAsJson).map((arg) => {
      const variable = `v${depth}_${arg.name}`;
      definitions.push(`$${variable}: ${String(arg.type)}`);
      variables[variable] = values(arg.type, arg.name, samples);
      validVariables[variable] = validValues(arg.type, arg.name, samples);
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
      { weight: 12, arbitrary: spoiled(fc.record(validVariables)) },
      { weight: 7, arbitrary: fc.record(variables) },
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
