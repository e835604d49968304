import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { FavoriteGrids } from '../../ui/favorite-grids.tsx';
import { ToolTile } from './tool-tile.tsx';

export const ToolGrids_tool = graphql(`
  fragment ToolGrids_tool on Tool {
    id
    favorite
    ...ToolTile_tool
  }
`);

/** Spec 001 §2: the favourite tools' grid, then 'Autres outils'. */
export function ToolGrids(props: { tools: readonly FragmentType<typeof ToolGrids_tool>[] }) {
  return (
    <FavoriteGrids
      items={getFragmentData(ToolGrids_tool, props.tools)}
      favoritesTitle="Mes outils favoris"
      othersTitle="Autres outils"
      hint="Personnalisez vos favoris en cliquant sur l'étoile d'un outil"
      tile={(t) => <ToolTile tool={t} />}
    />
  );
}
