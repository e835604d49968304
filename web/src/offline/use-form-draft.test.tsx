import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../lib/session.ts';
import { LOST_LINK, NOT_SENT_OFFLINE } from './offline-messages.ts';
import { setOfflineStatus } from './status.ts';
import { useDraftedForm, useDraftedState } from './use-form-draft.ts';

type Terms = { libelle: string; taux: string };

function sessionOf(viewerId: string, codeDossier: string): Session {
  return {
    viewerId,
    login: `${viewerId}@demo.fr`,
    isCollaborateur: false,
    fonctionsUtilisateur: [],
    selectedDossier: { codeDossier, raisonSociale: codeDossier, codeEntite: '1', idRole: 1, permissions: [] },
    hasPermission: () => true,
    selectDossier: () => undefined,
  };
}

const inSession =
  (viewerId: string, codeDossier: string) =>
  ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={sessionOf(viewerId, codeDossier)}>{children}</SessionContext.Provider>
  );

/** A loan form as a person on a file sees it: its values start from the draft and every change follows into it. */
function renderLoanForm(viewerId: string, codeDossier: string) {
  return renderHook(
    () => useDraftedForm<Terms>('emprunt:nouveau', { defaultValues: { libelle: '', taux: '' } }),
    { wrapper: inSession(viewerId, codeDossier) },
  );
}

/** A rights table held in the component's state, as the sharing forms hold theirs. */
function renderRightsTable() {
  return renderHook(() => useDraftedState('droits:p1', () => ({ files: ['AGR001'] })), {
    wrapper: inSession('1001', 'AGR001'),
  });
}

const setOnLine = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => setOfflineStatus({ online }));
};

describe('a form kept as a draft on the device', () => {
  afterEach(() => {
    cleanup();
    setOnLine(true);
    window.localStorage.clear();
  });

  it('comes back with what was typed, for the same person and file only, until it is sent', () => {
    const typed = renderLoanForm('1001', 'AGR001');
    act(() => typed.result.current.form.setValue('libelle', 'Tracteur'));
    typed.unmount();

    expect(renderLoanForm('1001', 'AGR001').result.current.form.getValues('libelle')).toBe('Tracteur');
    expect(renderLoanForm('1001', 'VIT002').result.current.form.getValues('libelle')).toBe('');
    expect(renderLoanForm('1002', 'AGR001').result.current.form.getValues('libelle')).toBe('');

    const sent = renderLoanForm('1001', 'AGR001');
    expect(sent.result.current.draft.settle([])).toEqual([]);
    sent.unmount();
    expect(renderLoanForm('1001', 'AGR001').result.current.form.getValues('libelle')).toBe('');
  });

  it('is kept when its send is lost with the link, and says so instead of a bare failure', () => {
    const typed = renderLoanForm('1001', 'AGR001');
    act(() => typed.result.current.form.setValue('libelle', 'Pulvérisateur'));
    setOnLine(false);
    expect(typed.result.current.draft.settle([{ field: null, message: LOST_LINK }])).toEqual([
      { field: null, message: NOT_SENT_OFFLINE },
    ]);
    typed.unmount();
    expect(renderLoanForm('1001', 'AGR001').result.current.form.getValues('libelle')).toBe('Pulvérisateur');
  });

  it('keeps a form held in state once changed, not one only opened, and forgets it once sent', () => {
    const opened = renderRightsTable();
    opened.unmount();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('portal.draft:'))).toEqual([]);

    const changed = renderRightsTable();
    act(() => changed.result.current.setValue({ files: ['AGR001', 'VIT002'] }));
    changed.unmount();
    const back = renderRightsTable();
    expect(back.result.current.value).toEqual({ files: ['AGR001', 'VIT002'] });

    act(() => void back.result.current.draft.settle([]));
    back.unmount();
    expect(renderRightsTable().result.current.value).toEqual({ files: ['AGR001'] });
  });
});
