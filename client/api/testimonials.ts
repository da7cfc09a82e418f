import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../lib/api";

// The landing page asks this: the schema loads on demand.
const testimonialsSchema = () =>
  import("@shared/feedback/testimonials").then((module) => module.testimonialsResponseSchema);

/** The operator's testimonials (GET /api/testimonials); an empty list hides the section. */
export function useTestimonials() {
  return useQuery({
    queryKey: ["testimonials"],
    queryFn: () => apiJson(testimonialsSchema, "GET", "/api/testimonials"),
  });
}
