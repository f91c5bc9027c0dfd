/** Set by vite.config.ts at build time: identifies the deployment. */
declare const __BUILD_ID__: string;
