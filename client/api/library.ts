import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  deleteResponseSchema,
  libraryCountsResponseSchema,
  libraryItemSchema,
  libraryListResponseSchema,
  libraryUsageSchema,
  type DeleteResponse,
  type LibraryItem,
} from "@shared/library/api";
import { apiJson, apiRequest, queryClient } from "../lib/api";

export const libraryKey = ["library"] as const;

export interface LibraryFilters {
  q: string;
  type: string;
  page: number;
  pageSize: number;
}

function listUrl(filters: LibraryFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.type !== "all") params.set("type", filters.type);
  params.set("page", String(filters.page));
  params.set("pageSize", String(filters.pageSize));
  return `/api/library?${params.toString()}`;
}

export function useLibrary(filters: LibraryFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...libraryKey, "list", filters],
    queryFn: () => apiJson(libraryListResponseSchema, "GET", listUrl(filters)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The count tiles: fetched once, refreshed when an item is deleted or restored. */
export function useLibraryCounts() {
  return useQuery({
    queryKey: [...libraryKey, "counts"],
    queryFn: () => apiJson(libraryCountsResponseSchema, "GET", "/api/library/counts"),
  });
}

function itemUrl(id: string): string {
  return `/api/library/${encodeURIComponent(id)}`;
}

export function useLibraryItem(id: string | null) {
  return useQuery({
    queryKey: [...libraryKey, "item", id],
    queryFn: () => apiJson(libraryItemSchema, "GET", itemUrl(id ?? "")),
    enabled: id !== null,
  });
}

export function fetchLibraryItem(id: string): Promise<LibraryItem> {
  return queryClient.fetchQuery({
    queryKey: [...libraryKey, "item", id],
    queryFn: () => apiJson(libraryItemSchema, "GET", itemUrl(id)),
  });
}

export async function deleteLibraryItem(id: string): Promise<DeleteResponse> {
  const result = await apiJson(deleteResponseSchema, "DELETE", itemUrl(id));
  await queryClient.invalidateQueries({ queryKey: libraryKey });
  return result;
}

export async function restoreLibraryItem(id: string): Promise<void> {
  await apiRequest("POST", `${itemUrl(id)}/restore`);
  await queryClient.invalidateQueries({ queryKey: libraryKey });
}

/**
 * "Deliver to Inbox": a sermon goes through POST /api/sermons/email, any other saved item
 * through POST /api/library/:id/email.
 */
export async function emailSavedItem(itemType: string, id: string, email: string): Promise<void> {
  if (itemType === "sermon")
    await apiRequest("POST", "/api/sermons/email", { sermonId: id, email });
  else await emailLibraryItem(id, email);
}

/** POST /api/library/:id/email: a saved item (a week pack's piece, say) sent to an address. */
export async function emailLibraryItem(id: string, email: string): Promise<void> {
  await apiRequest("POST", `${itemUrl(id)}/email`, { email });
}

/** GET /api/library/usage: what the user keeps against their storage quota. */
export function useLibraryUsage() {
  return useQuery({
    queryKey: [...libraryKey, "usage"],
    queryFn: () => apiJson(libraryUsageSchema, "GET", "/api/library/usage"),
  });
}
