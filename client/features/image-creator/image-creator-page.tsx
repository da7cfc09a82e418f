import { useEffect, useRef, useState } from "react";
import {
  defaultImageSize,
  defaultImageStyle,
  imageRequestSchema,
  promptRequiredMessage,
} from "@shared/images/schemas";
import { tools } from "@shared/tools";
import { dismissToast, toast } from "../../lib/use-toast";
import { ToolPageShell } from "../../components/tool-page-shell";
import { ImageForm, type ImageFormValues } from "./image-form";
import { ImageOutput } from "./image-output";
import { useImageCreation } from "./use-image-creation";

const tool = tools.find((entry) => entry.key === "image")!;
const defaults: ImageFormValues = {
  prompt: "",
  caption: "",
  style: defaultImageStyle,
  size: defaultImageSize,
};

function ImageCreatorWorkspace() {
  const creation = useImageCreation();
  const [values, setValues] = useState<ImageFormValues>(defaults);
  const [errors, setErrors] = useState<Partial<Record<keyof ImageFormValues, string>>>({});
  const output = useRef<HTMLDivElement>(null);

  // After a reload, show the last request with its image, unless the user has begun typing.
  const restored = useRef(false);
  const lastImage = creation.image;
  useEffect(() => {
    if (restored.current || !lastImage) return;
    restored.current = true;
    setValues((current) =>
      current.prompt === ""
        ? {
            prompt: lastImage.prompt,
            caption: lastImage.caption ?? "",
            style: lastImage.style,
            size: lastImage.size,
          }
        : current,
    );
  }, [lastImage]);

  const change = (next: ImageFormValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors({});
  };

  const submit = () => {
    const parsed = imageRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ImageFormValues;
        fields[key] ??= issue.message;
      }
      setErrors(fields);
      if (fields.prompt === promptRequiredMessage) {
        toast({
          variant: "destructive",
          title: "Prompt Required",
          description: promptRequiredMessage,
        });
      }
      return;
    }
    restored.current = true;
    dismissToast();
    void creation.generate(parsed.data, (fields) => setErrors(fields));
    // On a phone the output sits below the form: bring the progress into view.
    const panel = output.current;
    if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6) {
      panel.scrollIntoView({ behavior: "smooth", block: "start" });
    }
  };

  const clear = () => {
    restored.current = true;
    setValues(defaults);
    setErrors({});
    void creation.clear();
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
      <div className="min-w-0">
        <ImageForm
          values={values}
          errors={errors}
          isGenerating={creation.isGenerating}
          onChange={change}
          onSubmit={submit}
          onClear={clear}
        />
      </div>
      <div className="min-w-0 scroll-mt-4" ref={output}>
        <ImageOutput
          image={creation.image}
          stage={creation.stage}
          isRestoring={creation.isRestoring}
        />
      </div>
    </div>
  );
}

/** The image creator: the shared tool gates, then the form and the output panel. */
export function ImageCreatorPage() {
  return (
    <ToolPageShell
      page={{
        tool: "image",
        title: tool.name,
        path: tool.path,
        description:
          "Create scripture art and sermon graphics in seven styles. Name a verse and its text is set in the picture, checked against the Bible, or set a caption of your own.",
      }}
    >
      {() => <ImageCreatorWorkspace />}
    </ToolPageShell>
  );
}
