import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's schemas for each app it builds (validators with Ajv, serializers with
// fast-json-stringify): 0.8 s of CPU, more than starting the seeded database, and the tests build one app per
// file. Every app of a process has the same schemas and the same compiler options, so each schema is compiled
// once per process. Keyed by content: the route modules write their schemas inline, new objects at each build.

// Fastify calls a compiler with the route's definition, `{ schema, method, url, ... }` (the ajv-compiler types say
// a bare schema), and uses what it returns as it is.
type Compiler = (route: { schema?: unknown }) => unknown;

function compiledOnce(compile: Compiler): Compiler {
  const compiled = new Map<string, unknown>();
  return (route) => {
    const key = JSON.stringify(route.schema);
    if (!compiled.has(key)) compiled.set(key, compile(route));
    return compiled.get(key);
  };
}

/** A compiler factory that answers the same compiler, and so the same compiled schemas, for the same options. */
function sharedFactory<Factory extends (externalSchemas: never, options: never) => unknown>(
  factory: Factory,
): Factory {
  const compilers = new Map<string, Compiler>();
  const shared = (externalSchemas: never, options: never) => {
    const key = JSON.stringify([externalSchemas, options]);
    let compiler = compilers.get(key);
    if (!compiler) {
      compiler = compiledOnce(factory(externalSchemas, options) as Compiler);
      compilers.set(key, compiler);
    }
    return compiler;
  };
  return shared as unknown as Factory;
}

/** The `schemaController` of every app of the process. */
export const sharedSchemaCompilers: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: sharedFactory(AjvCompiler()),
    buildSerializer: sharedFactory(SerializerSelector()),
  },
};
