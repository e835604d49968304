import type { Locator } from '@playwright/test';
import { card, expect, test } from './fixtures.ts';
import { parisDate, parisTime, seedInstant } from './seed-calendar.ts';

// Emulator seed for AGR001, the owner's favourite file (legacy-api/src/db/seed): three past and three future
// appointments, and ten events by date. Other specs change VIT002's appointments and some AGR001 events'
// answers, never these titles or dates, so this spec reads the seed as it stands.
const APPOINTMENTS = [
  "Bilan de l'exercice",
  'Point de gestion',
  'Entretien téléphonique',
  'Préparation de la clôture',
  'Rendez-vous social',
  'Conseil juridique',
];
const EVENTS = [
  "Réunion d'information PAC",
  'Matinale fiscalité agricole',
  'Webinaire : facturation électronique',
  'Formation taille et coûts de production',
  'Soirée des adhérents',
  "Formation Transmission d'exploitation",
  'Formation taille et coûts de production',
  'Assemblée de secteur',
  'Formation taille et coûts de production',
  'Assemblée de secteur',
];

const titles = (list: string[]) => list.map((title) => new RegExp(`^${escape(title)}`));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The items of the news list, in the order shown. */
const listItems = (main: Locator) => main.getByRole('list').last().getByRole('listitem');

/** What sets an item apart on screen: a past one must not look like an upcoming one (spec 000 §2.3). */
const looks = (item: Locator) =>
  item.getByRole('link').evaluate((link) => {
    const style = getComputedStyle(link);
    return [style.opacity, style.color, style.backgroundColor, style.borderLeftColor, style.filter].join('|');
  });

test('the news summary shows the next two appointments and the next two events, with links to their lists', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await shell.menuEntry('Actualités').click();
  await expect(page).toHaveURL(/\/actualites$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
  const appointments = card(page, 'Prochains rendez-vous');
  await expect(appointments.getByRole('listitem')).toHaveText(
    titles(['Préparation de la clôture', 'Rendez-vous social']),
  );
  const closing = seedInstant(5, 8);
  await expect(appointments.getByRole('listitem').first()).toContainText(
    `Le ${parisDate(closing)} à ${parisTime(closing)}`,
  );
  await expect(appointments.getByRole('listitem').first()).toContainText('Agence de Troyes');
  const events = card(page, 'Prochains événements');
  await expect(events.getByRole('listitem')).toHaveText(
    titles(['Webinaire : facturation électronique', 'Formation taille et coûts de production']),
  );
  const webinar = seedInstant(9, 11);
  await expect(events.getByRole('listitem').first()).toContainText(
    `Le ${parisDate(webinar)} à ${parisTime(webinar)}`,
  );
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/news-summary.png', fullPage: true });
  });

  await appointments.getByRole('link', { name: /^Préparation de la clôture/ }).click();
  await expect(page).toHaveURL(/\/rendez-vous\/rdv-AGR001-4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Préparation de la clôture' })).toBeVisible();
  await page.goBack();
  await card(page, 'Prochains événements')
    .getByRole('link', { name: /^Webinaire : facturation électronique/ })
    .click();
  await expect(page).toHaveURL(/\/event\/70003$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Webinaire : facturation électronique' }),
  ).toBeVisible();
  await page.goBack();

  await card(page, 'Prochains rendez-vous').getByRole('link', { name: 'Voir tous les rendez-vous' }).click();
  await expect(page).toHaveURL(/\/actualites-liste\?type=0$/);
  await expect(page.getByRole('radio', { name: 'Rendez-vous' })).toBeChecked();
  await page.goBack();
  await card(page, 'Prochains événements').getByRole('link', { name: 'Voir tous les événements' }).click();
  await expect(page).toHaveURL(/\/actualites-liste\?type=1$/);
  await expect(page.getByRole('radio', { name: 'Événements' })).toBeChecked();
});

