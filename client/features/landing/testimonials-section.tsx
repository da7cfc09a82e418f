import { Quote } from "lucide-react";
import { useTestimonials } from "../../api/testimonials";
import { useHydrated } from "../../lib/use-hydrated";

/** Operator-supplied testimonials; the section does not exist while there are none. */
export function TestimonialsSection() {
  // As the prerendered HTML until live (see pricing-section.tsx).
  const hydrated = useHydrated();
  const { data } = useTestimonials();
  const testimonials = (hydrated ? data?.testimonials : undefined) ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="below-fold mx-auto w-full max-w-6xl px-4 py-16 sm:py-20"
    >
      <h2
        id="testimonials-title"
        className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100"
      >
        What ministry leaders say
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.name}-${testimonial.quote.slice(0, 20)}`}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
              <Quote className="size-6 text-gold-700 dark:text-gold-300" aria-hidden="true" />
              <blockquote className="flex-1 font-serif text-lg leading-relaxed">
                “{testimonial.quote}”
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                {testimonial.role || testimonial.church ? (
                  <span className="block text-muted-foreground">
                    {[testimonial.role, testimonial.church].filter(Boolean).join(", ")}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
