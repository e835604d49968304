import { callbackSent } from '@portal/schema/rules/services';
import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 11): 'Être rappelé' said no contact could call back on every demo file but VIT002,
// so the owner's farm never showed the feature working; the loan simulator read 28 quarters as "7,00 ans".

test.use({ viewport: { width: 390, height: 844 } });

test("the owner's farm asks its commercial director to call back about a service", async ({
  page,
  shell,
  signIn,
}) => {
  // AGR001's callback about the payroll service: asked by this test alone (services.spec.ts asks VIT002's).
  await signIn('proprietaire@demo.fr', '/annuaire-services/paie');
  const contact = page.getByRole('main').getByRole('region', { name: 'Votre contact' });

  await expect(contact).toContainText('Marc Delorme');
  await contact.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(shell.flash).toContainText(callbackSent('Marc Delorme'));
  await expect(contact.getByText('Demande de rappel envoyée')).toBeVisible();
});

test('a loan of 28 quarters lasts "7 ans"', async ({ page, signIn }) => {
  await signIn('proprietaire@demo.fr', '/outils/simulateur-emprunt');

  const tractor = page.getByRole('row', { name: /Tracteur/ });
  await expect(tractor).toContainText(/7\s+ans, trimestrielle/);
  await expect(tractor).not.toContainText('7,00');
});