test('the appointment list opens on the upcoming ones by four and moves by two to the past and back', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/rendez-vous');

  await expect(page).toHaveURL(/\/actualites-liste\?type=0$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Rendez-vous' })).toBeChecked();
  const items = listItems(main);
  // Four items, the window pulled back so that it stays full: the last past one, then the three to come.
  await expect(items).toHaveText(titles(APPOINTMENTS.slice(2, 6)));
  await expect(items.first().getByRole('link')).toHaveAccessibleName(/\(passé\)/);
  await expect(items.nth(1).getByRole('link')).not.toHaveAccessibleName(/\(passé\)/);
  expect(await looks(items.first())).not.toBe(await looks(items.nth(1)));
  const taxCall = seedInstant(-9, 9);
  await expect(items.first()).toContainText(`Le ${parisDate(taxCall)} à ${parisTime(taxCall)}`);
  await expect(main.getByRole('button', { name: 'Voir les rendez-vous futurs' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Voir les rendez-vous passés' }).click();
  await expect(items).toHaveText(titles(APPOINTMENTS.slice(0, 4)));
  await expect(main.getByRole('button', { name: 'Voir les rendez-vous passés' })).toHaveCount(0);
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/news-list-past-appointments.png', fullPage: true });
  });

  await main.getByRole('button', { name: 'Voir les rendez-vous futurs' }).click();
  await expect(items).toHaveText(titles(APPOINTMENTS.slice(2, 6)));
});

test('the event list moves by two through past and future events, and the radio switches between the lists', async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/event');

  await expect(page).toHaveURL(/\/actualites-liste\?type=1$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Événements' })).toBeChecked();
  const items = listItems(main);
  // The window opens on the first upcoming event, the webinar.
  await expect(items).toHaveText(titles(EVENTS.slice(2, 6)));
  await expect(items.nth(2)).toContainText('ANNULÉ');
  await expect(items.nth(3)).toContainText('COMPLET');

  await main.getByRole('button', { name: 'Voir les événements passés' }).click();
  await expect(items).toHaveText(titles(EVENTS.slice(0, 4)));
  await expect(main.getByRole('button', { name: 'Voir les événements passés' })).toHaveCount(0);
  for (const past of [0, 1]) {
    await expect(items.nth(past).getByRole('link')).toHaveAccessibleName(/\(passé\)/);
  }
  expect(await looks(items.nth(1))).not.toBe(await looks(items.nth(2)));
  const meeting = seedInstant(-35, 13);
  await expect(items.first()).toContainText(`Le ${parisDate(meeting)} à ${parisTime(meeting)}`);

  await main.getByRole('button', { name: 'Voir les événements futurs' }).click();
  await expect(items).toHaveText(titles(EVENTS.slice(2, 6)));
  await main.getByRole('button', { name: 'Voir les événements futurs' }).click();
  await expect(items).toHaveText(titles(EVENTS.slice(4, 8)));
  await main.getByRole('button', { name: 'Voir les événements futurs' }).click();
  await expect(items).toHaveText(titles(EVENTS.slice(6, 10)));
  await expect(main.getByRole('button', { name: 'Voir les événements futurs' })).toHaveCount(0);
  await test.step('screenshot for a human review (no pixel assertion)', async () => {
    await page.screenshot({ path: '/tmp/e2e-shots/news-list-last-events.png', fullPage: true });
  });

  // A click rather than check(): the radio follows the address, which changes a moment after the click.
  await main.getByRole('radio', { name: 'Rendez-vous' }).click();
  await expect(page).toHaveURL(/\/actualites-liste\?type=0$/);
  await expect(main.getByRole('radio', { name: 'Rendez-vous' })).toBeChecked();
  await expect(items).toHaveText(titles(APPOINTMENTS.slice(2, 6)));
  await main.getByRole('radio', { name: 'Événements' }).click();
  await expect(page).toHaveURL(/\/actualites-liste\?type=1$/);
  await expect(main.getByRole('radio', { name: 'Événements' })).toBeChecked();
  await expect(items).toHaveText(titles(EVENTS.slice(2, 6)));
});
