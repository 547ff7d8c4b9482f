// heic-convert ships no types; this is the one call Res-pe makes.
declare module "heic-convert" {
  export default function convert(options: { buffer: Uint8Array | ArrayBuffer; format: "JPEG" | "PNG"; quality?: number }): Promise<ArrayBuffer>;
}
