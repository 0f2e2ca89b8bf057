// The part of madge's API that scripts/import-cycles.ts uses (madge ships no types of its own).
declare module 'madge' {
  type DetectiveOptions = { skipTypeImports?: boolean; skipAsyncImports?: boolean };
  type MadgeConfig = {
    baseDir?: string;
    fileExtensions?: string[];
    /** a tsconfig's path, or options as TypeScript parsed them ({ options }) */
    tsConfig?: string | { options: object };
    detectiveOptions?: { ts?: DetectiveOptions; tsx?: DetectiveOptions; es6?: DetectiveOptions };
  };
  type MadgeResult = {
    /** file → the files it imports, relative to baseDir */
    obj(): Record<string, string[]>;
    circular(): string[][];
    /** skipped: the imports it could not resolve */
    warnings(): { skipped: string[] };
  };
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
