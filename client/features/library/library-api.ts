import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  DeleteResponse,
  LibraryCountsResponse,
  LibraryItem,
  LibraryListResponse,
} from "@shared/library/api";
import { apiJson, queryClient } from "../../lib/api";

export const libraryKey = ["/api/library"] as const;

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
    queryFn: () => apiJson<LibraryListResponse>("GET", listUrl(filters)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The count tiles: fetched once, refreshed when an item is deleted or restored. */
export function useLibraryCounts() {
  return useQuery({
    queryKey: [...libraryKey, "counts"],
    queryFn: () => apiJson<LibraryCountsResponse>("GET", "/api/library/counts"),
  });
}

export function useLibraryItem(id: string | null) {
  return useQuery({
    queryKey: [...libraryKey, "item", id],
    queryFn: () => apiJson<LibraryItem>("GET", `/api/library/${id}`),
    enabled: id !== null,
  });
}

export function fetchLibraryItem(id: string): Promise<LibraryItem> {
  return queryClient.fetchQuery({
    queryKey: [...libraryKey, "item", id],
    queryFn: () => apiJson<LibraryItem>("GET", `/api/library/${id}`),
  });
}

export async function deleteLibraryItem(id: string): Promise<DeleteResponse> {
  const result = await apiJson<DeleteResponse>("DELETE", `/api/library/${id}`);
  await queryClient.invalidateQueries({ queryKey: libraryKey });
  return result;
}

export async function restoreLibraryItem(id: string): Promise<void> {
  await apiJson("POST", `/api/library/${id}/restore`);
  await queryClient.invalidateQueries({ queryKey: libraryKey });
}
