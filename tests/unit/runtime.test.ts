import { readFileSync } from "node:fs";
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
