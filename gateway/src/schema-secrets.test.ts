import { typeDefs } from '@portal/schema/sdl';
import { buildSchema, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

const SECRET_NAME = /password|motdepasse|mot_de_passe|pwd|secret/i;

/**
 * Every `Type.field` of the output types (objects and interfaces) whose name could hold a password. A mutation
 * is named for what it does (`changePassword`) and answers its payload type, which is checked like any other.
 */
function secretOutputFields(sdl: string): string[] {
  const schema = buildSchema(sdl);
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && type !== schema.getMutationType())
    .flatMap((type) =>
      (isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : []).map((field) => ({
        type: type.name,
        field: field.name,
      })),
    )
    .filter(({ field }) => SECRET_NAME.test(field))
    .map(({ type, field }) => `${type}.${field}`);
}

describe('the GraphQL contract (ARCHITECTURE rule 7)', () => {
  it('has no output field that could carry a password (input types may have one)', () => {
    expect(typeDefs.join('\n')).toMatch(/input SignInInput \{[^}]*password: String!/);
    // The authenticator app's key, shown once to the person who is adding the app, for a phone that cannot read the
    // QR code: the one secret an answer gives, and to its owner only (decision 011).
    expect(secretOutputFields(typeDefs.join('\n'))).toEqual(['AuthenticatorEnrolment.secret']);
  });

  it('would fail on an output field named like a password, in objects and interfaces alike', () => {
    const sdl = /* GraphQL */ `
      type Query {
        compte: Compte
        noeud: Noeud
      }
      type Compte {
        login: String!
        motDePasse: String
        ancien_mot_de_passe: String
        userPwd: String
      }
      interface Noeud {
        id: ID!
        clientSecret: String
      }
      input CompteInput {
        password: String!
      }
    `;
    expect(secretOutputFields(sdl)).toEqual([
      'Compte.motDePasse',
      'Compte.ancien_mot_de_passe',
      'Compte.userPwd',
      'Noeud.clientSecret',
    ]);
  });
});
