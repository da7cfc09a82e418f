// First of all, before any library loads: see the module.
import "./next-tick-shape";
import { networkInterfaces } from "node:os";
import v8 from "node:v8";
import { ConfigError, configSummary, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { buildApp } from "./app";
import { privateFolders, privateUmask, securePrivateFiles } from "./private-files";
import { warmStudyData } from "./scripture/study/warm-up";
import { acceptsLocalAddresses, isLocalHostname } from "./local-origin";
import { prettyLogStream } from "./pretty-log";

async function main() {
  // V8 guesses which allocation sites make long-lived objects and puts their objects straight
  // into the old generation. For this server's requests it guesses wrong: its young-generation
  // collections took twice as long (3 → 7 ms) and set the slowest 1 % of generation requests.
  v8.setFlagsFromString("--no-allocation-site-pretenuring");
  // Before anything is written: what this process creates is for its own user only.
  process.umask(privateUmask);
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

  const folders = privateFolders(config);
  const permissions = securePrivateFiles(folders);
  const database = await openDatabase(config.database);
  // PGlite sets 0666 on the database files it creates (chmod, which no umask narrows);
  // they are narrowed once it has opened (and on first start, created) the database.
  const created = securePrivateFiles(folders);
  // A person at a terminal reads one line per request; a file, pipe or journal gets JSON.
  const { app, context } = await buildApp({
    config,
    database,
    ...(process.stdout.isTTY ? { logStream: prettyLogStream(process.stdout) } : {}),
  });
  app.log.info({ config: configSummary(config) }, "Kingdom Tools configuration");
  if (config.ai.provider !== "offline" && config.ai.checkAtStart) {
    // In the background: a local model may take minutes to load; the log tells how it went.
    void import("./generation/provider-check").then(({ checkAiProvider }) =>
      checkAiProvider(config.ai, app.log),
    );
  }
  if (created.failed.length > 0) permissions.failed.push(...created.failed);
  if (permissions.fixed.length > 0) {
    app.log.warn(
      { count: permissions.fixed.length, examples: permissions.fixed.slice(0, 5) },
      "data files were readable by other users of this machine; they are now readable by this service's user only",
    );
  }
  if (permissions.failed.length > 0) {
    app.log.error(
      { count: permissions.failed.length, examples: permissions.failed.slice(0, 5) },
      "some data files are readable by other users of this machine and could not be changed; give them to this service's user and run chmod -R go= on the data folder",
    );
  }

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
  warmStudyData(context.sword, (error) =>
    app.log.warn({ err: error }, "could not prepare the study indexes"),
  );
  console.log(`Kingdom Tools is running at ${config.publicUrl}`);
  const others = otherAddresses(config);
  if (others.length > 0)
    console.log(
      `From another computer on this network, open ${others.join(" or ")} (set PUBLIC_URL to the address people should use, for email links).`,
    );
}

/** This machine's private network addresses, when the site listens on them and accepts them. */
function otherAddresses(config: { publicUrl: string; port: number; host: string }): string[] {
  if (!acceptsLocalAddresses(config) || !["0.0.0.0", "::"].includes(config.host)) return [];
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === "IPv4" && !address.internal)
    .map((address) => address!.address)
    .filter((address) => isLocalHostname(address))
    .map((address) => `http://${address}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error("Kingdom Tools failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
