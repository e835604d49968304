import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 13): messages of the spec's catalogue that no screen showed, so that their failure
// showed something else, or nothing. Each failure is made by the worker's emulator (fault rules), for one test.

test.use({ viewport: { width: 390, height: 844 } });

test("the home's key figures failing to load say so, and the rest of the home stays", async ({
  page,
  shell,
  signIn,
  stack,
}) => {
  const faults = `${stack.legacyUrl}/__faults`;
  const down = [{ method: 'GET', path: '/api/chiffres/accueil/*', fault: { kind: 'status', status: 500 } }];
  expect((await page.request.put(faults, { data: down })).ok()).toBe(true);
  try {
    await signIn('proprietaire@demo.fr');

    await expect(shell.flash).toContainText('Une erreur est survenue lors du chargement des chiffres');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Notifications' })).toBeVisible();
  } finally {
    await page.request.delete(faults);
  }
});
