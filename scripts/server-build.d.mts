export declare const SERVER_ENTRY: string;
export declare function buildServer(): Promise<void>;
export declare function serverNodeArgs(env?: NodeJS.ProcessEnv): string[];
