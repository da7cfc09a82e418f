import { ConfigError, configSummary, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { buildApp } from "./app";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Kingdom Tools cannot start.\n${error.message}`);
      process.exit(78);
    }
    throw error;
  }

  const database = await openDatabase(config.database);
  const { app, context } = await buildApp({ config, database });
  app.log.info({ config: configSummary(config) }, "Kingdom Tools configuration");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      context.mailer.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Kingdom Tools is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error("Kingdom Tools failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
