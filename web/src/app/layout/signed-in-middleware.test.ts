import { CombinedGraphQLErrors } from '@apollo/client';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataContext, dossierContext, type DataContext } from '../../lib/router-context.ts';
import {
  browserWantedDossier,
  getRedirectTo,
  getWantedCodeDossier,
  setWantedCodeDossier,
} from '../../lib/wanted-dossier.ts';
import { signedInMiddleware } from './signed-in-middleware.ts';
import { ShellDocument } from './shell-query.ts';

type Args = Parameters<typeof signedInMiddleware>[0];

/** A Shell answer reduced to what the middleware reads; the rest of the frame's fields do not matter here. */
const answer = (codeDossier: string | null) => ({
  data: { viewer: { id: 'u1', selectedDossier: codeDossier ? { id: codeDossier, codeDossier } : null } },
});

function run(
  url: string,
  params: Record<string, string>,
  shell: ReturnType<typeof answer> | { data: null } | Error,
) {
  const client = {
    query: vi.fn(() => (shell instanceof Error ? Promise.reject(shell) : Promise.resolve(shell))),
    writeQuery: vi.fn(),
  };
  const context = new RouterContextProvider();
  context.set(dataContext, {
    client,
    preloadQuery: vi.fn(),
    wantedDossier: browserWantedDossier,
  } as unknown as DataContext);
  const args = { request: new Request(new URL(url, 'http://localhost')), params, context } as unknown as Args;
  return {
    client,
    context,
    result: Promise.resolve(signedInMiddleware(args, () => Promise.resolve(undefined))),
  };
}

beforeEach(() => window.localStorage.clear());

describe('signed-in middleware', () => {
  it('gives the loaders the file the gateway selected, and files its answer under that file for the next visit', async () => {
    const { client, context, result } = run('/accueil', {}, answer('AGR001'));
    await result;
    expect(client.query).toHaveBeenCalledWith({ query: ShellDocument, variables: { wanted: null } });
    expect(context.get(dossierContext)).toEqual({ codeDossier: 'AGR001' });
    expect(getWantedCodeDossier()).toBe('AGR001');
    expect(client.writeQuery).toHaveBeenCalledWith({
      query: ShellDocument,
      variables: { wanted: 'AGR001' },
      data: answer('AGR001').data,
    });
  });

  it('asks for the file of the path and remembers it; the answer is already filed under it', async () => {
    setWantedCodeDossier('AGR001');
    const { client, context, result } = run('/accueil/VIT002', { codeDossier: 'VIT002' }, answer('VIT002'));
    await result;
    expect(client.query).toHaveBeenCalledWith({ query: ShellDocument, variables: { wanted: 'VIT002' } });
    expect(context.get(dossierContext)).toEqual({ codeDossier: 'VIT002' });
    expect(client.writeQuery).not.toHaveBeenCalled();
  });

  it('remembers the redirect target of the path or of the query (spec 000 §2.2 and §2.3)', async () => {
    await run('/accueil?redirectTo=event/7', {}, answer('AGR001')).result;
    expect(getRedirectTo()).toBe('event/7');
    await run('/accueil/AGR001/ag', { codeDossier: 'AGR001', redirectTo: 'ag' }, answer('AGR001')).result;
    expect(getRedirectTo()).toBe('ag');
  });

  it('sends a signed-out person to sign-in and remembers where they were going', async () => {
    const { result } = run('/event/70003', { id: '70003' }, { data: null });
    const thrown: unknown = await result.catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/app');
    expect(getRedirectTo()).toBe('/event/70003');
  });

  it('sends a visitor without a session, whose viewer the gateway refuses, to sign-in (issue 46)', async () => {
    const error = new CombinedGraphQLErrors({
      data: { viewer: null, theme: { code: 'cerfrance' } },
      errors: [{ message: 'Vous n’êtes pas connecté', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const thrown: unknown = await run('/event/70004', { id: '70004' }, error).result.catch((e: unknown) => e);
    expect((thrown as Response).headers.get('Location')).toBe('/app');
    expect(getRedirectTo()).toBe('/event/70004');
  });

  it('lets another failure of the Shell query through to the error screen', async () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Erreur', extensions: { code: 'UPSTREAM_ERROR' } }],
    });
    const thrown: unknown = await run('/accueil', {}, error).result.catch((e: unknown) => e);
    expect(thrown).toBe(error);
  });

  it('gives the loaders no file when the person has none', async () => {
    const { context, result } = run('/aucun-dossier', {}, answer(null));
    await result;
    expect(context.get(dossierContext)).toBeNull();
    expect(getWantedCodeDossier()).toBeNull();
  });
});
