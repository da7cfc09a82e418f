import type { FormEvent } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eraser, Loader2, Sparkles } from "lucide-react";
import { usePublicConfig } from "../../api/public-config";
import {
  defaultImageSize,
  defaultImageStyle,
  imageRequestSchema,
  imageSizes,
  imageStyles,
  maxCaptionLength,
  maxImagePromptLength,
  type ImageRequest,
  type ImageRequestInput,
} from "@shared/images/schemas";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useReferenceCheck } from "../../lib/use-reference-check";

export const blankImageForm: Required<ImageRequestInput> = {
  prompt: "",
  caption: "",
  style: defaultImageStyle,
  size: defaultImageSize,
};

export type ImageFormApi = UseFormReturn<ImageRequestInput, unknown, ImageRequest>;

/** The image form's state, checked with the request's shared schema. */
export function useImageForm(): ImageFormApi {
  return useForm<ImageRequestInput, unknown, ImageRequest>({
    resolver: zodResolver(imageRequestSchema),
    defaultValues: blankImageForm,
  });
}

/**
 * The form: description, art style and size. Generate is disabled
 * while the description is empty or an image is being made; Clear while one is made.
 */
export function ImageForm({
  form,
  isGenerating,
  onSubmit,
  onClear,
}: {
  form: ImageFormApi;
  isGenerating: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClear: () => void;
}) {
  const errors = form.formState.errors;
  const prompt = form.watch("prompt");
  const caption = form.watch("caption") ?? "";
  const empty = prompt.trim().length === 0;
  // A verse named in the description or caption that does not exist is flagged as it is typed;
  // the server refuses it too, so no picture carries a reference that is not in the Bible.
  const promptCheck = useReferenceCheck(prompt, "prose");
  const captionCheck = useReferenceCheck(caption, "prose");
  // An image model draws no words; only offline scripture art sets a verse or a caption.
  const setsWords = usePublicConfig().data?.imageWords ?? true;
  return (
    <section
      aria-labelledby="image-form-heading"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-6"
    >
      <h2
        id="image-form-heading"
        className="text-lg font-semibold text-royal-900 dark:text-royal-100"
      >
        Describe your image
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {setsWords
          ? "This server draws scripture art without an image model: your verse or caption set in type over one symbol your description names (a cross, dove, crown, star, sunrise, waves, mountain, tree, heart, flame, shepherd's crook, cup or open Bible). It does not paint scenes or people. Name a verse, such as Psalm 23:1, and its text is set in the picture; or give a caption of your own."
          : "Describe what to draw. The picture carries no words: add your verse or caption in your slides or post."}
      </p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-5 flex flex-col gap-4"
      >
        <FormField
          label="Image description"
          error={errors.prompt?.message ?? promptCheck.problem}
          hint={`${prompt.length} / ${maxImagePromptLength} characters`}
        >
          <Textarea
            rows={5}
            maxLength={maxImagePromptLength}
            placeholder="e.g. John 3:16 with a sunrise over the hills, for Sunday's slides"
            {...form.register("prompt", { onBlur: promptCheck.checkNow })}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </FormField>
        {setsWords ? (
          <FormField
            label="Caption (optional)"
            error={errors.caption?.message ?? captionCheck.problem}
            hint="A short phrase to set on the picture instead of the verse. Leave it empty for the verse you name, or for no words at all."
          >
            <Input
              maxLength={maxCaptionLength}
              placeholder="e.g. He is risen"
              {...form.register("caption", { onBlur: captionCheck.checkNow })}
            />
          </FormField>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <FormField label="Art style" error={errors.style?.message}>
            <Select options={imageStyles} {...form.register("style")} />
          </FormField>
          <FormField label="Size" error={errors.size?.message}>
            <Select options={imageSizes} {...form.register("size")} />
          </FormField>
        </div>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          <Button type="submit" size="lg" disabled={empty || isGenerating} className="flex-1">
            {isGenerating ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {isGenerating ? "Creating Image..." : "Generate Image"}
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            disabled={isGenerating}
            onClick={onClear}
            aria-describedby="image-clear-description"
          >
            <Eraser aria-hidden="true" /> Clear
          </Button>
        </div>
        <p id="image-clear-description" className="sr-only">
          Clears the description, resets the style to Biblical and the size to 1024×1024, and
          removes the image.
        </p>
      </form>
    </section>
  );
}
