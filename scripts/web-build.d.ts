/** The repository root. */
export declare const repoRoot: string;
/** The web app's package and its build output. */
export declare const webRoot: string;
export declare const webDist: string;
/** The stamp of the sources as they are now. */
export declare function sourceStamp(): string;
/** True when `dist` holds a build of the current sources. */
export declare function buildIsFresh(stamp?: string): boolean;
/** Builds the web app (HTTP backend) unless the build is fresh; says which it did. */
export declare function ensureWebBuild(log?: (line: string) => void): Promise<'fresh' | 'built'>;
