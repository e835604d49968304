#!/bin/sh
# A page of one file's documents, then one of them downloaded, with a token (docs/api/README.md):
#
#   PORTAIL_TOKEN=pcat_… PORTAIL_DOSSIER=AGR001 sh docs/api/recipes/document-tree-page.sh
#       prints the first page (PORTAIL_AFTER=<endCursor> for the next one);
#   PORTAIL_TOKEN=pcat_… sh docs/api/recipes/document-tree-page.sh /fichiers/ged/AGR001/releves/… > releve.pdf
#       writes the document a page's downloadUrl names.
#
# curl exits 22 on a refusal (401 for a wrong token, 403 outside its documents area or its files, 429 past the
# budget) and prints the answer's French message.
set -eu
: "${PORTAIL_TOKEN:?Donnez le jeton dans PORTAIL_TOKEN (Mon compte > Accès API).}"
URL="${PORTAIL_URL:-http://127.0.0.1:4000}"
if [ "$#" -gt 0 ]; then
  exec curl --silent --show-error --fail-with-body "$URL$1" -H "Authorization: Bearer $PORTAIL_TOKEN"
fi
: "${PORTAIL_DOSSIER:?Donnez le code du dossier dans PORTAIL_DOSSIER.}"
AFTER="null"
if [ -n "${PORTAIL_AFTER:-}" ]; then AFTER="\"$PORTAIL_AFTER\""; fi
curl --silent --show-error --fail-with-body "$URL/graphql" \
  -H "Authorization: Bearer $PORTAIL_TOKEN" \
  -H 'content-type: application/json' \
  -d '{"query":"query ($codeDossier: String!, $after: String) { dossier(codeDossier: $codeDossier) { documentTree(first: 100, after: $after) { totalCount nodes { name folderPath downloadUrl } pageInfo { hasNextPage endCursor } } } }","variables":{"codeDossier":"'"$PORTAIL_DOSSIER"'","after":'"$AFTER"'}}'
