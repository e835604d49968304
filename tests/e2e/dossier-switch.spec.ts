import { card, expect, test } from './fixtures.ts';

// Emulator seed: each file has figures and appointments of its own. AGR001's turnover is 412 850,00 € and its
// next appointment is at the Troyes agency; VIT002's turnover is 487 163,00 € and its next one is at
// Bar-sur-Aube.
const AGR001 = { name: 'EARL des Quatre Vents', turnover: /412\s850,00\s€/, place: 'Agence de Troyes' };
const VIT002 = {
  name: 'Champagne Morel Père et Fils',
  turnover: /487\s163,00\s€/,
  place: 'Agence de Bar-sur-Aube',
};

test('the header lists my files and the shared ones, sorted by name, with the favourite starred', async ({
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  await expect(shell.dossierSelector).toHaveAccessibleName(shell.selectorName(AGR001.name));

  const mine = await shell.dossierGroup('Mes dossiers');
  const shared = await shell.dossierGroup('Partagés avec moi');

  // 'Champagne' sorts before 'EARL' (French, case-insensitive).
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  expect(await mine.getByRole('listitem').allTextContents()).toEqual([
    expect.stringContaining(VIT002.name),
    expect.stringContaining(AGR001.name),
  ]);
  expect(await shared.getByRole('listitem').allTextContents()).toEqual([
    expect.stringContaining('SARL Boulangerie Lemoine'),
  ]);
  await expect(mine.getByRole('button', { name: `Dossier favori : ${AGR001.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mine.getByRole('button', { name: `Dossier favori : ${VIT002.name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('switching from AGR001 to VIT002 shows the new file in the header and its own home data', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  const main = page.getByRole('main');
  await expect(main).toContainText(AGR001.turnover);
  await expect(main).toContainText(AGR001.place);

  await shell.switchDossier(VIT002.name);

  await expect(shell.header).toContainText(VIT002.name);
  await expect(main).toContainText(VIT002.turnover);
  await expect(main).toContainText(VIT002.place);
  await expect(main).not.toContainText(AGR001.turnover);
});

test("switching file asks again for the screen's guided tour in progress (spec 000 §4)", async ({
  page,
  shell,
  signIn,
}) => {
  let asked = 0;
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname === '/graphql' &&
      (request.postData() ?? '').includes('"TourInProgress"')
    )
      asked += 1;
  });
  await signIn('proprietaire@demo.fr');
  await expect(page.getByRole('main')).toContainText(AGR001.turnover);
  await expect.poll(() => asked).toBe(1);

  await shell.switchDossier(VIT002.name);

  await expect(page.getByRole('main')).toContainText(VIT002.turnover);
  await expect.poll(() => asked).toBe(2);
});

test('switching back to AGR001 shows its data at once, from what was already loaded', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  // The file by its code: the page then holds AGR001's answers under the code it asks with when switching back
  // (the first page after sign-in asks for the favourite without naming it).
  await page.goto('/accueil/AGR001');
  const main = page.getByRole('main');
  await expect(main).toContainText(AGR001.turnover);
  await shell.switchDossier(VIT002.name);
  await expect(main).toContainText(VIT002.turnover);

  // From here the gateway never answers: what shows can only come from what the page already holds.
  await page.route('**/graphql', () => undefined);
  await shell.switchDossier(AGR001.name);

  await expect(main).toContainText(AGR001.turnover);
  await expect(main).toContainText(AGR001.place);
  await expect(main).not.toContainText(VIT002.turnover);
});

test("what is offered follows the selected file's modules", async ({ page, shell, signIn }) => {
  await signIn('proprietaire@demo.fr');
  await shell.menuEntry('Actualités').click();
  await expect(card(page, 'Prochains événements')).toBeVisible();

  // ACS003 is only shared with the owner (role 2), and holds page_rdv but not page_events: its news offer the
  // appointments only; no figures, billing or shared credentials at any time.
  await shell.switchDossier('SARL Boulangerie Lemoine');
  await expect(shell.header).toContainText('SARL Boulangerie Lemoine');
  await expect(card(page, 'Prochains rendez-vous')).toBeVisible();
  await expect(card(page, 'Prochains événements')).toHaveCount(0);
  await expect(shell.menuEntry('Mes chiffres')).toHaveCount(0);
  await expect(shell.menuEntry('Ma facturation')).toHaveCount(0);
  await expect(shell.menuEntry('Identifiants partagés')).toHaveCount(0);

  await shell.switchDossier(AGR001.name);
  await expect(card(page, 'Prochains événements')).toBeVisible();
});

test('an address carrying a file code opens that file, and it stays chosen on the next visit', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr', '/accueil/VIT002');

  await expect(shell.dossierSelector).toHaveAccessibleName(shell.selectorName(VIT002.name));
  await expect(page.getByRole('main')).toContainText(VIT002.turnover);
  await page.goto('/notifications');
  await shell.menuEntry('Accueil').click();
  await expect(page).toHaveURL(/\/accueil$/);
  await expect(page.getByRole('main')).toContainText(VIT002.turnover);
});
