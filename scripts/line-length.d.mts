export declare const MAX_LINE: number;
export declare function checkText(text: string, options?: { citations?: boolean }): { line: number; problem: string }[];
export declare function isChecked(file: string): boolean;
