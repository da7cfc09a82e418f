import fc from "fast-check";

/**
 * Generators of hostile and odd HTTP input: JSON of every shape, strings that have broken
 * parsers before, huge values, and headers no browser would send.
 */

const nastyStrings = [
  "",
  " ",
  "\u0000",
  "\u0000\u0001\u001f",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "__proto__",
  "constructor",
  "prototype",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table users; --",
  "${7*7}{{7*7}}",
  "%00",
  "%E0%A4%A",
  "\r\nSet-Cookie: x=1",
  "\ud800",
  "\u202e\u2066",
  "😀".repeat(200),
  "John 3:16",
  "Genesis 1:1-Revelation 22:21",
  "a@b",
  "someone@example.org",
  "00000000-0000-0000-0000-000000000000",
  "DELETE",
];

/** A string that may be empty, unicode, control characters, a known troublemaker or huge. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 8 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 4 },
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 6 },
  // Long enough to pass every field limit (the longest is a few thousand characters).
  { arbitrary: fc.integer({ min: 200, max: 4_000 }).map((n) => "ab ".repeat(n)), weight: 1 },
);

/** Any JSON value, including odd numbers and nesting. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 4 },
  { arbitrary: oddString, weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      Number.MAX_SAFE_INTEGER + 2,
      -1e308,
      [],
      {},
      [[[[[[]]]]]],
      { __proto__: { admin: true } },
    ),
    weight: 2,
  },
  { arbitrary: fc.array(fc.oneof(fc.integer(), oddString), { maxLength: 50 }), weight: 1 },
);

/** A value for one field of a body or query. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 5 },
  { arbitrary: anyJson, weight: 3 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
);

const junkKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "userId", "id", "isAdmin", "role"),
  fc.string({ maxLength: 12 }),
);

/** JSON bodies near a valid example: one field changed, dropped or added, or anything. */
export function bodyNear(example: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const anything = { arbitrary: anyJson, weight: 3 };
  if (!example || Object.keys(example).length === 0) {
    return fc.oneof(anything, {
      arbitrary: fc.dictionary(junkKey, fieldValue, { maxKeys: 5 }),
      weight: 2,
    });
  }
  const keys = Object.keys(example);
  return fc.oneof(
    anything,
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), fieldValue)
        .map(([key, value]) => ({ ...example, [key]: value })),
      weight: 6,
    },
    {
      arbitrary: fc.constantFrom(...keys).map((key) => {
        const copy = { ...example };
        delete copy[key];
        return copy;
      }),
      weight: 2,
    },
    {
      // Computed keys make "__proto__" an own property, so it reaches the wire.
      arbitrary: fc
        .tuple(junkKey, fieldValue)
        .map(([key, value]) => ({ ...example, [key]: value })),
      weight: 2,
    },
    {
      arbitrary: fc
        .dictionary(fc.constantFrom(...keys), fieldValue, { maxKeys: keys.length })
        .map((values) => ({ ...example, ...values })),
      weight: 3,
    },
  );
}

/** A request body as sent: JSON of some value, or raw text under an odd content type. */
export type WireBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType: string | undefined };

const rawBodies = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2,",
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    "\u0000",
    "\ufeff{}",
    "null",
    "NaN",
    '"just a string"',
    "1".repeat(400),
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  // Past the 256 KB body limit.
  fc.integer({ min: 262_145, max: 300_000 }).map((n) => `{"a":"${"x".repeat(n)}"}`),
);

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/octet-stream",
  "application/xml",
  "application/vnd.api+json",
  "*/*",
  "json",
  ";;;",
);

export function wireBody(example: Record<string, unknown> | undefined): fc.Arbitrary<WireBody> {
  return fc.oneof(
    { arbitrary: fc.constant<WireBody>({ kind: "none" }), weight: 1 },
    {
      arbitrary: bodyNear(example).map((value): WireBody => ({ kind: "json", value })),
      weight: 8,
    },
    {
      arbitrary: fc
        .tuple(rawBodies, fc.option(contentTypes, { nil: undefined }))
        .map(([text, contentType]): WireBody => ({ kind: "raw", text, contentType })),
      weight: 2,
    },
  );
}

const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

const headerName = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,24}$/)
  .filter((name) => !["content-length", "transfer-encoding", "host", "connection"].includes(name));

