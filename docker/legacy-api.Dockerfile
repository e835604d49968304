# The legacy emulator (demos, tests, staging; production points the gateway at the firm's server instead).
# Build from the repository's root:
#   docker build -f docker/legacy-api.Dockerfile -t portail-legacy-api .
FROM node:24-bookworm-slim AS build
WORKDIR /portal
# Manifests and lockfile first: the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY legacy-api/package.json legacy-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-servers.mjs legacy-api

# The bundle carries every dependency, PGlite's WebAssembly, pdfkit's fonts and the migrations beside it: no
# node_modules.
FROM node:24-bookworm-slim
ENV LEGACY_HOST=0.0.0.0 LEGACY_PORT=4010 LEGACY_DATA_DIR=/data
WORKDIR /portal
COPY --from=build /portal/legacy-api/dist legacy-api/dist
# The embedded database and the uploaded files; a volume mounted here starts with this owner.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 4010
HEALTHCHECK --interval=5s --timeout=5s --start-period=120s --retries=30 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.LEGACY_PORT + '/openapi.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "legacy-api/dist/index.mjs"]
