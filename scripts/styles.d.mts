// Types of scripts/styles.mjs (plain JavaScript, so the build runs it with node alone), for the tests that import it.
export declare const STYLES_INDEX: string;
export declare function styleParts(index: string): string[];
export declare function joinStyles(index: string, read: (part: string) => string | undefined): string;
