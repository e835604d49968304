import { describe, expect, it } from 'vitest';
import { listsAppointments, showsNextAppointment } from './appointments.ts';

describe('appointments (spec 000 §6)', () => {
  it.each([
    [['page_rdv', 'mod_rdv'], true, true],
    [['page_rdv'], true, false],
    [['mod_rdv'], false, false],
    [[], false, false],
  ])('offers appointments to a file holding %j: list %s, home card %s', (permissions, lists, card) => {
    expect([listsAppointments(permissions), showsNextAppointment(permissions)]).toEqual([lists, card]);
  });
});
