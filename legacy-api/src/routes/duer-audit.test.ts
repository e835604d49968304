import { describe, expect, it } from 'vitest';
import { duerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

async function freshDuer(annee: number, codeDossier = 'AGR001'): Promise<number> {
  return (await own.staff.post('/api/duer/vide', { codeDossier, annee })).json<{ id: number }>().id;
}

interface Row {
  q_id: number;
  q_ordre: number;
  q_reponse: boolean;
  q_nonApplicable: boolean;
  bq_nom: string;
  bca_id: number;
  bca_nom: string;
}

describe('a DUER’s prior audit', () => {
  it('opens with the firm’s questions numbered in each category, then keeps the answers saved', async () => {
    const idDuer = await freshDuer(2027);
    const rows = (await own.owner.get(`/api/duer/${idDuer}/audit/questions`)).json<Row[]>();
    expect(rows.map((r) => [r.bca_nom, r.q_ordre])).toEqual([
      ['Organisation de la sécurité', 1],
      ['Organisation de la sécurité', 2],
      ['Organisation de la sécurité', 3],
      ['Locaux et équipements', 1],
      ['Locaux et équipements', 2],
    ]);
    const [first] = rows;
    const saved = await own.owner.put(`/api/duer/${idDuer}/audit`, {
      listQuestions: [
        { q_id: first!.q_id, q_ordre: 1, q_reponse: true, q_nonApplicable: true, q_remarque: 'Sans objet' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const again = (await own.owner.get(`/api/duer/${idDuer}/audit/questions`)).json<Row[]>();
    // Not applicable is never Oui.
    expect(again[0]).toMatchObject({ q_reponse: false, q_nonApplicable: true, q_remarque: 'Sans objet' });
  });

  it('adds a category with its first question and a question to it, and deletes one', async () => {
    const idDuer = await freshDuer(2028);
    await own.owner.get(`/api/duer/${idDuer}/audit/questions`);
    const { insertId: idCategorie } = (
      await own.owner.post(`/api/duer/${idDuer}/audit/categories`, {
        nom: 'Vendanges',
        idBaseType: 99,
        nouvelleQuestion: 'Les saisonniers sont-ils formés ?',
      })
    ).json<{ insertId: number }>();
    const { insertId } = (
      await own.owner.post(`/api/duer/${idDuer}/audit/questions`, {
        nom: ' ',
        idBaseCategorie: idCategorie,
        idQuestion: 0,
      })
    ).json<{ insertId: number }>();
    let rows = (await own.owner.get(`/api/duer/${idDuer}/audit/questions`)).json<Row[]>();
    expect(rows.filter((r) => r.bca_id === idCategorie).map((r) => [r.bq_nom, r.q_ordre])).toEqual([
      ['Les saisonniers sont-ils formés ?', 1],
      [' ', 2],
    ]);
    expect((await own.owner.delete(`/api/duer/${idDuer}/audit/questions/${insertId}`)).statusCode).toBe(200);
    rows = (await own.owner.get(`/api/duer/${idDuer}/audit/questions`)).json<Row[]>();
    expect(rows.filter((r) => r.bca_id === idCategorie)).toHaveLength(1);
  });

  it('is refused to a partner who may not see the file’s DUER', async () => {
    const idDuer = await freshDuer(2029, 'VIT002');
    expect((await own.partner.get(`/api/duer/${idDuer}/audit/questions`)).statusCode).toBe(403);
  });
});
