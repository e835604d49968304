import { RISKS_INCOMPLETE } from '@portal/schema/rules/duer';
import { describe, expect, it } from 'vitest';
import { duerTestApp } from './duer-test-app.ts';

const own = duerTestApp();

/** AGR001's last seeded DUER: some risks unrated, a catalogue page with its PDF after the risk list. */
const lastDuer = async () =>
  (await own.owner.get('/api/duer/dossier/AGR001')).json<{ id: number; estFini: boolean }[]>().at(-1);

describe('the printed DUER', () => {
  it('prints the DUER with its attached pages, one a PDF it cannot read named instead', async () => {
    const duer = await lastDuer();
    // The seeded page's file made unreadable, as a PDF upload pdf-lib cannot parse would be.
    await own.ctx.db.query('UPDATE duer_fichiers SET contenu = $1 WHERE nom_fichier = $2', [
      Buffer.from('%PDF-1.4 illisible'),
      'Consignes générales de sécurité.pdf',
    ]);
    const printed = await own.owner.get(`/api/duer/${duer?.id}/impression`);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses the definitive print to the owner while a risk is unrated, and finishes the DUER for staff', async () => {
    const duer = await lastDuer();
    const refused = await own.owner.post(`/api/duer/${duer?.id}/definitif`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: RISKS_INCOMPLETE });
    const done = await own.staff.post(`/api/duer/${duer?.id}/definitif`, {});
    expect(done.json()).toEqual({ status: 'OK' });
    expect((await lastDuer())?.estFini).toBe(true);
    expect((await own.owner.get(`/api/duer/${duer?.id}/definitif`)).headers['content-type']).toBe(
      'application/pdf',
    );
  });
});