/** Headers that matter to some code path, with odd values. */
const knownHeaderValue: Record<string, fc.Arbitrary<string>> = {
  accept: fc.constantFrom(
    "text/event-stream",
    "application/json",
    "*/*",
    "text/html",
    "image/png",
    "text/event-stream;q=0, application/json",
    "",
  ),
  "content-type": contentTypes,
  "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "identity", "*;q=0", "x"),
  "accept-language": fc.constantFrom("en-US", "*", "zz-ZZ;q=2", ""),
  "x-forwarded-for": fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    headerText(60),
    fc.constantFrom("1.2.3.4, 5.6.7.8", "unknown"),
  ),
  "x-forwarded-proto": fc.constantFrom("https", "http", "gopher", ""),
  "x-forwarded-host": headerText(40),
  "sec-fetch-site": fc.constantFrom("same-origin", "same-site", "none", "cross-site", "x"),
  "if-none-match": headerText(40),
  "if-modified-since": fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT", "yesterday", ""),
  range: fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=99999999-", "bytes=a-b", "lines=1-2"),
  authorization: fc.oneof(
    fc.constant("Bearer "),
    headerText(80).map((value) => `Bearer ${value}`),
    headerText(80).map((value) => `Basic ${value}`),
  ),
  referer: fc.oneof(fc.webUrl(), headerText(80)),
  "user-agent": fc.oneof(headerText(200), fc.constant("x".repeat(8_000))),
  "stripe-signature": fc.oneof(
    headerText(120),
    fc.constantFrom("t=1,v1=abc", "t=,v1=", "v1=" + "0".repeat(64)),
  ),
  "x-http-method-override": fc.constantFrom("DELETE", "PUT", "GET"),
};

/** Extra or replaced headers: known ones with odd values, unknown ones, and huge ones. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc
      .subarray(Object.keys(knownHeaderValue), { maxLength: 4 })
      .chain((names) =>
        names.length === 0
          ? fc.constant<Record<string, string>>({})
          : fc
              .tuple(...names.map((name) => knownHeaderValue[name]!))
              .map((values) =>
                Object.fromEntries(names.map((name, index) => [name, values[index]!])),
              ),
      ),
    fc.dictionary(headerName, headerText(100), { maxKeys: 3 }),
    fc.option(
      fc.tuple(headerName, fc.integer({ min: 1_000, max: 60_000 })).map(([name, size]) => ({
        [name]: "h".repeat(size),
      })),
      { freq: 30, nil: {} },
    ),
  )
  .map(([known, unknown, huge]) => ({ ...unknown, ...huge, ...known }));

/** A cookie header around (or instead of) the real session cookie. */
export function cookieHeader(realCookie: string | undefined): fc.Arbitrary<string | undefined> {
  const garbage = fc.oneof(
    headerText(100),
    headerText(60).map((value) => `kt.session_token=${value}`),
    headerText(60).map((value) => `__Secure-kt.session_token=${value}`),
    fc.constant("kt.session_token="),
    fc.constant("kt.session_token=a.b; kt.session_token=c.d"),
  );
  if (!realCookie) return fc.option(garbage, { nil: undefined });
  return fc.oneof(
    { arbitrary: fc.constant(realCookie), weight: 8 },
    { arbitrary: garbage.map((extra) => `${realCookie}; ${extra}`), weight: 2 },
    { arbitrary: garbage.map((extra) => `${extra}; ${realCookie}`), weight: 1 },
    { arbitrary: fc.option(garbage, { nil: undefined }), weight: 1 },
  );
}

/** Query parameters near an example (arrays become repeated keys), or raw odd query text. */
export function queryNear(example: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const value = fc.oneof(
    { arbitrary: oddString, weight: 4 },
    { arbitrary: fc.array(oddString, { minLength: 2, maxLength: 3 }), weight: 1 },
    { arbitrary: fc.integer().map(String), weight: 1 },
  );
  const encode = (params: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, entry] of Object.entries(params)) {
      for (const item of Array.isArray(entry) ? entry : [entry]) search.append(key, item);
    }
    return search.toString();
  };
  const changed =
    keys.length > 0
      ? fc
          .dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length })
          .map((values) => encode({ ...example, ...values }))
      : fc.constant("");
  return fc.oneof(
    { arbitrary: changed, weight: 5 },
    { arbitrary: fc.dictionary(junkKey, value, { maxKeys: 4 }).map(encode), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        "%",
        "%zz=1",
        "a[b][c]=1",
        "a[]=1&a[]=2",
        "__proto__[x]=1",
        "constructor[prototype][x]=1",
        "=&&==",
        "q=%00",
        "q=%E0%A4%A",
        `q=${"x".repeat(5_000)}`,
        "page=1e400",
        "page=-0",
        "page=0x10",
        "limit=Infinity",
      ),
      weight: 2,
    },
  );
}

/** A path parameter: one of the interesting values, a uuid, or odd text. */
export function pathParam(interesting: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: interesting, weight: 4 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: oddString.filter((value) => value.length > 0), weight: 4 },
  );
}
