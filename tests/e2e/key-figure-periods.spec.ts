import { expect, test } from './fixtures.ts';

// Phone walk (issue 44, item 5): the home's carousel showed the farm's indebtedness as "2 845,50 €/ha" (spec 001
// §5: per hectare with 0 decimals for agricultural files), and its figure matched none of the detail chart's bars,
// without saying which year it is of.

test.use({ viewport: { width: 390, height: 844 } });

test("the home's figures per hectare have no decimals, and each figure says which year it is of", async ({
  page,
  signIn,
}) => {
  await signIn('proprietaire@demo.fr');
  const slides = page.getByRole('region', { name: 'Chiffres clés' }).getByRole('listitem');

  const perHectare = slides.filter({ hasText: '€/ha' });
  await expect(perHectare.first()).toBeAttached();
  for (const slide of await perHectare.all()) await expect(slide).toContainText(/^\d{1,3}(\s\d{3})*\s€\/ha/);
  for (const slide of await slides.all())
    await expect(slide).toContainText(/Exercice clos le \d{2}\/\d{2}\/\d{4}/);
});
