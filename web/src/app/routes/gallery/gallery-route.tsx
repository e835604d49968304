import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { PhotoGallery } from '../../../features/gallery/photo-gallery.tsx';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const GalleryQuery = graphql(`
  query Gallery {
    viewer {
      id
      galleryImages {
        id
        ...PhotoGallery_image
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, GalleryQuery, {});
}

export const Component = loadingScreen(Gallery, 'One Day - Galerie Photos');

/** Spec 000 §2.3 (Photo gallery): a back link home, then One Day's photos. */
function Gallery() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const images = data?.viewer?.galleryImages;
  return (
    <Stack>
      <p>
        <Link to={paths.home.href()}>Retour à l&apos;accueil</Link>
      </p>
      {images ? (
        <PhotoGallery images={images} />
      ) : (
        <EmptyState>Une erreur est survenue lors du chargement des photos</EmptyState>
      )}
    </Stack>
  );
}
