import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { FormError } from '../../ui/actions.tsx';
import { StarToggle } from '../../ui/star-toggle.tsx';
import tiles from '../../ui/tiles.module.css';
import { UrlLink } from '../../ui/url-link.tsx';
import { useSetToolFavoriteMutation } from './use-set-tool-favorite-mutation.ts';
import styles from './tools.module.css';

export const ToolTile_tool = graphql(`
  fragment ToolTile_tool on Tool {
    id
    name
    link
    linkOpenNewTab
    favorite
  }
`);

/** A tool's tile: its link (in a new tab when the tool says so) and the star that makes it a favourite. */
export function ToolTile(props: { tool: FragmentType<typeof ToolTile_tool> }) {
  const tool = getFragmentData(ToolTile_tool, props.tool);
  const [send, { loading }] = useSetToolFavoriteMutation();
  const [error, setError] = useState<string | null>(null);
  async function toggle() {
    const favorite = !tool.favorite;
    const errors = await send(
      { input: { id: tool.id, favorite } },
      {
        __typename: 'Mutation',
        setToolFavorite: {
          __typename: 'SetToolFavoritePayload',
          tool: { __typename: 'Tool', id: tool.id, favorite },
          errors: [],
        },
      },
    );
    setError(errors[0]?.message ?? null);
  }
  return (
    <div className={`${tiles.tile} ${styles.tile}`}>
      <UrlLink url={tool.link} newTab={tool.linkOpenNewTab} className={styles.link}>
        {tool.name}
      </UrlLink>
      <StarToggle
        name={tool.name}
        starred={tool.favorite}
        disabled={loading}
        onToggle={() => void toggle()}
      />
      {error ? <FormError>{error}</FormError> : null}
    </div>
  );
}
