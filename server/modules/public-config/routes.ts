import type { FastifyInstance } from "fastify";
import type { PublicConfig } from "@shared/public-config";
import type { AppContext } from "../../context";
import { usageLimitsOf } from "../limits/usage-routes";

export function publicConfig(context: AppContext): PublicConfig {
  const { oauth, supportEmail, privacyEmail, familyMediaUrl } = context.config;
  const oauthProviders: PublicConfig["oauthProviders"] = [];
  if (oauth.google) oauthProviders.push({ id: "google", name: "Google", kind: "social" });
  if (oauth.github) oauthProviders.push({ id: "github", name: "GitHub", kind: "social" });
  if (oauth.oidc) oauthProviders.push({ id: "oidc", name: oauth.oidc.name, kind: "oidc" });
  return {
    oauthProviders,
    supportEmail,
    privacyEmail,
    familyMediaUrl,
    operator: {
      name: context.config.operator.name,
      address: context.config.operator.address ?? null,
    },
    demoBookingUrl: context.config.demoBookingUrl ?? null,
    aiProvider: context.config.ai.provider,
    emailDelivery: context.config.mail.smtpUrl ? "smtp" : "outbox",
    usageLimits: usageLimitsOf(context.config),
    imageWords: context.config.images.provider === "offline",
  };
}

export function registerPublicConfigRoutes(app: FastifyInstance, context: AppContext): void {
  const body = publicConfig(context);
  app.get("/api/public-config", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return body;
  });
}
