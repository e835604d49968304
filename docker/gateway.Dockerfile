# The gateway, serving the built web app. Build from the repository's root:
#   docker build -f docker/gateway.Dockerfile -t portail-gateway .
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
RUN npm run build -w @portal/web && node scripts/build-servers.mjs gateway

# The bundle carries every dependency it runs with: no node_modules, no sources, no build tools.
FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX: the runtime settings of scripts/servers.mjs (one malloc arena, for a lower peak of memory).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 MALLOC_ARENA_MAX=1
WORKDIR /portal
COPY --from=build /portal/gateway/dist gateway/dist
COPY --from=build /portal/web/dist web/dist
# The first screen the gateway draws into the home's HTML (gateway/src/http/first-screen-renderer.ts).
COPY --from=build /portal/web/dist-server web/dist-server
# The resumable uploads' parts (RESUMABLE_UPLOADS_DIR in docker-compose): a volume mounted here starts owned by node.
RUN mkdir /uploads && chown node:node /uploads
USER node
EXPOSE 4000
# Ready means the legacy API answers too (GET /readyz), so a replica without its upstream leaves the pool.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The node flags of scripts/servers.mjs (heap sized for the gateway's own needs).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=8", "--max-old-space-size=512", "gateway/dist/index.mjs"]
