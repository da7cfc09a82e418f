import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { Badge } from "../../client/components/ui/badge";
import { Button } from "../../client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../client/components/ui/card";
import { Input, Textarea } from "../../client/components/ui/input";
import { Spinner } from "../../client/components/ui/spinner";
import { ToolIcon } from "../../client/components/tool-icon";

/**
 * `cn` joins classes without resolving Tailwind conflicts (tailwind-merge would add 8 KB
 * to every page), so a `className` that sets what a component already sets (its colours,
 * its padding) would leave the result to the stylesheet's order. Each call site of our UI
 * components is read from the source and its classes are checked, with tailwind-merge's
 * conflict rules, against the classes the component renders for the same variant.
 */
const components: Record<string, { render: ComponentType<never>; props?: object }> = {
  Badge: { render: Badge },
  Button: { render: Button },
  Card: { render: Card },
  CardContent: { render: CardContent },
  CardDescription: { render: CardDescription },
  CardFooter: { render: CardFooter },
  CardHeader: { render: CardHeader },
  CardTitle: { render: CardTitle },
  Input: { render: Input },
  Textarea: { render: Textarea },
  Spinner: { render: Spinner, props: { label: "Loading", className: "" } },
  ToolIcon: { render: ToolIcon, props: { tool: "sermon" } },
};

/** An opening JSX tag of one of the components above, attributes included. */
const openingTag = new RegExp(
  `<(${Object.keys(components).join("|")})\\b((?:[^>"{}]|"[^"]*"|\\{(?:[^{}]|\\{[^{}]*\\})*\\})*)>`,
  "g",
);

/** The attribute's string values: its literal, or every literal in its expression. */
function attribute(attributes: string, name: string): (string | null)[] {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|\\{((?:[^{}]|\\{[^{}]*\\})*)\\})`).exec(
    attributes,
  );
  if (!match) return [];
  if (match[1] !== undefined) return [match[1]];
  if (match[2]!.trim() === "null") return [null];
  return [...match[2]!.matchAll(/"([^"]*)"/g)].map((literal) => literal[1]!);
}

function renderedClasses(name: string, props: Record<string, string | null>): string[] {
  const { render, props: required } = components[name]!;
  const html = renderToStaticMarkup(createElement(render, { ...required, ...props } as never));
  return (/class="([^"]*)"/.exec(html)?.[1] ?? "").split(/\s+/).filter(Boolean);
}

interface CallSite {
  where: string;
  component: string;
  classNames: string[];
  variants: (string | null)[];
  sizes: (string | null)[];
}

function callSites(): CallSite[] {
  const root = path.resolve("client");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".tsx"),
  );
  const sites: CallSite[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const match of source.matchAll(openingTag)) {
      const attributes = match[2]!;
      const classNames = attribute(attributes, "className").filter((value) => value !== null);
      if (classNames.length === 0) continue;
      const line = source.slice(0, match.index).split("\n").length;
      sites.push({
        where: `client/${file}:${line}`,
        component: match[1]!,
        classNames,
        variants: attribute(attributes, "variant"),
        sizes: attribute(attributes, "size"),
      });
    }
  }
  return sites;
}

/** Each of the site's classNames that would replace one of the component's own classes. */
function overrides(site: CallSite): string[] {
  const found: string[] = [];
  for (const variant of site.variants.length ? site.variants : [undefined]) {
    for (const size of site.sizes.length ? site.sizes : [undefined]) {
      const props = Object.fromEntries(
        Object.entries({ variant, size }).filter(([, value]) => value !== undefined),
      ) as Record<string, string | null>;
      const own = renderedClasses(site.component, props);
      for (const className of site.classNames) {
        const merged = new Set(twMerge([...own, className].join(" ")).split(" "));
        const overridden = own.filter((name) => !merged.has(name));
        if (overridden.length > 0)
          found.push(
            `${site.where} <${site.component}> "${className}" overrides ${overridden.join(" ")}`,
          );
      }
    }
  }
  return found;
}

describe("class names at call sites", () => {
  const sites = callSites();

  it("finds the call sites it checks", () => {
    expect(sites.length).toBeGreaterThan(20);
    expect(sites.some((site) => site.component === "Button" && site.variants.length > 0)).toBe(
      true,
    );
  });

  it("never override a class the component sets itself", () => {
    expect(sites.flatMap(overrides)).toEqual([]);
  });

  it("reports a call site that does", () => {
    const site = { where: "x.tsx:1", component: "Button", classNames: ["bg-transparent"] };
    expect(overrides({ ...site, variants: ["outline"], sizes: [] })).toEqual([
      'x.tsx:1 <Button> "bg-transparent" overrides bg-card',
    ]);
  });
});
