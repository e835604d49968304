import { describe, expect, it } from 'vitest';
import { legacyChange } from '../graphql/user-errors.ts';
import { LegacyError } from './legacy-error.ts';

describe('LegacyError', () => {
  it('keeps the status, the code and the legacy message only when it is displayable', () => {
    const shown = LegacyError.fromAnswer(409, { message: 'Déjà inscrit.', affichable: true });
    const hidden = LegacyError.fromAnswer(403, { message: 'détail interne', affichable: false });
    expect(shown).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      affichable: true,
      message: 'Déjà inscrit.',
    });
    expect(hidden).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      affichable: false,
      message: 'Accès refusé.',
    });
  });

  it('maps a status the contract does not name to UPSTREAM_ERROR', () => {
    expect(LegacyError.fromAnswer(500, undefined)).toMatchObject({ status: 500, code: 'UPSTREAM_ERROR' });
  });

  it('has no status when the legacy never answered', () => {
    expect(new LegacyError('UPSTREAM_TIMEOUT').status).toBeNull();
  });
});

describe('legacyChange', () => {
  it('answers what the legacy answered when the change is applied', async () => {
    expect(await legacyChange(() => Promise.resolve('rdv-1'))).toEqual({ done: 'rdv-1' });
  });

  it('turns a displayable refusal into an error of the whole form', async () => {
    const refused = LegacyError.fromAnswer(400, { message: 'Rendez-vous introuvable.', affichable: true });
    expect(await legacyChange(() => Promise.reject(refused))).toEqual({
      errors: [{ field: null, message: 'Rendez-vous introuvable.' }],
    });
  });

  it('lets through a refusal the person may not read and any failure that is not a refusal', async () => {
    const hidden = LegacyError.fromAnswer(400, { message: 'interne', affichable: false });
    const expired = LegacyError.fromAnswer(401, { message: 'Session expirée', affichable: true });
    await expect(legacyChange(() => Promise.reject(hidden))).rejects.toBe(hidden);
    await expect(legacyChange(() => Promise.reject(expired))).rejects.toBe(expired);
  });
});
