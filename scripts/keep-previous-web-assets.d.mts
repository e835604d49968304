// Types of keep-previous-web-assets.mjs for TypeScript callers (the release test makes a second build with it).

/** Copies the assets `previous`'s build made into `next`'s where `next` has none of that name, for one release. */
export declare function keepPreviousAssets(previous: string, next: string): Promise<void>;
