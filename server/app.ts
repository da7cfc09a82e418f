import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { pingDatabase, registerRequestAdmission } from "./db/client";
import { permissionsPolicy, registerSecurityHeaders } from "./security-headers";
import { redactUrl } from "./log-redaction";
import { acceptsLocalAddresses, localOriginOf } from "./local-origin";
import { databaseSharedState, type SharedState } from "./modules/limits/shared-state";
import { scheduleJob } from "./modules/library/scheduled-job";
import { AppError, errorBody, registerErrorHandling } from "./errors";
import { createAuth } from "./modules/auth/auth";
import { registerAuthRoutes } from "./modules/auth/routes";
import { createSessionReader, registerSessionSlot } from "./modules/auth/session";
import { registerAccessRoutes } from "./modules/access/routes";
import { registerBillingRoutes } from "./modules/billing/routes";
import { stripeCspSources } from "./modules/billing/stripe-csp";
import { registerComplianceRoutes } from "./modules/compliance/routes";
import { createMailer, type Mailer } from "./modules/email/mailer";
import { registerPageRoutes } from "./modules/pages/routes";
import { registerPublicConfigRoutes } from "./modules/public-config/routes";
import { registerUsageRoutes } from "./modules/limits/usage-routes";
import { registerFeedbackRoutes } from "./modules/feedback/routes";
import { registerScriptureRoutes } from "./scripture/routes";
import { registerScriptureInputRoutes } from "./modules/scripture-input/routes";
import { withStudyData } from "./scripture/study/study-library";
import { openSwordLibrary } from "./scripture/sword/sword-library";
import { createGenerationEngine } from "./generation/engine";
import { createPipelines } from "./generation/pipelines";
import { createContentService } from "./modules/content/content-service";
import { optOutPath } from "./modules/email/content-opt-out";
import { registerGenerationRoutes } from "./modules/generation/routes";
import { createUsageLimiter } from "./modules/limits/usage-limiter";
import { registerLibraryModule } from "./modules/library/register";
import { registerSettingsRoutes } from "./modules/settings/routes";
import { loadPreferences } from "./modules/settings/settings-service";
import { registerPrivacyRoutes } from "./modules/privacy/routes";
import { registerSupportRoutes } from "./modules/support/routes";
import { registerAdminRoutes } from "./modules/admin/routes";
import { registerImageRoutes } from "./modules/images/routes";
import { registerCalendarRoutes } from "./modules/calendar/routes";
import { registerPlannerRoutes } from "./modules/planner/routes";
import { registerDocumentRoutes } from "./modules/documents/routes";
import { registerPackRoutes } from "./modules/packs/routes";
import { registerStudyRoutes } from "./modules/study/routes";
import { registerClipRoutes } from "./modules/recordings/clip-routes";
import { registerRecordingRoutes } from "./modules/recordings/routes";
import { registerRecordingUploadRoutes } from "./modules/recordings/upload-routes";

export interface LogStream {
  write(line: string): void;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  /** Tests pass false to keep output quiet. */
  logger?: boolean;
  /** Where log lines go (standard output unless given); tests read the log through it. */
  logStream?: LogStream;
  /**
   * Tests pass false and run each job's task themselves: a background tick would race
   * them over the run's shared database.
   */
  scheduledJobs?: boolean;
}

/** Redis when REDIS_URL is set (its client loaded only then), else the database. */
async function openSharedState(config: Config, database: Database): Promise<SharedState> {
  if (!config.redisUrl) return databaseSharedState(database.db, database.relaxedDb);
  const { connectRedis, redisSharedState } = await import("./modules/limits/redis-shared-state");
  return redisSharedState(await connectRedis(config.redisUrl), config.redisKeyPrefix);
}

/** The operator's log: JSON lines, with secrets in headers, bodies and addresses redacted. */
function loggerOptions(
  config: Config,
  stream: LogStream | undefined,
): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.newPassword",
        "*.currentPassword",
        "*.token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Called by other servers, not browsers; they prove themselves another way (signatures). */
const crossSiteAllowed = new Set(["/api/stripe/webhook", optOutPath]);

