import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { FlashApiContext, useFlash, type FlashApi } from './flash.ts';
import { failedAt, useLoadErrorsFlash } from './load-errors.ts';

afterEach(cleanup);

const error = new CombinedGraphQLErrors({
  data: { viewer: { notifications: null } },
  errors: [{ message: 'Upstream', path: ['viewer', 'selectedDossier', 'nextEvent'] }],
});

const PARTS = {
  nextEvent: 'Une erreur est survenue lors du chargement des événements',
  notifications: 'Une erreur est survenue lors du chargement des notifications',
};

function Screen() {
  useLoadErrorsFlash(error, PARTS);
  return null;
}

/** Like the root route: clears the flash in its own effect when the page is shown. */
function ClearingParent() {
  const { clear } = useFlash();
  useEffect(() => {
    clear();
  }, [clear]);
  return <Screen />;
}

describe('load errors', () => {
  it('tells which part of the query failed by the path of its errors', () => {
    expect(failedAt(error, 'nextEvent')).toBe(true);
    expect(failedAt(error, 'notifications')).toBe(false);
    expect(failedAt(new Error('réseau'), 'nextEvent')).toBe(false);
    expect(failedAt(undefined, 'nextEvent')).toBe(false);
  });

  it('shows the message of the failed part only, after the navigation has cleared the flash', async () => {
    const calls: string[] = [];
    const flash: FlashApi = {
      show: vi.fn((_kind: string, message: string) => calls.push(`show ${message}`)),
      clear: vi.fn(() => calls.push('clear')),
    };
    render(
      <FlashApiContext.Provider value={flash}>
        <ClearingParent />
      </FlashApiContext.Provider>,
    );
    await waitFor(() => expect(flash.show).toHaveBeenCalled());
    expect(calls).toEqual(['clear', 'show Une erreur est survenue lors du chargement des événements']);
  });
});
