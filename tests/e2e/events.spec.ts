import type { Page } from '@playwright/test';
import { card, expect, test } from './fixtures.ts';
import { parisDate, parisTime, seedInstant } from './seed-calendar.ts';

// Emulator seed (legacy-api/src/db/seed/events.ts), AGR001's events 70001-70010: a past meeting the file
// attended (70001), a past one it declined (70002), a cancelled evening (70004), a full training (70005) and a
// three-date campaign: the first session with Jeanne Morel and Paul Girard registered (70006), the second with
// one place left (70007), the third with 16 places (70008). Each test answers a different event.

const answerCard = (page: Page) => card(page, 'Votre réponse');
const registration = (page: Page) => card(page, 'Inscription');
const participant = (page: Page, n: number) =>
  registration(page).getByRole('group', { name: `Participant ${n}`, exact: true });

test('a cancelled, a full and a past event show their state and take no answer', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/event/70004');
  await expect(page.getByRole('heading', { level: 1, name: 'Soirée des adhérents' })).toBeVisible();
  await expect(page.getByRole('main').getByText('ANNULÉ', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oui', exact: true })).toHaveCount(0);

  await page.goto('/event/70005');
  await expect(
    page.getByRole('heading', { level: 1, name: "Formation Transmission d'exploitation" }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('COMPLET', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oui', exact: true })).toHaveCount(0);

  await page.goto('/event/70001');
  await expect(page.getByRole('heading', { level: 1, name: "Réunion d'information PAC" })).toBeVisible();
  const [meeting, end] = [seedInstant(-35, 13), seedInstant(-35, 16)];
  await expect(page.getByRole('list', { name: "Dates de l'événement" })).toHaveText(
    `Le ${parisDate(meeting)} de ${parisTime(meeting)} à ${parisTime(end)}`,
  );
  await expect(page.getByRole('list', { name: 'Historique de participation' })).toHaveText('Jeanne Morel');
  await expect(page.getByRole('button', { name: 'Oui', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Changer d'avis" })).toHaveCount(0);
});

test('registering two participants, the first one locked, needs each to be validated, then is transmitted', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/event/70008');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formation taille et coûts de production' }),
  ).toBeVisible();
  // The campaign's two other sessions.
  await expect(card(page, 'Autres dates').getByRole('link')).toHaveText([
    `Le ${parisDate(seedInstant(12, 8))} à ${parisTime(seedInstant(12, 8))}`,
    `Le ${parisDate(seedInstant(26, 8))} à ${parisTime(seedInstant(26, 8))}`,
  ]);

  await answerCard(page).getByRole('button', { name: 'Oui', exact: true }).click();
  const me = participant(page, 1);
  await expect(me.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Morel');
  await expect(me.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Jeanne');
  await expect(me.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('proprietaire@demo.fr');
  for (const field of ['Nom', 'Prénom', 'E-mail']) {
    await expect(me.getByRole('textbox', { name: field, exact: true })).not.toBeEditable();
  }
  await expect(me.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

  await registration(page).getByRole('button', { name: 'Ajouter un participant' }).click();
  await registration(page).getByRole('button', { name: 'Envoyer mon inscription' }).click();
  await expect(registration(page).getByRole('alert')).toHaveText(
    'Merci de valider ou de supprimer les participants en attente',
  );

  const guest = participant(page, 2);
  await guest.getByRole('button', { name: 'Valider' }).click();
  await expect(guest.getByText('Le nom est obligatoire')).toBeVisible();
  await expect(guest.getByText('Le prénom est obligatoire')).toBeVisible();
  await expect(guest.getByText("L'email est invalide")).toBeVisible();
  await guest.getByRole('textbox', { name: 'Nom', exact: true }).fill('Morel');
  await guest.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Lucie');
  await guest.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lucie.morel@exemple.fr');
  await guest.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56');
  await guest.getByRole('button', { name: 'Valider' }).click();
  await expect(guest.getByText('Le numéro de téléphone est invalide')).toBeVisible();
  await guest.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await guest.getByRole('button', { name: 'Valider' }).click();
  await expect(guest.getByRole('textbox', { name: 'Prénom', exact: true })).not.toBeEditable();

  await registration(page).getByRole('button', { name: 'Envoyer mon inscription' }).click();
  await expect(shell.flash).toContainText('Votre inscription a bien été transmise');
  await expect(answerCard(page)).toContainText('Vous participez à cet événement.');
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/event-registered.png', fullPage: true });
  });

  await page.reload();
  await expect(answerCard(page)).toContainText('Vous participez à cet événement.');
  await expect(
    answerCard(page).getByRole('list', { name: 'Participants inscrits' }).getByRole('listitem'),
  ).toHaveText(['Jeanne Morel', 'Lucie Morel']);
});

test('registering more participants than places left is refused with the number of places; the last one is taken', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/event/70007');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formation taille et coûts de production' }),
  ).toBeVisible();

  await answerCard(page).getByRole('button', { name: 'Oui', exact: true }).click();
  await registration(page).getByRole('button', { name: 'Ajouter un participant' }).click();
  const guest = participant(page, 2);
  await guest.getByRole('textbox', { name: 'Nom', exact: true }).fill('Girard');
  await guest.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Paul');
  await guest.getByRole('textbox', { name: 'E-mail', exact: true }).fill('associe@demo.fr');
  await guest.getByRole('button', { name: 'Valider' }).click();
  await registration(page).getByRole('button', { name: 'Envoyer mon inscription' }).click();

  await expect(registration(page).getByRole('alert')).toHaveText("Il n'y a plus que 1 place(s) restante(s).");
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/event-capacity.png', fullPage: true });
  });
  // Without the guest, the file takes the last place alone.
  await guest.getByRole('button', { name: 'Supprimer' }).click();
  await expect(participant(page, 2)).toHaveCount(0);
  await registration(page).getByRole('button', { name: 'Envoyer mon inscription' }).click();
  await expect(shell.flash).toContainText('Votre inscription a bien été transmise');

  // The event is now full, and the file still sees its answer and may change its mind.
  await page.reload();
  await expect(page.getByRole('main').getByText('COMPLET', { exact: true })).toBeVisible();
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/event-full-registered.png', fullPage: true });
  });
  await expect(answerCard(page)).toContainText('Vous participez à cet événement.');
  await expect(
    answerCard(page).getByRole('list', { name: 'Participants inscrits' }).getByRole('listitem'),
  ).toHaveText(['Jeanne Morel']);
  await expect(answerCard(page).getByRole('button', { name: "Changer d'avis" })).toBeVisible();
});

test("a registered file changes its mind and declines: 'Votre réponse a bien été transmise'", async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/event/70006');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formation taille et coûts de production' }),
  ).toBeVisible();
  await expect(answerCard(page)).toContainText('Vous participez à cet événement.');
  await expect(
    answerCard(page).getByRole('list', { name: 'Participants inscrits' }).getByRole('listitem'),
  ).toHaveText(['Jeanne Morel', 'Paul Girard']);

  await answerCard(page).getByRole('button', { name: "Changer d'avis" }).click();
  await expect(answerCard(page)).toContainText('Participerez-vous à cet événement ?');
  await answerCard(page).getByRole('button', { name: 'Non', exact: true }).click();

  await expect(shell.flash).toContainText('Votre réponse a bien été transmise');
  await expect(answerCard(page)).toContainText('Vous ne participez pas à cet événement.');
  await page.reload();
  await expect(answerCard(page)).toContainText('Vous ne participez pas à cet événement.');
  await expect(answerCard(page).getByRole('button', { name: "Changer d'avis" })).toBeVisible();
});
