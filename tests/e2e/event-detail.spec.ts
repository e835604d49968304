import { appRunning, card, expect, test } from './fixtures.ts';
import { parisDate, parisTime, seedInstant } from './seed-calendar.ts';

// Walk finding (issue 8): the detail listed every date of the campaign as this event's, showed raw type codes
// ('reunion', 'soiree'), no end time and no places left, and asked Oui/Non for a webinar that takes no
// registration.

test.use({ viewport: { width: 390, height: 844 } });

test("a campaign session shows its own date with its end time, and the campaign's others apart", async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  // VIT002's third training session (emulator seed, event 70108, read by this test only): 08h to 11h UTC,
  // 41 days on (the seed shifts VIT002's calendar by a day); 16 of its 20 places left.
  await page.goto('/accueil/VIT002');
  await expect(page.getByRole('banner')).toContainText('Champagne Morel Père et Fils');
  await appRunning(page);
  await page.goto('/event/70108');

  const start = seedInstant(41, 8);
  const end = seedInstant(41, 11);
  await expect(page.getByRole('list', { name: "Dates de l'événement" })).toHaveText(
    `Le ${parisDate(start)} de ${parisTime(start)} à ${parisTime(end)}`,
  );
  await expect(card(page, 'Autres dates').getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('main')).toContainText('16 place(s) restante(s)');
});

test('a webinar without registration gives its link and asks no answer', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr');
  // AGR001's webinar (emulator seed, event 70003): registration not required.
  await page.goto('/event/70003');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Webinaire : facturation électronique' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /webinaires\.terres-conseil/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oui', exact: true })).toHaveCount(0);
  await expect(card(page, 'Votre réponse')).toHaveCount(0);
});

test('the event says its type in French, not the legacy code', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr');
  // AGR001's members' evening (emulator seed, event 70004, type 'soiree', cancelled): read only.
  await page.goto('/event/70004');

  await expect(page.getByRole('heading', { level: 1, name: 'Soirée des adhérents' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Soirée', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('soiree', { exact: true })).toHaveCount(0);
});
