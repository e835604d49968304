// Gateway answers shared by the route tests, shaped as the route queries ask for them.
export function appointment(n: number, upcoming: boolean, overrides: Record<string, unknown> = {}) {
  const day = String(n).padStart(2, '0');
  return {
    __typename: 'Appointment',
    id: `D001:${n}`,
    legacyId: String(n),
    date: `2026-12-${day}T09:30:00`,
    title: `Rendez-vous ${n}`,
    upcoming,
    location: 'Agence de Reims',
    address: { __typename: 'Address', adresse: '1 rue du Marché', cp: '51100', ville: 'Reims' },
    ...overrides,
  };
}

export function event(n: number, upcoming: boolean, overrides: Record<string, unknown> = {}) {
  const day = String(n).padStart(2, '0');
  return {
    __typename: 'Event',
    id: `D001:${n}`,
    legacyId: String(n),
    title: `Événement ${n}`,
    date: `2026-12-${day}T18:00:00`,
    dateDebut: null,
    upcoming,
    location: 'Salle des fêtes',
    ville: 'Épernay',
    availability: upcoming ? 'OUVERT' : 'PASSE',
    ...overrides,
  };
}

export const user = {
  __typename: 'User',
  id: 'u1',
  nom: 'Martin',
  prenom: 'Julie',
  mail: 'julie@exemple.fr',
  tel: null,
};
