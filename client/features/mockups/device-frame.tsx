import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { Frame } from "./png-files";

/** A screenshot inside a simulated device frame, as the page shows it. */
export function DeviceFrame({
  frame,
  src,
  alt,
  className,
}: {
  frame: Frame;
  src: string;
  alt: string;
  className?: string;
}) {
  if (frame === "professional") {
    return (
      <div className={cn("rounded-xl bg-linear-to-br from-royal-950 to-royal-800 p-4", className)}>
        <div className="overflow-hidden rounded-lg bg-[#f1efe9] shadow-2xl">
          <div className="flex gap-1.5 px-3 py-2" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-red-500" />
            <span className="size-2.5 rounded-full bg-gold-300" />
            <span className="size-2.5 rounded-full bg-green-500" />
          </div>
          <img
            src={src}
            alt={alt}
            width={720}
            height={450}
            loading="lazy"
            decoding="async"
            className="block h-auto w-full"
          />
        </div>
      </div>
    );
  }
  return (
    <div
      className={cn(
        "relative mx-auto w-full max-w-[240px] p-[5%] pt-[14%] shadow-xl",
        frame === "iphone" ? "rounded-[2.2rem] bg-gray-900" : "rounded-[1.4rem] bg-gray-800",
        className,
      )}
    >
      <img
        src={src}
        alt={alt}
        width={540}
        height={960}
        loading="lazy"
        decoding="async"
        className={cn(
          "block h-auto w-full",
          frame === "iphone" ? "rounded-t-md rounded-b-[1.7rem]" : "rounded-t-md rounded-b-[1rem]",
        )}
      />
      <Notch frame={frame} />
    </div>
  );
}

function Notch({ frame }: { frame: Frame }): ReactNode {
  return frame === "iphone" ? (
    <span
      aria-hidden="true"
      className="absolute left-1/2 top-[3.2%] h-[3%] w-[30%] -translate-x-1/2 rounded-full bg-black"
    />
  ) : (
    <span
      aria-hidden="true"
      className="absolute left-1/2 top-[3.4%] aspect-square w-[5%] -translate-x-1/2 rounded-full bg-black"
    />
  );
}
