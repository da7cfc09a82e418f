import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import regexpPlugin from "eslint-plugin-regexp";

const root = path.dirname(new URL(import.meta.url).pathname);

/** Which top-level area (and feature folder) a file belongs to. */
function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  const area = rel[0];
  const feature = area === "client" && rel[1] === "features" ? rel[2] : undefined;
  return { area, feature };
}

/** client/, server/ and shared/ stay apart; client feature folders do not import each other. */
const boundaries = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        let target;
        if (source.startsWith("@shared/")) target = { area: "shared" };
        else if (source.startsWith(".")) {
          target = areaOf(path.resolve(path.dirname(context.filename), source));
        } else return;
        const allowed = {
          client: ["client", "shared"],
          server: ["server", "shared"],
          shared: ["shared"],
        }[from.area];
        if (allowed && !allowed.includes(target.area)) {
          context.report({ node, message: `${from.area}/ may not import from ${target.area}/` });
        } else if (from.feature && target.feature && from.feature !== target.feature) {
          context.report({
            node,
            message: `feature "${from.feature}" may not import feature "${target.feature}"; move shared code to client/components or client/lib`,
          });
        }
      },
    };
  },
};

/**
 * The packages the browser app may import: a server package (fastify, drizzle-orm, pg,
 * nodemailer, docx, stripe's server library…) or a Node built-in imported by client/ is an
 * error. A new browser package is added here, on purpose.
 */
const clientPackages = new Set([
  "react",
  "react-dom",
  "lucide-react",
  "wouter",
  "@tanstack/react-query",
  "react-hook-form",
  "@hookform/resolvers",
  "radix-ui",
  "zod",
  "class-variance-authority",
  "clsx",
  "eventsource-parser",
  "@stripe/react-stripe-js",
  "@stripe/stripe-js",
  // Resumable uploads of sermon recordings (issue 34).
  "tus-js-client",
  // PDFKit's browser build, loaded on demand for the mockups' print files.
  "pdfkit",
  // Font CSS, imported by client/styles.css.
  "@fontsource-variable/inter",
  "@fontsource-variable/source-serif-4",
]);

function packageOf(source) {
  const parts = source.split("/");
  return source.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const clientImports = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const check = (node, source) => {
      if (typeof source !== "string" || source.startsWith(".") || source.startsWith("@shared/"))
        return;
      const name = packageOf(source);
      if (!clientPackages.has(name))
        context.report({
          node,
          message: `client/ may not import "${name}": not a browser package (server code and Node built-ins stay on the server; a new browser package is listed in eslint.config.js)`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** The calls that reach the server: made in client/api/ (and the helpers of client/lib/) only. */
const serverCalls = new Set(["fetch", "apiRequest", "apiJson", "postEventStream"]);

const apiCalls = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === "Identifier"
            ? callee.name
            : callee.type === "MemberExpression" &&
                callee.object.type === "Identifier" &&
                ["window", "globalThis"].includes(callee.object.name) &&
                callee.property.type === "Identifier"
              ? callee.property.name
              : undefined;
        if (name && serverCalls.has(name))
          context.report({
            node,
            message: `${name}() reaches the server: make the call in client/api/ (one module per API area) and import it`,
          });
      },
    };
  },
};

/**
 * One form pattern: a file that draws a `<form>` validates it with react-hook-form and the
 * shared zod schema the server checks with, `useForm({ resolver: zodResolver(schema) })`.
 */
const formPattern = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const forms = [];
    let validated = false;
    return {
      JSXOpeningElement(node) {
        if (node.name.type === "JSXIdentifier" && node.name.name === "form") forms.push(node);
      },
      CallExpression(node) {
        if (node.callee.type !== "Identifier" || node.callee.name !== "useForm") return;
        const options = node.arguments[0];
        if (options?.type !== "ObjectExpression") return;
        validated ||= options.properties.some(
          (property) =>
            property.type === "Property" &&
            property.key.type === "Identifier" &&
            property.key.name === "resolver" &&
            property.value.type === "CallExpression" &&
            property.value.callee.type === "Identifier" &&
            property.value.callee.name === "zodResolver",
        );
      },
      "Program:exit"() {
        if (validated) return;
        for (const node of forms)
          context.report({
            node,
            message:
              "A form uses react-hook-form with the shared zod schema: useForm({ resolver: zodResolver(schema) }) in this file (docs/ARCHITECTURE.md, Forms)",
          });
      },
    };
  },
};

