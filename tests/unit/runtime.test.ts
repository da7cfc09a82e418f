import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe("the Node.js runtime", () => {
  it("is at least the major version package.json's engines names", () => {
    const minimum = /^>=(\d+)$/.exec(packageJson.engines.node);
    expect(minimum, `engines.node should read ">=N": ${packageJson.engines.node}`).not.toBeNull();
    const running = Number(process.versions.node.split(".")[0]);
    expect(running).toBeGreaterThanOrEqual(Number(minimum![1]));
  });

  it("comes with the project, pinned to a version that meets engines", () => {
    const pinned = packageJson.devDependencies.node ?? "";
    const minimum = Number(/^>=(\d+)$/.exec(packageJson.engines.node)![1]);
    expect(Number(pinned.split(".")[0])).toBeGreaterThanOrEqual(minimum);
  });
});

/**
 * npm warns EBADENGINE when a package's engines field rejects the Node that runs npm, which
 * is the machine's own (Debian's Node 20 here), not the project's Node 24. A clean install must
 * print none (issue 35): package.json's overrides hold the packages whose newest versions ask
 * for Node 22 at versions that run on 20.
 */
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe("a clean npm install", () => {
  it("warns of no package's engines on the machine's Node 20", () => {
    const machineNode = "20.19.0";
    const refusing = Object.entries(lock.packages)
      .filter(([location]) => location !== "")
      .flatMap(([location, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(machineNode, range) ? [`${location}: ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });
});
