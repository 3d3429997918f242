# KeyMarket: one image serving the storefront, GraphQL and REST on port 4000.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR (./data): the product feeds under data/feeds. Made here, owned by the app's user, so
# that a volume mounted there (docker-compose.yml shares one between the worker and the replicas)
# starts out writable by it.
RUN mkdir -p /app/data/feeds && chown -R node:node /app/data
USER node
EXPOSE 4000
# The flags of `npm start`: a bounded old generation, so that V8 collects before the process
# grows past ~400 MB (the in-memory caches are bounded in bytes; see the README's Operations).
CMD ["node", "--max-old-space-size=288", "dist/server/main.js"]
