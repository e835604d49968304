# One image for the three programs of the portal; docker-compose.yml picks the command of each service.
FROM node:20-bookworm-slim AS deps
WORKDIR /portal
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY legacy-api/package.json legacy-api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /portal
ENV NODE_ENV=production
COPY --from=build /portal /portal
USER node
EXPOSE 4000 4010
CMD ["node_modules/.bin/tsx", "gateway/src/index.ts"]
