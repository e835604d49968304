import {
  API_AREAS,
  API_TOKEN_FILE_NOT_NAMED,
  API_TOKEN_FILE_NOT_YOURS,
  API_TOKEN_FILE_UNKNOWN,
  API_TOKEN_READ_ONLY,
  apiTokenAreaReadOnly,
  apiTokenOutOfArea,
} from '@portal/schema/rules/api-tokens';
import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import type { ApiTokenAreaScopeInput, ApiTokenScope } from '../testkit/__generated__/graphql.ts';
import { DEMO_PASSWORD, useOwnStack } from './support.ts';

// Issue 46, item 4: a token given areas (read or write) and optionally files; a request outside them is refused
// with TOKEN_SCOPE before any call, and tokens made with the former READ/WRITE keep every area. The owner's files
// are AGR001 (their favourite), VIT002 and ACS003. Its own emulator: the allowed mutations change data.

const stack = useOwnStack('proprietaire@demo.fr');

const CreateScopedDocument = graphql(`
  mutation ContractCreateScopedApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      apiToken {
        id
        scopes {
          area
          access
        }
        files
      }
      plainTextToken
      errors {
        field
        message
      }
    }
  }
`);

const WhoAmIDocument = graphql(`
  query ContractScopedApiToken {
    viewer {
      id
      apiToken {
        id
        name
        scopes {
          area
          access
        }
        files
        expiresAt
      }
    }
  }
`);

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function newToken(input: {
  scopes?: ApiTokenAreaScopeInput[];
  files?: string[];
  scope?: ApiTokenScope;
}): Promise<string> {
  const { body } = await stack.gateway.graphql(
    CreateScopedDocument,
    { input: { name: 'Script', password: DEMO_PASSWORD, ...input } },
    stack.cookie,
  );
  const created = body.data!.createApiToken;
  expect(created.errors).toEqual([]);
  return created.plainTextToken!;
}

