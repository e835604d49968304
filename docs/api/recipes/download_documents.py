"""Downloads every document of one file's store you may read into a folder, from Python with requests.

The same walk as download-documents.ts (docs/api/README.md, "Les listes de documents"):

    PORTAIL_URL=https://portail.example.fr PORTAIL_TOKEN=pcat_… PORTAIL_DOSSIER=AGR001 \
      python3 docs/api/recipes/download_documents.py ./export

The token needs the documents area (read) and the file. Prints one line per file written: its path and size.
"""

import os
import sys
import time

import requests

QUERY = """
query RecipeDocumentTree($codeDossier: String!, $first: Int!, $after: String) {
  dossier(codeDossier: $codeDossier) {
    documentTree(first: $first, after: $after) {
      totalCount
      nodes { name folderPath downloadUrl }
      pageInfo { hasNextPage endCursor }
    }
  }
}
"""

BASE = os.environ.get("PORTAIL_URL", "http://127.0.0.1:4000")
TOKEN = os.environ.get("PORTAIL_TOKEN")
CODE_DOSSIER = os.environ.get("PORTAIL_DOSSIER")
# A page reads every node's list from the firm's server whatever its size: the largest page (100) walks in fewest.
PAGE_SIZE = int(os.environ.get("PORTAIL_PAGE_SIZE", "100"))


def send(session, method, address, **kwargs):
    """A request with the token; waits and sends again while the budget is spent (429, Retry-After)."""
    while True:
        response = session.request(method, BASE + address, timeout=60, **kwargs)
        if response.status_code != 429:
            return response
        seconds = int(response.headers.get("Retry-After", "1"))
        print(f"Budget épuisé : nouvel essai dans {seconds} s.", file=sys.stderr)
        time.sleep(seconds)


def segment(name):
    """A name from the server as one path segment: no separator, no "." or ".."."""
    cleaned = name.replace("/", "_").replace("\\", "_")
    return "_" + cleaned.lstrip(".") if cleaned.startswith(".") else cleaned


def documents(session):
    """The file's documents, a page at a time: each once, with the folders that lead to it."""
    after = None
    while True:
        variables = {"codeDossier": CODE_DOSSIER, "first": PAGE_SIZE, "after": after}
        response = send(session, "POST", "/graphql", json={"query": QUERY, "variables": variables})
        answer = response.json()
        if not response.ok or not answer.get("data") or answer.get("errors"):
            messages = " ; ".join(error["message"] for error in answer.get("errors", []))
            raise RuntimeError(f"{response.status_code} {messages}")
        page = answer["data"]["dossier"]["documentTree"]
        if page is None:
            raise RuntimeError("La GED du dossier est illisible pour l’instant : relancez plus tard.")
        yield from page["nodes"]
        if not page["pageInfo"]["hasNextPage"]:
            return
        after = page["pageInfo"]["endCursor"]


def main(target):
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {TOKEN}"
    for doc in documents(session):
        response = send(session, "GET", doc["downloadUrl"])
        if not response.ok:
            raise RuntimeError(f"{response.status_code} {doc['downloadUrl']}")
        folder = os.path.join(target, *(segment(name) for name in doc["folderPath"]))
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, segment(doc["name"]))
        with open(path, "wb") as file:
            file.write(response.content)
        print(f"{path}\t{len(response.content)}")


if __name__ == "__main__":
    if not TOKEN or not CODE_DOSSIER:
        sys.exit("Donnez le jeton dans PORTAIL_TOKEN et le code du dossier dans PORTAIL_DOSSIER.")
    main(sys.argv[1] if len(sys.argv) > 1 else "documents")
