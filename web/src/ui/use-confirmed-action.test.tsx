import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashApiContext, type FlashApi } from '../lib/flash.ts';
import { ConfirmDialog } from './dialog.tsx';
import { useConfirmedAction } from './use-confirmed-action.ts';

afterEach(cleanup);

function Removal({ run }: { run: (name: string) => Promise<readonly { message: string }[]> }) {
  const removal = useConfirmedAction(run, 'Supprimé.');
  return (
    <>
      <button onClick={() => removal.ask('Bail rural')}>Supprimer Bail rural</button>
      <ConfirmDialog {...removal.dialog} title="Supprimer" question="Vraiment ?" yes="Oui, supprimer" />
    </>
  );
}

function renderRemoval(run: (name: string) => Promise<readonly { message: string }[]>) {
  const flash: FlashApi = { show: vi.fn(), clear: vi.fn() };
  render(
    <FlashApiContext.Provider value={flash}>
      <Removal run={run} />
    </FlashApiContext.Provider>,
  );
  return flash;
}

describe('an action confirmed first', () => {
  it('runs nothing when the person answers no, and closes the question', async () => {
    const run = vi.fn(() => Promise.resolve([]));
    const flash = renderRemoval(run);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Bail rural' }));
    await userEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(run).not.toHaveBeenCalled();
    expect(flash.show).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the action on the item asked about, closes the question and flashes the success', async () => {
    const run = vi.fn(() => Promise.resolve([]));
    const flash = renderRemoval(run);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Bail rural' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(run).toHaveBeenCalledWith('Bail rural');
    expect(flash.show).toHaveBeenCalledWith('success', 'Supprimé.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('flashes the first error the action answers instead of the success', async () => {
    const flash = renderRemoval(() => Promise.resolve([{ message: 'Refusé.' }, { message: 'Autre.' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Bail rural' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    expect(flash.show).toHaveBeenCalledWith('error', 'Refusé.');
    expect(flash.show).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
