import { QueryClient } from "@tanstack/react-query";
import type { ZodType } from "zod";
import type { ApiErrorBody } from "@shared/api-error";

type ErrorDetail = ApiErrorBody["error"];

/**
 * The error body's shape, checked by hand rather than with the shared zod schema: every page
 * handles errors, and zod stays out of the public pages' first download.
 */
function errorDetail(value: unknown): ErrorDetail | undefined {
  const error: unknown = value instanceof Object && "error" in value ? value.error : undefined;
  if (!(error instanceof Object) || !("code" in error) || !("message" in error)) return undefined;
  const { code, message } = error;
  if (typeof code !== "string" || typeof message !== "string") return undefined;
  // How a model call failed, when it did: the page titles its message by it.
  const kind = "kind" in error && typeof error.kind === "string" ? { kind: error.kind } : {};
  if (!("fields" in error) || !(error.fields instanceof Object)) return { code, message, ...kind };
  const fields: Record<string, string> = {};
  for (const [key, text] of Object.entries(error.fields)) {
    if (typeof text === "string") fields[key] = text;
  }
  return { code, message, fields, ...kind };
}

/**
 * A failed call: its message is "<status>: <body text>", and it keeps the parsed error body
 * so pages can show the server's message and field errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** The server's {"error":{code,message,fields?}} body, when it sent one. */
  get body(): ErrorDetail | undefined {
    try {
      return errorDetail(JSON.parse(this.bodyText));
    } catch {
      return undefined;
    }
  }
}

/** The server's own message for an error, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? fallback;
  return fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
}

/** Sends one request; throws ApiError for an answer outside 2xx. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The schema of an answer, or a loader of it. Public pages load their schemas on demand, so
 * zod (about 40 KB compressed) is not part of what a first visit downloads to show the page.
 */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** Sends one request and returns its JSON answer, checked against the shared schema. */
export async function apiJson<T>(
  schema: ResponseSchema<T>,
  method: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, data);
  // The schema loads while the body is read (after the answer arrived, so never before the
  // page's own code).
  const loading = typeof schema === "function" ? schema() : Promise.resolve(schema);
  const body: unknown = await response.json();
  const parsed = (await loading).safeParse(body);
  // An answer of another shape means client and server drifted apart.
  if (!parsed.success) throw new Error(`Unexpected answer from ${url}`);
  return parsed.data;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
