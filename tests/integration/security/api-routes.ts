import type { FastifyInstance, HTTPMethods } from "fastify";

export interface ApiRoute {
  method: HTTPMethods;
  url: string;
}

const methods: HTTPMethods[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const branch = /^((?:│ {3}| {4})*)(?:├── |└── )(.*)$/;

/**
 * Every /api route the app registered, read from Fastify's own radix-tree print-out
 * (one per method): each line's label extends its parent's, so joining the labels
 * down the tree gives the full URL. HEAD routes are Fastify's automatic twins of GETs.
 */
export function registeredApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const method of methods) {
    const prefixes: string[] = [];
    for (const line of app.printRoutes({ method }).split("\n")) {
      const match = branch.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      const label = match[2]!;
      const paren = label.lastIndexOf(" (");
      const segment = paren >= 0 ? label.slice(0, paren) : label;
      prefixes.length = depth;
      prefixes[depth] = segment;
      if (paren < 0) continue;
      const url = prefixes.join("");
      if (!app.hasRoute({ method, url })) {
        throw new Error(`could not read the route list: ${method} ${url} is not a route`);
      }
      if (url.startsWith("/api/")) routes.push({ method, url });
    }
  }
  return routes;
}

export const routeKey = (route: ApiRoute) => `${route.method} ${route.url}`;
