export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumLaunch: { executablePath: string; args: string[] };
