export declare function ensureServerBuilt(): Promise<boolean>;
