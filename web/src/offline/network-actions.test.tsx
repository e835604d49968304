import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { StarToggle } from '../ui/star-toggle.tsx';
import { ACTION_NEEDS_NETWORK } from './offline-messages.ts';
import { setOfflineStatus } from './status.ts';

const yesOf = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name, hidden: true });

describe('an action that changes the file, without a link', () => {
  afterEach(() => {
    cleanup();
    act(() => setOfflineStatus({ online: true }));
  });

  it('waits in its confirmation, saying why, while a yes that only changes the screen still answers', () => {
    const deleted = vi.fn();
    const abandoned = vi.fn();
    render(
      <>
        <ConfirmDialog
          open
          title="Supprimer"
          question="Supprimer ?"
          yes="Oui, supprimer"
          onYes={deleted}
          onNo={vi.fn()}
        />
        <ConfirmDialog
          open
          title="Abandonner"
          question="Abandonner ?"
          yes="Oui, abandonner"
          onYes={abandoned}
          onNo={vi.fn()}
          local
        />
      </>,
    );
    expect(yesOf('Oui, supprimer').disabled).toBe(false);
    act(() => setOfflineStatus({ online: false }));
    expect(yesOf('Oui, supprimer').disabled).toBe(true);
    expect(screen.getAllByText(ACTION_NEEDS_NETWORK)).toHaveLength(1);
    yesOf('Oui, abandonner').click();
    expect(abandoned).toHaveBeenCalledTimes(1);
    expect(deleted).not.toHaveBeenCalled();
  });

  it('leaves a favourite star as it is until the link is back', () => {
    render(<StarToggle name="Simulateur d'emprunt" starred={false} onToggle={vi.fn()} />);
    const star = screen.getByRole<HTMLButtonElement>('button', {
      name: "Ajouter Simulateur d'emprunt aux favoris",
    });
    act(() => setOfflineStatus({ online: false }));
    expect(star.disabled).toBe(true);
    expect(star.title).toBe(ACTION_NEEDS_NETWORK);
    act(() => setOfflineStatus({ online: true }));
    expect(star.disabled).toBe(false);
  });
});
