export { PwaLayer } from "./PwaLayer";
export { RootError } from "./RootError";
export { captureInstallPrompt } from "./install";
export { updateReadyAtom } from "./state";
export { publicationCountQuery } from "./publication-count";
export { InstallAppButton } from "./InstallAppButton";
