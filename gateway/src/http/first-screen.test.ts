import { describe, expect, it } from 'vitest';
import {
  firstScreenScript,
  homeFirstAnswers,
  homeIsDrawable,
  isHomePath,
  type InlinedAnswer,
  wantedDossier,
  type OperationResult,
  type PersistedOperation,
} from './first-screen.ts';

const HASHES = { shell: 'sha256:shell', theme: 'sha256:theme', home: 'sha256:home' };

/** A gateway that answers each operation from `answers` by hash, and remembers what it was asked. */
function fakeRun(answers: Record<string, (variables: Record<string, unknown>) => OperationResult>) {
  const asked: PersistedOperation[][] = [];
  const run = (operations: readonly PersistedOperation[]) => {
    asked.push([...operations]);
    return Promise.resolve(operations.map(({ hash, variables }) => answers[hash]!(variables)));
  };
  return { run, asked };
}

const shellOf = (codeDossier: string | null) => () => ({
  data: { viewer: { id: 'v1', selectedDossier: codeDossier ? { codeDossier } : null } },
});
const theme = () => ({ data: { theme: { code: 'terres' } } });
const home = (variables: Record<string, unknown>) => ({ data: { viewer: { id: 'v1', asked: variables } } });

describe('the home page', () => {
  it('is /accueil, with or without a file code and a redirect target', () => {
    expect(isHomePath('/accueil')).toBe(true);
    expect(isHomePath('/accueil/AGR001')).toBe(true);
    expect(isHomePath('/accueil/AGR001/notifications')).toBe(true);
    expect(isHomePath('/notifications')).toBe(false);
    expect(isHomePath('/accueil/AGR001/x/y')).toBe(false);
  });
});

describe('the wanted file', () => {
  it("is the path's code first, then the remembered one, as the web app decides", () => {
    expect(wantedDossier('/accueil/AGR002', 'AGR001')).toBe('AGR002');
    expect(wantedDossier('/accueil', 'AGR001')).toBe('AGR001');
    expect(wantedDossier('/accueil', undefined)).toBeNull();
  });

  it('is none when the code has not the shape of a file code', () => {
    expect(wantedDossier('/accueil/..%2FAGR001', 'AGR001')).toBeNull();
    expect(wantedDossier('/accueil/%E0%A4%A', undefined)).toBeNull();
    expect(wantedDossier('/accueil', 'AGR001\u0000')).toBeNull();
  });
});

describe("the home's first answers", () => {
  it('ask the Home query for the file the Shell selected, with the variables the web app uses', async () => {
    const { run, asked } = fakeRun({
      [HASHES.shell]: shellOf('AGR003'),
      [HASHES.theme]: theme,
      [HASHES.home]: home,
    });
    const answers = await homeFirstAnswers(run, HASHES, 'AGR001');
    expect(asked).toEqual([
      [
        { hash: HASHES.shell, variables: { wanted: 'AGR001' } },
        { hash: HASHES.theme, variables: {} },
        { hash: HASHES.home, variables: { codeDossier: 'AGR001' } },
      ],
      [{ hash: HASHES.home, variables: { codeDossier: 'AGR003' } }],
    ]);
    expect(answers.map(({ hash, variables, data }) => ({ hash, variables, data }))).toEqual([
      { hash: HASHES.shell, variables: { wanted: 'AGR001' }, data: shellOf('AGR003')().data },
      { hash: HASHES.theme, variables: {}, data: theme().data },
      { hash: HASHES.home, variables: { codeDossier: 'AGR003' }, data: home({ codeDossier: 'AGR003' }).data },
    ]);
  });

  it('ask the Home query for the wanted file with the Shell, in one round, when the Shell selects it', async () => {
    const { run, asked } = fakeRun({
      [HASHES.shell]: shellOf('AGR001'),
      [HASHES.theme]: theme,
      [HASHES.home]: home,
    });
    const answers = await homeFirstAnswers(run, HASHES, 'AGR001');
    expect(asked).toHaveLength(1);
    expect(answers.map(({ hash, variables, data }) => ({ hash, variables, data }))).toEqual([
      { hash: HASHES.shell, variables: { wanted: 'AGR001' }, data: shellOf('AGR001')().data },
      { hash: HASHES.theme, variables: {}, data: theme().data },
      { hash: HASHES.home, variables: { codeDossier: 'AGR001' }, data: home({ codeDossier: 'AGR001' }).data },
    ]);
  });

  it('ask the Home query after the Shell when no file is wanted, for the one the Shell selected', async () => {
    const { run, asked } = fakeRun({
      [HASHES.shell]: shellOf('AGR002'),
      [HASHES.theme]: theme,
      [HASHES.home]: home,
    });
    await homeFirstAnswers(run, HASHES, null);
    expect(asked).toEqual([
      [
        { hash: HASHES.shell, variables: { wanted: null } },
        { hash: HASHES.theme, variables: {} },
      ],
      [{ hash: HASHES.home, variables: { codeDossier: 'AGR002' } }],
    ]);
  });

  it('are none for a session the legacy no longer knows', async () => {
    const { run, asked } = fakeRun({
      [HASHES.shell]: () => ({ data: { viewer: null } }),
      [HASHES.theme]: theme,
      [HASHES.home]: home,
    });
    expect(await homeFirstAnswers(run, HASHES, null)).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('leave out an answer with errors, so that the browser asks for it and shows them', async () => {
    const { run } = fakeRun({
      [HASHES.shell]: shellOf('AGR001'),
      [HASHES.theme]: theme,
      [HASHES.home]: () => ({ data: { viewer: null }, errors: [{ message: 'UPSTREAM_ERROR' }] }),
    });
    const answers = await homeFirstAnswers(run, HASHES, 'AGR001');
    expect(answers.map((answer) => answer.hash)).toEqual([HASHES.shell, HASHES.theme]);
  });
});

describe('the home drawn by the gateway', () => {
  const answersFor = (codeDossier: string | null): InlinedAnswer[] => [
    { hash: HASHES.shell, variables: {}, data: shellOf(codeDossier)().data },
    { hash: HASHES.theme, variables: {}, data: theme().data },
    { hash: HASHES.home, variables: {}, data: home({}).data },
  ];

  it('is drawn for a person with a file selected, at the home with or without its code', () => {
    expect(homeIsDrawable('/accueil', answersFor('AGR001'))).toBe(true);
    expect(homeIsDrawable('/accueil/AGR001', answersFor('AGR001'))).toBe(true);
  });

  it('is not drawn where the home sends the browser elsewhere: no file selected, a target in the address', () => {
    expect(homeIsDrawable('/accueil', answersFor(null))).toBe(false);
    expect(homeIsDrawable('/accueil/AGR001/mes-chiffres', answersFor('AGR001'))).toBe(false);
    expect(homeIsDrawable('/accueil?redirectTo=%2Fcontacts', answersFor('AGR001'))).toBe(false);
  });

  it('is not drawn when an answer is missing', () => {
    expect(homeIsDrawable('/accueil', answersFor('AGR001').slice(0, 2))).toBe(false);
  });
});

describe('the first screen in the page', () => {
  it('cannot close its script element, whatever text the data holds', () => {
    const name = '</script><script>alert(1)</script><!--';
    const data = {
      version: 1,
      operations: [{ hash: HASHES.home, variables: { codeDossier: 'AGR001' } }],
      cache: { 'Dossier:AGR001': { __typename: 'Dossier', codeDossier: 'AGR001', nom: name } },
    };
    const script = firstScreenScript(data);
    expect(script.match(/<\/script>/gi)).toHaveLength(1);
    expect(script.match(/<script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(data);
  });
});
