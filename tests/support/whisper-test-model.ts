import { closeSync, openSync, writeSync } from "node:fs";

/**
 * A whisper model in whisper.cpp's ggml file format (the format of its ggml-*.bin models), with
 * tiny dimensions and weights drawn from a seeded generator: whisper.cpp's server loads it and
 * runs its whole pipeline on it (mel, encoder, decoder, timestamp rules, its JSON answers), so
 * a test can speak to the real server with no real model, none being reachable here. Its words
 * mean nothing: each text token is a made-up word ("bavo"), and what it "hears" is noise.
 *
 * The layout is what whisper.cpp's whisper_model_load reads (src/whisper.cpp): the magic; the
 * hyperparameters; the mel filters; the text tokens (the loader names the special and
 * timestamp tokens after them itself); then each tensor as dimensions, name length, type,
 * shape (fastest-varying first), name and data. Matrices and convolution kernels are f16, as
 * in the published models (ftype 1); vectors and positional embeddings f32.
 */
export function writeWhisperTestModel(file: string, seed = 1) {
  // 51865 tokens: a multilingual vocabulary (99 languages), as whisper's tiny to large-v2 have;
  // the server detects the language in its verbose_json answers, which needs language tokens.
  const hparams = {
    nVocab: 51_865,
    nAudioCtx: 1500, // 30 s windows, as every whisper model: the server's timestamps assume it
    nState: 64,
    nHead: 2,
    nAudioLayer: 1,
    nTextCtx: 448,
    nTextLayer: 1,
    nMels: 80,
  };
  const textTokens = 50_257; // ids 0..50256; the loader adds <|endoftext|> and the rest
  const random = seeded(seed);
  const gaussian = () => {
    const u = 1 - random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };

  const out = new Output(file);
  out.int32(0x67676d6c); // "ggml"
  const { nVocab, nAudioCtx, nState, nHead, nAudioLayer, nTextCtx, nTextLayer, nMels } = hparams;
  for (const value of [nVocab, nAudioCtx, nState, nHead, nAudioLayer, nTextCtx, nState, nHead])
    out.int32(value);
  out.int32(nTextLayer);
  out.int32(nMels);
  out.int32(1); // ftype: mostly f16

  // Mel filters: 80 triangles over the 201 bins of a 400-point FFT.
  const nFft = 201;
  out.int32(nMels);
  out.int32(nFft);
  const filters = new Float32Array(nMels * nFft);
  for (let mel = 0; mel < nMels; mel++) {
    const centre = ((mel + 1) * (nFft - 1)) / (nMels + 1);
    const width = (nFft - 1) / (nMels + 1);
    for (let bin = 0; bin < nFft; bin++)
      filters[mel * nFft + bin] = Math.max(0, 1 - Math.abs(bin - centre) / width) * 0.01;
  }
  out.bytes(Buffer.from(filters.buffer));

  out.int32(textTokens);
  const syllables = ["ba", "vo", "ki", "re", "mu", "sa", "lo", "ne", "ti", "da", "po", "gu"];
  for (let id = 0; id < textTokens; id++) {
    let word = " ";
    for (let n = id; word.length === 1 || n > 0; n = Math.floor(n / syllables.length))
      word += syllables[n % syllables.length];
    // The decoder looks the lone space up by name (to keep it from opening a segment), at
    // the id GPT-2's vocabulary gives it.
    if (id === 220) word = " ";
    const bytes = Buffer.from(word, "utf8");
    out.int32(bytes.length);
    out.bytes(bytes);
  }

  const tensor = (name: string, shape: number[], init: "normal" | "ones" | "zeros", f16 = true) => {
    const count = shape.reduce((a, b) => a * b, 1);
    // The inputs each output sums over: all but the last dimension (a kernel's width too).
    const fanIn = count / shape[shape.length - 1]!;
    const values = new Float32Array(count);
    if (init === "ones") values.fill(1);
    if (init === "normal")
      for (let i = 0; i < count; i++) values[i] = gaussian() / Math.sqrt(fanIn);
    const nameBytes = Buffer.from(name, "utf8");
    out.int32(shape.length);
    out.int32(nameBytes.length);
    out.int32(f16 ? 1 : 0);
    for (const dimension of shape) out.int32(dimension);
    out.bytes(nameBytes);
    out.bytes(f16 ? toHalf(values) : Buffer.from(values.buffer));
  };
  const vector = (name: string, size: number, init: "ones" | "zeros" = "zeros") =>
    tensor(name, [size], init, false);
  const matrix = (name: string, inputs: number, outputs: number) =>
    tensor(name, [inputs, outputs], "normal");
  const attention = (prefix: string) => {
    vector(`${prefix}_ln.weight`, nState, "ones");
    vector(`${prefix}_ln.bias`, nState);
    for (const part of ["query", "key", "value", "out"]) {
      matrix(`${prefix}.${part}.weight`, nState, nState);
      if (part !== "key") vector(`${prefix}.${part}.bias`, nState);
    }
  };
  const mlp = (prefix: string) => {
    vector(`${prefix}.mlp_ln.weight`, nState, "ones");
    vector(`${prefix}.mlp_ln.bias`, nState);
    matrix(`${prefix}.mlp.0.weight`, nState, 4 * nState);
    vector(`${prefix}.mlp.0.bias`, 4 * nState);
    matrix(`${prefix}.mlp.2.weight`, 4 * nState, nState);
    vector(`${prefix}.mlp.2.bias`, nState);
  };

  tensor("encoder.positional_embedding", [nState, nAudioCtx], "normal", false);
  tensor("encoder.conv1.weight", [3, nMels, nState], "normal");
  tensor("encoder.conv1.bias", [1, nState], "zeros", false);
  tensor("encoder.conv2.weight", [3, nState, nState], "normal");
  tensor("encoder.conv2.bias", [1, nState], "zeros", false);
  vector("encoder.ln_post.weight", nState, "ones");
  vector("encoder.ln_post.bias", nState);
  for (let layer = 0; layer < nAudioLayer; layer++) {
    attention(`encoder.blocks.${layer}.attn`);
    mlp(`encoder.blocks.${layer}`);
  }
  tensor("decoder.positional_embedding", [nState, nTextCtx], "normal", false);
  tensor("decoder.token_embedding.weight", [nState, nVocab], "normal");
  vector("decoder.ln.weight", nState, "ones");
  vector("decoder.ln.bias", nState);
  for (let layer = 0; layer < nTextLayer; layer++) {
    attention(`decoder.blocks.${layer}.attn`);
    attention(`decoder.blocks.${layer}.cross_attn`);
    mlp(`decoder.blocks.${layer}`);
  }
  out.close();
}

