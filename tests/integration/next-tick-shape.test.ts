import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Runs a Node process that queues ticks, makes thousands of differently keyed objects (as
 * some libraries do as they load), lets full collections run at a quiet moment, queues more
 * ticks, and prints what V8 recorded for the object literal nextTick builds. With
 * server/next-tick-shape.ts loaded first, every record should still be monomorphic.
 */
function nextTickRecords(loadShapeKeeper: boolean): string[] {
  const script = `
    ${loadShapeKeeper ? 'await import("./server/next-tick-shape.ts");' : ""}
    for (let i = 0; i < 20; i++) process.nextTick(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    const keyed = [];
    for (let i = 0; i < 2000; i++) keyed.push({ ["key" + i]: i });
    for (let i = 0; i < 30; i++) {
      gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let i = 0; i < 20; i++) process.nextTick(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    new Function("f", "%DebugPrint(f)")(process.nextTick);
  `;
  // V8 prints to standard output with C's stdio, which can drop text on a pipe Node has made
  // non-blocking: the child writes to a file instead.
  const folder = mkdtempSync(path.join(tmpdir(), "next-tick-"));
  const output = path.join(folder, "debug-print.txt");
  const descriptor = openSync(output, "w");
  const result = spawnSync(
    process.execPath,
    [
      "--allow-natives-syntax",
      "--expose-gc",
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      script,
    ],
    { encoding: "utf8", timeout: 60_000, stdio: ["ignore", descriptor, "pipe"] },
  );
  closeSync(descriptor);
  const printed = readFileSync(output, "utf8");
  rmSync(folder, { recursive: true, force: true });
  expect(result.status, result.stderr).toBe(0);
  return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]!);
}

describe("nextTick's fast path", () => {
  it("is lost without the shape keeper", () => {
    // If this fails, this Node's V8 no longer loses it, and next-tick-shape.ts can go.
    expect(nextTickRecords(false)).toContain("MEGAMORPHIC");
  });

  it("is kept with the shape keeper loaded first", () => {
    const records = nextTickRecords(true);
    expect(records.length).toBeGreaterThan(0);
    expect(records).not.toContain("MEGAMORPHIC");
  });
});
