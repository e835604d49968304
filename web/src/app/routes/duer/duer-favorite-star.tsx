import { DUER_TOOL_SLUG } from '@portal/schema/rules/tools';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql/index.ts';
import { FormError } from '../../../ui/actions.tsx';
import { StarToggle } from '../../../ui/star-toggle.tsx';
import { useSetToolFavoriteMutation } from '../../../features/tools/use-set-tool-favorite-mutation.ts';

export const DuerFavoriteStar_tool = graphql(`
  fragment DuerFavoriteStar_tool on Tool {
    id
    slug
    name
    favorite
  }
`);

/** Spec 002 §2 (DUER index): the star that puts the DUER tool among the viewer's favourites or takes it out. */
export function DuerFavoriteStar(props: { tools: readonly FragmentType<typeof DuerFavoriteStar_tool>[] }) {
  const tool = props.tools
    .map((t) => getFragmentData(DuerFavoriteStar_tool, t))
    .find((t) => t.slug === DUER_TOOL_SLUG);
  const [send, { loading }] = useSetToolFavoriteMutation();
  const [error, setError] = useState<string | null>(null);
  if (!tool) return null;
  const id = tool.id;
  const toggle = async (favorite: boolean) =>
    setError((await send({ input: { id, favorite } }))[0]?.message ?? null);
  return (
    <>
      <StarToggle
        name={tool.name}
        starred={tool.favorite}
        disabled={loading}
        onToggle={() => void toggle(!tool.favorite)}
      />
      {error ? <FormError>{error}</FormError> : null}
    </>
  );
}
