export declare const TEST_WORKERS: number;
