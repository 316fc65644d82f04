/** e2e/fake-recipe-site.mjs: the journeys' local recipe site. */
export declare const recipeSitePort: (serverPort: number | string) => number;
export declare function startFakeRecipeSite(
  port?: number,
): Promise<{ url: string; host: string; stop: () => void }>;
