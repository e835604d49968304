import { describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { useOwnStack } from './support.ts';

// Starring changes the account's favourites: an emulator of this file's own.
const stack = useOwnStack('proprietaire@demo.fr');

const FigureDocument = graphql(`
  query ContractFigure($codeDossier: String!, $slug: String!) {
    dossier(codeDossier: $codeDossier) {
      opensFigures
      stats {
        id
        slug
        name
        favorite
        display
        monthly
      }
      stat(slug: $slug) {
        id
        unit
        decimals
        updatedAt
        exerciceStartMonth
        closedYears {
          dateDebut
          dateFin
          value
        }
        months {
          year
          month
          recettes
          depenses
        }
      }
    }
  }
`);

const SetStatFavoriteDocument = graphql(`
  mutation ContractSetStatFavorite($input: SetStatFavoriteInput!) {
    setStatFavorite(input: $input) {
      stat {
        id
        favorite
      }
      errors {
        field
        message
      }
    }
  }
`);

const figure = async (codeDossier: string, slug: string) => {
  const { body } = await stack.gateway.graphql(FigureDocument, { codeDossier, slug }, stack.cookie);
  expect(body.errors).toBeUndefined();
  return body.data!.dossier!;
};

describe('figures against the emulator', () => {
  it('reads an agricultural file’s indebtedness per hectare over its closed years only', async () => {
    const { opensFigures, stats, stat } = await figure('AGR001', 'endettement');
    expect(opensFigures).toBe(true);
    expect(stats?.map((s) => s.slug)).toContain('endettement');
    expect(stat?.unit).toBe('EURO_PER_HECTARE');
    expect(stat?.decimals).toBe(0);
    expect(stat?.exerciceStartMonth).toBe(7);
    expect(stat?.closedYears).toHaveLength(4);
    expect(stat?.closedYears?.every((y) => typeof y.value === 'number')).toBe(true);
    expect(stat?.months).toEqual([]);
  });

  it('reads a wine file’s indebtedness as a percent and its receipts month by month over four years', async () => {
    expect((await figure('VIT002', 'endettement')).stat?.unit).toBe('PERCENT');
    const { stat } = await figure('VIT002', 'recettes');
    expect(stat?.unit).toBe('EURO');
    expect(stat?.months).toHaveLength(48);
    expect(stat?.months?.some((m) => m.recettes !== null)).toBe(true);
  });

  it('stars a figure, which then lists as a favourite', async () => {
    const { body } = await stack.gateway.graphql(
      SetStatFavoriteDocument,
      { input: { id: 'AGR001:investissement', favorite: true } },
      stack.cookie,
    );
    expect(body.data?.setStatFavorite).toEqual({
      stat: { id: 'AGR001:investissement', favorite: true },
      errors: [],
    });
    const { stats } = await figure('AGR001', 'investissement');
    expect(stats?.find((s) => s.slug === 'investissement')?.favorite).toBe(true);
  });
});