/** Float32 values as IEEE half floats, little-endian (round to nearest). */
function toHalf(values: Float32Array): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  const f32 = new Float32Array(1);
  const u32 = new Uint32Array(f32.buffer);
  for (let i = 0; i < values.length; i++) {
    f32[0] = values[i]!;
    const x = u32[0]!;
    const sign = (x >>> 16) & 0x8000;
    const exponent = ((x >>> 23) & 0xff) - 127 + 15;
    const mantissa = x & 0x7fffff;
    let half: number;
    if (exponent <= 0)
      half = sign; // too small for a half: zero
    else if (exponent >= 31) half = sign | 0x7c00;
    // a rounding carry out of the mantissa rightly moves into the exponent
    else half = sign | ((exponent << 10) + ((mantissa + 0x1000) >>> 13));
    buffer.writeUInt16LE(half & 0xffff, i * 2);
  }
  return buffer;
}

/** mulberry32: the same numbers for the same seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Writes a file in pieces, as the model is built. */
class Output {
  private readonly descriptor: number;
  constructor(file: string) {
    this.descriptor = openSync(file, "w");
  }
  int32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32LE(value);
    writeSync(this.descriptor, buffer);
  }
  bytes(buffer: Buffer) {
    writeSync(this.descriptor, buffer);
  }
  close() {
    closeSync(this.descriptor);
  }
}
