import { z } from "zod";

/**
 * The image creator's request and result: one source for the form,
 * the route validator and the page that shows the result.
 */
export const imageStyles = [
  { value: "biblical", label: "Biblical" },
  { value: "modern", label: "Modern" },
  { value: "photorealistic", label: "Photorealistic" },
  { value: "stained-glass", label: "Stained Glass" },
  { value: "renaissance", label: "Renaissance" },
  { value: "watercolor", label: "Watercolor" },
  { value: "oil-painting", label: "Oil Painting" },
] as const;

export const imageSizes = [
  { value: "1024x1024", label: "Square (1024×1024)", width: 1024, height: 1024 },
  { value: "1024x1792", label: "Portrait (1024×1792)", width: 1024, height: 1792 },
  { value: "1792x1024", label: "Landscape (1792×1024)", width: 1792, height: 1024 },
] as const;

export type ImageStyle = (typeof imageStyles)[number]["value"];
export type ImageSize = (typeof imageSizes)[number]["value"];

export const imageStyleValues = imageStyles.map((style) => style.value) as [
  ImageStyle,
  ...ImageStyle[],
];
export const imageSizeValues = imageSizes.map((size) => size.value) as [ImageSize, ...ImageSize[]];

export const defaultImageStyle: ImageStyle = "biblical";
export const defaultImageSize: ImageSize = "1024x1024";

export const maxImagePromptLength = 1000;
export const maxCaptionLength = 120;

export const promptRequiredMessage = "Please enter a description for your Kingdom image.";

export const imageRequestSchema = z.object({
  prompt: z
    .string({ error: promptRequiredMessage })
    .trim()
    .min(1, promptRequiredMessage)
    .max(
      maxImagePromptLength,
      `Please keep the description under ${maxImagePromptLength} characters.`,
    ),
  style: z
    .enum(imageStyleValues, {
      error: `Choose one of the styles: ${imageStyles.map((style) => style.label).join(", ")}.`,
    })
    .default(defaultImageStyle),
  size: z
    .enum(imageSizeValues, {
      error: `Choose one of the sizes: ${imageSizeValues.join(", ")}.`,
    })
    .default(defaultImageSize),
  /** Words the pastor marks to be set on the picture; empty means none of their own. */
  caption: z
    .string({ error: "The caption must be text." })
    .trim()
    .max(maxCaptionLength, `Please keep the caption under ${maxCaptionLength} characters.`)
    .optional(),
});

/** Offline art is drawn by this server; "ai" comes from the configured image model. */
export const imageSourceSchema = z.enum(["offline", "ai"]);

export const imageResultSchema = z.object({
  /** The content item the image was saved as (the library lists it as type "image"). */
  id: z.string(),
  /** Where the PNG is served: unguessable, readable by anyone who has the link. */
  url: z.string(),
  prompt: z.string(),
  enhancedPrompt: z.string(),
  style: z.enum(imageStyleValues),
  size: z.enum(imageSizeValues),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  source: imageSourceSchema,
  /** The scripture reference whose text the offline art shows, when the description named one. */
  reference: z.string().optional(),
  /** The caption the pastor asked to be set on the picture. */
  caption: z.string().optional(),
  createdAt: z.string(),
});

/** Progress events of a streamed generation, in order. */
export const imageStages = ["prompt", "image", "save"] as const;
export type ImageStage = (typeof imageStages)[number];

export type ImageRequest = z.infer<typeof imageRequestSchema>;
export type ImageRequestInput = z.input<typeof imageRequestSchema>;
export type ImageResult = z.infer<typeof imageResultSchema>;
export type ImageSource = z.infer<typeof imageSourceSchema>;

export const imageApi = {
  generate: "/api/generate-image",
  /** The last image made on the image creator page, so it survives a reload (GET, DELETE). */
  last: "/api/image-creator/last",
} as const;

export function sizeOf(size: ImageSize): { width: number; height: number } {
  const found = imageSizes.find((entry) => entry.value === size)!;
  return { width: found.width, height: found.height };
}

export function styleLabel(style: ImageStyle): string {
  return imageStyles.find((entry) => entry.value === style)?.label ?? style;
}

/** A download name such as "kingdom-image-psalm-23-1-biblical-1024x1024.png". */
export function imageFileName(result: Pick<ImageResult, "prompt" | "style" | "size">): string {
  const slug = result.prompt
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
  return `kingdom-image-${slug ? `${slug}-` : ""}${result.style}-${result.size}.png`;
}
