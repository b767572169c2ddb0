// subset-font ships no types; this is the part of its API the font script uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

// fontverter (a dependency of subset-font) turns WOFF2 back into a plain font for inspection in tests.
declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
}
