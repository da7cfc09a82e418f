import type { AddressInfo } from "node:net";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "../../server/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { samplePrayer, userWithAccess } from "./library-helpers";

type User = Awaited<ReturnType<typeof userWithAccess>>;

/** A library large enough that its export cannot sit in the socket's buffers: ~24 MB. */
const itemCount = 400;
const textLength = 60_000;

async function fillLibrary(test: TestApp, user: User) {
  const words = ["grace", "shepherd", "mercy", "harvest", "lamp", "vine", "peace", "hope"];
  const text = Array.from({ length: textLength / 8 }, (_, i) => words[(i * 7) % 8]!)
    .join(" ")
    .slice(0, textLength);
  const rows = Array.from({ length: itemCount }, (_, index) => ({
    userId: user.id,
    type: "prayer",
    title: `Prayer ${index}`,
    preview: `Prayer ${index}`,
    content: "",
    data: {
      request: { focus: samplePrayer.focus },
      result: { ...samplePrayer, title: `Prayer ${index}`, content: `${index} ${text}` },
      scriptureCheck: { translation: "web" },
    },
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
  }));
  for (let start = 0; start < rows.length; start += 50)
    await test.database.db.insert(contentItems).values(rows.slice(start, start + 50));
}

describe("exports are streamed, one per user at a time", () => {
  let test: TestApp;
  let user: User;
  let base: string;

  beforeAll(async () => {
    test = await createTestApp();
    user = await userWithAccess(test, "big-export");
    await fillLibrary(test, user);
    await test.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    // fetch keeps its sockets alive, and the server's close would wait out their keep-alive
    // time (72 s): this test's connections are closed at once.
    test?.app.server.closeAllConnections();
    await test?.app.close();
  });

  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: user.cookie } });

  for (const path of ["/api/account/export", "/api/library/export.zip"]) {
    it(`${path}: a second export while the first is being read gets a 409, and the first completes`, async () => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-length")).toBeNull();
      const reader = first.body!.getReader();
      const start = await reader.read();
      expect(start.done).toBe(false);

      const second = await get(path);
      expect(second.status).toBe(409);
      const body = (await second.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("conflict");
      expect(body.error.message).toMatch(/already being prepared/);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);

      const chunks = [start.value!];
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        chunks.push(next.value);
      }
      const whole = Buffer.concat(chunks);
      if (path.endsWith(".zip")) {
        const zip = await JSZip.loadAsync(whole);
        expect(Object.keys(zip.files).filter((name) => name.endsWith(".md"))).toHaveLength(
          itemCount,
        );
        const json = JSON.parse(await zip.file("kingdom-content.json")!.async("string"));
        expect(json.count).toBe(itemCount);
        expect(json.items.at(-1).title).toBe(`Prayer ${itemCount - 1}`);
        expect(json.items[7].content).toMatch(/^Prayer 7\s+Scripture: James 5:14-16\s+7 grace/);
      } else {
        const data = JSON.parse(whole.toString("utf8"));
        expect(data.profile.id).toBe(user.id);
        expect(data.content).toHaveLength(itemCount);
        expect(data.content[3].content).toContain("3 ");
        expect(data.content[3].searchWords).toBeUndefined();
      }

      // Once the first is done, the user may export again.
      const again = await get(path);
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    }, 120_000);
  }

  it("frees the slot when the client goes away mid-export", async () => {
    const controller = new AbortController();
    const first = await fetch(`${base}/api/account/export`, {
      headers: { cookie: user.cookie },
      signal: controller.signal,
    });
    await first.body!.getReader().read();
    controller.abort();
    let status = 409;
    for (let attempt = 0; attempt < 50 && status === 409; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await get("/api/library/export.zip");
      status = next.status;
      await next.arrayBuffer();
    }
    expect(status).toBe(200);
  }, 120_000);
});
