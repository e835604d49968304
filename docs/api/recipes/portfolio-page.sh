#!/bin/sh
# The budget left and the first page of your portfolio, with a token (docs/api/README.md):
#
#   PORTAIL_URL=https://portail.example.fr PORTAIL_TOKEN=pcat_… sh docs/api/recipes/portfolio-page.sh
#
# No cookie and no CSRF header: the token alone. curl exits 22 on a refusal (401 for a wrong, expired or revoked
# token, 429 past the budget) and prints the answer's French message.
set -eu
: "${PORTAIL_TOKEN:?Donnez le jeton dans PORTAIL_TOKEN (Mon compte > Accès API).}"
curl --silent --show-error --fail-with-body "${PORTAIL_URL:-http://127.0.0.1:4000}/graphql" \
  -H "Authorization: Bearer $PORTAIL_TOKEN" \
  -H 'content-type: application/json' \
  -d '{"query":"{ rateLimit { remaining resetAt } viewer { login dossierConnection(first: 5) { edges { node { codeDossier raisonSociale } } pageInfo { hasNextPage endCursor } } } }"}'
