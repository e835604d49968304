import { fieldTooLong, GENERAL_INFO_MAX, REDACTEUR_MAX } from '@portal/schema/rules/duer-general-info';
import { describe, expect, it } from 'vitest';
import { duerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

/** A DUER of the test's own year, made empty by staff. */
async function freshDuer(annee: number, codeDossier = 'AGR001'): Promise<number> {
  return (await own.staff.post('/api/duer/vide', { codeDossier, annee })).json<{ id: number }>().id;
}

describe('a DUER’s general information', () => {
  it('answers null fields until saved, then the fields saved, an absent one kept', async () => {
    const idDuer = await freshDuer(2027);
    const url = `/api/duer/${idDuer}/informations-generales`;
    expect((await own.owner.get(url)).json()).toMatchObject({ natureActivite: null, nombreSalaries: null });
    await own.owner.put(url, {
      informationsGenerales: { natureActivite: 'Polyculture', nombreSalaries: '4' },
    });
    const saved = await own.owner.put(url, { informationsGenerales: { nombreSalaries: '5' } });
    expect(saved.statusCode).toBe(200);
    expect((await own.owner.get(url)).json()).toMatchObject({
      natureActivite: 'Polyculture',
      nombreSalaries: '5',
    });
  });

  it('refuses a field over 128 characters and keeps what was saved', async () => {
    const idDuer = await freshDuer(2028);
    const url = `/api/duer/${idDuer}/informations-generales`;
    await own.owner.put(url, { informationsGenerales: { referentSecurite: 'Paul' } });
    const refused = await own.owner.put(url, {
      informationsGenerales: { referentSecurite: 'x'.repeat(GENERAL_INFO_MAX + 1) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: fieldTooLong('Référent sécurité', GENERAL_INFO_MAX) });
    expect((await own.owner.get(url)).json()).toMatchObject({ referentSecurite: 'Paul' });
  });

  it('is refused to a partner who may not see the file’s DUER', async () => {
    const idDuer = await freshDuer(2029, 'VIT002');
    expect((await own.partner.get(`/api/duer/${idDuer}/informations-generales`)).statusCode).toBe(403);
  });
});

describe('a DUER’s cover page', () => {
  it('saves its lines and its writer, the writer at most 128 characters', async () => {
    const idDuer = await freshDuer(2030);
    const url = `/api/duer/${idDuer}/page-de-garde`;
    const page = {
      champ1: 'EARL',
      champ2: '',
      champ3: '',
      champ4: '',
      dateMiseAJour: 'Mars',
      ingenieurConseil: 'Léa',
    };
    expect((await own.owner.put(url, { pageDeGarde: page })).statusCode).toBe(200);
    expect((await own.owner.get(url)).json()).toEqual(page);
    const refused = await own.owner.put(url, {
      pageDeGarde: { ingenieurConseil: 'x'.repeat(REDACTEUR_MAX + 1) },
    });
    expect(refused.json()).toMatchObject({ message: fieldTooLong('Rédacteur', REDACTEUR_MAX) });
    expect((await own.owner.get(url)).json()).toEqual(page);
  });

  it('names the file’s managers and default adviser, none for a file without', async () => {
    expect((await own.owner.get('/api/duer/dossier/AGR001/gerants')).json()).toEqual([
      { nom: 'Paul Martin' },
      { nom: 'Claire Martin' },
    ]);
    expect((await own.owner.get('/api/duer/dossier/AGR001/ingenieur-conseil')).json()).toEqual({
      ingenieurConseil: 'Thomas Lefèvre',
    });
    expect((await own.staff.get('/api/duer/dossier/ACS003/ingenieur-conseil')).json()).toEqual({
      ingenieurConseil: null,
    });
  });
});