async function asScript(token: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const refusal = (message: string) => ({ message, extensions: { code: 'TOKEN_SCOPE', affichable: true } });

const FAVOURITES = '{ viewer { dossiers { codeDossier estFavoris } } }';
const SET_FAVOURITE = `mutation ($code: String!) {
  setFavoriteDossier(codeDossier: $code) { errors { message } }
}`;

async function favourites() {
  return stack.gateway.post<Answer>({ query: FAVOURITES }, stack.cookie).then((r) => r.body.data);
}

describe('a token given areas', () => {
  it('reads its areas and is refused another, before any call about it', async () => {
    const token = await newToken({ scopes: [{ area: 'KEY_FIGURES', access: 'READ' }] });
    const within = await asScript(token, '{ dossier(codeDossier: "AGR001") { showsKeyFigures } }');
    expect(within.data).toEqual({ dossier: { showsKeyFigures: true } });

    const calls = stack.gateway.upstream.length;
    const outside = await asScript(token, '{ dossier(codeDossier: "AGR001") { duers { id } } }');
    expect(outside.errors).toEqual([refusal(apiTokenOutOfArea('DUER'))]);
    expect(outside.data).toBeUndefined();
    expect(stack.gateway.upstream.slice(calls).filter((c) => /duer/i.test(c.path))).toEqual([]);
  });

  it('reads an area it may only read, and is refused its mutations with nothing changed', async () => {
    const token = await newToken({ scopes: [{ area: 'ACCOUNT', access: 'READ' }] });
    const before = await favourites();
    const answer = await asScript(token, SET_FAVOURITE, { code: 'VIT002' });
    expect(answer.errors).toEqual([refusal(apiTokenAreaReadOnly('ACCOUNT'))]);
    expect(await favourites()).toEqual(before);
  });

  it('writes an area it may write', async () => {
    const token = await newToken({ scopes: [{ area: 'ACCOUNT', access: 'WRITE' }] });
    const answer = await asScript(token, SET_FAVOURITE, { code: 'VIT002' });
    expect(answer.data).toEqual({ setFavoriteDossier: { errors: [] } });
    await asScript(token, SET_FAVOURITE, { code: 'AGR001' });
  });

  it('says what it is: its name, areas, files and expiry', async () => {
    const scopes = [
      { area: 'DOCUMENTS', access: 'READ' },
      { area: 'DUER', access: 'WRITE' },
    ] as const;
    const token = await newToken({ scopes: [...scopes], files: ['VIT002'] });
    const answer = await asScript(token, '{ viewer { apiToken { name scopes { area access } files } } }');
    expect(answer.data).toEqual({ viewer: { apiToken: { name: 'Script', scopes, files: ['VIT002'] } } });
    const { body } = await stack.gateway.graphql(WhoAmIDocument, {}, stack.cookie);
    expect(body.data?.viewer?.apiToken).toBeNull();
  });
});

describe('a token limited to files', () => {
  it('lists only its files and is refused another, by its code or through the viewer', async () => {
    const token = await newToken({ scopes: [{ area: 'ACCOUNT', access: 'WRITE' }], files: ['VIT002'] });
    const listed = await asScript(
      token,
      '{ viewer { dossiers { codeDossier } dossierConnection { totalCount } selectedDossier { codeDossier } } }',
    );
    expect(listed.data).toEqual({
      viewer: {
        dossiers: [{ codeDossier: 'VIT002' }],
        dossierConnection: { totalCount: 1 },
        selectedDossier: { codeDossier: 'VIT002' },
      },
    });
    const named = await asScript(token, '{ dossier(codeDossier: "VIT002") { codeDossier } }');
    expect(named.data).toEqual({ dossier: { codeDossier: 'VIT002' } });

    for (const query of [
      '{ dossier(codeDossier: "AGR001") { codeDossier } }',
      '{ viewer { selectedDossier(codeDossier: "AGR001") { codeDossier } } }',
    ]) {
      const refused = await asScript(token, query);
      expect(refused.errors, query).toEqual([refusal(API_TOKEN_FILE_NOT_NAMED)]);
      expect(refused.data, query).toBeUndefined();
    }
  });

  it('runs a mutation naming its file, and is refused one naming another or none, with nothing changed', async () => {
    const token = await newToken({
      scopes: [
        { area: 'ACCOUNT', access: 'WRITE' },
        { area: 'KEY_FIGURES', access: 'WRITE' },
      ],
      files: ['AGR001'],
    });
    const before = await favourites();
    const other = await asScript(token, SET_FAVOURITE, { code: 'VIT002' });
    expect(other.errors).toEqual([refusal(API_TOKEN_FILE_NOT_NAMED)]);
    const unnamed = await asScript(token, 'mutation { deleteLoan(id: "AGR001:1") { errors { message } } }');
    expect(unnamed.errors).toEqual([refusal(API_TOKEN_FILE_UNKNOWN)]);
    expect(await favourites()).toEqual(before);
    const own = await asScript(token, SET_FAVOURITE, { code: 'AGR001' });
    expect(own.data).toEqual({ setFavoriteDossier: { errors: [] } });
  });

  it('shows a collaborator none of the other files’ DUERs to copy from', async () => {
    const staff = await stack.gateway.signIn('collaborateur');
    const { body } = await stack.gateway.graphql(
      CreateScopedDocument,
      {
        input: {
          name: 'Script',
          password: DEMO_PASSWORD,
          scopes: [{ area: 'DUER', access: 'READ' }],
          files: ['AGR001'],
        },
      },
      staff,
    );
    const duers = '{ dossier(codeDossier: "AGR001") { duersAutresDossiers { codeDossier } } }';
    const asStaff = await stack.gateway.post<Answer>({ query: duers }, staff);
    expect(asStaff.body.data).toMatchObject({
      dossier: { duersAutresDossiers: expect.arrayContaining([{ codeDossier: 'VIT002' }]) as unknown },
    });
    const limited = await asScript(body.data!.createApiToken.plainTextToken!, duers);
    expect(limited.data).toEqual({ dossier: { duersAutresDossiers: [] } });
  });

  it('is not created for a file its owner does not have', async () => {
    const { body } = await stack.gateway.graphql(
      CreateScopedDocument,
      { input: { name: 'Ailleurs', password: DEMO_PASSWORD, files: ['VIT002', 'ZZZ999'] } },
      stack.cookie,
    );
    expect(body.data?.createApiToken).toEqual({
      apiToken: null,
      plainTextToken: null,
      errors: [{ field: 'input.files.1', message: API_TOKEN_FILE_NOT_YOURS }],
    });
  });
});

describe('a token made with the former READ/WRITE scope', () => {
  it('READ reads every area and is refused every mutation, as before', async () => {
    const token = await newToken({ scope: 'READ' });
    const answer = await asScript(
      token,
      '{ viewer { apiToken { scopes { area access } files } } dossier(codeDossier: "AGR001") { duers { id } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer).toEqual({
      apiToken: { scopes: API_AREAS.map((area) => ({ area, access: 'READ' })), files: null },
    });
    const before = await favourites();
    const refused = await asScript(token, SET_FAVOURITE, { code: 'VIT002' });
    expect(refused.errors).toEqual([
      { message: API_TOKEN_READ_ONLY, extensions: { code: 'FORBIDDEN', affichable: true } },
    ]);
    expect(await favourites()).toEqual(before);
  });

  it('WRITE reads and writes every area', async () => {
    const token = await newToken({ scope: 'WRITE' });
    const answer = await asScript(token, '{ viewer { apiToken { scopes { area access } } } }');
    expect(answer.data).toEqual({
      viewer: { apiToken: { scopes: API_AREAS.map((area) => ({ area, access: 'WRITE' })) } },
    });
    const written = await asScript(token, SET_FAVOURITE, { code: 'VIT002' });
    expect(written.data).toEqual({ setFavoriteDossier: { errors: [] } });
    await asScript(token, SET_FAVOURITE, { code: 'AGR001' });
  });
});
