"""Exports the key figures of every file of your portfolio as CSV on stdout, from Python with requests.

The same read as export-key-figures.ts, for notebook users (docs/api/README.md):

    PORTAIL_URL=https://portail.example.fr PORTAIL_TOKEN=pcat_… python3 docs/api/recipes/export_key_figures.py > chiffres.csv

In a notebook, ``pandas.DataFrame(rows())`` gives the same lines as a table.
"""

import csv
import os
import sys
import time

import requests

QUERY = """
query RecipePortfolioKeyFigures($first: Int!, $after: String) {
  viewer {
    dossierConnection(first: $first, after: $after) {
      edges {
        node {
          codeDossier
          raisonSociale
          keyFigures { slug libelle valeur unite dateFinExercice }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}
"""

URL = os.environ.get("PORTAIL_URL", "http://127.0.0.1:4000") + "/graphql"
TOKEN = os.environ.get("PORTAIL_TOKEN")
# Each file of a page costs a few legacy calls: 20 files stay well within what one request may cause.
PAGE_SIZE = int(os.environ.get("PORTAIL_PAGE_SIZE", "20"))
COLUMNS = ["codeDossier", "raisonSociale", "indicateur", "libelle", "valeur", "unite", "finExercice"]


def request(session, variables):
    """Sends the query with the token; waits and sends again while the budget is spent (429, Retry-After)."""
    while True:
        response = session.post(URL, json={"query": QUERY, "variables": variables}, timeout=60)
        if response.status_code == 429:
            seconds = int(response.headers.get("Retry-After", "1"))
            print(f"Budget épuisé : nouvel essai dans {seconds} s.", file=sys.stderr)
            time.sleep(seconds)
            continue
        answer = response.json()
        # Data beside errors is a partial answer (a file whose figures failed has them null): the rest is kept.
        if not response.ok or not answer.get("data"):
            messages = " ; ".join(error["message"] for error in answer.get("errors", []))
            raise RuntimeError(f"{response.status_code} {messages}")
        return answer["data"]


def rows():
    """One dict per file and figure, the portfolio read a page at a time (each file once)."""
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {TOKEN}"
    after = None
    while True:
        page = request(session, {"first": PAGE_SIZE, "after": after})["viewer"]["dossierConnection"]
        if page is None:
            raise RuntimeError("Le portefeuille est illisible pour l’instant : relancez plus tard.")
        for edge in page["edges"]:
            file = edge["node"]
            if file["keyFigures"] is None:
                print(f"{file['codeDossier']} : chiffres clés illisibles, dossier omis.", file=sys.stderr)
            for figure in file["keyFigures"] or []:
                end = figure["dateFinExercice"]
                yield {
                    "codeDossier": file["codeDossier"],
                    "raisonSociale": file["raisonSociale"],
                    "indicateur": figure["slug"],
                    "libelle": figure["libelle"],
                    "valeur": figure["valeur"],
                    "unite": figure["unite"],
                    "finExercice": end[:10] if end else None,
                }
        if not page["pageInfo"]["hasNextPage"]:
            return
        after = page["pageInfo"]["endCursor"]


if __name__ == "__main__":
    if not TOKEN:
        sys.exit("Donnez le jeton dans PORTAIL_TOKEN (Mon compte > Accès API).")
    writer = csv.DictWriter(sys.stdout, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows())
