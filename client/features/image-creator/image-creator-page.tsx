import { useEffect, useRef, type FormEvent } from "react";
import { promptRequiredMessage, type ImageRequestInput } from "@shared/images/schemas";
import { tools } from "@shared/tools";
import { dismissToast, toast } from "../../lib/use-toast";
import { ToolPageShell } from "../../components/tool-page-shell";
import { blankImageForm, ImageForm, useImageForm } from "./image-form";
import { ImageOutput } from "./image-output";
import { useImageCreation } from "./use-image-creation";

const tool = tools.find((entry) => entry.key === "image")!;

function ImageCreatorWorkspace() {
  const creation = useImageCreation();
  const form = useImageForm();
  const output = useRef<HTMLDivElement>(null);

  // After a reload, show the last request with its image, unless the user has begun typing.
  const restored = useRef(false);
  const lastImage = creation.image;
  useEffect(() => {
    if (restored.current || !lastImage) return;
    restored.current = true;
    if (form.getValues("prompt") !== "") return;
    form.reset({
      prompt: lastImage.prompt,
      caption: lastImage.caption ?? "",
      style: lastImage.style,
      size: lastImage.size,
    });
  }, [lastImage, form]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (request) => {
        restored.current = true;
        dismissToast();
        void creation.generate(request, (fields) => {
          for (const [name, message] of Object.entries(fields))
            if (name in blankImageForm) form.setError(name as keyof ImageRequestInput, { message });
        });
        // On a phone the output sits below the form: bring the progress into view.
        const panel = output.current;
        if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6) {
          panel.scrollIntoView({ behavior: "smooth", block: "start" });
        }
      },
      (errors) => {
        if (errors.prompt?.message === promptRequiredMessage) {
          toast({
            variant: "destructive",
            title: "Prompt Required",
            description: promptRequiredMessage,
          });
        }
      },
    )(event);

  const clear = () => {
    restored.current = true;
    form.reset(blankImageForm);
    void creation.clear();
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
      <div className="min-w-0">
        <ImageForm
          form={form}
          isGenerating={creation.isGenerating}
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
