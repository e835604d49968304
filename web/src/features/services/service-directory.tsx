import { byCreationDate, inCategories, matchesSearch, NO_SERVICE_FOUND } from '@portal/schema/rules/services';
import { useState } from 'react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { paths } from '../../lib/paths.ts';
import { Card, CardNote } from '../../ui/card.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './services.module.css';

export const ServiceDirectory_service = graphql(`
  fragment ServiceDirectory_service on Service {
    id
    slug
    titre
    description
    categories
    dateCreation
    isStarred
  }
`);

type DirectoryService = {
  id: string;
  slug: string;
  titre: string;
  description: string;
  categories: string[];
  isStarred: boolean;
};

function ServiceGrid({ services }: { services: readonly DirectoryService[] }) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.id}>
          <article className={styles.card}>
            <h3 className={styles.cardTitle}>
              {service.isStarred ? (
                <span className={styles.star} role="img" aria-label="Service recommandé">
                  ★
                </span>
              ) : null}
              {service.titre}
            </h3>
            <span className={styles.categories}>{service.categories.join(' · ')}</span>
            <p>{service.description}</p>
            <Link
              className={styles.more}
              to={paths.serviceDetail.href(service.slug)}
              aria-label={`Voir le service ${service.titre}`}
            >
              Voir le service
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 001 §2 (annuaire-services): a search on the title or the description, the category filters, the firm's
 * recommended services, then every service by creation date, newest first.
 */
export function ServiceDirectory(props: {
  services: readonly FragmentType<typeof ServiceDirectory_service>[];
}) {
  const services = byCreationDate(getFragmentData(ServiceDirectory_service, props.services));
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const categories = [...new Set(services.flatMap((s) => s.categories))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  const shown = services.filter((s) => matchesSearch(s, search) && inCategories(s, chosen));
  const recommended = shown.filter((s) => s.isStarred);
  const toggle = (category: string) =>
    setChosen((current) =>
      current.includes(category) ? current.filter((c) => c !== category) : [...current, category],
    );

  return (
    <>
      <div className={styles.search} role="search">
        <TextField
          label="Rechercher un service"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <ul className={styles.filters} aria-label="Catégories">
          {categories.map((category) => (
            <li key={category}>
              <button
                type="button"
                className={styles.filter}
                aria-pressed={chosen.includes(category)}
                onClick={() => toggle(category)}
              >
                {category}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {recommended.length > 0 ? (
        <Card title="Services recommandés">
          <ServiceGrid services={recommended} />
        </Card>
      ) : null}
      <Card title="Tous les services">
        {shown.length > 0 ? <ServiceGrid services={shown} /> : <CardNote>{NO_SERVICE_FOUND}</CardNote>}
      </Card>
    </>
  );
}