export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; context: AppContext }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors found before routing (a malformed URL) skip the hooks: answer them here.
    frameworkErrors: (error, _request, reply) => {
      void reply
        .code(400 as never)
        .headers({
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
          "referrer-policy": "strict-origin-when-cross-origin",
        })
        .send(errorBody("bad_request", error.message) as never);
    },
  });
  app.decorate("scheduledJobs", options.scheduledJobs ?? true);

  const mailer = options.mailer ?? createMailer(config.mail);
  // The session reader needs auth, and auth tells the reader when sessions change.
  const sessionEvents = { onUserSessionsChanged: (userId: string) => sessions.forgetUser(userId) };
  const auth = createAuth(config, database.db, mailer, sessionEvents, app.log);
  const shared = await openSharedState(config, database);
  app.addHook("onClose", () => shared.close());
  const sessions = createSessionReader(auth, config.sessionCacheMs);
  registerSessionSlot(app);
  const context: AppContext = {
    config,
    database,
    shared,
    mailer,
    auth,
    sessions,
    // Nave's and the commentaries ship with the app; installed modules add to them.
    sword: withStudyData(openSwordLibrary({ swordPath: config.swordPath })),
    now: options.now ?? (() => new Date()),
  };

  registerErrorHandling(app);
  registerRequestAdmission(app, database);
  // The API speaks JSON only; other bodies get 415 rather than being half-read.
  app.removeContentTypeParser("text/plain");

  registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripeCspSources(config.stripe).scriptSrc],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...stripeCspSources(config.stripe).connectSrc],
          frameSrc: config.stripe ? stripeCspSources(config.stripe).frameSrc : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: config.isProduction,
      crossOriginEmbedderPolicy: false,
    },
    permissionsPolicy(config.stripe ? ["https://js.stripe.com"] : []),
  );

  await app.register(rateLimit, {
    global: false,
    // Redis, when configured, counts for every instance; else the database does when
    // several instances may run (rateLimitStore), or this process's memory.
    ...(shared.kind === "redis" || config.rateLimitStore === "database"
      ? shared.rateLimitStore
      : {}),
  });
  // Counters whose windows have passed (usage caps, and shared request limits) are cleared.
  scheduleJob(app, shared, "limit-sweep", 60 * 60_000, () => shared.sweep(context.now()));

  // CSRF: browsers always send Origin on cross-site writes; refuse any origin but ours.
  // Without a PUBLIC_URL of its own (the default), the site also accepts the loopback or
  // private address a page was served from (http://127.0.0.1:5000, http://192.168.1.20:5000).
  const ownOrigin = new URL(config.publicUrl).origin;
  const acceptsLocalOrigins = acceptsLocalAddresses(config);
  app.addHook("onRequest", (request, _reply, done) => {
    if (!stateChanging.has(request.method) || crossSiteAllowed.has(request.url.split("?")[0] ?? ""))
      return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const ours =
      !origin ||
      origin === ownOrigin ||
      (acceptsLocalOrigins && localOriginOf(origin, request.headers.host) !== null);
    if (!ours || fetchSite === "cross-site") {
      return done(new AppError("forbidden", "Cross-site request refused."));
    }
    done();
  });

  app.get("/api/health", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await pingDatabase(database.db);
      return { status: "ok", database: "up" };
    } catch {
      return reply.status(503).send({ status: "degraded", database: "down" });
    }
  });

  registerAuthRoutes(app, context);
  registerAccessRoutes(app, context);
  const billing = await registerBillingRoutes(app, context);
  registerComplianceRoutes(app, context);
  registerPublicConfigRoutes(app, context);
  registerUsageRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerScriptureRoutes(app, context);
  registerScriptureInputRoutes(app, context);
  const pipelines = createPipelines();
  registerGenerationRoutes(app, context, {
    engine: createGenerationEngine(config.ai, pipelines),
    content: createContentService(
      database.db,
      {
        limiter: createUsageLimiter(shared),
        storage: config.contentStorage,
        now: context.now,
      },
      database.relaxedDb,
    ),
    limiter: createUsageLimiter(shared),
    preferencesOf: (userId) => loadPreferences(database.db, userId),
  });
  registerLibraryModule(app, context);
  registerSettingsRoutes(app, context);
  registerPrivacyRoutes(app, context, {
    endSubscriptions: billing && ((userId) => billing.cancelAllNow(userId)),
  });
  registerSupportRoutes(app, context);
  registerAdminRoutes(app, context);
  registerImageRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerPlannerRoutes(app, context);
  await registerDocumentRoutes(app, context);
  registerPackRoutes(app, context);
  registerStudyRoutes(app, context);
  registerRecordingRoutes(app, context);
  registerClipRoutes(app, context);
  await registerRecordingUploadRoutes(app, context);
  await registerPageRoutes(app, context);

  return { app, context };
}
