import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { freePort } from "./scale-out";

/**
 * A private Redis server for a test file, on a free port, keeping nothing on disk: the
 * machine's Redis (if any) is never touched, and every run starts empty.
 */
const redisServer = "/usr/bin/redis-server";

/** Why Redis tests cannot run here (scripts/install-system-packages.sh installs it). */
export const redisMissing = existsSync(redisServer) ? undefined : `${redisServer} is not installed`;

export interface PrivateRedis {
  url: string;
  port: number;
  process: ChildProcess;
}

export async function startRedis(port?: number): Promise<PrivateRedis> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    redisServer,
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  child.stdout!.resume();
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, process: child };
}

export async function stopRedis(redis: PrivateRedis): Promise<void> {
  if (redis.process.exitCode !== null) return;
  redis.process.kill("SIGTERM");
  await once(redis.process, "exit");
}
