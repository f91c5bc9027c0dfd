export declare const SERVER_NODE_ARGS: readonly string[];
export declare function localServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv;
