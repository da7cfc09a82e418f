import type { ImageProvider } from "./image-provider";
import { composeArt, renderSvg } from "./offline-art";

/** Offline scripture art: drawn on this server, no model and no network. */
export function createOfflineImageProvider(): ImageProvider {
  return {
    source: "offline",
    label: "offline scripture art",
    async prepare(request) {
      const art = composeArt(request);
      return {
        enhancedPrompt: art.enhancedPrompt,
        ...(art.reference ? { reference: art.reference } : {}),
        draw: () => renderSvg(art.svg),
      };
    },
  };
}
