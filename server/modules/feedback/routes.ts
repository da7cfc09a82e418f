import type { FastifyInstance } from "fastify";
import { feedbackRateLimit, ministryRoleLabels } from "@shared/feedback/options";
import { feedbackSchema, type FeedbackResponse } from "@shared/feedback/schema";
import type { AppContext } from "../../context";
import { feedback } from "../../db/schema";
import { parseInput } from "../../errors";
import { loadTestimonials } from "./testimonials";
import type { TestimonialsResponse } from "@shared/feedback/testimonials";

/** POST /api/feedback: the landing page's form; stored, then copied to the support mailbox. */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: { testimonialsFile?: string } = {},
): void {
  const { database, mailer, sessions, config } = context;
  const testimonials: TestimonialsResponse = {
    testimonials: loadTestimonials(options.testimonialsFile),
  };

  /** Operator-supplied testimonials (content/testimonials.json); empty hides the section. */
  app.get("/api/testimonials", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return testimonials;
  });

  app.post(
    "/api/feedback",
    {
      config: {
        rateLimit: {
          max: feedbackRateLimit.max,
          timeWindow: `${feedbackRateLimit.windowMinutes} minutes`,
          errorResponseBuilder: (_request, limit) => ({
            statusCode: 429,
            message: `You have sent feedback ${limit.max} times in the last hour. Thank you! Please try again later.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(feedbackSchema, request.body);
      const user = await sessions.currentUser(request);
      const [row] = await database.db
        .insert(feedback)
        .values({ ...input, userId: user?.id ?? null, createdAt: context.now() })
        .returning({ id: feedback.id });
      const feedbackId = row!.id;
      try {
        await mailer.send({
          to: config.supportEmail,
          subject: `Feedback from a ${ministryRoleLabels[input.role]}`,
          text: [
            `Role: ${ministryRoleLabels[input.role]}`,
            `Account: ${user ? `${user.email} (${user.id})` : "not signed in"}`,
            `Feedback ID: ${feedbackId}`,
            "",
            "How Kingdom Tools could serve their ministry:",
            input.impact,
            "",
            "Suggestions:",
            input.suggestions || "(none)",
          ].join("\n"),
        });
      } catch (error) {
        // The feedback is stored; a mail outage must not turn a saved message into an error.
        request.log.error({ err: error, feedbackId }, "could not forward feedback");
      }
      const body: FeedbackResponse = { feedbackId };
      return reply.status(201).send(body);
    },
  );
}
