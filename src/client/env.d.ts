/** Set by vite.config.ts at build time: identifies the deployment. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** From this day on, a first visit asks the server for the visitor's location. */
  readonly VITE_APP_DATE?: string;
}
