import { useEffect } from "react";
import { useLocation } from "wouter";
import { findPageRoute } from "@shared/routes";

/** Keeps document.title in step with the route table. */
export function PageTitle() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = findPageRoute(location)?.title ?? "Page not found — Kingdom Tools";
  }, [location]);
  return null;
}