/** process.env is read in server/config.ts only. */
const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read configuration through server/config.ts, not process.env.",
};

/** Dates and times are written by shared/dates/format.ts only, so each is written one way. */
const noOwnDateFormats = [
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
    message: "Write dates with formatDay or formatInstant from shared/dates/format.ts.",
  },
  {
    selector:
      ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: "Write dates with formatDay or formatInstant from shared/dates/format.ts.",
  },
];

/**
 * In client/, data from the server or from storage is parsed with a shared zod schema, never
 * asserted to a type: `JSON.parse(…) as T`, `response.json() as T` and `(await r.json()) as T`.
 */
const noCastParsedData = [
  {
    selector:
      "TSAsExpression[expression.type='CallExpression'][expression.callee.object.name='JSON'][expression.callee.property.name='parse']",
    message: "Parse with a shared zod schema (or narrow an unknown), not JSON.parse(…) as T.",
  },
  {
    selector:
      "TSAsExpression[expression.type='CallExpression'][expression.callee.property.name='json']",
    message: "Parse the server's answer with its shared zod schema, not .json() as T.",
  },
  {
    selector:
      "TSAsExpression[expression.type='AwaitExpression'][expression.argument.callee.property.name='json']",
    message: "Parse the server's answer with its shared zod schema, not (await ….json()) as T.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      ".tsbuild/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "server/db/migrations/**",
      // A third-party package kept verbatim for one test (its README says why).
      "tests/support/lectionary/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      local: {
        rules: {
          boundaries,
          "client-imports": clientImports,
          "api-calls": apiCalls,
          "form-pattern": formPattern,
        },
      },
    },
    rules: {
      "local/boundaries": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-syntax": ["error", noProcessEnv, ...noOwnDateFormats],
    },
  },
  {
    // Type-aware rules, with each file's own TypeScript project (client, server, shared, or
    // tsconfig.tools.json for tests, scripts and benches).
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // No import cycles. Relative imports are followed; `@shared/…` needs no following, as
    // shared/ cannot import client/ or server/ (their TypeScript projects forbid it).
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Regular expressions on the server and in shared code run on text anyone can send: none
    // may take super-linear time (backtracking, or a match tried again from every position).
    files: ["server/**/*.ts", "shared/**/*.ts"],
    plugins: { regexp: regexpPlugin },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "local/client-imports": "error",
      "local/api-calls": "error",
      "local/form-pattern": "error",
      "no-restricted-syntax": ["error", noProcessEnv, ...noCastParsedData, ...noOwnDateFormats],
    },
  },
  {
    // The API layer itself, and the fetch helpers it is built on.
    files: ["client/api/**", "client/lib/**"],
    rules: { "local/api-calls": "off" },
  },
  {
    // Exempt by design: the landing page's feedback form keeps react-hook-form and zod out of
    // the landing page's first download (its 100 KB budget) and checks with the shared schema
    // loaded on submit; the payment form's fields are Stripe's (its PaymentElement), not ours;
    // the study desk's passage box only navigates (/study?passage=…: the address is its state).
    files: [
      "client/features/landing/feedback-section.tsx",
      "client/features/billing/payment-form.tsx",
      "client/features/study/study-page.tsx",
    ],
    rules: { "local/form-pattern": "off" },
  },
  {
    // The one place dates are formatted.
    files: ["shared/dates/format.ts"],
    rules: { "no-restricted-syntax": ["error", noProcessEnv] },
  },
  {
    files: [
      "server/config.ts",
      "scripts/**",
      "tests/**",
      "bench/**",
      "*.config.*",
      "eslint.config.js",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
);
