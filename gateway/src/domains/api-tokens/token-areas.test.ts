import { currentSdl } from '@portal/schema/sdl';
import { buildSchema, getNamedType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SESSION_ONLY_FIELDS } from './session-only.ts';
import { FIELD_SCOPES, NODE_FIELDS } from './token-areas.ts';

const schema = buildSchema(currentSdl);
const fieldsOf = (type: string) =>
  Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).map((field) => `${type}.${field}`);

// What a file is, rather than what it holds: any token that reaches the file reads them.
const FILE_ITSELF = [
  'id',
  'nodeId',
  'codeDossier',
  'codeEntite',
  'raisonSociale',
  'legacyId',
  'guidPersonne',
  'idRole',
  'estFavoris',
  'statut',
  'typeActivite',
  'modulesEffectifs',
  'permissions',
  'respondent',
  'canOpen',
].map((field) => `Dossier.${field}`);

describe('the table of what a token needs', () => {
  it('gives an area to every field of a file but what the file itself is', () => {
    const missing = fieldsOf('Dossier').filter((f) => !FILE_ITSELF.includes(f) && !FIELD_SCOPES[f]?.area);
    expect(missing).toEqual([]);
  });

  it('gives an area to every mutation a token may run', () => {
    const missing = fieldsOf('Mutation').filter(
      (f) => !SESSION_ONLY_FIELDS.has(f.slice('Mutation.'.length)) && !FIELD_SCOPES[f]?.area,
    );
    expect(missing).toEqual([]);
  });

  it('names only fields of the schema, and file arguments they take', () => {
    for (const [key, scope] of Object.entries(FIELD_SCOPES)) {
      const [type = '', field = ''] = key.split('.');
      const definition = (schema.getType(type) as GraphQLObjectType | undefined)?.getFields()[field];
      expect(definition, key).toBeDefined();
      if (!scope.file) continue;
      const [argument = '', inner] = scope.file.split('.');
      const arg = definition?.args.find((a) => a.name === argument);
      expect(arg, key).toBeDefined();
      if (inner) expect(String(arg?.type), key).toMatch(/Input!?$/);
    }
  });

  it('reads each Node type through a field of the schema answering that type', () => {
    for (const [type, key] of Object.entries(NODE_FIELDS)) {
      const [parent = '', field = ''] = key.split('.');
      const definition = (schema.getType(parent) as GraphQLObjectType).getFields()[field];
      expect(definition && getNamedType(definition.type).name, key).toBe(type);
    }
  });
});
