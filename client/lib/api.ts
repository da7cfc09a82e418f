import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { ApiErrorBody } from "@shared/api-error";

/**
 * A failed call (spec §7): its message is "<status>: <body text>", and it keeps the
 * parsed error body so pages can show the server's message and field errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
  }

  /** The server's {"error":{code,message,fields?}} body, when it sent one. */
  get body(): ApiErrorBody["error"] | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as Partial<ApiErrorBody> | null;
      const error = parsed?.error;
      return error && typeof error.code === "string" && typeof error.message === "string"
        ? error
        : undefined;
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

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  return (await response.json()) as T;
}

type On401 = "returnNull" | "throw";

export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
