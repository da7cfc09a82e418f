import { z } from "zod";

/**
 * Testimonials are operator-supplied (content/testimonials.json), never invented: each
 * entry names a real person who agreed to be quoted. An empty list hides the section.
 */
export const testimonialSchema = z.object({
  quote: z.string().trim().min(10).max(600),
  name: z.string().trim().min(1).max(80),
  role: z.string().trim().max(80).optional(),
  church: z.string().trim().max(120).optional(),
  /** The operator confirms this person agreed to be quoted by name. */
  consent: z.literal(true, { error: "Only quote people who agreed to it (consent: true)." }),
});
export const testimonialsFileSchema = z.array(testimonialSchema).max(12);

export type Testimonial = Omit<z.infer<typeof testimonialSchema>, "consent">;

export const testimonialsResponseSchema = z.object({
  testimonials: z.array(testimonialSchema.omit({ consent: true })),
});
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>;
