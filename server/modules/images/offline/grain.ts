import { resvg } from "../resvg";

/**
 * Paper, canvas and film grain. Noise filtered over the whole picture cost more than
 * the rest of it and made the PNG three times larger, so the grain is a small tile of
 * sparse specks, rendered once per process and repeated as an image pattern.
 */
const tileSize = 192;
const tiles = new Map<string, string>();

function tile(strength: number, frequency: number): string {
  const key = `${strength}:${frequency}`;
  let uri = tiles.get(key);
  if (!uri) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${tileSize}" height="${tileSize}"><filter id="f" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0"/><feComponentTransfer><feFuncA type="discrete" tableValues="0 0 0 0 0 0 ${strength * 0.6} ${strength}"/></feComponentTransfer></filter><rect width="${tileSize}" height="${tileSize}" filter="url(#f)"/></svg>`;
    const png = new (resvg().Resvg)(svg, { font: { loadSystemFonts: false } }).render().asPng();
    uri = `data:image/png;base64,${png.toString("base64")}`;
    tiles.set(key, uri);
  }
  return uri;
}

/** A pattern of dark specks; `strength` is the darkest speck's opacity. */
export function grainPattern(id: string, strength: number, frequency = 0.85): string {
  return `<pattern id="${id}" width="${tileSize}" height="${tileSize}" patternUnits="userSpaceOnUse"><image href="${tile(strength, frequency)}" width="${tileSize}" height="${tileSize}"/></pattern>`;
}
