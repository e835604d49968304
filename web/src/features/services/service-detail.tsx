import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { Card } from '../../ui/card.tsx';
import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import styles from './services.module.css';

export const ServiceDetail_service = graphql(`
  fragment ServiceDetail_service on Service {
    id
    titre
    description
    categories
    presentation
    accompagnement
    expertise
    ressources {
      type
      nom
      lien
      embedUrl
      thumbnailUrl
    }
  }
`);

/** A video shows its thumbnail; the player (the platform's privacy-enhanced embed) loads only once asked for. */
function Video({
  nom,
  embedUrl,
  thumbnailUrl,
}: {
  nom: string;
  embedUrl: string;
  thumbnailUrl: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  return playing ? (
    <iframe
      className={styles.video}
      src={`${embedUrl}?autoplay=1`}
      title={nom}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
    />
  ) : (
    <button
      type="button"
      className={styles.videoButton}
      onClick={() => setPlaying(true)}
      aria-label={`Lire la vidéo ${nom}`}
    >
      {thumbnailUrl ? <img src={thumbnailUrl} alt="" loading="lazy" referrerPolicy="no-referrer" /> : null}
      <span className={styles.play}>▶ {nom}</span>
    </button>
  );
}

/**
 * Spec 001 §2 (visualiser-service): categories, title, description, the sections 'Présentation', 'Notre
 * accompagnement' and 'L'expertise' (html from the legacy, sanitized), then the videos and the pdf documents.
 */
export function ServiceDetail(props: { service: FragmentType<typeof ServiceDetail_service> }) {
  const service = getFragmentData(ServiceDetail_service, props.service);
  const sections = [
    ['Présentation', service.presentation],
    ['Notre accompagnement', service.accompagnement],
    ["L'expertise", service.expertise],
  ] as const;
  const videos = service.ressources.filter((r) => r.type === 'video' && r.embedUrl);
  const documents = service.ressources.filter((r) => r.type === 'pdf' && r.lien);
  return (
    <div className={styles.sections}>
      <p className={styles.categories}>{service.categories.join(' · ')}</p>
      <p>{service.description}</p>
      {sections.map(([title, html]) =>
        html ? (
          <Card key={title} title={title}>
            <SanitizedHtml html={html} />
          </Card>
        ) : null,
      )}
      {videos.length > 0 ? (
        <Card title="Vidéos">
          <div className={styles.videos}>
            {videos.map((video) => (
              <Video
                key={video.nom}
                nom={video.nom}
                embedUrl={video.embedUrl ?? ''}
                thumbnailUrl={video.thumbnailUrl ?? null}
              />
            ))}
          </div>
        </Card>
      ) : null}
      {documents.length > 0 ? (
        <Card title="Documents">
          <ul>
            {documents.map((document) => (
              <li key={document.nom}>
                <a href={document.lien ?? ''} target="_blank" rel="noopener noreferrer">
                  {document.nom} (pdf)
                </a>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
